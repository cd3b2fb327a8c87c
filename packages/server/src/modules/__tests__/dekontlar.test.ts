// Rent receipts: the owner's list and upload (file by content, required fields, the same document
// refused twice naming the earlier receipt), staff's list/status/delete, and the coverage grid.
import { describe, expect, test } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { DEKONT_API_MESSAGES, MAX_ATTACHMENT_BYTES, MSG, type AdminDekontKapsam, type Dekont, type DekontKapsam } from '@portal/domain';
import { companies, receipts, storedFiles } from '../../db/schema';
import type { TestContext } from '../../testing/test-app';
import type { Actor, World } from '../../testing/world';
import { worldSuite } from '../../testing/world-suite';
import { fieldParts, sampleExe, samplePdf, samplePng, type Part } from '../../testing/multipart';
import { countRows } from '../../testing/fixtures';
import { expectDownload } from '../../testing/expect-http';

let t: TestContext;
let w: World;
const api = worldSuite((app, world) => ([t, w] = [app, world]));

const upload = (actor: Actor, parts: Part[]) => api.postForm('/api/dekontlar/', actor, parts);
const form = (file: Part | null, fields: Record<string, string | undefined> = { odeme_tarihi: '2025-03-05', aciklama: 'Mart kirası' }) => [
  ...fieldParts(fields),
  ...(file ? [file] : []),
];
const pdf = (size: number): Part => ({ name: 'dekont_dosyasi', filename: 'dekont.pdf', data: samplePdf(size) });
const get = api.get;
const counts = () => countRows(t.database.db, { receipts, files: storedFiles });
/** Staff sets a receipt's status. */
const setStatus = (id: number, durum: string) => api.send('PATCH', `/api/admin/dekontlar/${id}/update_status/`, 'staff', { durum, ...(['RED', 'REDDEDILDI'].includes(durum) ? { not: 'Bütçe planı eksik.' } : {}) });

describe('POST dekontlar/', () => {
  test('the owner uploads a PDF: 201, YUKLENDI, in their list with a working document link', async () => {
    const res = await upload('owner', form(pdf(300)));
    expect(res.statusCode).toBe(201);
    const created = res.json<Dekont>();
    expect(created).toMatchObject({
      sirket_id: w.companyA,
      aciklama: 'Mart kirası',
      odeme_tarihi: '2025-03-05',
      durum: 'YUKLENDI',
      durum_sahip: 'beklemede',
      sirket: { id: w.companyA, adi: 'A Teknoloji' },
      olusturan: { id: w.userIds.owner, username: 'owner_a' },
    });
    const list = await get('/api/dekontlar/', 'owner');
    expect(list.json<Dekont[]>().map((d) => d.id)).toContain(created.id);
    await expectDownload(t, created.dekont_dosyasi, samplePdf(300));
  });

  test('a PNG is accepted, the description is optional', async () => {
    const res = await upload('owner', form({ name: 'dekont_dosyasi', filename: 'foto.png', data: samplePng() }, { odeme_tarihi: '2025-02-01' }));
    expect(res.statusCode).toBe(201);
    expect(res.json<Dekont>().aciklama).toBe('');
  });

  test('missing file and payment date: both messages of the spec, nothing stored', async () => {
    const before = await counts();
    const res = await upload('owner', form(null, { aciklama: 'eksik' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ dekont_dosyasi: [MSG.receipt.fileRequired], odeme_tarihi: [MSG.receipt.dateRequired] });
    const noDate = await upload('owner', form(pdf(310), { odeme_tarihi: '' }));
    expect(noDate.json()).toEqual({ odeme_tarihi: [MSG.receipt.dateRequired] });
    expect(await counts()).toEqual(before);
  });

  test('at most 10 MB', async () => {
    const res = await upload('owner', form({ name: 'dekont_dosyasi', filename: 'buyuk.pdf', data: samplePdf(MAX_ATTACHMENT_BYTES + 1) }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ dekont_dosyasi: [MSG.receipt.fileSize] });
  });

  test('the type is decided by content: a program named .pdf is refused', async () => {
    const res = await upload('owner', form({ name: 'dekont_dosyasi', filename: 'dekont.pdf', data: sampleExe() }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ dekont_dosyasi: [MSG.receipt.fileType] });
  });

  test('the same document twice in one company is refused naming the earlier receipt; another company may upload it', async () => {
    const first = await upload('owner', form(pdf(400), { odeme_tarihi: '2025-04-03' }));
    expect(first.statusCode).toBe(201);
    const before = await counts();
    const again = await upload('owner', form({ ...pdf(400), filename: 'baska-ad.pdf' } as Part, { odeme_tarihi: '2025-05-03' }));
    expect(again.statusCode).toBe(400);
    const message = again.json<{ dekont_dosyasi: string[] }>().dekont_dosyasi[0]!;
    expect(message).toContain('03.04.2025');
    expect(message).toContain(`No. ${first.json<Dekont>().id}`);
    expect(await counts()).toEqual(before);
    expect((await upload('otherOwner', form(pdf(400)))).statusCode).toBe(201);
  });

  test('two parallel uploads of one document: exactly one gets in', async () => {
    const results = await Promise.all([1, 2, 3].map(() => upload('otherOwner', form(pdf(500)))));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400, 400]);
  });

  test('who: an applicant or staff (no company owned) 403, anonymous 401', async () => {
    expect((await upload('applicantA', form(pdf(600)))).statusCode).toBe(403);
    expect((await upload('staff', form(pdf(600)))).statusCode).toBe(403);
    expect((await get('/api/dekontlar/', 'applicantA')).statusCode).toBe(403);
    expect((await get('/api/dekontlar/', 'anonymous')).statusCode).toBe(401);
  });
});

