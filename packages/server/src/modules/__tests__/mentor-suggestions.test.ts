// The suggestion rules and the plan's min-cost flow, without a database: word matching (Turkish
// folding, shared stems), exclusions, ranking, and the plan against a brute force on small cases.
import { describe, expect, test } from '@jest/globals';
import {
  expertiseFit,
  FIT_WEIGHT,
  loadCost,
  planAssignments,
  rankMentors,
  sameStem,
  words,
  type CandidateMentor,
  type CandidateProject,
} from '../mentorler/suggestions';

const mentor = (id: number, uzmanlik: string, extra: Partial<CandidateMentor> = {}): CandidateMentor => ({
  id,
  name: `M${id}`,
  unvan: '',
  uzmanlik,
  active: 0,
  kapasite: 5,
  conflictCompanies: new Set(),
  userId: 1000 + id,
  ...extra,
});
const project = (id: number, text: string, extra: Partial<CandidateProject> = {}): CandidateProject => ({
  id,
  proje_basligi: text,
  text: { project: text, call: '' },
  basvuranId: 1,
  companies: new Set(),
  activeMentorIds: new Set(),
  ...extra,
});

describe('words and stems', () => {
  test('Turkish letters fold, filler and short words drop', () => {
    expect(words('Yapay Zekâ ve IŞIK, Güneş-enerjisi için 3D')).toEqual(['yapay', 'zeka', 'isik', 'gunes', 'enerjisi']);
  });
  test('stems: prefix of at least 4 letters, or the same first 5', () => {
    expect(sameStem('tarim', 'tarimsal')).toBe(true);
    expect(sameStem('enerji', 'enerjisi')).toBe(true);
    expect(sameStem('yazilim', 'yazilimci')).toBe(true);
    expect(sameStem('sensor', 'sensorlerle')).toBe(true);
    expect(sameStem('arac', 'araclar')).toBe(true);
    expect(sameStem('ara', 'arac')).toBe(false);
    expect(sameStem('finans', 'fizik')).toBe(false);
  });
  test('fit: 1 per expertise word in the project, 0.5 in the call only, each word once', () => {
    expect(expertiseFit('Tarım, sulama, finans, tarım', { project: 'Tarımsal sulama sistemi', call: 'Finansman desteği' })).toEqual({
      fit: 2.5,
      matched: ['tarim', 'sulama', 'finans'],
    });
    expect(expertiseFit('', { project: 'x', call: 'y' })).toEqual({ fit: 0, matched: [] });
  });
});

describe('ranking', () => {
  test('fit first, then the lighter load; conflicts, full and assigned mentors excluded', () => {
    const p = project(1, 'Akıllı sulama ve tarım', { basvuranId: 7, companies: new Set([3]), activeMentorIds: new Set([5]) });
    const mentors = [
      mentor(1, 'Tarım', { active: 3, kapasite: 4 }),
      mentor(2, 'Tarım', { active: 0 }),
      mentor(3, 'Finans'),
      mentor(4, 'Tarım, sulama', { conflictCompanies: new Set([3]) }),
      mentor(5, 'Tarım'),
      mentor(6, 'Tarım', { active: 2, kapasite: 2 }),
      mentor(7, 'Tarım', { userId: 7 }),
    ];
    const { ranked, excluded } = rankMentors(mentors, p);
    expect(ranked.map((r) => r.mentor.id)).toEqual([2, 1, 3]);
    expect(ranked[0]!.score).toBe(FIT_WEIGHT - loadCost(0, 5, 1));
    expect(excluded.map((e) => [e.mentor.id, e.reason])).toEqual([
      [4, 'conflict'],
      [5, 'assigned'],
      [6, 'full'],
      [7, 'conflict'],
    ]);
  });
});

