// No double booking, whatever arrives at the same moment (issue 6; docs/architecture.md, the
// exclusion constraint). Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
// - 100 concurrent approvals of 100 mutually overlapping BEKLEME reservations: exactly one ONAY,
//   the other 99 answered 409 with the Turkish conflict message, never a 500;
// - 100 concurrent bookings overlapping an existing ONAY: none is created (the create-time check);
// - 100 concurrent bookings and, while they arrive, approvals of whatever was booked: at most one
//   ONAY among mutually overlapping ones (the guarantee is the constraint at approval time).
import { describe, expect, test } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import { MSG } from '@portal/domain';
import { reservations } from '../../db/schema';
import { bookedBy, insertResource, istanbulDay } from '../../testing/fixtures';
import type { TestContext } from '../../testing/test-app';
import type { World } from '../../testing/world';
import { worldSuite } from '../../testing/world-suite';

const N = 100;
let t: TestContext;
let w: World;
const api = worldSuite((app, world) => ([t, w] = [app, world]));
const day = istanbulDay(3);
const at = (hour: number, minute = 0) => day.set({ hour, minute }).toISO()!;
/** 09:00 plus `slots` half hours. */
const slotFrom9 = (slots: number) => day.set({ hour: 9 }).plus({ minutes: 30 * slots }).toISO()!;

const newResource = (ad: string) => insertResource(t.database.db, { ad });
const approve = (id: number) => api.send('PATCH', `/api/admin/rezervasyonlar/${id}/update_status/`, 'staff', { durum: 'ONAY' });
const approvedOf = (kaynak: number) =>
  t.database.db
    .select()
    .from(reservations)
    .where(and(eq(reservations.kaynak_id, kaynak), eq(reservations.durum, 'ONAY')));

describe('concurrency', () => {
  test(`${N} concurrent approvals of mutually overlapping reservations leave exactly one ONAY`, async () => {
    const kaynak = await newResource('Yarış Odası');
    // Starts 09:00..11:30, ends 12:30 or 13:00: all contain 11:30-12:30, so mutually overlapping.
    const rows = await t.database.db
      .insert(reservations)
      .values(
        Array.from({ length: N }, (_, i) =>
          bookedBy(w, 'applicantA', { kaynak_id: kaynak, baslangic: new Date(slotFrom9(i % 6)), bitis: new Date(at(12, 30 + (i % 2) * 30)) }),
        ),
      )
      .returning({ id: reservations.id });
    const answers = await Promise.all(rows.map((r) => approve(r.id)));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(N - 1);
    for (const a of answers.filter((x) => x.statusCode === 409)) {
      expect(a.json()).toEqual({ detail: MSG.reservation.approvedConflict });
    }
    expect(await approvedOf(kaynak)).toHaveLength(1);
  }, 120_000);

  test(`${N} concurrent bookings overlapping an ONAY reservation create nothing`, async () => {
    const kaynak = await newResource('Dolu Oda');
    await t.database.db
      .insert(reservations)
      .values(bookedBy(w, 'applicantB', { kaynak_id: kaynak, baslangic: new Date(at(10)), bitis: new Date(at(12)), durum: 'ONAY' }));
    const answers = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        api.send('POST', '/api/rezervasyonlar/', 'applicantA', { kaynak, basvuru: w.applicationA, baslangic: slotFrom9(i % 4), bitis: slotFrom9(5 + (i % 3)) }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(N).fill(409));
    const rows = await t.database.db.select().from(reservations).where(eq(reservations.kaynak_id, kaynak));
    expect(rows).toHaveLength(1);
  }, 120_000);

  test(`${N} concurrent bookings raced by approvals never yield two overlapping ONAY`, async () => {
    const kaynak = await newResource('Karışık Oda');
    const approvals: Promise<unknown>[] = [];
    const bookings = Array.from({ length: N }, (_, i) =>
      api
        .send('POST', '/api/rezervasyonlar/', i % 2 ? 'applicantA' : 'applicantB', {
          kaynak,
          basvuru: i % 2 ? w.applicationA : w.applicationB,
          baslangic: at(14, (i % 2) * 30),
          bitis: at(15, 30),
        })
        .then((res) => {
          // Every booking is approved as soon as it exists, while the others still arrive.
          if (res.statusCode === 201) approvals.push(approve(res.json().id));
          return res.statusCode;
        }),
    );
    const codes = await Promise.all(bookings);
    const decided = (await Promise.all(approvals)) as { statusCode: number }[];
    expect(codes.every((c) => c === 201 || c === 409)).toBe(true);
    expect(decided.every((a) => a.statusCode === 200 || a.statusCode === 409)).toBe(true);
    expect(await approvedOf(kaynak)).toHaveLength(1);
  }, 120_000);
});
