// Reports (spec 2 Reports, New report, Employee reports, Admin reports; 3 Report; 4 Report durum;
// 5 Report; 6; 7 raporlar, sirketler/{id}/calisan-raporlari, admin/raporlar; 8 Reports).
import { beforeAll, describe, expect, test } from '@jest/globals';
import { and, eq, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { FILE_RULES, MSG, reportPeriodEnd } from '@portal/domain';
import { applications, assignments, companyMembers, reports, storedFiles, users } from '../../db/schema';
import type { TestContext } from '../../testing/test-app';
import { readableBy, type Actor, type World } from '../../testing/world';
import { worldSuite } from '../../testing/world-suite';
import { attachment, fieldParts, sampleExe, samplePdf, samplePng, type Part } from '../../testing/multipart';
import { countRows, storedFilesOnDisk } from '../../testing/fixtures';
import { expectDownload, expectMalformedFormsRefused, expectShape } from '../../testing/expect-http';
import { signIn, type Caller } from '../../testing/requests';
import { isoIstanbul } from '../../lib/dates';

let t: TestContext;
let w: World;
const api = worldSuite((app, world) => ([t, w] = [app, world]));
let employeeAuth: Record<string, string>;
/** The owner's own application in company A (their reports are not employee reports). */
let ownerApplication = 0;

const TZ = 'Europe/Istanbul';
const today = () => DateTime.now().setZone(TZ).toISODate()!;
const REPORT_KEYS = [
  'basvuran_adi',
  'basvuru',
  'basvuru_id',
  'cagri_adi',
  'donem_baslangic',
  'donem_bitis',
  'durum',
  'ek_dosya',
  'id',
  'olusturuldu',
  'ozet',
  'proje_basligi',
  'sirket_adi',
];

beforeAll(async () => {
  employeeAuth = await signIn(t, 'employee_a');
  const [row] = await t.database.db
    .insert(applications)
    .values({ cagri_id: w.callId, basvuran_id: w.userIds.owner, sirket_id: w.companyA, proje_basligi: 'Sahibin Projesi', aciklama: 'x', durum: 'ONAY' })
    .returning({ id: applications.id });
  ownerApplication = row!.id;
});

const get = api.get;
const post = (caller: Caller, parts: Part[]) => api.postForm('/api/raporlar/', caller, parts);

const valid = (over: Record<string, string | number | undefined> = {}, basvuru = () => w.applicationA) =>
  fieldParts({ basvuru_id: basvuru(), donem_baslangic: '2025-02-10', ozet: 'Bu ay prototip tamamlandı ve testler başladı.', ...over });

const counts = () => countRows(t.database.db, { reports, files: storedFiles });
const storedOnDisk = () => storedFilesOnDisk(t.config.dataDir);

const insertReport = async (values: Partial<typeof reports.$inferInsert> & { basvuru_id: number; olusturan_id: number }) => {
  const [row] = await t.database.db
    .insert(reports)
    .values({ donem_baslangic: '2025-01-01', donem_bitis: '2025-01-31', ozet: 'Eklenen rapor özeti.', ...values })
    .returning({ id: reports.id });
  return row!.id;
};

describe('POST /api/raporlar/', () => {
  test('the applicant files a report with a PDF: 201, GONDERILDI, the spec 3 shape, period end by the domain rule', async () => {
    const pdf = samplePdf(2048);
    const res = await post('applicantA', [
      ...valid({ ozet: '  Saha testleri tamamlandı.  ', durum: 'ONAY', donem_bitis: '2030-01-01', olusturan_id: w.userIds.applicantB }),
      attachment('rapor.pdf', pdf, 'application/pdf'),
    ]);
    const body = expectShape(res, 201, REPORT_KEYS);
    expect(body).toEqual({
      id: expect.any(Number),
      basvuru_id: w.applicationA,
      basvuru: {
        id: w.applicationA,
        proje_basligi: `Proje ${w.userIds.applicantA}`,
        olusturan: { first_name: 'applicant_a', last_name: '', email: 'applicant_a@example.test' },
        basvuran: { id: w.userIds.applicantA, ad_soyad: 'applicant_a', email: 'applicant_a@example.test', firma_adi: '' },
      },
      donem_baslangic: '2025-02-10',
      donem_bitis: '2025-02-28', // reportPeriodEnd: never what the client sends
      ozet: 'Saha testleri tamamlandı.',
      durum: 'GONDERILDI',
      ek_dosya: expect.stringMatching(/^\/api\/files\/\d+\/\?exp=\d+&sig=[A-Za-z0-9_-]{43}$/),
      olusturuldu: expect.any(String),
      proje_basligi: `Proje ${w.userIds.applicantA}`,
      sirket_adi: null,
      cagri_adi: 'Açık Çağrı',
      basvuran_adi: 'applicant_a',
    });
    // An instant in Istanbul time, as every instant the API writes (lib/dates.ts).
    expect(isoIstanbul(new Date(body.olusturuldu))).toBe(body.olusturuldu);
    const [stored] = await t.database.db.select().from(reports).where(eq(reports.id, body.id));
    expect(stored).toMatchObject({ olusturan_id: w.userIds.applicantA, durum: 'GONDERILDI', donem_bitis: '2025-02-28' });
    await expectDownload(t, body.ek_dosya, pdf);

    // It is listed (newest first) for the applicant, the assigned mentor and staff.
    const second = await post('applicantA', valid({ donem_baslangic: today() }));
    expect(second.statusCode).toBe(201);
    expect(second.json()).toMatchObject({ ek_dosya: null, donem_bitis: reportPeriodEnd(today()) });
    for (const actor of ['applicantA', 'assignedMentor', 'staff'] as const) {
      const list = await get(`/api/raporlar/?basvuru=${w.applicationA}`, actor);
      expect(list.statusCode).toBe(200);
      expect((list.json() as { id: number }[]).map((r) => r.id).slice(0, 2)).toEqual([second.json().id, body.id]);
    }
  });

  test('a numeric text id, a DOC/DOCX-named PDF and an empty file part are fine', async () => {
    const res = await post('applicantA', [...valid({ basvuru_id: ` ${w.applicationA} ` }), attachment('', Buffer.alloc(0))]);
    expect(res.statusCode).toBe(201);
    expect(res.json().ek_dosya).toBeNull();
    const named = await post('applicantA', [...valid(), attachment('rapor.docx', samplePdf())]);
    expect(named.statusCode).toBe(201);
  });

  test('spec 5 messages under donem_baslangic and ozet, all at once', async () => {
    const tomorrow = DateTime.now().setZone(TZ).plus({ days: 1 }).toISODate()!;
    const cases: [Record<string, string | undefined>, Record<string, string[]>][] = [
      [{ donem_baslangic: undefined }, { donem_baslangic: [MSG.report.startRequired] }],
      [{ donem_baslangic: '  ' }, { donem_baslangic: [MSG.report.startRequired] }],
      [{ donem_baslangic: tomorrow }, { donem_baslangic: [MSG.report.startInFuture] }],
      [{ donem_baslangic: '2025-02-30' }, { donem_baslangic: [MSG.dates.invalid] }],
      [{ ozet: undefined }, { ozet: [MSG.report.summaryRequired] }],
      [{ ozet: '   \n ' }, { ozet: [MSG.report.summaryRequired] }],
      [{ ozet: '  123456789  ' }, { ozet: [MSG.report.summaryMin] }],
      [{ ozet: 'a'.repeat(5001) }, { ozet: [MSG.report.summaryMax] }],
      [{ donem_baslangic: tomorrow, ozet: 'kısa' }, { donem_baslangic: [MSG.report.startInFuture], ozet: [MSG.report.summaryMin] }],
    ];
    for (const [over, expected] of cases) {
      const res = await post('applicantA', valid(over));
      expect({ over, status: res.statusCode, body: res.json() }).toEqual({ over, status: 400, body: expected });
    }
    expect(MSG.report.startInFuture).toBe('Dönem başlangıç tarihi bugünden sonra olamaz');
    expect(MSG.report.summaryMin).toBe('Rapor özeti en az 10 karakter olmalıdır');
    // Exactly 10 characters after trimming and exactly 5000 are fine; today is not the future.
    expect((await post('applicantA', valid({ ozet: '  1234567890 ', donem_baslangic: today() }))).statusCode).toBe(201);
    expect((await post('applicantA', valid({ ozet: 'a'.repeat(5000) }))).statusCode).toBe(201);
  });

  test('a missing or malformed basvuru_id is a field error; an unknown one 404', async () => {
    for (const basvuru_id of [undefined, '', 'abc', '0', '-3', '1.5', '2147483648']) {
      const res = await post('applicantA', valid({ basvuru_id }));
      expect({ basvuru_id, status: res.statusCode, body: res.json() }).toEqual({
        basvuru_id,
        status: 400,
        body: { basvuru_id: [MSG.report.missingApplicationId] },
      });
    }
    for (const basvuru_id of ['999999', '2147483647']) {
      const res = await post('applicantA', valid({ basvuru_id }));
      expect({ basvuru_id, status: res.statusCode, body: res.json() }).toEqual({ basvuru_id, status: 404, body: { detail: MSG.report.applicationNotFound } });
    }
  });

  test('only the applicant files: the assigned mentor and staff 403, everyone else 404 (even with bad fields)', async () => {
    const before = await counts();
    for (const actor of ['assignedMentor', 'staff'] as const) {
      for (const parts of [valid(), valid({ ozet: 'x' })]) {
        const res = await post(actor, parts);
        expect({ actor, status: res.statusCode, body: res.json() }).toEqual({ actor, status: 403, body: { detail: 'Bu işlem için yetkiniz bulunmamaktadır.' } });
      }
    }
    for (const actor of ['applicantB', 'otherMentor', 'owner', 'otherOwner'] as const) {
      const res = await post(actor, valid());
      expect({ actor, status: res.statusCode }).toEqual({ actor, status: 404 });
    }
    expect((await post('anonymous', valid())).statusCode).toBe(401);
    expect(await counts()).toEqual(before);
  });

  test('the attachment: PDF, DOC or DOCX by content, at most 10 MB', async () => {
    const rule = FILE_RULES.report;
    for (const [filename, data] of [
      ['virus.pdf', sampleExe()],
      ['setup.exe', sampleExe()],
      ['resim.pdf', samplePng()],
      ['metin.docx', Buffer.from('just text, no magic')],
    ] as const) {
      const res = await post('applicantA', [...valid(), attachment(filename, data, 'application/pdf')]);
      expect({ filename, status: res.statusCode, body: res.json() }).toEqual({ filename, status: 400, body: { ek_dosya: [MSG.report.fileType] } });
    }
    expect(rule.maxBytes).toBe(10 * 1024 * 1024);
    const big = await post('applicantA', [...valid(), attachment('big.pdf', samplePdf(rule.maxBytes! + 1))]);
    expect(big.statusCode).toBe(400);
    expect(big.json()).toEqual({ ek_dosya: [MSG.report.fileSize] });
    const exact = await post('applicantA', [...valid(), attachment('exact.pdf', samplePdf(rule.maxBytes!))]);
    expect(exact.statusCode).toBe(201);
  });

  test('a failed POST stores no report and no file (row or bytes)', async () => {
    const before = await counts();
    const diskBefore = storedOnDisk();
    const pdf = attachment('a.pdf', samplePdf(4096));
    const failures = [
      await post('applicantA', [...valid({ ozet: 'kısa' }), pdf]), // the file passed its checks, the summary did not
      await post('applicantA', [...valid({ donem_baslangic: '2999-01-01' }), pdf]),
      await post('applicantA', [...valid({ basvuru_id: 'x' }), pdf]),
      await post('applicantA', [...valid({ basvuru_id: 999999 }), pdf]),
      await post('assignedMentor', [...valid(), pdf]),
      await post('applicantB', [...valid(), pdf]),
      await post('applicantA', [...valid(), attachment('a.pdf', sampleExe())]),
      await post('applicantA', [...valid(), attachment('big.pdf', samplePdf(FILE_RULES.report.maxBytes! + 1))]),
      await post('applicantA', [...valid(), { name: 'baska_dosya', filename: 'a.pdf', data: samplePdf() }]),
      await post('applicantA', [...valid(), pdf, attachment('b.pdf', samplePdf())]),
    ];
    expect(failures.map((r) => r.statusCode)).toEqual([400, 400, 400, 404, 403, 404, 400, 400, 400, 400]);
    expect(await counts()).toEqual(before);
    expect(storedOnDisk().sort()).toEqual(diskBefore.sort());
  });

  test('bad bodies answer 4xx in the DRF shape, never 500, and store nothing', async () => {
    const before = await counts();
    const auth = w.auth('applicantA');
    const json = await t.app.inject({ method: 'POST', url: '/api/raporlar/', headers: auth, payload: { basvuru_id: w.applicationA, donem_baslangic: '2025-01-01', ozet: 'x'.repeat(20) } });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toHaveProperty('detail');
    const malformedJson = await t.app.inject({ method: 'POST', url: '/api/raporlar/', headers: { ...auth, 'content-type': 'application/json' }, payload: '{"ozet": ' });
    expect(malformedJson.statusCode).toBe(400);
    await expectMalformedFormsRefused(api, '/api/raporlar/', auth, valid());
    expect(await counts()).toEqual(before);
  });
});

describe('GET /api/raporlar/?basvuru={id}', () => {
  test('the applicant, active mentors and staff read; others, unknown applications and ended assignments 404', async () => {
    for (const [actor, status] of Object.entries(readableBy('applicantA', 'assignedMentor', 'staff')) as [Actor, number][]) {
      const res = await get(`/api/raporlar/?basvuru=${w.applicationA}`, actor);
      expect({ actor, status: res.statusCode }).toEqual({ actor, status });
      if (status === 404) expect(res.json()).toEqual({ detail: MSG.report.applicationNotFound });
    }
    expect((await get('/api/raporlar/?basvuru=999999', 'staff')).statusCode).toBe(404);
    expect((await get(`/api/raporlar/?basvuru=${w.applicationA}`, 'anonymous')).statusCode).toBe(401);
    // An assignment made passive ends the mentor's access.
    const db = t.database.db;
    await db.update(assignments).set({ aktif: false }).where(and(eq(assignments.basvuru_id, w.applicationA), eq(assignments.mentor_id, w.mentorIds.assigned)));
    try {
      expect((await get(`/api/raporlar/?basvuru=${w.applicationA}`, 'assignedMentor')).statusCode).toBe(404);
    } finally {
      await db.update(assignments).set({ aktif: true }).where(eq(assignments.basvuru_id, w.applicationA));
    }
  });

  test('only that application\'s reports, newest first, as a plain array', async () => {
    const older = await insertReport({ basvuru_id: w.applicationB, olusturan_id: w.userIds.applicantB, olusturuldu: new Date('2024-01-01T00:00:00Z') });
    const newer = await insertReport({ basvuru_id: w.applicationB, olusturan_id: w.userIds.applicantB, durum: 'ONAY' });
    const res = await get(`/api/raporlar/?basvuru=${w.applicationB}`, 'applicantB');
    const list = res.json() as { id: number; basvuru_id: number }[];
    expect(Array.isArray(list)).toBe(true);
    expect(list.map((r) => r.id)).toEqual([newer, older]);
    expect(list.every((r) => r.basvuru_id === w.applicationB)).toBe(true);
  });

  test('basvuru is required and a positive integer (400 in the DRF shape)', async () => {
    const missing = await get('/api/raporlar/', 'applicantA');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ basvuru: [MSG.report.missingApplicationId] });
    for (const value of ['', 'abc', '0', '-1', '1.5', '1e3', '2147483648', '99999999999']) {
      const res = await get(`/api/raporlar/?basvuru=${encodeURIComponent(value)}`, 'applicantA');
      expect({ value, status: res.statusCode, body: res.json() }).toEqual({ value, status: 400, body: { basvuru: [MSG.report.invalidApplicationId] } });
    }
  });
});

