// Suggested mentors and the balanced plan (beyond the spec). Pure functions over rows the
// repository loads, so that the rules are unit-tested without a database.
//
// Fit: the mentor's expertise (uzmanlik, comma-separated phrases) is cut into words; a word fits
// when the project's text (title and description) or the call's text (title and description)
// holds a word with the same stem. Turkish is agglutinative ("tarım", "tarımsal", "tarımda"), so
// two words share a stem when one is a prefix of the other and the shorter has at least 4 letters,
// or when they agree on their first 5 letters. Words are compared lower-cased with the Turkish
// letters folded (ı->i, ş->s, ğ->g, ü->u, ö->o, ç->c); words under 3 letters and common filler
// words are ignored. A word found in the project counts 1, one found only in the call counts 0.5.
//
// Score of mentor m for a project, taking it as its k-th new project (k = 1 for a single suggestion):
//   score = 10 * fit  -  5 * (active_m + k) / kapasite_m
// so expertise dominates (one matching word outweighs a full workload) and, between equal fits,
// the mentor with more room wins. Never suggested: a mentor with a conflict of interest, one at
// its cap (active >= kapasite), one already actively assigned to the project.
//
// Plan: every project to at most one mentor, no mentor above its cap, maximising first the number
// of placed projects and then the total score. This is a min-cost max-flow:
//   source -> project (capacity 1, cost 0)
//   project -> mentor (capacity 1, cost -10 * fit) for every allowed pair
//   mentor -> sink through its free slots k = 1..(kapasite - active), each capacity 1 with cost
//     5 * (active + k) / kapasite; the slot costs rise, so flow fills a mentor's cheaper slots first
//     and the load cost is convex: spreading projects over mentors is cheaper than piling them up.
// Solved by successive shortest paths with Bellman-Ford (costs may be negative; the residual graph
// never has a negative cycle). Costs are scaled to integers (x100) so that ties are exact.
// Complexity: at most P augmentations (P projects), each Bellman-Ford O(V * E) with
// V = P + M + 2 and E = P + P*M + S (S = free slots in all): O(P * V * E), fine for the hundreds of
// projects and tens of mentors an incubator has (a plan is a preview on demand, not a hot path).

const FOLD: Record<string, string> = { ı: 'i', İ: 'i', ş: 's', ğ: 'g', ü: 'u', ö: 'o', ç: 'c', â: 'a', î: 'i', û: 'u' };

const STOP_WORDS = new Set([
  've', 'ile', 'icin', 'bir', 'bu', 'da', 'de', 'ya', 'veya', 'gibi', 'olan', 'olarak', 'daha', 'cok', 'her', 'the', 'and',
  'for', 'with', 'proje', 'projesi', 'projeleri', 'alan', 'alani', 'alaninda', 'uzerine', 'icinde',
]);

/** Lower-cased (Turkish rules), letters folded, split into words; short and filler words dropped. */
export function words(text: string): string[] {
  const folded = text
    .toLocaleLowerCase('tr')
    .replace(/[ıİşğüöçâîû]/g, (c) => FOLD[c] ?? c)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
  return folded.split(/[^a-z0-9]+/).filter((w) => w.length >= 3 && !STOP_WORDS.has(w));
}

/** Same stem: one a prefix of the other (the shorter at least 4 letters), or the same first 5 letters. */
export function sameStem(a: string, b: string): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (short.length >= 4 && long.startsWith(short)) return true;
  return short.length >= 5 && long.slice(0, 5) === short.slice(0, 5);
}

export interface FitText {
  /** Project title and description. */
  project: string;
  /** Call title and description. */
  call: string;
}

/** The expertise words found (each once, in the expertise's order) and the fit: 1 per word in the project, 0.5 in the call only. */
export function expertiseFit(uzmanlik: string, text: FitText): { fit: number; matched: string[] } {
  const projectWords = new Set(words(text.project));
  const callWords = new Set(words(text.call));
  const matched: string[] = [];
  let fit = 0;
  for (const w of new Set(words(uzmanlik))) {
    const inProject = [...projectWords].some((p) => sameStem(w, p));
    const inCall = !inProject && [...callWords].some((c) => sameStem(w, c));
    if (inProject || inCall) {
      matched.push(w);
      fit += inProject ? 1 : 0.5;
    }
  }
  return { fit, matched };
}

export const FIT_WEIGHT = 10;
export const LOAD_WEIGHT = 5;

/** The load term of taking a k-th new project (k >= 1). */
export function loadCost(active: number, kapasite: number, k: number): number {
  return (LOAD_WEIGHT * (active + k)) / Math.max(1, kapasite);
}

export const round2 = (n: number): number => Math.round(n * 100) / 100;

export interface CandidateMentor {
  id: number;
  name: string;
  unvan: string;
  uzmanlik: string;
  active: number;
  kapasite: number;
  /** Companies the mentor may not judge (own memberships and declared conflicts). */
  conflictCompanies: ReadonlySet<number>;
  userId: number;
}

export interface CandidateProject {
  id: number;
  proje_basligi: string;
  text: FitText;
  basvuranId: number;
  /** The application's company and the applicant's companies. */
  companies: ReadonlySet<number>;
  /** Mentors already actively assigned. */
  activeMentorIds: ReadonlySet<number>;
}

/** A conflict of interest: the mentor is the applicant, or shares (or declared a conflict with) one of its companies. */
export function hasConflict(mentor: Pick<CandidateMentor, 'userId' | 'conflictCompanies'>, project: Pick<CandidateProject, 'basvuranId' | 'companies'>): boolean {
  if (mentor.userId === project.basvuranId) return true;
  for (const c of project.companies) if (mentor.conflictCompanies.has(c)) return true;
  return false;
}

