// The small traps of issue 14 on the server: a passive resource cannot be booked; a second
// application to the same call is allowed (the spec sets no limit; the apply page confirms); the
// booker cancels their own waiting reservation (IPTAL) and nobody else's, only from BEKLEME; a
// cancel racing a quick approval ends in exactly one state.
import { beforeAll, describe, expect, test } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';
import { MSG } from '@portal/domain';
import { applications, reservations } from '../../db/schema';
import { fieldParts } from '../../testing/multipart';
import { bookedBy, insertResource, istanbulDay } from '../../testing/fixtures';
import type { TestContext } from '../../testing/test-app';
import type { World } from '../../testing/world';
import { worldSuite } from '../../testing/world-suite';

let t: TestContext;
let w: World;
const api = worldSuite((app, world) => ([t, w] = [app, world]));
const ids = { room: 0, passive: 0 };
const day = istanbulDay(9);
const at = (hour: number, minute = 0) => day.set({ hour, minute }).toISO()!;

const req = api.send;

/** A waiting reservation of applicant A at `hour` (direct insert: no booking rules in the way). */
async function waiting(hour: number): Promise<number> {
  const [row] = await t.database.db
    .insert(reservations)
    .values(bookedBy(w, 'applicantA', { kaynak_id: ids.room, baslangic: new Date(at(hour)), bitis: new Date(at(hour, 30)), aciklama: 'İptal denemesi', durum: 'BEKLEME' }))
    .returning({ id: reservations.id });
  return row!.id;
}
const durumOf = async (id: number) =>
  (await t.database.db.select({ durum: reservations.durum }).from(reservations).where(eq(reservations.id, id)))[0]!.durum;

beforeAll(async () => {
  ids.room = await insertResource(t.database.db, { ad: 'Toplantı Odası', kapasite: 8 });
  ids.passive = await insertResource(t.database.db, { ad: 'Pasif Atölye', aktif: false });
});

describe('a passive resource', () => {
  test('GET says aktif false; booking it is a 400 on kaynak, nothing stored', async () => {
    expect((await req('GET', `/api/kaynaklar/${ids.passive}/`, 'applicantA')).json()).toMatchObject({ aktif: false });
    const before = (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(reservations))[0]!.n;
    const res = await req('POST', '/api/rezervasyonlar/', 'applicantA', {
      kaynak: ids.passive,
      basvuru: w.applicationA,
      baslangic: at(10),
      bitis: at(11),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ kaynak: [MSG.reservation.resourceInactive] });
    expect((await t.database.db.select({ n: sql<number>`count(*)::int` }).from(reservations))[0]!.n).toBe(before);
  });
});

describe('a second application to the same call', () => {
  test('is accepted (201) and both stay in the own list', async () => {
    const apply = () =>
      api.postForm('/api/basvurular/', 'applicantB', fieldParts({ cagri: w.callId, proje_basligi: 'İkinci Proje', aciklama: 'Aynı çağrıya ikinci başvuru' }));
    expect((await apply()).statusCode).toBe(201);
    expect((await apply()).statusCode).toBe(201);
    const own = (await req('GET', '/api/basvurular/', 'applicantB')).json() as { cagri_id: number; proje_basligi: string }[];
    expect(own.filter((b) => b.cagri_id === w.callId && b.proje_basligi === 'İkinci Proje')).toHaveLength(2);
    const stored = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(applications)
      .where(eq(applications.proje_basligi, 'İkinci Proje'));
    expect(stored[0]!.n).toBe(2);
  });
});

