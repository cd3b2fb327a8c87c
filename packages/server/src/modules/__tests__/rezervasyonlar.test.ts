// Resources and reservations (spec 2 Resources, New/My/Update reservation, Admin resources, Admin
// reservations; 3; 4 Reservation durum; 5; 7; 8 Reservations): shapes, the booking rules, the
// availability view, editing while waiting, the admin lists and the approval conflict (409).
import { beforeAll, describe, expect, test } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { MSG } from '@portal/domain';
import { applications, reservations, users } from '../../db/schema';
import { bookedBy, insertResource, istanbulDay } from '../../testing/fixtures';
import type { TestContext } from '../../testing/test-app';
import type { Actor, World } from '../../testing/world';
import { worldSuite } from '../../testing/world-suite';

const TZ = 'Europe/Istanbul';
let t: TestContext;
let w: World;
const api = worldSuite((app, world) => ([t, w] = [app, world]));
const ids = { room: 0, closed: 0, pendingApp: 0 };
/** A day a week ahead (Istanbul). */
const day = istanbulDay(7);
const at = (hour: number, minute = 0, d = day) => d.set({ hour, minute }).toISO()!;

const RESERVATION_KEYS = [
  'aciklama',
  'baslangic',
  'basvuru',
  'basvuru_id',
  'bitis',
  'durum',
  'id',
  'kaynak',
  'kaynak_adi',
  'kaynak_id',
  'olusturan',
  'olusturuldu',
];

const req = api.send;
const book = (actor: Actor, over: Record<string, unknown> = {}) =>
  req('POST', '/api/rezervasyonlar/', actor, {
    kaynak: ids.room,
    basvuru: actor === 'applicantB' ? w.applicationB : w.applicationA,
    baslangic: at(10),
    bitis: at(11),
    aciklama: 'Ekip toplantısı',
    ...over,
  });
const count = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(reservations))[0]!.n;

beforeAll(async () => {
  const db = t.database.db;
  ids.room = await insertResource(db, { ad: 'Toplantı Odası', kapasite: 8 });
  ids.closed = await insertResource(db, { ad: 'Atölye', aktif: false });
  const [pending] = await db
    .insert(applications)
    .values({ cagri_id: w.callId, basvuran_id: w.userIds.applicantA, proje_basligi: 'Bekleyen', aciklama: 'x', durum: 'INCELEME' })
    .returning();
  ids.pendingApp = pending!.id;
});

