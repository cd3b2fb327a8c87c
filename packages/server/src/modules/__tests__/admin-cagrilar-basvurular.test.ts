// Admin calls and applications (spec 2 Admin calls, Admin applications; 4 Call, Application durum;
// 5 Call form; 7 Admin): paging, search, filters and ordering in SQL, the call form rules, the
// status workflow and the deletion rules (docs/architecture.md).
import { beforeAll, describe, expect, test } from '@jest/globals';
import { eq, inArray, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { BASVURU_DURUMLARI, MSG } from '@portal/domain';
import {
  applications,
  assignments,
  calls,
  companies,
  evaluations,
  reports,
  reservations,
  resources,
  storedFiles,
  users,
} from '../../db/schema';
import type { TestContext } from '../../testing/test-app';
import type { World } from '../../testing/world';
import { worldSuite } from '../../testing/world-suite';
import { fieldParts, multipart, samplePdf } from '../../testing/multipart';

let t: TestContext;
let w: World;
worldSuite((app, world) => ([t, w] = [app, world]));
const TZ = 'Europe/Istanbul';

const staff = () => w.auth('staff');
const req = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: staff(), ...(payload === undefined ? {} : { payload: payload as object }) });

/** Each bad query of an admin list answers 400 naming exactly its field: `[query, field]` pairs. */
const expectFieldErrors = async (list: string, cases: [query: string, field: string][]) => {
  for (const [qs, field] of cases) {
    const res = await req('GET', `${list}${qs}`);
    expect({ qs, status: res.statusCode, fields: Object.keys(res.json()) }).toEqual({ qs, status: 400, fields: [field] });
  }
};

type Page<T> = { count: number; next: string | null; previous: string | null; results: T[] };
type Call = { id: number; baslik: string; aktif: boolean; acik_mi: boolean; baslangic: string | null; bitis: string | null };
type App = { id: number; durum: string; proje_basligi: string; basvuran: { id: number } };

const callForm = (over: Record<string, unknown> = {}) => ({
  baslik: 'Yeşil Dönüşüm Çağrısı',
  aciklama: 'Sürdürülebilir projeler',
  baslangic: '2025-01-01',
  bitis: '2099-06-30',
  ...over,
});