describe('POST rezervasyonlar/{id}/iptal/', () => {
  test('the booker cancels a waiting reservation: 200, IPTAL, full shape', async () => {
    const id = await waiting(9);
    const res = await req('POST', `/api/rezervasyonlar/${id}/iptal/`, 'applicantA');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, durum: 'IPTAL', kaynak: { id: ids.room } });
    expect(await durumOf(id)).toBe('IPTAL');
  });

  test('anyone else: anonymous 401, another applicant 404, staff 404 (staff use update_status); nothing changes', async () => {
    const id = await waiting(10);
    expect((await req('POST', `/api/rezervasyonlar/${id}/iptal/`, 'anonymous')).statusCode).toBe(401);
    for (const actor of ['applicantB', 'assignedMentor', 'owner', 'staff'] as const) {
      const res = await req('POST', `/api/rezervasyonlar/${id}/iptal/`, actor);
      expect({ actor, status: res.statusCode, body: res.json() }).toEqual({ actor, status: 404, body: { detail: MSG.reservation.notFound } });
    }
    expect(await durumOf(id)).toBe('BEKLEME');
  });

  test('only from BEKLEME: ONAY, RED, IPTAL answer 403 with the state message', async () => {
    for (const durum of ['ONAY', 'RED', 'IPTAL'] as const) {
      const id = await waiting(11);
      await t.database.db.update(reservations).set({ durum }).where(eq(reservations.id, id));
      const res = await req('POST', `/api/rezervasyonlar/${id}/iptal/`, 'applicantA');
      expect({ durum, status: res.statusCode, body: res.json() }).toEqual({ durum, status: 403, body: { detail: MSG.reservation.notCancellable[durum] } });
      expect(await durumOf(id)).toBe(durum);
    }
  });

  test('unknown and malformed ids are 404, never 500', async () => {
    expect((await req('POST', '/api/rezervasyonlar/999999/iptal/', 'applicantA')).statusCode).toBe(404);
    expect((await req('POST', '/api/rezervasyonlar/abc/iptal/', 'applicantA')).statusCode).toBe(404);
  });
});

describe('cancel vs approval', () => {
  test('a quick approval (beklenen_durum BEKLEME) of a cancelled reservation is a 409; a plain status change still works', async () => {
    const id = await waiting(12);
    expect((await req('POST', `/api/rezervasyonlar/${id}/iptal/`, 'applicantA')).statusCode).toBe(200);
    const quick = await req('PATCH', `/api/admin/rezervasyonlar/${id}/update_status/`, 'staff', { durum: 'ONAY', beklenen_durum: 'BEKLEME' });
    expect(quick.statusCode).toBe(409);
    expect(quick.json()).toEqual({ detail: MSG.reservation.statusChanged });
    expect(await durumOf(id)).toBe('IPTAL');
    // The status dialog sets any state from any state (spec), on purpose.
    const dialog = await req('PATCH', `/api/admin/rezervasyonlar/${id}/update_status/`, 'staff', { durum: 'BEKLEME' });
    expect(dialog.statusCode).toBe(200);
    expect(await durumOf(id)).toBe('BEKLEME');
  });

  test('an approval first: the cancel is refused with the approved message', async () => {
    const id = await waiting(13);
    expect((await req('PATCH', `/api/admin/rezervasyonlar/${id}/update_status/`, 'staff', { durum: 'ONAY', beklenen_durum: 'BEKLEME' })).statusCode).toBe(200);
    const res = await req('POST', `/api/rezervasyonlar/${id}/iptal/`, 'applicantA');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: MSG.reservation.notCancellable.ONAY });
  });

  test('racing: exactly one of cancel and quick approval succeeds, and the row holds the winner', async () => {
    for (let round = 0; round < 6; round += 1) {
      const id = await waiting(14 + (round % 3));
      const [cancel, approve] = await Promise.all([
        req('POST', `/api/rezervasyonlar/${id}/iptal/`, 'applicantA'),
        req('PATCH', `/api/admin/rezervasyonlar/${id}/update_status/`, 'staff', { durum: 'ONAY', beklenen_durum: 'BEKLEME' }),
      ]);
      const final = await durumOf(id);
      const ok = [cancel.statusCode === 200, approve.statusCode === 200];
      expect({ round, winners: ok.filter(Boolean).length }).toEqual({ round, winners: 1 });
      expect(final).toBe(ok[0] ? 'IPTAL' : 'ONAY');
      if (ok[0]) expect(approve.statusCode).toBe(409);
      else expect(cancel.statusCode).toBe(403);
      // Clear the way for the next round's approval of the same hour.
      await t.database.db.delete(reservations).where(eq(reservations.id, id));
    }
  });

  test('beklenen_durum must be a status: 400 on the field', async () => {
    const id = await waiting(15);
    const res = await req('PATCH', `/api/admin/rezervasyonlar/${id}/update_status/`, 'staff', { durum: 'ONAY', beklenen_durum: 'X' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toEqual(['beklenen_durum']);
  });
});