describe('resources', () => {
  test('GET kaynaklar/: all, by name, {id, ad, kapasite, aktif}; by id; unknown 404', async () => {
    const list = await req('GET', '/api/kaynaklar/', 'applicantB');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      { id: ids.closed, ad: 'Atölye', kapasite: 1, aktif: false },
      { id: ids.room, ad: 'Toplantı Odası', kapasite: 8, aktif: true },
    ]);
    expect((await req('GET', `/api/kaynaklar/${ids.room}/`, 'applicantA')).json()).toEqual({ id: ids.room, ad: 'Toplantı Odası', kapasite: 8, aktif: true });
    expect((await req('GET', '/api/kaynaklar/999999/', 'applicantA')).statusCode).toBe(404);
    expect((await req('GET', '/api/kaynaklar/abc/', 'applicantA')).statusCode).toBe(404);
  });

  test('admin: create with default capacity, validation, list with search/filter/ordering, put, delete cascades', async () => {
    const created = await req('POST', '/api/admin/kaynaklar/', 'staff', { ad: '  Çalışma Alanı ', aktif: true });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ ad: 'Çalışma Alanı', kapasite: 1, aktif: true });
    for (const bad of [{ ad: '   ' }, { ad: 'x', kapasite: 0 }, { ad: 'x', kapasite: 2.5 }, { ad: 'x', kapasite: 'çok' }, { ad: 5 }]) {
      const res = await req('POST', '/api/admin/kaynaklar/', 'staff', bad);
      expect(res.statusCode).toBe(400);
    }
    const page = (await req('GET', '/api/admin/kaynaklar/?search=CALISMA', 'staff')).json();
    expect(page.count).toBe(1);
    expect(page.results[0].ad).toBe('Çalışma Alanı');
    const passive = (await req('GET', '/api/admin/kaynaklar/?aktif=false', 'staff')).json();
    expect(passive.results.map((r: { id: number }) => r.id)).toEqual([ids.closed]);
    const byCapacity = (await req('GET', '/api/admin/kaynaklar/?ordering=-kapasite', 'staff')).json();
    expect(byCapacity.results[0].id).toBe(ids.room);
    expect((await req('GET', '/api/admin/kaynaklar/?ordering=nope', 'staff')).statusCode).toBe(400);
    const id = created.json().id as number;
    const put = await req('PUT', `/api/admin/kaynaklar/${id}/`, 'staff', { ad: 'Çalışma Alanı 2', kapasite: 12, aktif: false });
    expect(put.json()).toEqual({ id, ad: 'Çalışma Alanı 2', kapasite: 12, aktif: false });
    expect((await req('PUT', '/api/admin/kaynaklar/999999/', 'staff', { ad: 'x' })).statusCode).toBe(404);
    // A reservation of it goes with it.
    await t.database.db.insert(reservations).values(bookedBy(w, 'applicantA', { kaynak_id: id, baslangic: new Date(at(9)), bitis: new Date(at(10)) }));
    expect((await req('DELETE', `/api/admin/kaynaklar/${id}/`, 'staff')).statusCode).toBe(204);
    expect(await t.database.db.select().from(reservations).where(eq(reservations.kaynak_id, id))).toEqual([]);
    expect((await req('DELETE', `/api/admin/kaynaklar/${id}/`, 'staff')).statusCode).toBe(404);
  });
});