describe('admin calls: create and replace (ZCallFormSchema)', () => {
  test('POST: 201 with the call; a new call starts active; date-only start 00:00 and end 23:59:59 Istanbul', async () => {
    const res = await req('POST', '/api/admin/cagrilar/', callForm({ detay_url: 'https://example.org/cagri' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      baslik: 'Yeşil Dönüşüm Çağrısı',
      aciklama: 'Sürdürülebilir projeler',
      baslangic: '2025-01-01T00:00:00.000+03:00',
      bitis: '2099-06-30T23:59:59.000+03:00',
      aktif: true,
      acik_mi: true,
      detay_url: 'https://example.org/cagri',
    });
    // Visible to applicants at once, with the same shape.
    const forUser = await t.app.inject({ method: 'GET', url: `/api/cagrilar/${res.json().id}/`, headers: w.auth('applicantA') });
    expect(forUser.json()).toEqual(res.json());
  });

  test('a call ending today (date only) is open until 23:59:59 Istanbul; date-times keep their instant', async () => {
    const today = DateTime.now().setZone(TZ).toISODate()!;
    const res = await req('POST', '/api/admin/cagrilar/', callForm({ baslangic: '2024-01-01', bitis: today }));
    expect(res.json()).toMatchObject({ bitis: `${today}T23:59:59.000+03:00`, acik_mi: true });
    const past = await req('POST', '/api/admin/cagrilar/', callForm({ baslangic: '2020-01-01T09:00:00Z', bitis: '2020-01-02T10:30:00+03:00' }));
    expect(past.json()).toMatchObject({ baslangic: '2020-01-01T12:00:00.000+03:00', bitis: '2020-01-02T10:30:00.000+03:00', acik_mi: false });
    const inactive = await req('POST', '/api/admin/cagrilar/', callForm({ aktif: false }));
    expect(inactive.json()).toMatchObject({ aktif: false, acik_mi: false });
  });

  test('title, start and end required; end not before start; http(s) URL; field errors with the domain messages', async () => {
    const before = (await req('GET', '/api/admin/cagrilar/')).json().count;
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ baslik: '  ', baslangic: '', bitis: '' }, { baslik: [MSG.call.titleRequired], baslangic: [MSG.call.startRequired], bitis: [MSG.call.endRequired] }],
      [{ baslik: undefined, baslangic: undefined, bitis: undefined }, { baslik: [MSG.call.titleRequired], baslangic: [MSG.call.startRequired], bitis: [MSG.call.endRequired] }],
      [{ baslangic: '2025-02-01', bitis: '2025-01-31' }, { bitis: [MSG.call.endBeforeStart] }],
      [{ baslangic: 'yarın', bitis: '2025-13-45' }, { baslangic: [MSG.common.invalidDate], bitis: [MSG.common.invalidDate] }],
      [{ detay_url: 'javascript:alert(1)' }, { detay_url: [MSG.call.detailUrlInvalid] }],
      [{ detay_url: 'ftp://example.org/x' }, { detay_url: [MSG.call.detailUrlInvalid] }],
      [{ baslik: 'x'.repeat(256) }, { baslik: [MSG.call.titleTooLong] }],
    ];
    for (const [over, errors] of cases) {
      const res = await req('POST', '/api/admin/cagrilar/', callForm(over));
      expect({ over, status: res.statusCode, body: res.json() }).toEqual({ over, status: 400, body: errors });
    }
    // Same day start and end is fine (the end counts to 23:59:59).
    expect((await req('POST', '/api/admin/cagrilar/', callForm({ baslangic: '2025-03-01', bitis: '2025-03-01' }))).statusCode).toBe(201);
    expect((await req('GET', '/api/admin/cagrilar/')).json().count).toBe(before + 1);
  });

  test('wrong types, malformed JSON and non-object bodies are 400s in the DRF shape', async () => {
    const types = await req('POST', '/api/admin/cagrilar/', callForm({ baslik: 42, aktif: 'evet' }));
    expect(types.statusCode).toBe(400);
    expect(Object.keys(types.json()).sort()).toEqual(['aktif', 'baslik']);
    for (const payload of ['[]', '"x"', 'null']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/admin/cagrilar/', headers: { ...staff(), 'content-type': 'application/json' }, payload });
      expect({ payload, status: res.statusCode }).toEqual({ payload, status: 400 });
      expect(res.json()).toEqual(expect.any(Object));
    }
    const malformed = await t.app.inject({ method: 'POST', url: '/api/admin/cagrilar/', headers: { ...staff(), 'content-type': 'application/json' }, payload: '{"baslik":' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ detail: 'Geçersiz JSON gövdesi.' });
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/admin/cagrilar/',
      headers: { ...staff(), 'content-type': 'application/json' },
      payload: JSON.stringify(callForm({ aciklama: 'x'.repeat(2 * 1024 * 1024) })),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ detail: 'İstek gövdesi çok büyük.' });
  });

  test('PUT replaces a call (200); unknown ids 404; invalid input 400 and nothing changes', async () => {
    const created = (await req('POST', '/api/admin/cagrilar/', callForm())).json() as Call;
    const put = await req('PUT', `/api/admin/cagrilar/${created.id}/`, callForm({ baslik: 'Yeni Başlık', aktif: false, detay_url: '' }));
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ id: created.id, baslik: 'Yeni Başlık', aktif: false, acik_mi: false, detay_url: null });
    const bad = await req('PUT', `/api/admin/cagrilar/${created.id}/`, callForm({ baslik: '', bitis: '2000-01-01' }));
    expect(bad.statusCode).toBe(400);
    const [row] = await t.database.db.select().from(calls).where(eq(calls.id, created.id));
    expect(row).toMatchObject({ baslik: 'Yeni Başlık', aktif: false });
    for (const id of ['999999', 'abc', '99999999999']) {
      expect((await req('PUT', `/api/admin/cagrilar/${id}/`, callForm())).statusCode).toBe(404);
    }
  });
});

