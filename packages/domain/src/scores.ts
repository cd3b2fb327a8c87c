/**
 * Evaluation score rules (spec 4, 9): bands, colours, stars, success rate, improvement bucket,
 * average, performance chip colour, workload level.
 */
import { HIGH_SCORE_THRESHOLD, IMPROVEMENT_THRESHOLD, SCORE_MAX, SCORE_MIN, STAR_DIVISOR, STAR_MAX } from './constants';
import type { ChipColor } from './status';

/** Traffic-light colour of the spec ("green", "orange", "red"). */
export type ScoreColor = 'green' | 'orange' | 'red';

/** Chip colour of a traffic-light colour. */
export const SCORE_COLOR_TO_CHIP: Record<ScoreColor, ChipColor> = { green: 'success', orange: 'warning', red: 'error' };

export type ScoreBandKey = 'excellent' | 'veryGood' | 'good' | 'average' | 'improve';

export interface ScoreBand {
  key: ScoreBandKey;
  /** Spec 4's words with their Turkish letters: Mükemmel, Çok İyi, İyi, Orta, Geliştirilmeli. */
  label: string;
  color: ScoreColor;
  chip: ChipColor;
}

/** Colour of a score: green 80+, orange 60+, red below (spec 4). */
export function scoreColor(score: number): ScoreColor {
  if (score >= 80) return 'green';
  if (score >= 60) return 'orange';
  return 'red';
}

/** Band of a score: 90+ Mükemmel, 80+ Çok İyi, 70+ İyi, 60+ Orta, below 60 Geliştirilmeli (spec 4). */
export function scoreBand(score: number): ScoreBand {
  const color = scoreColor(score);
  const chip = SCORE_COLOR_TO_CHIP[color];
  if (score >= 90) return { key: 'excellent', label: 'Mükemmel', color, chip };
  if (score >= 80) return { key: 'veryGood', label: 'Çok İyi', color, chip };
  if (score >= 70) return { key: 'good', label: 'İyi', color, chip };
  if (score >= 60) return { key: 'average', label: 'Orta', color, chip };
  return { key: 'improve', label: 'Geliştirilmeli', color, chip };
}

/** Star rating = score / 20, clamped to 0..5 (spec 9). Not rounded: the UI may show halves. */
export function starRating(score: number): number {
  if (!Number.isFinite(score)) return 0;
  return Math.min(STAR_MAX, Math.max(0, score / STAR_DIVISOR));
}

/** Clamp a score into 0..100 (progress bars). */
export function clampScore(score: number): number {
  if (!Number.isFinite(score)) return SCORE_MIN;
  return Math.min(SCORE_MAX, Math.max(SCORE_MIN, score));
}

function finite(scores: readonly number[]): number[] {
  return scores.filter((s) => Number.isFinite(s));
}

/** Count of scores >= 80. */
export function highScoreCount(scores: readonly number[]): number {
  return finite(scores).filter((s) => s >= HIGH_SCORE_THRESHOLD).length;
}

/** Success rate = share of scores >= 80, as a whole percentage 0..100 (rounded); 0 when there are none. */
export function successRate(scores: readonly number[]): number {
  const f = finite(scores);
  return f.length === 0 ? 0 : Math.round((highScoreCount(f) / f.length) * 100);
}

/** The improvement bucket: scores below 60. */
export function improvementCount(scores: readonly number[]): number {
  return finite(scores).filter((s) => s < IMPROVEMENT_THRESHOLD).length;
}

/** Average score rounded to a whole number; 0 when there are none. */
export function averageScore(scores: readonly number[]): number {
  const f = finite(scores);
  if (f.length === 0) return 0;
  return Math.round(f.reduce((a, b) => a + b, 0) / f.length);
}

export interface EvaluationSummary {
  total: number;
  average: number;
  highCount: number;
  successRate: number;
  improvementCount: number;
  /** Number of distinct onerilen_durum values (case-insensitive). */
  distinctStatuses: number;
}

/** Summary cards of /my-evaluations. */
export function summarizeEvaluations(
  evaluations: ReadonlyArray<{ puan: number | string | null | undefined; onerilen_durum?: string | null }>,
): EvaluationSummary {
  const scores = evaluations.map((e) => Number(e.puan)).filter((n) => Number.isFinite(n));
  const statuses = new Set(
    evaluations.map((e) => (e.onerilen_durum ?? '').trim().toUpperCase()).filter((s) => s !== ''),
  );
  return {
    total: evaluations.length,
    average: averageScore(scores),
    highCount: highScoreCount(scores),
    successRate: successRate(scores),
    improvementCount: improvementCount(scores),
    distinctStatuses: statuses.size,
  };
}

/** Performance average-score chip (spec 4): green at 4 or more, orange at 3 or more, else red (null too). */
export function performanceScoreColor(average: number | null | undefined): ScoreColor {
  if (average === null || average === undefined || !Number.isFinite(average)) return 'red';
  if (average >= 4) return 'green';
  if (average >= 3) return 'orange';
  return 'red';
}

export const WORKLOAD_LEVELS = ['Düşük', 'Orta', 'Yüksek'] as const;
export type WorkloadLevel = (typeof WORKLOAD_LEVELS)[number];

/**
 * Workload thresholds (ours; the spec names the levels and colours only):
 * 0-1 active assignments -> Düşük, 2-3 -> Orta, 4 or more -> Yüksek.
 */
export const WORKLOAD_THRESHOLDS = { orta: 2, yuksek: 4 } as const;

/** Workload chip colour (spec 4): Yüksek red, Orta orange, Düşük green. */
export const WORKLOAD_COLORS: Record<WorkloadLevel, ScoreColor> = { Düşük: 'green', Orta: 'orange', Yüksek: 'red' };

export function workloadLevel(activeAssignments: number): WorkloadLevel {
  if (activeAssignments >= WORKLOAD_THRESHOLDS.yuksek) return 'Yüksek';
  if (activeAssignments >= WORKLOAD_THRESHOLDS.orta) return 'Orta';
  return 'Düşük';
}

/** Colour of a workload level string (as the server sends it); unknown -> green. */
export function workloadColor(level: string | null | undefined): ScoreColor {
  return (WORKLOAD_COLORS as Record<string, ScoreColor | undefined>)[level ?? ''] ?? 'green';
}