describe('admin/dekontlar/', () => {
  test('list with filters and search; a status set by staff is what the owner sees', async () => {
    const own = (await get('/api/dekontlar/', 'owner')).json<Dekont[]>();
    const target = own[0]!;
    const all = await get('/api/admin/dekontlar/', 'staff');
    expect(all.statusCode).toBe(200);
    const [{ n }] = (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(receipts)) as [{ n: number }];
    expect(all.json().count).toBe(n);
    const ofB = (await get(`/api/admin/dekontlar/?sirket=${w.companyB}`, 'staff')).json<{ results: Dekont[] }>();
    expect(ofB.results.length).toBeGreaterThan(0);
    expect(ofB.results.every((d) => d.sirket_id === w.companyB)).toBe(true);
    const searched = (await get('/api/admin/dekontlar/?search=b%20yazilim', 'staff')).json<{ results: Dekont[] }>();
    expect(searched.results.map((d) => d.id).sort()).toEqual(ofB.results.map((d) => d.id).sort());

    const patched = await setStatus(target.id, 'ONAYLANDI');
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ id: target.id, durum: 'ONAYLANDI' });
    const seen = (await get('/api/dekontlar/', 'owner')).json<Dekont[]>().find((d) => d.id === target.id)!;
    expect(seen).toMatchObject({ durum: 'ONAYLANDI', durum_sahip: 'onaylandi' });
    const approved = (await get('/api/admin/dekontlar/?durum=ONAYLANDI', 'staff')).json<{ results: Dekont[] }>();
    expect(approved.results.map((d) => d.id)).toEqual([target.id]);
    const bad = await setStatus(target.id, 'ONAY');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(['durum']);
  });

  test('delete removes the receipt and its stored document', async () => {
    const created = (await upload('owner', form(pdf(700)))).json<Dekont>();
    const [{ dosya_id }] = (await t.database.db.select({ dosya_id: receipts.dosya_id }).from(receipts).where(eq(receipts.id, created.id))) as [
      { dosya_id: number },
    ];
    const res = await t.app.inject({ method: 'DELETE', url: `/api/admin/dekontlar/${created.id}/`, headers: w.auth('staff') });
    expect(res.statusCode).toBe(204);
    expect(await t.database.db.select().from(storedFiles).where(eq(storedFiles.id, dosya_id))).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: created.dekont_dosyasi })).statusCode).toBe(404);
    // The same document may be uploaded again once the earlier receipt is gone.
    expect((await upload('owner', form(pdf(700)))).statusCode).toBe(201);
  });
});

