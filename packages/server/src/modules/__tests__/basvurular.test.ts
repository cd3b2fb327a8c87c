// Calls and applications for signed-in users (spec 2 Open calls, Apply, My applications; 3; 4 Call;
// 5 Application; 7 Applicant; 8 Calls and applications) and GET sirketler/{id}/.
import { beforeAll, describe, expect, test } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { FILE_RULES, MSG } from '@portal/domain';
import { applications, calls, storedFiles, users } from '../../db/schema';
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
const ids = { expired: 0, inactive: 0, noDate: 0, today: 0, newest: 0 };
let employeeAuth: Record<string, string>;

const TZ = 'Europe/Istanbul';
const CALL_KEYS = ['acik_mi', 'aciklama', 'aktif', 'baslangic', 'baslik', 'bitis', 'detay_url', 'id'];
const APPLICATION_KEYS = [
  'aciklama',
  'basvuran',
  'cagri',
  'cagri_id',
  'durum',
  'ek_dosya',
  'id',
  'olusturuldu',
  'proje_basligi',
  'sirket',
  'sirket_adi',
  'sirket_id',
];

beforeAll(async () => {
  const db = t.database.db;
  const todayEnd = DateTime.now().setZone(TZ).set({ hour: 23, minute: 59, second: 59, millisecond: 0 }).toJSDate();
  const insert = async (values: Partial<typeof calls.$inferInsert>, createdDaysAgo: number) => {
    const [row] = await db
      .insert(calls)
      .values({ baslik: 'x', olusturuldu: new Date(Date.now() - createdDaysAgo * 86_400_000), ...values })
      .returning({ id: calls.id });
    return row!.id;
  };
  ids.expired = await insert({ baslik: 'Süresi Dolmuş Çağrı', bitis: new Date('2020-06-30T20:59:59Z') }, 30);
  ids.inactive = await insert({ baslik: 'Pasif Çağrı', aktif: false, bitis: new Date('2099-01-01T00:00:00Z') }, 20);
  ids.noDate = await insert({ baslik: 'Tarihsiz Çağrı', bitis: null }, 10);
  ids.today = await insert({ baslik: 'Bugün Biten Çağrı', bitis: todayEnd, detay_url: 'https://example.org/c' }, 5);
  ids.newest = await insert({ baslik: 'En Yeni Çağrı', bitis: new Date('2099-12-31T20:59:59Z') }, -1);
  employeeAuth = await signIn(t, 'employee_a');
});

const get = api.get;
const apply = (caller: Caller, parts: Part[]) => api.postForm('/api/basvurular/', caller, parts);

const valid = (over: Record<string, string | number | undefined> = {}) =>
  fieldParts({ cagri: w.callId, proje_basligi: 'Yeni Proje', aciklama: 'Proje açıklaması', ...over });

const counts = () => countRows(t.database.db, { applications, files: storedFiles });
const storedOnDisk = () => storedFilesOnDisk(t.config.dataDir);