describe('admin calls: list (paged, search, aktif, ordering in SQL)', () => {
  let ids: number[] = [];
  beforeAll(async () => {
    await t.database.db.delete(calls).where(sql`not exists (select 1 from ${applications} where ${applications.cagri_id} = ${calls.id})`);
    const rows = await t.database.db
      .insert(calls)
      .values([
        { baslik: 'ÇAĞRI İstanbul Teknoloji', aciklama: 'a', bitis: new Date('2099-01-01'), olusturuldu: new Date('2025-01-01') },
        { baslik: 'Yeşil Enerji', aciklama: 'güneş ve rüzgâr', bitis: new Date('2098-01-01'), olusturuldu: new Date('2025-01-02') },
        { baslik: 'Kadın Girişimciler', aciklama: 'ISPARTA ve çevresi', aktif: false, bitis: null, olusturuldu: new Date('2025-01-03') },
        { baslik: '100%_özel', aciklama: '', bitis: new Date('2020-01-01'), olusturuldu: new Date('2025-01-04') },
      ])
      .returning({ id: calls.id });
    ids = rows.map((r) => r.id);
  });
  const list = async (qs: string) => {
    const res = await req('GET', `/api/admin/cagrilar/${qs}`);
    expect(res.statusCode).toBe(200);
    return res.json() as Page<Call>;
  };
  const titles = (p: Page<Call>) => p.results.map((c) => c.baslik);

  test('paged: {count, next, previous, results}, default newest first, page_size clamped to 100', async () => {
    const all = await list('');
    expect(all.count).toBe(5); // four here plus the world's call (it has applications)
    expect(all.next).toBeNull();
    expect(all.previous).toBeNull();
    // Default ordering -olusturuldu: the world's call was created just now.
    expect(all.results.map((c) => c.id)).toEqual([w.callId, ids[3], ids[2], ids[1], ids[0]]);
    const p1 = await list('?page_size=2&search=&ordering=olusturuldu');
    expect(p1).toMatchObject({ count: 5, previous: null, next: '/api/admin/cagrilar/?page_size=2&search=&ordering=olusturuldu&page=2' });
    const p2 = await list('?page_size=2&page=2&ordering=olusturuldu');
    expect(p2.previous).toBe('/api/admin/cagrilar/?page_size=2&ordering=olusturuldu');
    expect(p2.next).toBe('/api/admin/cagrilar/?page_size=2&page=3&ordering=olusturuldu');
    const p3 = await list('?page_size=2&page=3&ordering=olusturuldu');
    expect(p3.results).toHaveLength(1);
    expect(p3.next).toBeNull();
    // No id twice, none missing, across the pages.
    const seen = [...p1.results, ...p2.results, ...p3.results].map((c) => c.id);
    expect(new Set(seen).size).toBe(5);
    // Past the end: empty results, previous points at the last page.
    const past = await list('?page_size=2&page=9');
    expect(past).toEqual({ count: 5, next: null, previous: '/api/admin/cagrilar/?page_size=2&page=3', results: [] });
    expect((await list('?page_size=1000')).results).toHaveLength(5);
  });

  test('search: baslik and aciklama, case-insensitive (Turkish letters too), LIKE characters literal', async () => {
    expect(titles(await list('?search=çağrı istanbul'))).toEqual(['ÇAĞRI İstanbul Teknoloji']);
    expect(titles(await list('?search=ÇAĞRI&ordering=baslik'))).toEqual(['Açık Çağrı', 'ÇAĞRI İstanbul Teknoloji']);
    expect(titles(await list('?search=cagri&ordering=baslik'))).toEqual(['Açık Çağrı', 'ÇAĞRI İstanbul Teknoloji']);
    expect(titles(await list('?search=istanbul'))).toEqual(['ÇAĞRI İstanbul Teknoloji']);
    expect(titles(await list('?search=GÜNEŞ'))).toEqual(['Yeşil Enerji']);
    expect(titles(await list('?search=isparta'))).toEqual(['Kadın Girişimciler']);
    expect(titles(await list('?search=%25_'))).toEqual(['100%_özel']);
    expect(titles(await list('?search=_'))).toEqual(['100%_özel']);
    expect((await list('?search=yok-boyle-bir-sey')).count).toBe(0);
  });

  test('aktif=true|false filters the flag; anything else is a 400', async () => {
    const inactive = await list('?aktif=false');
    expect(titles(inactive)).toEqual(['Kadın Girişimciler']);
    expect((await list('?aktif=true')).count).toBe(4);
    const bad = await req('GET', '/api/admin/cagrilar/?aktif=evet');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ aktif: [MSG.common.invalidBoolean] });
  });

  test('ordering: baslik, baslangic, bitis, olusturuldu with -; unknown fields and bad paging are 400s', async () => {
    // The database's collation decides between letters; digits come first in every one.
    const byTitle = titles(await list('?ordering=baslik&search=e'));
    expect(byTitle[0]).toBe('100%_özel');
    expect(byTitle).toHaveLength(5); // the world's call matches too (aciklama 'Test')
    expect(titles(await list('?ordering=-baslik&search=e'))).toEqual([...byTitle].reverse());
    expect((await list('?ordering=olusturuldu')).results.map((c) => c.id)).toEqual([ids[0], ids[1], ids[2], ids[3], w.callId]);
    const byEnd = (await list('?ordering=-bitis,baslik')).results.filter((c) => c.bitis !== null).map((c) => c.bitis!);
    expect(byEnd).toEqual([...byEnd].sort().reverse());
    await expectFieldErrors('/api/admin/cagrilar/', [
      ['?ordering=parola', 'ordering'],
      ['?ordering=baslik,-id;drop', 'ordering'],
      ['?page=0', 'page'],
      ['?page=abc', 'page'],
      ['?page_size=0', 'page_size'],
      ['?page_size=-5', 'page_size'],
    ]);
  });
});

