// A call's rubric on the server (issue 51): staff save and read it, its rules refused with Turkish
// messages, a mentor scores each criterion and `puan` is the weighted total, the rubric fixed once
// the call has been evaluated, the per-application criterion table, the call's ranking (ties, not
// evaluated) and the evaluations export's criterion columns; a call without a rubric as before.
// Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import { beforeAll, describe, expect, test } from '@jest/globals';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { MSG, type ApplicationCriterionScores, type CagriRubric, type CallRanking, type Degerlendirme } from '@portal/domain';
import { applications, assignments, calls } from '../../db/schema';
import type { TestContext } from '../../testing/test-app';
import type { Actor, World } from '../../testing/world';
import { worldSuite } from '../../testing/world-suite';

let t: TestContext;
let w: World;
const requests = worldSuite((app, world) => ([t, w] = [app, world]));

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the assertions state the shape
const api = async (actor: Actor, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object): Promise<{ status: number; body: any }> => {
  const res = await requests.send(method, `/api/${url}`, actor, payload);
  return { status: res.statusCode, body: res.body ? res.json() : null };
};

const RUBRIC = [
  { ad: 'Takım', aciklama: 'Ekibin deneyimi ve bütünlüğü', agirlik: 2, olcek_min: 1, olcek_max: 5 },
  { ad: 'Pazar', aciklama: '', agirlik: 1, olcek_min: 0, olcek_max: 10 },
  { ad: 'Teknoloji', aciklama: 'Yenilik düzeyi', agirlik: 1, olcek_min: 1, olcek_max: 5 },
];

const ctx = { call: 0, appOne: 0, appTwo: 0, appThree: 0, atamaOne: 0, atamaOneOther: 0, atamaTwo: 0, criteria: [] as number[] };

async function newApplication(title: string, basvuranId: number) {
  const [row] = await t.database.db
    .insert(applications)
    .values({ cagri_id: ctx.call, basvuran_id: basvuranId, proje_basligi: title, aciklama: 'x', durum: 'GONDERILDI' })
    .returning({ id: applications.id });
  return row!.id;
}
async function assign(mentorId: number, basvuruId: number) {
  const [row] = await t.database.db.insert(assignments).values({ mentor_id: mentorId, basvuru_id: basvuruId }).returning({ id: assignments.id });
  return row!.id;
}
const scores = (takim: number, pazar: number, teknoloji: number) => [
  { olcut_id: ctx.criteria[0]!, puan: takim, yorum: 'Güçlü ekip' },
  { olcut_id: ctx.criteria[1]!, puan: pazar },
  { olcut_id: ctx.criteria[2]!, puan: teknoloji },
];
const evaluate = (actor: Actor, atamaId: number, body: object) =>
  api(actor, 'POST', 'degerlendirmeler/', { atama_id: atamaId, yorum: 'Genel yorum', onerilen_durum: 'ONAY', ...body });

beforeAll(async () => {
  const [call] = await t.database.db.insert(calls).values({ baslik: 'Ölçütlü Donanım Çağrısı', aktif: true }).returning({ id: calls.id });
  ctx.call = call!.id;
  ctx.appOne = await newApplication('Birinci Proje', w.userIds.applicantA);
  ctx.appTwo = await newApplication('İkinci Proje', w.userIds.applicantB);
  ctx.appThree = await newApplication('Değerlendirilmeyen Proje', w.userIds.applicantB);
  ctx.atamaOne = await assign(w.mentorIds.assigned, ctx.appOne);
  ctx.atamaOneOther = await assign(w.mentorIds.other, ctx.appOne);
  ctx.atamaTwo = await assign(w.mentorIds.assigned, ctx.appTwo);
});