describe('GET /api/cagrilar/ and /api/cagrilar/{id}/', () => {
  test('every call, newest first, as a plain array in the spec 3 shape with acik_mi by the domain rule', async () => {
    const res = await get('/api/cagrilar/', 'applicantA');
    expect(res.statusCode).toBe(200);
    const list = res.json() as Record<string, unknown>[];
    expect(Array.isArray(list)).toBe(true);
    expect(list.map((c) => c.id)).toEqual([ids.newest, w.callId, ids.today, ids.noDate, ids.inactive, ids.expired]);
    for (const c of list) expect(Object.keys(c).sort()).toEqual(CALL_KEYS);
    const byId = new Map(list.map((c) => [c.id, c]));
    expect(byId.get(ids.expired)).toMatchObject({ aktif: true, acik_mi: false });
    expect(byId.get(ids.inactive)).toMatchObject({ aktif: false, acik_mi: false });
    expect(byId.get(ids.noDate)).toMatchObject({ aktif: true, acik_mi: false, bitis: null });
    // Ends at 23:59:59 Istanbul today: still open; the ISO string carries the Istanbul offset.
    const today = DateTime.now().setZone(TZ).toISODate();
    expect(byId.get(ids.today)).toMatchObject({ acik_mi: true, bitis: `${today}T23:59:59.000+03:00`, detay_url: 'https://example.org/c' });
    expect(byId.get(w.callId)).toMatchObject({ acik_mi: true, detay_url: null });
  });

  test('one call by id; unknown, malformed and out-of-range ids are DRF 404s; anonymous 401', async () => {
    const res = await get(`/api/cagrilar/${ids.expired}/`, 'applicantB');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: ids.expired,
      baslik: 'Süresi Dolmuş Çağrı',
      aciklama: '',
      baslangic: null,
      bitis: '2020-06-30T23:59:59.000+03:00',
      aktif: true,
      acik_mi: false,
      detay_url: null,
    });
    for (const id of ['999999', 'abc', '0', '-1', '1.5', '99999999999', '2147483648']) {
      const r = await get(`/api/cagrilar/${id}/`, 'applicantA');
      expect({ id, status: r.statusCode, body: r.json() }).toEqual({ id, status: 404, body: { detail: 'Bulunamadı.' } });
    }
    expect((await get('/api/cagrilar/', 'anonymous')).statusCode).toBe(401);
  });
});

