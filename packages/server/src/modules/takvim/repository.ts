// Queries of calendars: the per-user feed token, and the reservations a feed holds.
import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import { reservations, resources, users } from '../../db/schema';
import type { Tx } from '../../lib/transaction';
import { selectRezervasyonlar, type RezervasyonRow } from '../rezervasyonlar/repository';

/** At most this many events in one feed (a window of about a year of one busy resource). */
export const FEED_EVENT_LIMIT = 5_000;

export async function calendarTokenOf(db: Tx, userId: number): Promise<string | null> {
  const [row] = await db.select({ token: users.takvim_token }).from(users).where(eq(users.id, userId));
  return row?.token ?? null;
}

/** Sets the token unless one is there already (`onlyIfEmpty`): the token the user has now. */
export async function setCalendarToken(db: Tx, userId: number, token: string, options: { onlyIfEmpty?: boolean } = {}): Promise<string> {
  const updated = await db
    .update(users)
    .set({ takvim_token: token })
    .where(and(eq(users.id, userId), options.onlyIfEmpty ? sql`${users.takvim_token} is null` : undefined))
    .returning({ token: users.takvim_token });
  if (updated[0]?.token) return updated[0].token;
  // Another request set it first: that one stands.
  return (await calendarTokenOf(db, userId)) ?? token;
}

/** The active user a feed token belongs to (an inactive user's feed is gone too). */
export async function userIdOfCalendarToken(db: Tx, token: string): Promise<number | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.takvim_token, token), eq(users.is_active, true)));
  return row?.id ?? null;
}

/** ONAY reservations in [from, to) by a WHERE (a booker or a resource), by start. */
export async function approvedReservationsIn(db: Tx, where: ReturnType<typeof eq>, from: Date, to: Date): Promise<RezervasyonRow[]> {
  return selectRezervasyonlar(db)
    .where(and(where, eq(reservations.durum, 'ONAY'), lt(reservations.baslangic, to), gt(reservations.bitis, from)))
    .orderBy(asc(reservations.baslangic), asc(reservations.id))
    .limit(FEED_EVENT_LIMIT);
}

export const bookedBy = (userId: number) => eq(reservations.olusturan_id, userId);
export const bookingsOf = (kaynakId: number) => eq(reservations.kaynak_id, kaynakId);

export async function resourceName(db: Tx, kaynakId: number): Promise<string | null> {
  const [row] = await db.select({ ad: resources.ad }).from(resources).where(eq(resources.id, kaynakId));
  return row?.ad ?? null;
}
