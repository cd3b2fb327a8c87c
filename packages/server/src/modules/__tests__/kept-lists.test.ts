import { beforeAll, describe, expect, test } from '@jest/globals';
import { eq } from 'drizzle-orm';
import type { Basvuru, Rezervasyon } from '@portal/domain';
import type { Cagri } from '@portal/domain';
import { applications, calls, companies, reservations, resources } from '../../db/schema';
import { KEPT_MIN_ITEMS, keptAnswersSent } from '../../lib/kept-answers';
import { bookedBy, insertResource, istanbulDay } from '../../testing/fixtures';
import type { TestContext } from '../../testing/test-app';
import type { World } from '../../testing/world';
import { worldSuite } from '../../testing/world-suite';

// A long list (a caller's own, or the calls everyone sees) is sent from its kept answer while its
// version holds, and any write to what it shows (the row, the joined call, company, resource or
// application, the caller's own name, a row added or gone) shows at once, whoever wrote it (here
// straight into the database, as another process or a console would); a call that closes shows
// closed from its deadline on. Under test every kept answer sent is also built again
// and compared (lib/kept-answers.ts): a version that missed a change fails the request with 500.
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
      Array.from({ length: KEPT_MIN_ITEMS + 4 }, (_, i) => ({
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
      Array.from({ length: KEPT_MIN_ITEMS + 4 }, (_, i) =>
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

/** Reads `url` as applicantA until its answer is sent from what was kept; that answer. */
async function keptList<T>(url: string, caller: 'applicantA' | 'applicantB' = 'applicantA'): Promise<T[]> {
  const before = keptAnswersSent.kept;
  let body: T[] = [];
  for (let i = 0; i < 3; i++) {
    const res = await api.get(url, caller);
    expect(res.statusCode).toBe(200);
    body = res.json();
  }
  expect(keptAnswersSent.kept).toBeGreaterThan(before);
  return body;
}
const fresh = async <T>(url: string): Promise<T[]> => {
  const res = await api.get(url, 'applicantA');
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('GET basvurular/ (own, long)', () => {
  const url = '/api/basvurular/';
  const byId = (list: Basvuru[], id: number) => list.find((b) => b.id === id)!;

  test('kept, and the same as built', async () => {
    const list = await keptList<Basvuru>(url);
    expect(list).toHaveLength(KEPT_MIN_ITEMS + 5);
    expect(list.every((b) => b.basvuran.id === w.userIds.applicantA)).toBe(true);
  });

  test("an application's own change, its call's and its company's new names show at once", async () => {
    const list = await keptList<Basvuru>(url);
    const withCompany = list.find((b) => b.sirket !== null)!;
    await db().update(applications).set({ durum: 'INCELEME', proje_basligi: 'Değişen başlık' }).where(eq(applications.id, withCompany.id));
    expect(byId(await fresh<Basvuru>(url), withCompany.id)).toMatchObject({ durum: 'INCELEME', proje_basligi: 'Değişen başlık' });

    await keptList<Basvuru>(url);
    await db().update(calls).set({ baslik: 'Adı değişen çağrı' }).where(eq(calls.id, secondCall));
    expect((await fresh<Basvuru>(url)).filter((b) => b.cagri_id === secondCall).map((b) => b.cagri.baslik)).toEqual(
      expect.arrayContaining(['Adı değişen çağrı']),
    );
    expect((await fresh<Basvuru>(url)).filter((b) => b.cagri_id === secondCall).every((b) => b.cagri.baslik === 'Adı değişen çağrı')).toBe(true);

    await keptList<Basvuru>(url);
    await db().update(companies).set({ adi: 'A Teknoloji A.Ş.' }).where(eq(companies.id, w.companyA));
    const renamed = byId(await fresh<Basvuru>(url), withCompany.id);
    expect([renamed.sirket?.adi, renamed.sirket_adi]).toEqual(['A Teknoloji A.Ş.', 'A Teknoloji A.Ş.']);
  });

  test('a row added or gone, and the caller renamed, show at once', async () => {
    const list = await keptList<Basvuru>(url);
    await db().delete(applications).where(eq(applications.id, list[0]!.id));
    expect((await fresh<Basvuru>(url)).map((b) => b.id)).toEqual(list.slice(1).map((b) => b.id));

    await keptList<Basvuru>(url);
    const [added] = await db()
      .insert(applications)
      .values({ cagri_id: w.callId, basvuran_id: w.userIds.applicantA, proje_basligi: 'Yeni', aciklama: 'Yeni', durum: 'TASLAK' })
      .returning({ id: applications.id });
    expect((await fresh<Basvuru>(url))[0]!.id).toBe(added!.id);

    await keptList<Basvuru>(url);
    const res = await api.send('PATCH', '/api/profile/', 'applicantA', { ad_soyad: 'Ayşe Yılmaz' });
    expect(res.statusCode).toBe(200);
    expect((await fresh<Basvuru>(url)).every((b) => b.basvuran.ad_soyad === 'Ayşe Yılmaz')).toBe(true);
  });

  test('another caller never gets this caller\'s kept list', async () => {
    await keptList<Basvuru>(url);
    const res = await api.get(url, 'applicantB');
    expect((res.json() as Basvuru[]).map((b) => b.id)).toEqual([w.applicationB]);
  });
});

describe('GET rezervasyonlar/ (own, long)', () => {
  const url = '/api/rezervasyonlar/';

  test("a reservation's change, its resource's and its application's new names show at once", async () => {
    const list = await keptList<Rezervasyon>(url);
    expect(list).toHaveLength(KEPT_MIN_ITEMS + 4);
    await db().update(reservations).set({ durum: 'IPTAL' }).where(eq(reservations.id, list[5]!.id));
    expect((await fresh<Rezervasyon>(url)).find((r) => r.id === list[5]!.id)!.durum).toBe('IPTAL');

    await keptList<Rezervasyon>(url);
    await db().update(resources).set({ ad: 'Büyük Salon' }).where(eq(resources.id, resourceId));
    expect((await fresh<Rezervasyon>(url)).every((r) => r.kaynak.ad === 'Büyük Salon' && r.kaynak_adi === 'Büyük Salon')).toBe(true);

    await keptList<Rezervasyon>(url);
    await db().update(applications).set({ proje_basligi: 'Rezervasyonun projesi' }).where(eq(applications.id, w.applicationA));
    expect((await fresh<Rezervasyon>(url)).every((r) => r.basvuru.proje_basligi === 'Rezervasyonun projesi')).toBe(true);
  });

  test('cancelled through the API: the next read shows it', async () => {
    const list = await keptList<Rezervasyon>(url);
    const waiting = list.find((r) => r.durum === 'BEKLEME')!;
    expect((await api.send('POST', `/api/rezervasyonlar/${waiting.id}/iptal/`, 'applicantA', {})).statusCode).toBe(200);
    expect((await fresh<Rezervasyon>(url)).find((r) => r.id === waiting.id)!.durum).toBe('IPTAL');
  });
});

describe('GET cagrilar/ (everyone\'s, long)', () => {
  const url = '/api/cagrilar/';

  beforeAll(async () => {
    await db()
      .insert(calls)
      .values(
        Array.from({ length: KEPT_MIN_ITEMS }, (_, i) => ({
          baslik: `Çağrı ${i}`,
          aciklama: 'Uzun liste',
          baslangic: new Date('2020-01-01'),
          bitis: i % 4 ? new Date('2099-12-31') : new Date('2021-12-31'),
          aktif: i % 5 !== 0,
        })),
      );
  });

  test('kept once for every caller; a changed or removed call shows at once', async () => {
    const list = await keptList<Cagri>(url, 'applicantA');
    expect(list.length).toBeGreaterThanOrEqual(KEPT_MIN_ITEMS + 2);
    const before = keptAnswersSent.kept;
    expect((await api.get(url, 'applicantB')).json()).toEqual(list);
    expect(keptAnswersSent.kept).toBe(before + 1);

    await db().update(calls).set({ baslik: 'Yeni ad', aktif: false }).where(eq(calls.id, list[3]!.id));
    expect((await fresh<Cagri>(url)).find((c) => c.id === list[3]!.id)).toMatchObject({ baslik: 'Yeni ad', aktif: false, acik_mi: false });

    await keptList<Cagri>(url);
    await db().delete(calls).where(eq(calls.id, list[0]!.id));
    expect((await fresh<Cagri>(url)).map((c) => c.id)).toEqual(list.slice(1).map((c) => c.id));
  });

  test('a call open until a deadline that passes shows closed from then on', async () => {
    const deadline = new Date(Date.now() + 1_500);
    const [closing] = await db()
      .insert(calls)
      .values({ baslik: 'Kapanmak üzere', aciklama: 'Test', baslangic: new Date('2020-01-01'), bitis: deadline })
      .returning({ id: calls.id });
    const open = await keptList<Cagri>(url);
    expect(open.find((c) => c.id === closing!.id)!.acik_mi).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, deadline.getTime() + 20 - Date.now())));
    expect((await fresh<Cagri>(url)).find((c) => c.id === closing!.id)!.acik_mi).toBe(false);
  });
});