describe('POST /api/basvurular/', () => {
  test('applies with a PDF: 201, GONDERILDI, the spec 3 shape, the attachment as a working signed URL', async () => {
    const pdf = samplePdf(2048);
    const res = await apply('applicantA', [
      ...valid({ proje_basligi: '  Akıllı Sera  ', aciklama: '  Sensörlü sera  ', durum: 'ONAY', basvuran_id: w.userIds.applicantB }),
      attachment('sunum.pdf', pdf, 'application/pdf'),
    ]);
    const body = expectShape(res, 201, APPLICATION_KEYS);
    expect(body).toMatchObject({
      proje_basligi: 'Akıllı Sera',
      aciklama: 'Sensörlü sera',
      durum: 'GONDERILDI', // never what the client sends
      sirket_id: null,
      sirket: null,
      sirket_adi: null,
      basvuran: { id: w.userIds.applicantA, ad_soyad: 'applicant_a', email: 'applicant_a@example.test', firma_adi: '' },
      cagri: { id: w.callId, baslik: 'Açık Çağrı' },
      cagri_id: w.callId,
    });
    // An instant in Istanbul time, as every instant the API writes (lib/dates.ts).
    expect(isoIstanbul(new Date(body.olusturuldu))).toBe(body.olusturuldu);
    expect(body.ek_dosya).toMatch(/^\/api\/files\/\d+\/\?exp=\d+&sig=[A-Za-z0-9_-]{43}$/);
    await expectDownload(t, body.ek_dosya, pdf);

    // My applications: newest first, the caller's own only.
    const mine = (await get('/api/basvurular/', 'applicantA')).json() as { id: number }[];
    expect(mine.map((a) => a.id)).toEqual([body.id, w.applicationA]);
    const theirs = (await get('/api/basvurular/', 'applicantB')).json() as { id: number }[];
    expect(theirs.map((a) => a.id)).toEqual([w.applicationB]);
    expect((await get(`/api/basvurular/${body.id}/`, 'applicantB')).statusCode).toBe(404);
    expect((await get(`/api/basvurular/${body.id}/`, 'applicantA')).json()).toMatchObject({ id: body.id, durum: 'GONDERILDI' });
  });

  test('without a file: ek_dosya null; a numeric text call id and an empty file part are fine', async () => {
    const res = await apply('applicantB', [
      ...valid({ cagri: ` ${w.callId} ` }),
      attachment('', Buffer.alloc(0)),
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ ek_dosya: null, durum: 'GONDERILDI', cagri_id: w.callId });
  });

  test('a call that is not active by the domain rule is refused, saying why (closed by staff, no end date, deadline passed)', async () => {
    for (const [cagri, message] of [
      [ids.expired, MSG.call.expiredWarning],
      [ids.inactive, MSG.call.closedWarning],
      [ids.noDate, MSG.call.noDateWarning],
    ] as const) {
      const res = await apply('applicantA', valid({ cagri }));
      expect({ cagri, status: res.statusCode, body: res.json() }).toEqual({ cagri, status: 400, body: { cagri: [message] } });
    }
    expect(MSG.call.expiredWarning).toBe('Bu çağrının başvuru süresi dolmuştur. Başvuru yapamazsınız.');
    // A call ending today at 23:59:59 Istanbul is still open.
    expect((await apply('applicantA', valid({ cagri: ids.today }))).statusCode).toBe(201);
  });

  test('unknown, missing and malformed call ids are field errors on cagri', async () => {
    const cases: [string | undefined, string][] = [
      ['999999', MSG.application.callNotFound],
      ['2147483647', MSG.application.callNotFound],
      ['2147483648', MSG.application.callRequired],
      ['abc', MSG.application.callRequired],
      ['0x1F', MSG.application.callRequired],
      [undefined, MSG.application.callRequired],
      ['', MSG.application.callRequired],
    ];
    for (const [cagri, message] of cases) {
      const res = await apply('applicantA', valid({ cagri }));
      expect({ cagri, status: res.statusCode, body: res.json() }).toEqual({ cagri, status: 400, body: { cagri: [message] } });
    }
  });

  test('title and description are required after trimming (domain messages, both fields at once)', async () => {
    const res = await apply('applicantA', valid({ proje_basligi: '   ', aciklama: '\n\t ' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      proje_basligi: [MSG.application.titleRequired],
      aciklama: [MSG.application.descriptionRequired],
    });
    const missing = await apply('applicantA', fieldParts({ cagri: w.callId }));
    expect(missing.json()).toEqual({ proje_basligi: [MSG.application.titleRequired], aciklama: [MSG.application.descriptionRequired] });
    const tooLong = await apply('applicantA', valid({ proje_basligi: 'x'.repeat(256) }));
    expect(tooLong.json()).toEqual({ proje_basligi: [MSG.application.titleTooLong] });
    // Field errors of several kinds come together.
    const both = await apply('applicantA', valid({ cagri: ids.expired, proje_basligi: '' }));
    expect(both.json()).toEqual({ proje_basligi: [MSG.application.titleRequired], cagri: [MSG.call.expiredWarning] });
  });

  test('sirket_id only for a company the caller is a member of', async () => {
    const ok = await apply('owner', valid({ sirket_id: w.companyA }));
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ sirket_id: w.companyA, sirket: { id: w.companyA, adi: 'A Teknoloji' }, sirket_adi: 'A Teknoloji' });
    const employee = await apply(employeeAuth, valid({ sirket_id: String(w.companyA) }));
    expect(employee.statusCode).toBe(201);
    for (const [actor, sirket_id] of [
      ['applicantA', w.companyA],
      ['otherOwner', w.companyA],
      ['owner', w.companyB],
      ['owner', 999999],
    ] as const) {
      const res = await apply(actor, valid({ sirket_id }));
      expect({ actor, status: res.statusCode, body: res.json() }).toEqual({
        actor,
        status: 400,
        body: { sirket_id: [MSG.application.companyNotMember] },
      });
    }
    const bad = await apply('owner', valid({ sirket_id: 'abc' }));
    expect(bad.json()).toEqual({ sirket_id: [MSG.common.invalidId] });
    // '' means "no company".
    expect((await apply('owner', valid({ sirket_id: '' }))).json()).toMatchObject({ sirket_id: null });
  });

  test('the attachment is checked by content, not by name or Content-Type', async () => {
    const rule = FILE_RULES.application;
    for (const [filename, data] of [
      ['virus.pdf', sampleExe()],
      ['resim.pdf', samplePng()],
      ['bos.pdf', Buffer.from('just text, no magic')],
    ] as const) {
      const res = await apply('applicantA', [...valid(), attachment(filename, data, 'application/pdf')]);
      expect({ filename, status: res.statusCode, body: res.json() }).toEqual({ filename, status: 400, body: { ek_dosya: [rule.typeMessage] } });
    }
    // Content wins over a wrong name: a PDF called .exe is stored as a PDF.
    const renamed = await apply('applicantA', [...valid(), attachment('rapor.exe', samplePdf())]);
    expect(renamed.statusCode).toBe(201);
  });

  test('a failed POST stores no application and no file (row or bytes)', async () => {
    const before = await counts();
    const diskBefore = storedOnDisk();
    const pdf = attachment('a.pdf', samplePdf(4096));
    const failures = [
      await apply('applicantA', [...valid({ cagri: ids.expired }), pdf]), // the file passed its checks, the call did not
      await apply('applicantA', [...valid({ proje_basligi: ' ' }), pdf]),
      await apply('applicantA', [...valid({ sirket_id: w.companyB }), pdf]),
      await apply('applicantA', [...valid(), attachment('a.pdf', sampleExe())]),
      await apply('applicantA', [...valid(), attachment('big.pdf', samplePdf(FILE_RULES.application.maxBytes! + 1))]),
      await apply('applicantA', [...valid(), { name: 'baska_dosya', filename: 'a.pdf', data: samplePdf() }]),
      await apply('applicantA', [...valid(), pdf, attachment('b.pdf', samplePdf())]),
    ];
    expect(failures.map((r) => r.statusCode)).toEqual([400, 400, 400, 400, 400, 400, 400]);
    expect(failures[4]!.json()).toEqual({ ek_dosya: [FILE_RULES.application.sizeMessage] });
    expect(await counts()).toEqual(before);
    expect(storedOnDisk().sort()).toEqual(diskBefore.sort());
  });

  test('bad bodies answer 4xx in the DRF shape, never 500, and store nothing', async () => {
    const before = await counts();
    const auth = w.auth('applicantA');
    const json = await t.app.inject({ method: 'POST', url: '/api/basvurular/', headers: auth, payload: { cagri: w.callId, proje_basligi: 'a', aciklama: 'b' } });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toHaveProperty('detail');
    const malformedJson = await t.app.inject({
      method: 'POST',
      url: '/api/basvurular/',
      headers: { ...auth, 'content-type': 'application/json' },
      payload: '{"cagri": ',
    });
    expect(malformedJson.statusCode).toBe(400);
    expect(malformedJson.json()).toEqual({ detail: 'Geçersiz JSON gövdesi.' });
    await expectMalformedFormsRefused(api, '/api/basvurular/', auth, valid());
    const anonymous = await apply('anonymous', valid());
    expect(anonymous.statusCode).toBe(401);
    expect(await counts()).toEqual(before);
  });
});

