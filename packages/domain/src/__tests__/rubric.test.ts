import { describe, expect, test } from '@jest/globals';
import {
  MSG,
  makeRubricScoresSchema,
  rankByScore,
  scoreStats,
  spreadDisagrees,
  weightedTotal,
  weightShares,
  ZDegerlendirmeCreate,
  ZRubricSave,
} from '../index';

const rubric = [
  { id: 1, ad: 'Takım', agirlik: 2, olcek_min: 1, olcek_max: 5 },
  { id: 2, ad: 'Pazar', agirlik: 1, olcek_min: 0, olcek_max: 10 },
  { id: 3, ad: 'Teknoloji', agirlik: 1, olcek_min: 1, olcek_max: 5 },
];

describe('weightedTotal', () => {
  test('each score placed on its scale, weighted, on 0..100', () => {
    // Takım 4 of 1..5 = 75 %, Pazar 5 of 0..10 = 50 %, Teknoloji 5 of 1..5 = 100 %: (2*75 + 50 + 100) / 4 = 75.
    expect(weightedTotal(rubric, [{ olcut_id: 1, puan: 4 }, { olcut_id: 2, puan: 5 }, { olcut_id: 3, puan: 5 }])).toBe(75);
    expect(weightedTotal(rubric, [{ olcut_id: 1, puan: 5 }, { olcut_id: 2, puan: 10 }, { olcut_id: 3, puan: 5 }])).toBe(100);
    expect(weightedTotal(rubric, [{ olcut_id: 1, puan: 1 }, { olcut_id: 2, puan: 0 }, { olcut_id: 3, puan: 1 }])).toBe(0);
  });
  test('rounds half up to a whole number', () => {
    // One 0..10 criterion at 7, one 1..5 at 4 (75 %), equal weights: (70 + 75) / 2 = 72.5 -> 73.
    const two = [rubric[1]!, { ...rubric[2]!, agirlik: 1 }];
    expect(weightedTotal(two, [{ olcut_id: 2, puan: 7 }, { olcut_id: 3, puan: 4 }])).toBe(73);
    // Thirds: 1 of 0..3 = 33.33 -> 33.
    expect(weightedTotal([{ id: 9, agirlik: 1, olcek_min: 0, olcek_max: 3 }], [{ olcut_id: 9, puan: 1 }])).toBe(33);
  });
  test('null without every criterion scored, or without criteria', () => {
    expect(weightedTotal(rubric, [{ olcut_id: 1, puan: 4 }])).toBeNull();
    expect(weightedTotal([], [])).toBeNull();
  });
});

test('weightShares: each weight as a percentage of their sum', () => {
  expect(weightShares([2, 1, 1])).toEqual([50, 25, 25]);
  expect(weightShares([])).toEqual([]);
  expect(weightShares([0, Number.NaN])).toEqual([0, 0]);
});

describe('scoreStats and the consensus rule', () => {
  test('30 % of the scale, as the 30 points of 100', () => {
    expect(spreadDisagrees(30)).toBe(false);
    expect(spreadDisagrees(31)).toBe(true);
    // On 1..5 (range 4) 30 % is 1.2: a spread of 1 agrees, 2 does not.
    expect(spreadDisagrees(1, 1, 5)).toBe(false);
    expect(spreadDisagrees(2, 1, 5)).toBe(true);
  });
  test('mean with one decimal, spread, flagged only with two or more scores', () => {
    expect(scoreStats([4, 2, 5], 1, 5)).toEqual({ count: 3, mean: 3.7, min: 2, max: 5, spread: 3, flagged: true });
    expect(scoreStats([4, 5], 1, 5)).toMatchObject({ mean: 4.5, spread: 1, flagged: false });
    expect(scoreStats([1], 0, 10)).toMatchObject({ count: 1, flagged: false });
    expect(scoreStats([])).toEqual({ count: 0, mean: null, min: null, max: null, spread: null, flagged: false });
  });
});

test('rankByScore: equal scores share a rank, the next rank skips; unscored last without a rank', () => {
  const items = [
    { id: 'a', p: 70 },
    { id: 'b', p: null },
    { id: 'c', p: 90 },
    { id: 'd', p: 70 },
    { id: 'e', p: 60 },
  ];
  expect(rankByScore(items, (i) => i.p).map((r) => [r.item.id, r.sira])).toEqual([
    ['c', 1],
    ['a', 2],
    ['d', 2],
    ['e', 4],
    ['b', null],
  ]);
});

