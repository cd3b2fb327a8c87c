import { beforeAll, describe, expect, test } from '@jest/globals';
import { eq } from 'drizzle-orm';
import type { Basvuru, Cagri, Rezervasyon } from '@portal/domain';
import { applications, calls, companies, reservations, resources, users } from '../../db/schema';
import { bookedBy, insertResource, istanbulDay } from '../../testing/fixtures';
import type { TestContext } from '../../testing/test-app';
import type { World } from '../../testing/world';
import { worldSuite } from '../../testing/world-suite';

// The lists a client reads again and again (its own applications and reservations, the calls) carry
// an ETag of their bytes: If-None-Match with it answers 304 without a body while nothing the list
// shows has changed, and any change to what it shows (the row, the joined call, company, resource or
// application, the caller's own fields, a row added or gone, a deadline passing) gives a new ETag
// and the new list, whoever wrote it (here straight into the database, as another process or a
// console would). Nothing is kept in the server between two requests.
let t: TestContext;
let w: World;
const api = worldSuite((ctx, world) => ((t = ctx), (w = world)));
const db = () => t.database.db;
let secondCall: number;
let resourceId: number;

beforeAll(async () => {
  const [call] = await db()
    .insert(calls)
    .values({ baslik: 'İkinci Çağrı', aciklama: 'Test', baslangic: new Date('2020-01-01'), bitis: new Date('2099-12-31') })
    .returning({ id: calls.id });
  secondCall = call!.id;
  await db()
    .insert(applications)
    .values(
      Array.from({ length: 12 }, (_, i) => ({
        cagri_id: i % 2 ? secondCall : w.callId,
        basvuran_id: w.userIds.applicantA,
        sirket_id: i % 3 === 0 ? w.companyA : null,
        proje_basligi: `Uzun liste ${i}`,
        aciklama: 'Açıklama ışık ğüşiöç',
        durum: 'GONDERILDI' as const,
      })),
    );
  resourceId = await insertResource(db(), { ad: 'Toplantı Odası' });
  const day = istanbulDay(3);
  await db()
    .insert(reservations)
    .values(
      Array.from({ length: 8 }, (_, i) =>
        bookedBy(w, 'applicantA', {
          kaynak_id: resourceId,
          baslangic: day.plus({ minutes: 30 * i }).toJSDate(),
          bitis: day.plus({ minutes: 30 * i + 30 }).toJSDate(),
          aciklama: `Görüşme ${i}`,
          durum: 'BEKLEME',
        }),
      ),
    );
});

type Caller = 'applicantA' | 'applicantB';

/** The list and its ETag; an unchanged list answers 304 without a body to that ETag (plain and weak). */
async function current<T>(url: string, caller: Caller = 'applicantA'): Promise<{ etag: string; list: T[] }> {
  const res = await api.get(url, caller);
  expect(res.statusCode).toBe(200);
  const etag = res.headers.etag as string;
  expect(etag).toMatch(/^"[\w-]+"$/);
  expect(res.headers['cache-control']).toBe('private, no-cache');
  expect(res.headers.vary).toMatch(/Authorization/);
  for (const sent of [etag, `W/${etag}`, `"other", ${etag}`]) {
    const again = await api.send('GET', url, caller, undefined, { 'if-none-match': sent });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
  }
  return { etag, list: res.json() };
}

/** After a change: the old ETag gets the new list (200) with a new ETag. */
async function changed<T>(url: string, old: string, caller: Caller = 'applicantA'): Promise<T[]> {
  const res = await api.send('GET', url, caller, undefined, { 'if-none-match': old });
  expect(res.statusCode).toBe(200);
  expect(res.headers.etag).not.toBe(old);
  return res.json();
}

describe('GET basvurular/ (own)', () => {
  const url = '/api/basvurular/';
  const byId = (list: Basvuru[], id: number) => list.find((b) => b.id === id)!;

  test("an application's own change, its call's and its company's new names give a new ETag", async () => {
    const { etag, list } = await current<Basvuru>(url);
    expect(list).toHaveLength(13);
    const withCompany = list.find((b) => b.sirket !== null)!;
    await db().update(applications).set({ durum: 'INCELEME', proje_basligi: 'Değişen başlık' }).where(eq(applications.id, withCompany.id));
    expect(byId(await changed<Basvuru>(url, etag), withCompany.id)).toMatchObject({ durum: 'INCELEME', proje_basligi: 'Değişen başlık' });

    const second = await current<Basvuru>(url);
    await db().update(calls).set({ baslik: 'Adı değişen çağrı' }).where(eq(calls.id, secondCall));
    const renamedCall = (await changed<Basvuru>(url, second.etag)).filter((b) => b.cagri_id === secondCall);
    expect(renamedCall.length).toBeGreaterThan(0);
    expect(renamedCall.every((b) => b.cagri.baslik === 'Adı değişen çağrı')).toBe(true);

    const third = await current<Basvuru>(url);
    await db().update(companies).set({ adi: 'A Teknoloji A.Ş.' }).where(eq(companies.id, w.companyA));
    const renamed = byId(await changed<Basvuru>(url, third.etag), withCompany.id);
    expect([renamed.sirket?.adi, renamed.sirket_adi]).toEqual(['A Teknoloji A.Ş.', 'A Teknoloji A.Ş.']);
  });

  test("a row added or gone, and the caller's own fields, give a new ETag", async () => {
    const { etag, list } = await current<Basvuru>(url);
    await db().delete(applications).where(eq(applications.id, list[0]!.id));
    expect((await changed<Basvuru>(url, etag)).map((b) => b.id)).toEqual(list.slice(1).map((b) => b.id));

    const second = await current<Basvuru>(url);
    const [added] = await db()
      .insert(applications)
      .values({ cagri_id: w.callId, basvuran_id: w.userIds.applicantA, proje_basligi: 'Yeni', aciklama: 'Yeni', durum: 'TASLAK' })
      .returning({ id: applications.id });
    expect((await changed<Basvuru>(url, second.etag))[0]!.id).toBe(added!.id);

    const third = await current<Basvuru>(url);
    await db().update(users).set({ email: 'yeni.adres@ornek.com.tr' }).where(eq(users.id, w.userIds.applicantA));
    expect((await changed<Basvuru>(url, third.etag)).every((b) => b.basvuran.email === 'yeni.adres@ornek.com.tr')).toBe(true);

    const fourth = await current<Basvuru>(url);
    expect((await api.send('PATCH', '/api/profile/', 'applicantA', { ad_soyad: 'Ayşe Yılmaz' })).statusCode).toBe(200);
    expect((await changed<Basvuru>(url, fourth.etag)).every((b) => b.basvuran.ad_soyad === 'Ayşe Yılmaz')).toBe(true);
  });

  test("another caller's ETag is not this caller's list", async () => {
    const mine = await current<Basvuru>(url);
    const theirs = await api.send('GET', url, 'applicantB', undefined, { 'if-none-match': mine.etag });
    expect(theirs.statusCode).toBe(200);
    expect((theirs.json() as Basvuru[]).map((b) => b.id)).toEqual([w.applicationB]);
  });
});