describe('GET /api/basvurular/{id}/', () => {
  test('the applicant, the assigned mentor and staff read it; everyone else gets 404', async () => {
    for (const [actor, status] of Object.entries(readableBy('applicantA', 'assignedMentor', 'staff')) as [Actor, number][]) {
      const res = await get(`/api/basvurular/${w.applicationA}/`, actor);
      expect({ actor, status: res.statusCode }).toEqual({ actor, status });
    }
    for (const id of ['999999', 'abc', '99999999999']) expect((await get(`/api/basvurular/${id}/`, 'staff')).statusCode).toBe(404);
  });

  test('basvuran.ad_soyad: the profile field, else first + last name, else the username; the own list the same', async () => {
    const db = t.database.db;
    // The detail joins the applicant's row; the own list takes the caller from the actor query:
    // both must read the same, whole item for whole item.
    const read = async () => {
      const detail = (await get(`/api/basvurular/${w.applicationB}/`, 'applicantB')).json() as { basvuran: { ad_soyad: string } };
      const mine = (await get('/api/basvurular/', 'applicantB')).json() as { id: number }[];
      expect(mine.find((a) => a.id === w.applicationB)).toEqual(detail);
      return detail.basvuran.ad_soyad;
    };
    await db.update(users).set({ email: 'b.yeni@ornek.com.tr', firma_adi: 'Yeni Firma' }).where(eq(users.id, w.userIds.applicantB));
    expect(((await get('/api/basvurular/', 'applicantB')).json() as { basvuran: unknown }[])[0]!.basvuran).toMatchObject({
      id: w.userIds.applicantB,
      email: 'b.yeni@ornek.com.tr',
      firma_adi: 'Yeni Firma',
    });
    await db.update(users).set({ ad_soyad: 'Ayşe Yılmaz', first_name: 'A', last_name: 'B' }).where(eq(users.id, w.userIds.applicantB));
    expect(await read()).toBe('Ayşe Yılmaz');
    await db.update(users).set({ ad_soyad: '  ', first_name: 'Mehmet', last_name: 'Öz' }).where(eq(users.id, w.userIds.applicantB));
    expect(await read()).toBe('Mehmet Öz');
    await db.update(users).set({ first_name: '', last_name: 'Öz' }).where(eq(users.id, w.userIds.applicantB));
    expect(await read()).toBe('Öz');
    await db.update(users).set({ first_name: '', last_name: '' }).where(eq(users.id, w.userIds.applicantB));
    expect(await read()).toBe('applicant_b');
  });

  test('the mentor reads the application but does not get it in GET basvurular/ (own only)', async () => {
    const list = (await get('/api/basvurular/', 'assignedMentor')).json() as { id: number }[];
    expect(list).toEqual([]);
  });
});

