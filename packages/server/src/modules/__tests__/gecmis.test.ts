// History (issue 15 item 3): every status change is recorded in its transaction (who, when, from,
// to, the note), a refused change records nothing, the owner's cancel too; the owner reads their
// object's history with the rejection's reason, nobody else does; a status set to the one it had
// is recorded but notifies nobody.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { GecmisKaydi } from '@portal/domain';
import { history, notifications, reservations, resources } from '../../db/schema';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { createWorld, type SignedInActor, type World } from '../../testing/world';

let t: TestContext;
let w: World;

beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t);
}, 60_000);
afterAll(async () => t?.close());

const db = () => t.database.db;

async function call(actor: SignedInActor, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) {
  return t.app.inject({ method, url: `/api/${url}`, headers: w.auth(actor), ...(payload === undefined ? {} : { payload: payload as object }) });
}

async function historyAs(actor: SignedInActor, nesne: string, id: number): Promise<GecmisKaydi[]> {
  const res = await call(actor, 'GET', `${actor === 'staff' ? 'admin/' : ''}gecmis/?nesne=${nesne}&id=${id}`);
  expect(res.statusCode).toBe(200);
  return res.json() as GecmisKaydi[];
}

const notificationsOf = (userId: number) => db().select().from(notifications).where(and(eq(notifications.alici_id, userId), eq(notifications.tur, 'basvuru_durum')));

describe('status history', () => {
  test('staff reject with a reason: recorded with who, from and to; the applicant reads the reason', async () => {
    const before = (await call('applicantB', 'GET', `basvurular/${w.applicationB}/`)).json() as { durum: string };
    const res = await call('staff', 'PATCH', `admin/basvurular/${w.applicationB}/update_status/`, { durum: 'RED', not: '  Bütçe planı eksik; lütfen güncelleyip yeniden başvurun.  ' });
    expect(res.statusCode).toBe(200);
    const seen = await historyAs('applicantB', 'basvuru', w.applicationB);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      nesne: 'basvuru',
      nesne_id: w.applicationB,
      eylem: 'durum',
      onceki: before.durum,
      sonraki: 'RED',
      not: 'Bütçe planı eksik; lütfen güncelleyip yeniden başvurun.',
      kullanici: 'staff',
    });
    expect(Date.parse(seen[0]!.zaman)).toBeGreaterThan(Date.now() - 60_000);
    // Staff read the same; another applicant, a mentor not assigned and an owner of another company get 404.
    expect(await historyAs('staff', 'basvuru', w.applicationB)).toEqual(seen);
    for (const actor of ['applicantA', 'otherMentor', 'otherOwner'] as const) {
      expect((await call(actor, 'GET', `gecmis/?nesne=basvuru&id=${w.applicationB}`)).statusCode).toBe(404);
    }
  });

  test('a status set to the one it already has is recorded and notifies nobody', async () => {
    const told = (await notificationsOf(w.userIds.applicantB)).length;
    expect((await call('staff', 'PATCH', `admin/basvurular/${w.applicationB}/update_status/`, { durum: 'RED' })).statusCode).toBe(200);
    expect(await notificationsOf(w.userIds.applicantB)).toHaveLength(told);
    const rows = await historyAs('applicantB', 'basvuru', w.applicationB);
    expect(rows.at(-1)).toMatchObject({ onceki: 'RED', sonraki: 'RED', not: null });
    expect((await call('staff', 'PATCH', `admin/basvurular/${w.applicationB}/update_status/`, { durum: 'INCELEME' })).statusCode).toBe(200);
    expect(await notificationsOf(w.userIds.applicantB)).toHaveLength(told + 1);
  });

  test('a refused change records nothing; the booker\'s own cancel is recorded', async () => {
    const [k] = await db().insert(resources).values({ ad: 'Geçmiş Odası' }).returning();
    const day = DateTime.now().setZone('Europe/Istanbul').plus({ days: 11 }).startOf('day');
    const at = (h: number) => day.set({ hour: h }).toJSDate();
    const [first, second] = await db()
      .insert(reservations)
      .values([
        { kaynak_id: k!.id, basvuru_id: w.applicationA, olusturan_id: w.userIds.applicantA, baslangic: at(10), bitis: at(11) },
        { kaynak_id: k!.id, basvuru_id: w.applicationA, olusturan_id: w.userIds.applicantA, baslangic: at(10), bitis: at(11) },
      ])
      .returning();
    expect((await call('staff', 'PATCH', `admin/rezervasyonlar/${first!.id}/update_status/`, { durum: 'ONAY' })).statusCode).toBe(200);
    // The overlapping one cannot be approved: 409, and no history row for it.
    expect((await call('staff', 'PATCH', `admin/rezervasyonlar/${second!.id}/update_status/`, { durum: 'ONAY', not: 'onay' })).statusCode).toBe(409);
    expect(await db().select().from(history).where(and(eq(history.nesne, 'rezervasyon'), eq(history.nesne_id, second!.id)))).toEqual([]);
    expect((await call('applicantA', 'POST', `rezervasyonlar/${second!.id}/iptal/`, {})).statusCode).toBe(200);
    expect(await historyAs('applicantA', 'rezervasyon', second!.id)).toEqual([
      expect.objectContaining({ eylem: 'iptal', onceki: 'BEKLEME', sonraki: 'IPTAL', kullanici: 'applicant_a' }),
    ]);
    expect((await call('applicantB', 'GET', `gecmis/?nesne=rezervasyon&id=${second!.id}`)).statusCode).toBe(404);
  });

  test('a note with control characters or too long is a field error, and nothing changes', async () => {
    const count = (await historyAs('staff', 'basvuru', w.applicationA)).length;
    for (const not of ['a\u0000b', 'x'.repeat(1001)]) {
      const res = await call('staff', 'PATCH', `admin/basvurular/${w.applicationA}/update_status/`, { durum: 'RED', not });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json() as object)).toEqual(['not']);
    }
    expect(await historyAs('staff', 'basvuru', w.applicationA)).toHaveLength(count);
    expect((await call('staff', 'GET', 'admin/gecmis/?nesne=bilinmeyen&id=1')).statusCode).toBe(400);
  });
});