describe('staff save a rubric', () => {
  test('refused with Turkish messages: name, weight, scale, order of the scale, duplicates; unknown call 404', async () => {
    const url = `admin/cagrilar/${ctx.call}/olcutler/`;
    const put = (olcutler: object[]) => api('staff', 'PUT', url, { olcutler });
    expect(await put([{ ...RUBRIC[0], ad: ' ' }])).toEqual({ status: 400, body: { olcutler: [MSG.rubric.nameRequired] } });
    expect(await put([{ ...RUBRIC[0], agirlik: 0 }])).toEqual({ status: 400, body: { olcutler: [MSG.rubric.weightRange] } });
    expect(await put([{ ...RUBRIC[0], olcek_max: 101 }])).toEqual({ status: 400, body: { olcutler: [MSG.rubric.scaleRange] } });
    expect(await put([{ ...RUBRIC[0], olcek_min: 5, olcek_max: 3 }])).toEqual({ status: 400, body: { olcutler: [MSG.rubric.scaleOrder] } });
    expect(await put([RUBRIC[0]!, { ...RUBRIC[1], ad: 'takım' }])).toEqual({ status: 400, body: { olcutler: [MSG.rubric.duplicateName] } });
    expect(await api('staff', 'PUT', url, {})).toMatchObject({ status: 400 });
    expect((await api('staff', 'PUT', 'admin/cagrilar/2000000000/olcutler/', { olcutler: RUBRIC })).status).toBe(404);
    expect((await api('staff', 'GET', url)).body).toEqual({ cagri_id: ctx.call, olcutler: [], kilitli: false });
  });

  test('saved in order; read back by staff and by the readers of an assignment of the call', async () => {
    const saved = await api('staff', 'PUT', `admin/cagrilar/${ctx.call}/olcutler/`, { olcutler: RUBRIC });
    expect(saved.status).toBe(200);
    const rubric = saved.body as CagriRubric;
    expect(rubric.kilitli).toBe(false);
    expect(rubric.olcutler.map((o) => [o.sira, o.ad, o.agirlik, o.olcek_min, o.olcek_max])).toEqual([
      [1, 'Takım', 2, 1, 5],
      [2, 'Pazar', 1, 0, 10],
      [3, 'Teknoloji', 1, 1, 5],
    ]);
    ctx.criteria = rubric.olcutler.map((o) => o.id);
    const asMentor = await api('assignedMentor', 'GET', `degerlendirmeler/olcutler/?atama=${ctx.atamaOne}`);
    expect(asMentor).toEqual({ status: 200, body: rubric });
    expect((await api('applicantA', 'GET', `degerlendirmeler/olcutler/?atama=${ctx.atamaOne}`)).status).toBe(200);
    expect((await api('applicantB', 'GET', `degerlendirmeler/olcutler/?atama=${ctx.atamaOne}`)).status).toBe(404);
  });
});

describe('a mentor scores each criterion', () => {
  test('every criterion within its scale; puan is not sent but computed; only the active mentor writes', async () => {
    const missing = await evaluate('assignedMentor', ctx.atamaOne, { puanlar: scores(4, 5, 5).slice(0, 2) });
    expect(missing).toEqual({ status: 400, body: { puanlar: [MSG.rubric.scoreMissing('Teknoloji')] } });
    const outOfScale = await evaluate('assignedMentor', ctx.atamaOne, { puanlar: scores(6, 5, 5) });
    expect(outOfScale).toEqual({ status: 400, body: { puanlar: [MSG.rubric.scoreOutOfScale('Takım', 1, 5)] } });
    expect(await evaluate('assignedMentor', ctx.atamaOne, { puan: 80 })).toEqual({ status: 400, body: { puan: [MSG.rubric.totalIsComputed] } });
    expect(await evaluate('assignedMentor', ctx.atamaOne, { puan: 80, puanlar: scores(4, 5, 5) })).toEqual({
      status: 400,
      body: { puan: [MSG.rubric.totalIsComputed] },
    });
    expect(await evaluate('assignedMentor', ctx.atamaOne, {})).toEqual({ status: 400, body: { puan: [MSG.evaluation.required] } });
    expect((await evaluate('applicantA', ctx.atamaOne, { puanlar: scores(4, 5, 5) })).status).toBe(403);
    expect((await evaluate('otherMentor', ctx.atamaTwo, { puanlar: scores(4, 5, 5) })).status).toBe(404);

    // Takım 4 of 1..5 = 75 %, Pazar 5 of 0..10 = 50 %, Teknoloji 5 of 1..5 = 100 %: (2*75 + 50 + 100) / 4 = 75.
    const created = await evaluate('assignedMentor', ctx.atamaOne, { puanlar: scores(4, 5, 5) });
    expect(created.status).toBe(201);
    const evaluation = created.body as Degerlendirme;
    expect(evaluation.puan).toBe(75);
    expect(evaluation.puanlar!.map((p) => [p.ad, p.puan, p.yorum])).toEqual([
      ['Takım', 4, 'Güçlü ekip'],
      ['Pazar', 5, ''],
      ['Teknoloji', 5, ''],
    ]);
    // The applicant reads the total and the breakdown among "my evaluations".
    const mine = (await api('applicantA', 'GET', 'degerlendirmeler/')).body as Degerlendirme[];
    expect(mine.find((e) => e.id === evaluation.id)).toMatchObject({ puan: 75, puanlar: evaluation.puanlar });
  });

  test('once the call has been evaluated its rubric no longer changes (409, kilitli)', async () => {
    const refused = await api('staff', 'PUT', `admin/cagrilar/${ctx.call}/olcutler/`, { olcutler: RUBRIC.slice(0, 2) });
    expect(refused).toEqual({ status: 409, body: { detail: MSG.rubric.locked } });
    const read = (await api('staff', 'GET', `admin/cagrilar/${ctx.call}/olcutler/`)).body as CagriRubric;
    expect(read.kilitli).toBe(true);
    expect(read.olcutler.map((o) => o.id)).toEqual(ctx.criteria);
  });
});