describe('GET /api/sirketler/{id}/calisan-raporlari/', () => {
  test("the owner reads the employees' reports (not their own) with calisan and durum_calisan", async () => {
    const ids: Record<string, number> = {};
    for (const [i, durum] of (['TASLAK', 'GONDERILDI', 'ONAY', 'RED'] as const).entries()) {
      ids[durum] = await insertReport({
        basvuru_id: w.applicationEmployee,
        olusturan_id: w.userIds.employee,
        durum,
        olusturuldu: new Date(Date.UTC(2025, 0, 1 + i)),
      });
    }
    const own = await insertReport({ basvuru_id: ownerApplication, olusturan_id: w.userIds.owner });
    // The employee files one through the API too.
    const filed = await post(employeeAuth, valid({}, () => w.applicationEmployee));
    expect(filed.statusCode).toBe(201);

    const res = await get(`/api/sirketler/${w.companyA}/calisan-raporlari/`, 'owner');
    expect(res.statusCode).toBe(200);
    const list = res.json() as Record<string, unknown>[];
    expect(list.map((r) => r.id)).toEqual([filed.json().id, ids.RED, ids.ONAY, ids.GONDERILDI, ids.TASLAK]);
    expect(list.map((r) => r.id)).not.toContain(own);
    expect(Object.keys(list[0]!).sort()).toEqual([...REPORT_KEYS, 'calisan', 'durum_calisan'].sort());
    expect(list.map((r) => [r.durum, r.durum_calisan])).toEqual([
      ['GONDERILDI', 'beklemede'],
      ['RED', 'reddedildi'],
      ['ONAY', 'onaylandi'],
      ['GONDERILDI', 'beklemede'],
      ['TASLAK', 'beklemede'],
    ]);
    expect(list[0]).toMatchObject({
      calisan: { id: w.userIds.employee, first_name: 'employee_a', last_name: '', email: 'employee_a@example.test', username: 'employee_a' },
      proje_basligi: `Proje ${w.userIds.employee}`,
      sirket_adi: 'A Teknoloji',
      basvuru_id: w.applicationEmployee,
    });

    // The author is read fresh (a renamed employee shows the new name).
    const db = t.database.db;
    await db.update(users).set({ first_name: 'Çalışan' }).where(eq(users.id, w.userIds.employee));
    const renamed = (await get(`/api/sirketler/${w.companyA}/calisan-raporlari/`, 'owner')).json() as { calisan: { first_name: string } }[];
    expect(renamed[0]!.calisan.first_name).toBe('Çalışan');
    // An employee who leaves the company takes their reports off the owner's page.
    const [membership] = await db.select().from(companyMembers).where(eq(companyMembers.user_id, w.userIds.employee));
    await db.delete(companyMembers).where(eq(companyMembers.id, membership!.id));
    try {
      expect((await get(`/api/sirketler/${w.companyA}/calisan-raporlari/`, 'owner')).json()).toEqual([]);
    } finally {
      await db.insert(companyMembers).values({ sirket_id: w.companyA, user_id: w.userIds.employee, rol: 'calisan' });
    }
  });

  test('others: another owner and unknown or malformed ids 404; non-owners (staff too) 403; anonymous 401', async () => {
    expect((await get(`/api/sirketler/${w.companyA}/calisan-raporlari/`, 'otherOwner')).statusCode).toBe(404);
    expect((await get(`/api/sirketler/${w.companyB}/calisan-raporlari/`, 'otherOwner')).json()).toEqual([]);
    for (const id of ['999999', 'abc', '0', '2147483648']) {
      expect((await get(`/api/sirketler/${id}/calisan-raporlari/`, 'owner')).statusCode).toBe(404);
    }
    for (const actor of ['applicantA', 'assignedMentor', 'staff'] as const) {
      const res = await get(`/api/sirketler/${w.companyA}/calisan-raporlari/`, actor);
      expect({ actor, status: res.statusCode }).toEqual({ actor, status: 403 });
    }
    expect((await get(`/api/sirketler/${w.companyA}/calisan-raporlari/`, employeeAuth)).statusCode).toBe(403);
    expect((await get(`/api/sirketler/${w.companyA}/calisan-raporlari/`, 'anonymous')).statusCode).toBe(401);
  });
});