describe('booking', () => {
  test('POST: 201, BEKLEME, the full shape; the own list and by id', async () => {
    const res = await book('applicantA');
    expect(res.statusCode).toBe(201);
    const r = res.json();
    expect(Object.keys(r).sort()).toEqual(RESERVATION_KEYS);
    expect(r).toMatchObject({
      kaynak: { id: ids.room, ad: 'Toplantı Odası' },
      kaynak_id: ids.room,
      kaynak_adi: 'Toplantı Odası',
      basvuru: { id: w.applicationA, proje_basligi: expect.any(String) },
      basvuru_id: w.applicationA,
      aciklama: 'Ekip toplantısı',
      durum: 'BEKLEME',
      olusturan: { id: w.userIds.applicantA, first_name: 'applicant_a', last_name: '', username: 'applicant_a' },
    });
    expect(DateTime.fromISO(r.baslangic).toMillis()).toBe(DateTime.fromISO(at(10)).toMillis());
    expect(r.baslangic.slice(0, 10)).toBe(day.toISODate());
    // The own list takes the booker from the caller's actor query, the answer above joined their
    // row: the same item either way, and a changed name shows in the next list.
    const mine = (await req('GET', '/api/rezervasyonlar/', 'applicantA')).json();
    expect(mine[0]).toEqual(r);
    await t.database.db.update(users).set({ first_name: 'Ayşe', last_name: 'Yılmaz' }).where(eq(users.id, w.userIds.applicantA));
    expect((await req('GET', '/api/rezervasyonlar/', 'applicantA')).json()[0].olusturan).toEqual({
      id: w.userIds.applicantA,
      first_name: 'Ayşe',
      last_name: 'Yılmaz',
      username: 'applicant_a',
    });
    expect((await req('GET', `/api/rezervasyonlar/${r.id}/`, 'applicantA')).json().olusturan.first_name).toBe('Ayşe');
    await t.database.db.update(users).set({ first_name: 'applicant_a', last_name: '' }).where(eq(users.id, w.userIds.applicantA));
    expect((await req('GET', '/api/rezervasyonlar/', 'applicantB')).json()).toEqual([]);
    expect((await req('GET', `/api/rezervasyonlar/${r.id}/`, 'applicantB')).statusCode).toBe(404);
    expect((await req('GET', `/api/rezervasyonlar/${r.id}/`, 'staff')).json().id).toBe(r.id);
  });

  test('bad input: 4xx in DRF shape, never 500, nothing stored', async () => {
    const before = await count();
    const yesterday = DateTime.now().setZone(TZ).minus({ days: 1 }).startOf('day');
    const cases: [Record<string, unknown>, string, string?][] = [
      [{ baslangic: at(10, 15) }, 'baslangic', MSG.reservation.offGrid],
      [{ bitis: at(11, 10) }, 'bitis', MSG.reservation.offGrid],
      [{ baslangic: at(11), bitis: at(10) }, 'bitis', MSG.reservation.endNotAfterStart],
      [{ baslangic: at(8), bitis: at(9) }, 'baslangic', MSG.reservation.outsideHours],
      [{ baslangic: at(17, 30), bitis: at(18, 30) }, 'baslangic', MSG.reservation.outsideHours],
      [{ baslangic: at(10, 0, yesterday), bitis: at(11, 0, yesterday) }, 'baslangic', MSG.reservation.dateInPast],
      [{ baslangic: 'yarın' }, 'baslangic'],
      [{ baslangic: 12 }, 'baslangic'],
      [{ kaynak: 'abc' }, 'kaynak'],
      [{ kaynak: 999999 }, 'kaynak', MSG.reservation.resourceNotFound],
      [{ kaynak: 99999999999 }, 'kaynak'],
      [{ kaynak: ids.closed }, 'kaynak', MSG.reservation.resourceInactive],
      [{ basvuru: w.applicationB }, 'basvuru', MSG.reservation.applicationNotFound],
      [{ basvuru: ids.pendingApp }, 'basvuru', MSG.reservation.applicationNotApproved],
      [{ basvuru: null }, 'basvuru'],
      [{ aciklama: 'x'.repeat(1001) }, 'aciklama'],
    ];
    for (const [over, field, message] of cases) {
      const res = await book('applicantA', over);
      expect({ over, status: res.statusCode }).toEqual({ over, status: 400 });
      expect(res.json()[field]).toEqual(message ? [message] : expect.any(Array));
    }
    for (const payload of ['{"kaynak": ', '[1,2]', '"x"', 'null']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/rezervasyonlar/',
        headers: { ...w.auth('applicantA'), 'content-type': 'application/json' },
        payload,
      });
      expect({ payload, status: res.statusCode }).toEqual({ payload, status: 400 });
    }
    expect(await count()).toBe(before);
  });

  test('overlap with an ONAY one is refused (409); a BEKLEME one may overlap; touching is fine', async () => {
    const [approved] = await t.database.db
      .insert(reservations)
      .values(bookedBy(w, 'applicantB', { kaynak_id: ids.room, baslangic: new Date(at(13)), bitis: new Date(at(14)), durum: 'ONAY' }))
      .returning();
    const clash = await book('applicantA', { baslangic: at(13, 30), bitis: at(14, 30) });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual({ detail: MSG.reservation.slotOccupied });
    expect((await book('applicantA', { baslangic: at(14), bitis: at(15) })).statusCode).toBe(201);
    // another BEKLEME over the same 10:00-11:00 as the first test
    expect((await book('applicantB', { baslangic: at(10, 30), bitis: at(11) })).statusCode).toBe(201);
    await t.database.db.update(reservations).set({ durum: 'IPTAL' }).where(eq(reservations.id, approved!.id));
  });

  test('availability: only baslangic, bitis, durum of BEKLEME and ONAY in the month or day', async () => {
    const db = t.database.db;
    const nextDay = day.plus({ days: 1 });
    await db.insert(reservations).values([
      bookedBy(w, 'applicantB', { kaynak_id: ids.room, baslangic: new Date(at(9, 0, nextDay)), bitis: new Date(at(10, 0, nextDay)), durum: 'ONAY', aciklama: 'gizli' }),
      bookedBy(w, 'applicantB', { kaynak_id: ids.room, baslangic: new Date(at(15, 0, nextDay)), bitis: new Date(at(16, 0, nextDay)), durum: 'RED' }),
    ]);
    const dayRes = await req('GET', `/api/rezervasyonlar/?kaynak=${ids.room}&month=${nextDay.month}&year=${nextDay.year}&date=${nextDay.toISODate()}`, 'otherMentor');
    expect(dayRes.statusCode).toBe(200);
    expect(dayRes.json()).toEqual([{ baslangic: at(9, 0, nextDay), bitis: at(10, 0, nextDay), durum: 'ONAY' }]);
    const month = (await req('GET', `/api/rezervasyonlar/?kaynak=${ids.room}&month=${day.month}&year=${day.year}`, 'applicantB')).json() as Record<string, unknown>[];
    expect(month.length).toBeGreaterThan(0);
    for (const item of month) {
      expect(Object.keys(item).sort()).toEqual(['baslangic', 'bitis', 'durum']);
      expect(['BEKLEME', 'ONAY']).toContain(item.durum);
    }
    const elsewhere = day.plus({ months: 2 });
    expect((await req('GET', `/api/rezervasyonlar/?kaynak=${ids.room}&month=${elsewhere.month}&year=${elsewhere.year}`, 'applicantB')).json()).toEqual([]);
    for (const q of [`kaynak=${ids.room}`, `kaynak=${ids.room}&month=13&year=2030`, `kaynak=${ids.room}&date=2030-02-30`, 'kaynak=999999&month=1&year=2030', 'kaynak=x&month=1&year=2030']) {
      expect({ q, status: (await req('GET', `/api/rezervasyonlar/?${q}`, 'applicantA')).statusCode }).toEqual({ q, status: 400 });
    }
  });
});