describe('rubric contracts', () => {
  const fieldsOf = (r: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
    (r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

  test('a criterion needs a name, a weight 1..100 and a scale 0..100 with max above min; names unique', () => {
    const ok = { ad: 'Takım', aciklama: '', agirlik: 2, olcek_min: 1, olcek_max: 5 };
    expect(ZRubricSave.safeParse({ olcutler: [ok] }).success).toBe(true);
    expect(ZRubricSave.safeParse({ olcutler: [] }).success).toBe(true);
    expect(fieldsOf(ZRubricSave.safeParse({ olcutler: [{ ...ok, ad: '  ' }] }))).toEqual([['olcutler.0.ad', MSG.rubric.nameRequired]]);
    expect(fieldsOf(ZRubricSave.safeParse({ olcutler: [{ ...ok, agirlik: 0 }] }))).toEqual([['olcutler.0.agirlik', MSG.rubric.weightRange]]);
    expect(fieldsOf(ZRubricSave.safeParse({ olcutler: [{ ...ok, agirlik: 1.5 }] }))).toEqual([['olcutler.0.agirlik', MSG.rubric.weightRange]]);
    expect(fieldsOf(ZRubricSave.safeParse({ olcutler: [{ ...ok, olcek_max: 101 }] }))).toEqual([['olcutler.0.olcek_max', MSG.rubric.scaleRange]]);
    expect(fieldsOf(ZRubricSave.safeParse({ olcutler: [{ ...ok, olcek_min: 5, olcek_max: 5 }] }))).toEqual([['olcutler.0.olcek_max', MSG.rubric.scaleOrder]]);
    expect(fieldsOf(ZRubricSave.safeParse({ olcutler: [ok, { ...ok, ad: 'TAKIM ' }] }))).toEqual([['olcutler.1.ad', MSG.rubric.duplicateName]]);
    expect(fieldsOf(ZRubricSave.safeParse({ olcutler: Array.from({ length: 21 }, (_, i) => ({ ...ok, ad: `Ölçüt ${i}` })) }))).toEqual([
      ['olcutler', MSG.rubric.tooMany],
    ]);
  });

  test('criterion scores: every criterion once, each within its scale', () => {
    const schema = makeRubricScoresSchema(rubric);
    const all = [
      { olcut_id: 1, puan: 4 },
      { olcut_id: 2, puan: 7, yorum: 'Pazar büyük' },
      { olcut_id: 3, puan: 5 },
    ];
    expect(schema.parse(all)[1]).toEqual({ olcut_id: 2, puan: 7, yorum: 'Pazar büyük' });
    expect(fieldsOf(schema.safeParse(all.slice(0, 2)))).toEqual([['', MSG.rubric.scoreMissing('Teknoloji')]]);
    expect(fieldsOf(schema.safeParse([...all.slice(0, 2), { olcut_id: 3, puan: 6 }]))).toEqual([['2.puan', MSG.rubric.scoreOutOfScale('Teknoloji', 1, 5)]]);
    expect(fieldsOf(schema.safeParse([...all, { olcut_id: 99, puan: 1 }]))).toEqual([['3.olcut_id', MSG.rubric.unknownCriterion]]);
    expect(fieldsOf(schema.safeParse([...all, { olcut_id: 1, puan: 2 }]))).toEqual([['3.olcut_id', MSG.rubric.duplicateScore]]);
    expect(fieldsOf(schema.safeParse([{ olcut_id: 1, puan: '' }, ...all.slice(1)]))).toEqual([['0.puan', MSG.rubric.scoreRequired]]);
  });

  test('an evaluation body: puan required unless criterion scores come instead', () => {
    expect(fieldsOf(ZDegerlendirmeCreate.safeParse({ atama_id: 1, yorum: 'İyi' }))).toEqual([['puan', MSG.evaluation.required]]);
    expect(ZDegerlendirmeCreate.safeParse({ atama_id: 1, yorum: 'İyi', puanlar: [{ olcut_id: 1, puan: 3 }] }).success).toBe(true);
    expect(fieldsOf(ZDegerlendirmeCreate.safeParse({ atama_id: 1, yorum: ' ' })).map(([f]) => f)).toEqual(['yorum', 'puan']);
  });
});
