/**
 * A call's rubric (değerlendirme ölçütleri): the weighted total of a mentor's criterion scores as the
 * spec's `puan` (0..100), the criteria's shares of the total, the statistics of one criterion's scores
 * and the ranking of applications by their total. Pure functions; the server and the screens use them.
 */
import { SCORE_MAX, SCORE_MIN } from './constants';
import { CONSENSUS_SCORE_SPREAD } from './contracts/atama';

/** What the arithmetic needs of a criterion. */
export interface RubricCriterion {
  id: number;
  agirlik: number;
  olcek_min: number;
  olcek_max: number;
}

export interface CriterionScore {
  olcut_id: number;
  puan: number;
}

/** Scores spread more than this share of the scale disagree (30 points of 100, the consensus rule). */
export const CONSENSUS_SPREAD_SHARE = CONSENSUS_SCORE_SPREAD / (SCORE_MAX - SCORE_MIN);

/**
 * The consensus rule on any scale: two or more scores disagree when max - min is more than 30 % of
 * the scale's range (on 0..100: more than 30 points, the rule of the whole-application consensus).
 */
export function spreadDisagrees(spread: number, scaleMin: number = SCORE_MIN, scaleMax: number = SCORE_MAX): boolean {
  const range = scaleMax - scaleMin;
  return range > 0 && spread * (SCORE_MAX - SCORE_MIN) > CONSENSUS_SCORE_SPREAD * range;
}

/** Each criterion's share of the total, in percent (weights 2, 1, 1 -> 50, 25, 25); not rounded. */
export function weightShares(weights: readonly number[]): number[] {
  const sum = weights.reduce((a, w) => a + (Number.isFinite(w) && w > 0 ? w : 0), 0);
  return weights.map((w) => (sum > 0 && Number.isFinite(w) && w > 0 ? (w / sum) * 100 : 0));
}

/**
 * The weighted total on 0..100: each score placed on its scale ((puan - min) / (max - min): the
 * scale's lowest value is 0 %, its highest 100 %), weighted by the criterion's weight, rounded to a
 * whole number (half up). Null when a criterion has no score (the total needs every criterion) or
 * the rubric is empty. Scores outside their scale are clamped (the schemas refuse them first).
 */
export function weightedTotal(criteria: readonly RubricCriterion[], scores: readonly CriterionScore[]): number | null {
  if (criteria.length === 0) return null;
  const byId = new Map(scores.map((s) => [s.olcut_id, s.puan]));
  let weighted = 0;
  let weights = 0;
  for (const c of criteria) {
    const puan = byId.get(c.id);
    if (puan === undefined || !Number.isFinite(puan)) return null;
    const range = c.olcek_max - c.olcek_min;
    if (range <= 0) return null;
    const share = Math.min(1, Math.max(0, (puan - c.olcek_min) / range));
    weighted += c.agirlik * share;
    weights += c.agirlik;
  }
  if (weights <= 0) return null;
  // Rounded on a fixed precision first, so 82.5 computed as 82.49999999 still rounds up.
  const total = Math.round(Math.round(((weighted / weights) * SCORE_MAX) * 1e6) / 1e6);
  return Math.min(SCORE_MAX, Math.max(SCORE_MIN, total));
}

export interface ScoreStats {
  count: number;
  /** Mean, one decimal; null without scores. */
  mean: number | null;
  min: number | null;
  max: number | null;
  /** max - min; null without scores. */
  spread: number | null;
  /** Two or more scores whose spread disagrees (spreadDisagrees on the criterion's scale). */
  flagged: boolean;
}

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/** Mean, spread and the consensus flag of one criterion's scores (by different mentors). */
export function scoreStats(scores: readonly number[], scaleMin: number = SCORE_MIN, scaleMax: number = SCORE_MAX): ScoreStats {
  const f = scores.filter((s) => Number.isFinite(s));
  if (f.length === 0) return { count: 0, mean: null, min: null, max: null, spread: null, flagged: false };
  const min = Math.min(...f);
  const max = Math.max(...f);
  const spread = max - min;
  return {
    count: f.length,
    mean: oneDecimal(f.reduce((a, b) => a + b, 0) / f.length),
    min,
    max,
    spread,
    flagged: f.length >= 2 && spreadDisagrees(spread, scaleMin, scaleMax),
  };
}

/**
 * Competition ranking ("1, 2, 2, 4") by score, highest first: equal scores share a rank; items
 * without a score (null: not evaluated) get no rank and come last, in their given order.
 */
export function rankByScore<T>(items: readonly T[], score: (item: T) => number | null): Array<{ item: T; sira: number | null }> {
  const scored = items.map((item, index) => ({ item, index, value: score(item) }));
  const ranked = scored.filter((s) => s.value !== null).sort((a, b) => b.value! - a.value! || a.index - b.index);
  const out: Array<{ item: T; sira: number | null }> = [];
  ranked.forEach((s, i) => {
    const previous = ranked[i - 1];
    const sira = previous && previous.value === s.value ? out[i - 1]!.sira : i + 1;
    out.push({ item: s.item, sira });
  });
  for (const s of scored) if (s.value === null) out.push({ item: s.item, sira: null });
  return out;
}