describe('editing', () => {
  test('PATCH: owner while BEKLEME with the whole reservation; durum is not settable; others 404; after approval 403', async () => {
    const r = (await book('applicantA', { baslangic: at(16), bitis: at(17) })).json();
    // The whole reservation as the client has it, kaynak/basvuru as objects, durum smuggled in.
    const edited = await req('PATCH', `/api/rezervasyonlar/${r.id}/`, 'applicantA', { ...r, baslangic: at(16, 30), bitis: at(17, 30), durum: 'ONAY', aciklama: 'Güncel' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id: r.id, durum: 'BEKLEME', aciklama: 'Güncel', baslangic: at(16, 30) });
    expect((await req('PATCH', `/api/rezervasyonlar/${r.id}/`, 'applicantA', { bitis: at(16) })).json()).toEqual({ bitis: [MSG.reservation.endNotAfterStart] });
    for (const actor of ['applicantB', 'staff', 'assignedMentor'] as const) {
      const res = await req('PATCH', `/api/rezervasyonlar/${r.id}/`, actor, { aciklama: 'ele geçir' });
      expect({ actor, status: res.statusCode }).toEqual({ actor, status: 404 });
    }
    const approved = await req('PATCH', `/api/admin/rezervasyonlar/${r.id}/update_status/`, 'staff', { durum: 'ONAY' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().durum).toBe('ONAY');
    const refused = await req('PATCH', `/api/rezervasyonlar/${r.id}/`, 'applicantA', { aciklama: 'değiştir' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: MSG.reservation.notEditable.ONAY });
    const [row] = await t.database.db.select().from(reservations).where(eq(reservations.id, r.id));
    expect(row!.aciklama).toBe('Güncel');
  });
});

describe('admin reservations', () => {
  test('list: paged, filters, search, ordering', async () => {
    const all = (await req('GET', '/api/admin/rezervasyonlar/?page_size=100', 'staff')).json();
    expect(all.count).toBeGreaterThan(3);
    expect(Object.keys(all.results[0]).sort()).toEqual(RESERVATION_KEYS);
    const onay = (await req('GET', '/api/admin/rezervasyonlar/?durum=ONAY', 'staff')).json();
    expect(onay.results.every((r: { durum: string }) => r.durum === 'ONAY')).toBe(true);
    const byName = (await req('GET', '/api/admin/rezervasyonlar/?search=APPLICANT_B', 'staff')).json();
    expect(byName.count).toBeGreaterThan(0);
    expect(byName.results.every((r: { olusturan: { username: string } }) => r.olusturan.username === 'applicant_b')).toBe(true);
    expect((await req('GET', '/api/admin/rezervasyonlar/?search=toplanti%20odasi', 'staff')).json().count).toBe(all.count);
    expect((await req('GET', '/api/admin/rezervasyonlar/?search=gizli', 'staff')).json().count).toBe(1);
    const d = day.toISODate();
    const oneDay = (await req('GET', `/api/admin/rezervasyonlar/?baslangic_gte=${d}&baslangic_lte=${d}&page_size=100`, 'staff')).json();
    expect(oneDay.count).toBeGreaterThan(0);
    expect(oneDay.results.every((r: { baslangic: string }) => r.baslangic.slice(0, 10) === d)).toBe(true);
    const asc = (await req('GET', '/api/admin/rezervasyonlar/?ordering=baslangic&page_size=100', 'staff')).json().results as { baslangic: string }[];
    expect(asc.map((r) => r.baslangic)).toEqual([...asc.map((r) => r.baslangic)].sort((a, b) => Date.parse(a) - Date.parse(b)));
    expect((await req('GET', `/api/admin/rezervasyonlar/?kaynak=${ids.closed}`, 'staff')).json().count).toBe(0);
    for (const q of ['durum=X', 'kaynak=abc', 'baslangic_gte=31.12.2030', 'ordering=x']) {
      expect({ q, status: (await req('GET', `/api/admin/rezervasyonlar/?${q}`, 'staff')).statusCode }).toEqual({ q, status: 400 });
    }
  });

  test('update_status: any state; an overlapping approval is a 409, not a 500; delete 204', async () => {
    const a = (await book('applicantA', { baslangic: at(12), bitis: at(13) })).json();
    const b = (await book('applicantB', { baslangic: at(12, 30), bitis: at(13) })).json();
    expect((await req('PATCH', `/api/admin/rezervasyonlar/${a.id}/update_status/`, 'staff', { durum: 'ONAY' })).statusCode).toBe(200);
    const conflict = await req('PATCH', `/api/admin/rezervasyonlar/${b.id}/update_status/`, 'staff', { durum: 'ONAY' });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toEqual({ detail: 'Bu zaman aralığında bu kaynak için onaylanmış başka bir rezervasyon var.' });
    for (const durum of ['RED', 'IPTAL', 'BEKLEME', 'RED']) {
      const res = await req('PATCH', `/api/admin/rezervasyonlar/${b.id}/update_status/`, 'staff', { durum, ...(['RED', 'REDDEDILDI'].includes(durum) ? { not: 'Bütçe planı eksik.' } : {}) });
      expect(res.json().durum).toBe(durum);
    }
    expect((await req('PATCH', `/api/admin/rezervasyonlar/${b.id}/update_status/`, 'staff', { durum: 'onay' })).statusCode).toBe(400);
    expect((await req('PATCH', `/api/admin/rezervasyonlar/999999/update_status/`, 'staff', { durum: 'RED', not: 'Yok.' })).statusCode).toBe(404);
    expect((await req('DELETE', `/api/admin/rezervasyonlar/${b.id}/`, 'staff')).statusCode).toBe(204);
    expect((await req('DELETE', `/api/admin/rezervasyonlar/${b.id}/`, 'staff')).statusCode).toBe(404);
  });
});