describe('a call without a rubric answers as before', () => {
  test('one 0..100 number; criterion scores are refused; the answer has no puanlar', async () => {
    const [world] = await t.database.db.select({ id: assignments.id }).from(assignments).where(eq(assignments.basvuru_id, w.applicationA));
    const body = { atama_id: world!.id, yorum: 'Düz puan', onerilen_durum: 'INCELEME' };
    expect(await api('assignedMentor', 'POST', 'degerlendirmeler/', { ...body, puanlar: [{ olcut_id: ctx.criteria[0], puan: 3 }] })).toEqual({
      status: 400,
      body: { puanlar: [MSG.rubric.noRubric] },
    });
    const plain = await api('assignedMentor', 'POST', 'degerlendirmeler/', { ...body, puan: 64 });
    expect(plain.status).toBe(201);
    expect(plain.body.puan).toBe(64);
    expect('puanlar' in plain.body).toBe(false);
    expect((await api('assignedMentor', 'GET', `degerlendirmeler/olcutler/?atama=${world!.id}`)).body).toMatchObject({ olcutler: [], kilitli: true });
  });
});

describe('reading the scores', () => {
  beforeAll(async () => {
    // A second opinion on the first project that disagrees on Takım (1 vs 4 on 1..5) and on the
    // status: total (2*0 + 80 + 75) / 4 = 38.75 -> 39.
    expect((await evaluate('otherMentor', ctx.atamaOneOther, { puanlar: scores(1, 8, 4), onerilen_durum: 'RED' })).body.puan).toBe(39);
    // The second project: one evaluation, then a later one by the same mentor that replaces it.
    expect((await evaluate('assignedMentor', ctx.atamaTwo, { puanlar: scores(1, 0, 1) })).body.puan).toBe(0);
    expect((await evaluate('assignedMentor', ctx.atamaTwo, { puanlar: scores(3, 7, 3) })).body.puan).toBe(55);
  });

  test('per application: each criterion by mentor, mean, spread and the consensus flag on its scale', async () => {
    const res = await api('staff', 'GET', `admin/basvurular/${ctx.appOne}/olcut-puanlari/`);
    expect(res.status).toBe(200);
    const table = res.body as ApplicationCriterionScores;
    const takim = table.olcutler[0]!;
    expect(takim.puanlar.map((p) => [p.mentor.ad_soyad, p.puan]).sort()).toEqual([
      ['mentor_assigned', 4],
      ['mentor_other', 1],
    ]);
    expect(takim.istatistik).toEqual({ count: 2, mean: 2.5, min: 1, max: 4, spread: 3, flagged: true });
    // Pazar 5 and 8 on 0..10: a spread of 3 is 30 %, not more: agreed.
    expect(table.olcutler[1]!.istatistik).toMatchObject({ mean: 6.5, spread: 3, flagged: false });
    expect(table.toplam.istatistik).toMatchObject({ count: 2, mean: 57, spread: 36, flagged: true });
    expect((await api('staff', 'GET', 'admin/basvurular/2000000000/olcut-puanlari/')).status).toBe(404);
  });

  test('the ranking: mean weighted totals of each mentor latest evaluation; ties share a rank; not evaluated last', async () => {
    const res = await api('staff', 'GET', `admin/cagrilar/${ctx.call}/siralama/`);
    expect(res.status).toBe(200);
    const ranking = res.body as CallRanking;
    expect(ranking.cagri).toEqual({ id: ctx.call, baslik: 'Ölçütlü Donanım Çağrısı' });
    // First: (75 + 39) / 2 = 57; second: its latest, 55; third not evaluated.
    expect(ranking.basvurular.map((b) => [b.sira, b.proje_basligi, b.puan, b.degerlendirme_sayisi, b.flagged])).toEqual([
      [1, 'Birinci Proje', 57, 2, true],
      [2, 'İkinci Proje', 55, 1, false],
      [null, 'Değerlendirilmeyen Proje', null, 0, false],
    ]);
    expect(ranking.basvurular[1]!.olcut_ortalamalari.map((o) => o.ortalama)).toEqual([3, 7, 3]);

    // A fourth project scored like the second: equal totals share rank 2, and nobody is third.
    const appFour = await newApplication('Eşit Proje', w.userIds.applicantB);
    expect((await evaluate('assignedMentor', await assign(w.mentorIds.assigned, appFour), { puanlar: scores(3, 7, 3) })).body.puan).toBe(55);
    const again = (await api('staff', 'GET', `admin/cagrilar/${ctx.call}/siralama/`)).body as CallRanking;
    expect(again.basvurular.map((b) => [b.sira, b.proje_basligi, b.puan])).toEqual([
      [1, 'Birinci Proje', 57],
      [2, 'İkinci Proje', 55],
      [2, 'Eşit Proje', 55],
      [null, 'Değerlendirilmeyen Proje', null],
    ]);
  });

  test('the evaluations export has one column per criterion', async () => {
    const res = await requests.get(`/api/admin/degerlendirmeler/export/?format=csv&cagri=${ctx.call}&ordering=proje`, 'staff');
    expect(res.statusCode).toBe(200);
    const rows: string[][] = parse(res.body.replace(/^\uFEFF/, ''));
    expect(rows[0]!.slice(-3)).toEqual(['Takım (1-5)', 'Pazar (0-10)', 'Teknoloji (1-5)']);
    const first = rows.slice(1).filter((r) => r[1] === 'Birinci Proje').map((r) => [r[5], r[7], ...r.slice(-3)]);
    expect(first.sort()).toEqual([
      ['mentor_assigned', '75', '4', '5', '5'],
      ['mentor_other', '39', '1', '8', '4'],
    ]);
    // Without the call filter, every call with a rubric has its columns; evaluations of other calls leave them empty.
    const everything: string[][] = parse((await requests.get('/api/admin/degerlendirmeler/export/?format=csv', 'staff')).body.replace(/^\uFEFF/, ''));
    expect(everything[0]!.slice(-3)).toEqual(['Takım (1-5)', 'Pazar (0-10)', 'Teknoloji (1-5)']);
    const plain = everything.find((r) => r[7] === '64')!;
    expect(plain.slice(-3)).toEqual(['', '', '']);
  });

  test('staff only', async () => {
    for (const actor of ['applicantA', 'assignedMentor'] as const) {
      expect((await api(actor, 'GET', `admin/cagrilar/${ctx.call}/siralama/`)).status).toBe(403);
      expect((await api(actor, 'GET', `admin/basvurular/${ctx.appOne}/olcut-puanlari/`)).status).toBe(403);
      expect((await api(actor, 'PUT', `admin/cagrilar/${ctx.call}/olcutler/`, { olcutler: RUBRIC })).status).toBe(403);
    }
  });
});