describe('receipt coverage', () => {
  const month = (n: number) => DateTime.now().setZone('Europe/Istanbul').startOf('month').minus({ months: n });

  test('months x companies, best state per month, and the companies missing last month', async () => {
    const db = t.database.db;
    const [c] = await db.insert(companies).values({ adi: 'Kapsam Şirketi' }).returning();
    await db.insert(companies).values({ adi: 'Pasif Şirket', aktif: false });
    const add = async (sirket_id: number, m: DateTime, durum: 'YUKLENDI' | 'ONAYLANDI' | 'REDDEDILDI', n: number) => {
      const [file] = await db
        .insert(storedFiles)
        .values({ storage_key: `kapsam-${n}`, original_name: 'd.pdf', mime: 'application/pdf', ext: 'pdf', size: 1, sha256: `kapsam-${n}` })
        .returning();
      await db.insert(receipts).values({ sirket_id, odeme_tarihi: m.plus({ days: 4 }).toISODate()!, dosya_id: file!.id, durum, dosya_sha256: `kapsam-${n}` });
    };
    await add(c!.id, month(1), 'REDDEDILDI', 1);
    await add(c!.id, month(2), 'REDDEDILDI', 2);
    await add(c!.id, month(2), 'YUKLENDI', 3);
    await add(c!.id, month(3), 'YUKLENDI', 4);
    await add(c!.id, month(3), 'ONAYLANDI', 5);
    await add(w.companyB, month(1), 'YUKLENDI', 6);

    const res = await get('/api/admin/dekontlar/coverage/?months=4', 'staff');
    expect(res.statusCode).toBe(200);
    const grid = res.json<AdminDekontKapsam>();
    expect(grid.aylar).toEqual([3, 2, 1, 0].map((n) => month(n).toFormat('yyyy-MM')));
    expect(grid.gecen_ay).toBe(month(1).toFormat('yyyy-MM'));
    expect(grid.satirlar.map((r) => r.sirket.adi)).toEqual(['A Teknoloji', 'B Yazılım', 'Kapsam Şirketi']);
    const row = grid.satirlar.find((r) => r.sirket.id === c!.id)!;
    expect(row.hucreler.map((h) => [h.durum, h.dekont_sayisi])).toEqual([
      ['onaylandi', 2],
      ['yuklendi', 2],
      ['reddedildi', 1],
      ['eksik', 0],
    ]);
    // Last month: A has nothing then, B uploaded one, Kapsam only a rejected one -> A and Kapsam miss it.
    expect(grid.gecen_ay_eksik).toBe(2);
    expect(grid).toMatchObject({ count: 3, next: null, previous: null });

    // A page of companies at a time; the count and last month's figure are of every page.
    const first = (await get('/api/admin/dekontlar/coverage/?months=4&page_size=2', 'staff')).json<AdminDekontKapsam>();
    expect(first.satirlar.map((r) => r.sirket.adi)).toEqual(['A Teknoloji', 'B Yazılım']);
    expect(first).toMatchObject({ count: 3, gecen_ay_eksik: 2, previous: null, next: '/api/admin/dekontlar/coverage/?months=4&page_size=2&page=2' });
    const second = (await get(first.next!, 'staff')).json<AdminDekontKapsam>();
    expect(second.satirlar).toEqual([row]);
    expect(second).toMatchObject({ count: 3, next: null, previous: '/api/admin/dekontlar/coverage/?months=4&page_size=2' });
    // Searched by name, folded as every admin search ('KAPSAM' finds 'Kapsam Şirketi'; 'sirket' finds 'Şirketi').
    for (const search of ['KAPSAM', 'sirket']) {
      const found = (await get(`/api/admin/dekontlar/coverage/?months=4&search=${encodeURIComponent(search)}`, 'staff')).json<AdminDekontKapsam>();
      expect(found.satirlar).toEqual([row]);
      expect(found).toMatchObject({ count: 1, gecen_ay_eksik: 1 });
    }
    // Only the companies missing last month (the dashboard's two): A has nothing, Kapsam only a rejected one.
    const missing = (await get('/api/admin/dekontlar/coverage/?months=4&eksik=true', 'staff')).json<AdminDekontKapsam>();
    expect(missing.satirlar.map((r) => r.sirket.adi)).toEqual(['A Teknoloji', 'Kapsam Şirketi']);
    expect(missing).toMatchObject({ count: 2, gecen_ay_eksik: 2 });
    expect(missing.satirlar.map((r) => r.hucreler.find((h) => h.ay === grid.gecen_ay)!.durum)).toEqual(['eksik', 'reddedildi']);
    const missingFound = (await get('/api/admin/dekontlar/coverage/?eksik=1&search=kapsam', 'staff')).json<AdminDekontKapsam>();
    expect(missingFound).toMatchObject({ count: 1, gecen_ay_eksik: 1 });
    expect((await get('/api/admin/dekontlar/coverage/?eksik=false', 'staff')).json<AdminDekontKapsam>().count).toBe(3);
    expect((await get('/api/admin/dekontlar/coverage/?eksik=belki', 'staff')).json()).toEqual({ eksik: [MSG.common.invalidBoolean] });
    const none = (await get('/api/admin/dekontlar/coverage/?search=yok-boyle-sirket', 'staff')).json<AdminDekontKapsam>();
    expect(none).toMatchObject({ satirlar: [], count: 0, gecen_ay_eksik: 0 });
    expect((await get('/api/admin/dekontlar/coverage/?page=0', 'staff')).statusCode).toBe(400);
    const overview = (await get('/api/admin/dashboard/overview/', 'staff')).json<{ receipt_coverage: unknown }>();
    expect(overview.receipt_coverage).toEqual({ month: grid.gecen_ay, missing: 2, companies: 3 });

    const own = (await get('/api/dekontlar/coverage/', 'otherOwner')).json<DekontKapsam>();
    expect(own.satirlar.map((r) => r.sirket.id)).toEqual([w.companyB]);
    expect(own.aylar).toHaveLength(6);
    expect(own.satirlar[0]!.hucreler.at(-2)).toMatchObject({ durum: 'yuklendi', dekont_sayisi: 1 });
    expect(own.gecen_ay_eksik).toBe(0);
    expect((await get('/api/admin/dekontlar/coverage/?months=0', 'staff')).json()).toEqual({ months: [DEKONT_API_MESSAGES.invalidMonths] });
    expect((await get('/api/admin/dekontlar/coverage/?months=25', 'staff')).statusCode).toBe(400);
  });

  test("the grid's totals show every write at once, through the app or behind its back", async () => {
    const totals = async () => {
      const grid = (await get('/api/admin/dekontlar/coverage/', 'staff')).json<AdminDekontKapsam>();
      return [grid.count, grid.gecen_ay_eksik];
    };
    const [count, missing] = await totals();
    // Written behind the app's back (as another process would): counted at once.
    await t.database.db.insert(companies).values({ adi: 'Arkadan Şirket' });
    try {
      expect(await totals()).toEqual([count! + 1, missing! + 1]);
      // A write through the app: both new companies, neither with a receipt last month.
      expect((await api.send('POST', '/api/admin/sirketler/', 'staff', { adi: 'Önden Şirket', aktif: true })).statusCode).toBe(201);
      expect(await totals()).toEqual([count! + 2, missing! + 2]);
    } finally {
      await t.database.db.delete(companies).where(sql`${companies.adi} in ('Arkadan Şirket', 'Önden Şirket')`);
    }
  });
});