/** Brute force: every way to give each project one allowed mentor or none, within caps; best (placed, score). */
function bruteForce(mentors: CandidateMentor[], projects: CandidateProject[]) {
  let best = { placed: -1, cost: Infinity };
  const load = new Map<number, number>();
  const rec = (i: number, placed: number, fitSum: number) => {
    if (i === projects.length) {
      let cost = -FIT_WEIGHT * fitSum;
      for (const m of mentors) for (let k = 1; k <= (load.get(m.id) ?? 0); k++) cost += loadCost(m.active, m.kapasite, k);
      cost = Math.round(cost * 100);
      if (placed > best.placed || (placed === best.placed && cost < best.cost)) best = { placed, cost };
      return;
    }
    rec(i + 1, placed, fitSum);
    const p = projects[i]!;
    for (const m of mentors) {
      const used = load.get(m.id) ?? 0;
      if (m.active + used >= m.kapasite || m.userId === p.basvuranId || [...p.companies].some((c) => m.conflictCompanies.has(c))) continue;
      load.set(m.id, used + 1);
      rec(i + 1, placed + 1, fitSum + expertiseFit(m.uzmanlik, p.text).fit);
      load.set(m.id, used);
    }
  };
  rec(0, 0, 0);
  return best;
}

/** The plan's cost by the same measure. */
function planCost(mentors: CandidateMentor[], projects: CandidateProject[], pairs: { mentorId: number; basvuruId: number }[]) {
  let fitSum = 0;
  const load = new Map<number, number>();
  for (const pair of pairs) {
    const m = mentors.find((x) => x.id === pair.mentorId)!;
    fitSum += expertiseFit(m.uzmanlik, projects.find((p) => p.id === pair.basvuruId)!.text).fit;
    load.set(m.id, (load.get(m.id) ?? 0) + 1);
  }
  let cost = -FIT_WEIGHT * fitSum;
  for (const m of mentors) for (let k = 1; k <= (load.get(m.id) ?? 0); k++) cost += loadCost(m.active, m.kapasite, k);
  return Math.round(cost * 100);
}

describe('the plan', () => {
  test('matches a brute force on 60 small random cases (most placed, then least cost), caps and conflicts kept', () => {
    const topics = ['tarım', 'enerji', 'yazılım', 'sağlık', 'finans'];
    let seed = 42;
    const rand = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const pick = () => topics[Math.floor(rand() * topics.length)]!;
    for (let round = 0; round < 60; round++) {
      const mentors = Array.from({ length: 1 + Math.floor(rand() * 3) }, (_, i) =>
        mentor(i + 1, `${pick()}, ${pick()}`, {
          active: Math.floor(rand() * 2),
          kapasite: 1 + Math.floor(rand() * 3),
          conflictCompanies: new Set(rand() < 0.3 ? [1] : []),
        }),
      );
      const projects = Array.from({ length: 1 + Math.floor(rand() * 5) }, (_, i) =>
        project(100 + i, `${pick()} projesi ${pick()}`, { companies: new Set(rand() < 0.4 ? [1] : []) }),
      );
      const { pairs, unplaced } = planAssignments(mentors, projects);
      const best = bruteForce(mentors, projects);
      expect({ round, placed: pairs.length }).toEqual({ round, placed: best.placed });
      expect({ round, cost: planCost(mentors, projects, pairs) }).toEqual({ round, cost: best.cost });
      expect(pairs.length + unplaced.length).toBe(projects.length);
      for (const m of mentors) expect(m.active + pairs.filter((p) => p.mentorId === m.id).length).toBeLessThanOrEqual(Math.max(m.kapasite, m.active));
      for (const p of pairs) {
        const m = mentors.find((x) => x.id === p.mentorId)!;
        const pr = projects.find((x) => x.id === p.basvuruId)!;
        expect([...pr.companies].some((c) => m.conflictCompanies.has(c))).toBe(false);
      }
    }
  });

  test('no mentors or no projects: an empty plan', () => {
    expect(planAssignments([], [project(1, 'x')]).unplaced.map((p) => p.id)).toEqual([1]);
    expect(planAssignments([mentor(1, 'x')], []).pairs).toEqual([]);
  });
});