describe('admin calls: delete', () => {
  test('a call with applications is refused (409, the rule in the message) and kept; one without goes (204)', async () => {
    const res = await req('DELETE', `/api/admin/cagrilar/${w.callId}/`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: 'Bu çağrıya bağlı başvurular var; çağrı silinemez. Çağrıyı pasif yapabilirsiniz.' });
    expect(await t.database.db.select().from(calls).where(eq(calls.id, w.callId))).toHaveLength(1);
    const spare = (await req('POST', '/api/admin/cagrilar/', callForm())).json() as Call;
    const del = await req('DELETE', `/api/admin/cagrilar/${spare.id}/`);
    expect(del.statusCode).toBe(204);
    expect(del.body).toBe('');
    expect((await req('DELETE', `/api/admin/cagrilar/${spare.id}/`)).statusCode).toBe(404);
    expect((await req('DELETE', '/api/admin/cagrilar/abc/')).statusCode).toBe(404);
  });
});

describe('admin applications', () => {
  let extra: { callId: number; appId: number };
  beforeAll(async () => {
    const db = t.database.db;
    await db.update(users).set({ ad_soyad: 'Zeynep Çelik', email: 'zeynep@ornek.test' }).where(eq(users.id, w.userIds.applicantB));
    const [call] = await db.insert(calls).values({ baslik: 'Dijital Dönüşüm', bitis: new Date('2099-01-01') }).returning();
    const [a] = await db
      .insert(applications)
      .values({ cagri_id: call!.id, basvuran_id: w.userIds.applicantA, proje_basligi: 'Kargo Asistanı', aciklama: 'x', durum: 'INCELEME' })
      .returning();
    extra = { callId: call!.id, appId: a!.id };
  });
  const list = async (qs: string) => {
    const res = await req('GET', `/api/admin/basvurular/${qs}`);
    expect({ qs, status: res.statusCode }).toEqual({ qs, status: 200 });
    return res.json() as Page<App>;
  };
  const idsOf = (p: Page<App>) => p.results.map((a) => a.id).sort((a, b) => a - b);

  test('paged list in the application shape, newest first', async () => {
    const page = await list('');
    expect(page.count).toBe(4);
    expect(page.results[0]!.id).toBe(extra.appId);
    expect(Object.keys(page.results[0]!).sort()).toEqual(
      ['aciklama', 'basvuran', 'cagri', 'cagri_id', 'durum', 'ek_dosya', 'id', 'olusturuldu', 'proje_basligi', 'sirket', 'sirket_adi', 'sirket_id'],
    );
    const employeeApp = page.results.find((a) => a.id === w.applicationEmployee)!;
    expect(employeeApp).toMatchObject({ sirket: { id: w.companyA, adi: 'A Teknoloji' }, sirket_adi: 'A Teknoloji' });
    expect((await list('?page_size=1&page=2')).results.map((a) => a.id)).toHaveLength(1);
  });

  test('search: project title, applicant name, username, e-mail, company name, call title', async () => {
    expect(idsOf(await list('?search=kargo'))).toEqual([extra.appId]);
    expect(idsOf(await list('?search=zeynep ÇELİK'))).toEqual([w.applicationB]);
    expect(idsOf(await list('?search=applicant_a'))).toEqual([w.applicationA, extra.appId].sort((a, b) => a - b));
    expect(idsOf(await list('?search=zeynep@ornek'))).toEqual([w.applicationB]);
    expect(idsOf(await list('?search=a teknoloji'))).toEqual([w.applicationEmployee]);
    expect(idsOf(await list('?search=dijital'))).toEqual([extra.appId]);
    expect((await list('?search=%25')).count).toBe(0);
  });

  test('filters durum and cagri (with search), in SQL; bad values are 400s', async () => {
    expect(idsOf(await list('?durum=INCELEME'))).toEqual([extra.appId]);
    expect((await list('?durum=ONAY')).count).toBe(3);
    expect(idsOf(await list(`?cagri=${extra.callId}`))).toEqual([extra.appId]);
    expect((await list(`?cagri=${w.callId}&durum=INCELEME`)).count).toBe(0);
    expect((await list('?cagri=999999')).count).toBe(0);
    expect((await list('?ordering=-proje_basligi')).results.map((a) => a.proje_basligi)).toEqual(
      (await list('?ordering=proje_basligi')).results.map((a) => a.proje_basligi).reverse(),
    );
    await expectFieldErrors('/api/admin/basvurular/', [
      ['?durum=BILINMEYEN', 'durum'],
      ['?cagri=abc', 'cagri'],
      ['?cagri=99999999999', 'cagri'],
      ['?ordering=password', 'ordering'],
    ]);
  });

  test('ordering=basvuran: by the applicant\'s name, then the applicant, so same-named applicants\' applications stay apart', async () => {
    const db = t.database.db;
    const same = 'Aynı Ad Soyad';
    const pair = [w.userIds.applicantA, w.userIds.applicantB];
    const before = await db.select({ id: users.id, ad_soyad: users.ad_soyad }).from(users).where(inArray(users.id, pair));
    await db.update(users).set({ ad_soyad: same }).where(inArray(users.id, pair));
    // applicantB's second application is newer than applicantA's: by the name and the application
    // id alone, the two applicants' rows would interleave.
    const [later] = await db
      .insert(applications)
      .values({ cagri_id: extra.callId, basvuran_id: w.userIds.applicantB, proje_basligi: 'Aynı Ad Projesi', aciklama: 'x', durum: 'ONAY' })
      .returning();
    try {
      const applicants = async (qs: string) => (await list(qs)).results.filter((a) => pair.includes(a.basvuran.id)).map((a) => a.basvuran.id);
      const [low, high] = [...pair].sort((a, b) => a - b);
      expect(await applicants('?ordering=basvuran')).toEqual([low, low, high, high]);
      expect(await applicants('?ordering=-basvuran')).toEqual([high, high, low, low]);
    } finally {
      await db.delete(applications).where(eq(applications.id, later!.id));
      for (const u of before) await db.update(users).set({ ad_soyad: u.ad_soyad }).where(eq(users.id, u.id));
    }
  });

  test('update_status: any of the five from any state (200 with the application); unknown values 400', async () => {
    for (const durum of [...BASVURU_DURUMLARI, 'GONDERILDI']) {
      const res = await req('PATCH', `/api/admin/basvurular/${w.applicationB}/update_status/`, { durum, ...(['RED', 'REDDEDILDI'].includes(durum) ? { not: 'Bütçe planı eksik.' } : {}) });
      expect({ durum, status: res.statusCode, durumAfter: res.json().durum }).toEqual({ durum, status: 200, durumAfter: durum });
    }
    const before = (await t.database.db.select().from(applications).where(eq(applications.id, w.applicationB)))[0]!.durum;
    for (const payload of [{ durum: 'onay' }, { durum: 'KABUL' }, { durum: 3 }, {}]) {
      const res = await req('PATCH', `/api/admin/basvurular/${w.applicationB}/update_status/`, payload);
      expect({ payload, status: res.statusCode, body: res.json() }).toEqual({
        payload,
        status: 400,
        body: { durum: [expect.any(String)] },
      });
    }
    expect((await req('PATCH', `/api/admin/basvurular/${w.applicationB}/update_status/`, { durum: 'X' })).json()).toEqual({ durum: [MSG.common.invalidStatus] });
    expect((await t.database.db.select().from(applications).where(eq(applications.id, w.applicationB)))[0]!.durum).toBe(before);
    expect((await req('PATCH', '/api/admin/basvurular/999999/update_status/', { durum: 'ONAY' })).statusCode).toBe(404);
    // The applicant sees the new status.
    await req('PATCH', `/api/admin/basvurular/${w.applicationB}/update_status/`, { durum: 'ONAY' });
    const mine = await t.app.inject({ method: 'GET', url: '/api/basvurular/', headers: w.auth('applicantB') });
    expect((mine.json() as App[]).find((a) => a.id === w.applicationB)!.durum).toBe('ONAY');
  });

  test('DELETE: 204; its reports, assignments, evaluations, reservations and attachments go with it', async () => {
    const db = t.database.db;
    // An application with an attachment, through the real endpoint.
    const { payload, headers } = multipart([
      ...fieldParts({ cagri: w.callId, proje_basligi: 'Silinecek Proje', aciklama: 'x' }),
      { name: 'ek_dosya', filename: 'a.pdf', data: samplePdf() },
    ]);
    const created = await t.app.inject({ method: 'POST', url: '/api/basvurular/', payload, headers: { ...headers, ...w.auth('applicantA') } });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    const [row] = await db.select().from(applications).where(eq(applications.id, id));
    const fileId = row!.ek_dosya_id!;
    const [file] = await db.select().from(storedFiles).where(eq(storedFiles.id, fileId));
    await db.insert(reports).values({ basvuru_id: id, olusturan_id: w.userIds.applicantA, donem_baslangic: '2025-01-01', donem_bitis: '2025-01-31', ozet: 'Ocak raporu özeti' });
    const [atama] = await db.insert(assignments).values({ mentor_id: w.mentorIds.assigned, basvuru_id: id }).returning();
    await db.insert(evaluations).values({ atama_id: atama!.id, puan: 80, yorum: 'iyi' });
    const [kaynak] = await db.insert(resources).values({ ad: 'Toplantı Odası' }).returning();
    await db.insert(reservations).values({
      kaynak_id: kaynak!.id,
      basvuru_id: id,
      olusturan_id: w.userIds.applicantA,
      baslangic: new Date('2030-01-07T07:00:00Z'),
      bitis: new Date('2030-01-07T08:00:00Z'),
    });

    const res = await req('DELETE', `/api/admin/basvurular/${id}/`);
    expect(res.statusCode).toBe(204);
    expect(await db.select().from(applications).where(eq(applications.id, id))).toHaveLength(0);
    expect(await db.select().from(reports).where(eq(reports.basvuru_id, id))).toHaveLength(0);
    expect(await db.select().from(assignments).where(eq(assignments.basvuru_id, id))).toHaveLength(0);
    expect(await db.select().from(evaluations).where(eq(evaluations.atama_id, atama!.id))).toHaveLength(0);
    expect(await db.select().from(reservations).where(eq(reservations.basvuru_id, id))).toHaveLength(0);
    expect(await db.select().from(storedFiles).where(eq(storedFiles.id, fileId))).toHaveLength(0);
    await expect(t.app.files.storage.get(file!.storage_key)).rejects.toThrow();
    // The call, the user, the mentor and the resource stay.
    expect(await db.select().from(calls).where(eq(calls.id, w.callId))).toHaveLength(1);
    expect(await db.select().from(resources).where(eq(resources.id, kaynak!.id))).toHaveLength(1);
    expect((await req('DELETE', `/api/admin/basvurular/${id}/`)).statusCode).toBe(404);
    expect((await req('DELETE', '/api/admin/basvurular/abc/')).statusCode).toBe(404);
    // Other applications are untouched.
    expect(await db.select().from(applications).where(inArray(applications.id, [w.applicationA, w.applicationB]))).toHaveLength(2);
    expect(await db.select().from(companies)).toHaveLength(2);
  });
});