export type Exclusion = 'conflict' | 'full' | 'assigned';

export function exclusionOf(mentor: CandidateMentor, project: CandidateProject): Exclusion | null {
  if (project.activeMentorIds.has(mentor.id)) return 'assigned';
  if (hasConflict(mentor, project)) return 'conflict';
  if (mentor.active >= mentor.kapasite) return 'full';
  return null;
}

export interface RankedMentor {
  mentor: CandidateMentor;
  score: number;
  matched: string[];
}

/** Mentors for one project, best first (ties: fewer active projects, then name); and those left out with the reason. */
export function rankMentors(mentors: readonly CandidateMentor[], project: CandidateProject) {
  const ranked: RankedMentor[] = [];
  const excluded: { mentor: CandidateMentor; reason: Exclusion }[] = [];
  for (const mentor of mentors) {
    const reason = exclusionOf(mentor, project);
    if (reason) {
      excluded.push({ mentor, reason });
      continue;
    }
    const { fit, matched } = expertiseFit(mentor.uzmanlik, project.text);
    ranked.push({ mentor, matched, score: round2(FIT_WEIGHT * fit - loadCost(mentor.active, mentor.kapasite, 1)) });
  }
  ranked.sort((a, b) => b.score - a.score || a.mentor.active - b.mentor.active || a.mentor.name.localeCompare(b.mentor.name, 'tr') || a.mentor.id - b.mentor.id);
  return { ranked, excluded };
}

export interface PlanPair {
  mentorId: number;
  basvuruId: number;
  score: number;
  matched: string[];
}

interface Edge {
  to: number;
  rev: number;
  cap: number;
  cost: number;
}

/** Min-cost max-flow by successive shortest paths (Bellman-Ford); integer costs. */
class FlowGraph {
  readonly adj: Edge[][];
  constructor(n: number) {
    this.adj = Array.from({ length: n }, () => []);
  }
  add(from: number, to: number, cap: number, cost: number): Edge {
    const e: Edge = { to, rev: this.adj[to]!.length, cap, cost };
    this.adj[from]!.push(e);
    this.adj[to]!.push({ to: from, rev: this.adj[from]!.length - 1, cap: 0, cost: -cost });
    return e;
  }
  run(source: number, sink: number): void {
    const n = this.adj.length;
    for (;;) {
      const dist = new Array<number>(n).fill(Infinity);
      const prev = new Array<[number, number] | null>(n).fill(null);
      dist[source] = 0;
      for (let round = 0; round < n; round++) {
        let changed = false;
        for (let u = 0; u < n; u++) {
          if (dist[u] === Infinity) continue;
          this.adj[u]!.forEach((e, i) => {
            if (e.cap > 0 && dist[u]! + e.cost < dist[e.to]!) {
              dist[e.to] = dist[u]! + e.cost;
              prev[e.to] = [u, i];
              changed = true;
            }
          });
        }
        if (!changed) break;
      }
      if (dist[sink] === Infinity) return;
      for (let v = sink; v !== source; ) {
        const [u, i] = prev[v]!;
        const e = this.adj[u]![i]!;
        e.cap -= 1;
        this.adj[v]![e.rev]!.cap += 1;
        v = u;
      }
    }
  }
}

/**
 * The balanced plan (see the file comment): pairs chosen, with the score each would have at its
 * place in the mentor's queue; and the projects no mentor could take.
 */
export function planAssignments(mentors: readonly CandidateMentor[], projects: readonly CandidateProject[]) {
  const P = projects.length;
  const M = mentors.length;
  const source = P + M;
  const sink = source + 1;
  const graph = new FlowGraph(P + M + 2);
  const pairEdges: { edge: Edge; p: number; m: number; fit: number; matched: string[] }[] = [];
  projects.forEach((project, p) => {
    graph.add(source, p, 1, 0);
    mentors.forEach((mentor, m) => {
      if (exclusionOf({ ...mentor, active: 0 }, project) !== null) return; // conflict or already assigned
      if (mentor.active >= mentor.kapasite) return;
      const { fit, matched } = expertiseFit(mentor.uzmanlik, project.text);
      pairEdges.push({ edge: graph.add(p, P + m, 1, -Math.round(100 * FIT_WEIGHT * fit)), p, m, fit, matched });
    });
  });
  mentors.forEach((mentor, m) => {
    for (let k = 1; k <= mentor.kapasite - mentor.active; k++) {
      graph.add(P + m, sink, 1, Math.round(100 * loadCost(mentor.active, mentor.kapasite, k)));
    }
  });
  graph.run(source, sink);

  const chosen = pairEdges.filter((pe) => pe.edge.cap === 0);
  // The k-th project a mentor takes in the plan carries the k-th slot's load (in project order).
  const taken = new Map<number, number>();
  const pairs: PlanPair[] = chosen
    .sort((a, b) => a.p - b.p)
    .map((pe) => {
      const mentor = mentors[pe.m]!;
      const k = (taken.get(pe.m) ?? 0) + 1;
      taken.set(pe.m, k);
      return {
        mentorId: mentor.id,
        basvuruId: projects[pe.p]!.id,
        score: round2(FIT_WEIGHT * pe.fit - loadCost(mentor.active, mentor.kapasite, k)),
        matched: pe.matched,
      };
    });
  const placed = new Set(chosen.map((pe) => pe.p));
  const unplaced = projects.filter((_, p) => !placed.has(p));
  return { pairs, unplaced, totalScore: round2(pairs.reduce((s, x) => s + x.score, 0)) };
}