describe('GET rezervasyonlar/ (own)', () => {
  const url = '/api/rezervasyonlar/';

  test("a reservation's change, its resource's and its application's new names, the booker's own name give a new ETag", async () => {
    const { etag, list } = await current<Rezervasyon>(url);
    expect(list).toHaveLength(8);
    await db().update(reservations).set({ durum: 'IPTAL' }).where(eq(reservations.id, list[5]!.id));
    expect((await changed<Rezervasyon>(url, etag)).find((r) => r.id === list[5]!.id)!.durum).toBe('IPTAL');

    const second = await current<Rezervasyon>(url);
    await db().update(resources).set({ ad: 'Büyük Salon' }).where(eq(resources.id, resourceId));
    expect((await changed<Rezervasyon>(url, second.etag)).every((r) => r.kaynak.ad === 'Büyük Salon' && r.kaynak_adi === 'Büyük Salon')).toBe(true);

    const third = await current<Rezervasyon>(url);
    await db().update(applications).set({ proje_basligi: 'Rezervasyonun projesi' }).where(eq(applications.id, w.applicationA));
    expect((await changed<Rezervasyon>(url, third.etag)).every((r) => r.basvuru.proje_basligi === 'Rezervasyonun projesi')).toBe(true);

    const fourth = await current<Rezervasyon>(url);
    await db().update(users).set({ first_name: 'Zeynep' }).where(eq(users.id, w.userIds.applicantA));
    expect((await changed<Rezervasyon>(url, fourth.etag)).every((r) => r.olusturan.first_name === 'Zeynep')).toBe(true);
  });

  test('cancelled through the API: the old ETag gets the new list', async () => {
    const { etag, list } = await current<Rezervasyon>(url);
    const waiting = list.find((r) => r.durum === 'BEKLEME')!;
    expect((await api.send('POST', `/api/rezervasyonlar/${waiting.id}/iptal/`, 'applicantA', {})).statusCode).toBe(200);
    expect((await changed<Rezervasyon>(url, etag)).find((r) => r.id === waiting.id)!.durum).toBe('IPTAL');
  });
});

describe("GET cagrilar/ (everyone's)", () => {
  const url = '/api/cagrilar/';

  test('the same list for every caller; a changed, added or removed call gives a new ETag', async () => {
    const { etag, list } = await current<Cagri>(url, 'applicantA');
    const other = await api.send('GET', url, 'applicantB', undefined, { 'if-none-match': etag });
    expect(other.statusCode).toBe(304);

    await db().update(calls).set({ baslik: 'Yeni ad', aktif: false }).where(eq(calls.id, list[1]!.id));
    expect((await changed<Cagri>(url, etag)).find((c) => c.id === list[1]!.id)).toMatchObject({ baslik: 'Yeni ad', aktif: false, acik_mi: false });

    const second = await current<Cagri>(url);
    const [added] = await db().insert(calls).values({ baslik: 'Eklenen', aciklama: 'Test', baslangic: new Date('2020-01-01'), bitis: new Date('2099-12-31') }).returning({ id: calls.id });
    expect((await changed<Cagri>(url, second.etag))[0]!.id).toBe(added!.id);

    const third = await current<Cagri>(url);
    await db().delete(calls).where(eq(calls.id, added!.id));
    expect((await changed<Cagri>(url, third.etag)).map((c) => c.id)).toEqual(third.list.slice(1).map((c) => c.id));
  });

  test('a call open until a deadline that passes: a new ETag, closed from then on', async () => {
    const deadline = new Date(Date.now() + 1_500);
    const [closing] = await db()
      .insert(calls)
      .values({ baslik: 'Kapanmak üzere', aciklama: 'Test', baslangic: new Date('2020-01-01'), bitis: deadline })
      .returning({ id: calls.id });
    const open = await current<Cagri>(url);
    expect(open.list.find((c) => c.id === closing!.id)!.acik_mi).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, deadline.getTime() + 20 - Date.now())));
    expect((await changed<Cagri>(url, open.etag)).find((c) => c.id === closing!.id)!.acik_mi).toBe(false);
  });
});