describe('GET /api/sirketler/{id}/', () => {
  test('the owner and staff get the members; an employee gets the company without them; others 404', async () => {
    const owner = await get(`/api/sirketler/${w.companyA}/`, 'owner');
    expect(owner.statusCode).toBe(200);
    expect(owner.json()).toEqual({
      id: w.companyA,
      adi: 'A Teknoloji',
      aktif: true,
      uyeler: [
        {
          id: expect.any(Number),
          rol: 'sahip',
          user: { id: w.userIds.owner, first_name: 'owner_a', last_name: '', username: 'owner_a', email: 'owner_a@example.test', telefon: '' },
        },
        {
          id: expect.any(Number),
          rol: 'calisan',
          user: expect.objectContaining({ id: w.userIds.employee, username: 'employee_a' }),
        },
      ],
    });
    expect((await get(`/api/sirketler/${w.companyA}/`, 'staff')).json().uyeler).toHaveLength(2);
    const employee = await get(`/api/sirketler/${w.companyA}/`, employeeAuth);
    expect(employee.statusCode).toBe(200);
    expect(employee.json()).toEqual({ id: w.companyA, adi: 'A Teknoloji', aktif: true });
    for (const actor of ['applicantA', 'otherOwner', 'assignedMentor'] as const) {
      expect({ actor, status: (await get(`/api/sirketler/${w.companyA}/`, actor)).statusCode }).toEqual({ actor, status: 404 });
    }
    expect((await get('/api/sirketler/999999/', 'staff')).statusCode).toBe(404);
    expect((await get('/api/sirketler/x/', 'staff')).statusCode).toBe(404);
    expect((await get(`/api/sirketler/${w.companyA}/`, 'anonymous')).statusCode).toBe(401);
  });
});

test('the OpenAPI document lists the call, application and company routes', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  expect(Object.keys(res.json().paths)).toEqual(
    expect.arrayContaining([
      '/api/cagrilar/',
      '/api/cagrilar/{id}/',
      '/api/basvurular/',
      '/api/basvurular/{id}/',
      '/api/sirketler/{id}/',
      '/api/admin/cagrilar/',
      '/api/admin/cagrilar/{id}/',
      '/api/admin/basvurular/',
      '/api/admin/basvurular/{id}/',
      '/api/admin/basvurular/{id}/update_status/',
    ]),
  );
});