describe('admin/raporlar/', () => {
  type Page = { count: number; next: string | null; previous: string | null; results: { id: number; durum: string; basvuru_id: number }[] };
  const page = async (query: string) => {
    const res = await get(`/api/admin/raporlar/${query}`, 'staff');
    expect({ query, status: res.statusCode }).toEqual({ query, status: 200 });
    return res.json() as Page;
  };

  test('paged, newest first, with next/previous', async () => {
    const [{ n }] = (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(reports)) as [{ n: number }];
    const first = await page('?page_size=2');
    expect(first.count).toBe(n);
    expect(first.results).toHaveLength(2);
    expect(first.next).toBe('/api/admin/raporlar/?page_size=2&page=2');
    expect(first.previous).toBeNull();
    const second = await page('?page_size=2&page=2');
    expect(second.previous).toBe('/api/admin/raporlar/?page_size=2');
    expect(second.results[0]!.id).not.toBe(first.results[0]!.id);
    expect((await page('?page=9999')).results).toEqual([]);
  });

  test('search: project title, applicant name, username, e-mail and summary (Turkish folding)', async () => {
    const db = t.database.db;
    await db.update(users).set({ ad_soyad: 'Şule Çağlar' }).where(eq(users.id, w.userIds.applicantB));
    const id = await insertReport({ basvuru_id: w.applicationB, olusturan_id: w.userIds.applicantB, ozet: 'Özgün GİRİŞİM özeti burada.' });
    for (const term of ['sule caglar', 'ŞULE', 'applicant_b', 'APPLICANT_B@EXAMPLE', 'ozgun girisim', `Proje ${w.userIds.applicantB}`]) {
      const ids = (await page(`?search=${encodeURIComponent(term)}&page_size=100`)).results.map((r) => r.id);
      expect({ term, found: ids.includes(id) }).toEqual({ term, found: true });
    }
    const none = await page(`?search=${encodeURIComponent('hiçbirşey-yok-xyz')}`);
    expect(none).toEqual({ count: 0, next: null, previous: null, results: [] });
    // %, _ are taken literally.
    expect((await page('?search=%25')).count).toBe(0);
  });

  test('filters durum and basvuru; ordering; bad parameters are 400s', async () => {
    const onay = await page('?durum=ONAY&page_size=100');
    expect(onay.results.length).toBeGreaterThan(0);
    expect(onay.results.every((r) => r.durum === 'ONAY')).toBe(true);
    const ofB = await page(`?basvuru=${w.applicationB}&page_size=100`);
    expect(ofB.results.length).toBeGreaterThan(0);
    expect(ofB.results.every((r) => r.basvuru_id === w.applicationB)).toBe(true);
    const byId = await page('?ordering=id&page_size=100');
    const ids = byId.results.map((r) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    for (const ordering of ['-donem_baslangic,proje_basligi', 'basvuran', '-durum', 'donem_bitis', '-olusturuldu']) await page(`?ordering=${ordering}`);
    for (const query of ['?ordering=ozet', '?durum=ONAYLANDI', '?basvuru=abc', '?page=0', '?page_size=x']) {
      const res = await get(`/api/admin/raporlar/${query}`, 'staff');
      expect({ query, status: res.statusCode }).toEqual({ query, status: 400 });
      expect(Object.keys(res.json()).length).toBeGreaterThan(0);
    }
  });

  test('PATCH update_status: any of the four; unknown durum 400 {durum}; unknown id 404', async () => {
    const id = await insertReport({ basvuru_id: w.applicationA, olusturan_id: w.userIds.applicantA });
    for (const durum of ['RED', 'TASLAK', 'ONAY', 'GONDERILDI', 'ONAY']) {
      const res = await t.app.inject({ method: 'PATCH', url: `/api/admin/raporlar/${id}/update_status/`, headers: w.auth('staff'), payload: { durum, ...(['RED', 'REDDEDILDI'].includes(durum) ? { not: 'Bütçe planı eksik.' } : {}) } });
      expect({ durum, status: res.statusCode }).toEqual({ durum, status: 200 });
      expect(res.json()).toMatchObject({ id, durum });
    }
    // The applicant sees the new status.
    const mine = (await get(`/api/raporlar/?basvuru=${w.applicationA}`, 'applicantA')).json() as { id: number; durum: string }[];
    expect(mine.find((r) => r.id === id)?.durum).toBe('ONAY');
    for (const payload of [{ durum: 'ONAYLANDI' }, { durum: 'onay' }, {}, { durum: 3 }]) {
      const res = await t.app.inject({ method: 'PATCH', url: `/api/admin/raporlar/${id}/update_status/`, headers: w.auth('staff'), payload });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json())).toEqual(['durum']);
    }
    for (const bad of ['999999', 'abc']) {
      const res = await t.app.inject({ method: 'PATCH', url: `/api/admin/raporlar/${bad}/update_status/`, headers: w.auth('staff'), payload: { durum: 'ONAY' } });
      expect(res.statusCode).toBe(404);
    }
  });

  test('DELETE removes the report and its stored file (row and bytes); then 404', async () => {
    const created = await post('applicantA', [...valid(), attachment('sil.pdf', samplePdf(1024))]);
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    const [row] = await t.database.db.select({ f: reports.ek_dosya_id }).from(reports).where(eq(reports.id, id));
    const [file] = await t.database.db.select().from(storedFiles).where(eq(storedFiles.id, row!.f!));
    const diskBefore = storedOnDisk();
    expect(diskBefore.some((p) => p.includes(file!.storage_key))).toBe(true);

    const res = await t.app.inject({ method: 'DELETE', url: `/api/admin/raporlar/${id}/`, headers: w.auth('staff') });
    expect(res.statusCode).toBe(204);
    expect(await t.database.db.select().from(reports).where(eq(reports.id, id))).toEqual([]);
    expect(await t.database.db.select().from(storedFiles).where(eq(storedFiles.id, file!.id))).toEqual([]);
    expect(storedOnDisk().some((p) => p.includes(file!.storage_key))).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: created.json().ek_dosya })).statusCode).toBeGreaterThanOrEqual(400);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/raporlar/${id}/`, headers: w.auth('staff') })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/admin/raporlar/x/', headers: w.auth('staff') })).statusCode).toBe(404);
  });
});

test('the OpenAPI document lists the report routes', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  expect(Object.keys(res.json().paths)).toEqual(
    expect.arrayContaining([
      '/api/raporlar/',
      '/api/sirketler/{id}/calisan-raporlari/',
      '/api/admin/raporlar/',
      '/api/admin/raporlar/{id}/',
      '/api/admin/raporlar/{id}/update_status/',
    ]),
  );
});
