// Security events (guvenlik_olaylari): written where the account changes or is signed into, read by
// the person (newest first, paged) and by superusers; anonymisation empties their addresses.
import { GUVENLIK_OLAY_META, userAgentSummary, type GuvenlikOlayi, type GuvenlikOlayTuru } from '@portal/domain';
import { count, desc, eq } from 'drizzle-orm';
import { securityEvents } from '../../db/schema';
import { isoIstanbul } from '../../lib/dates';
import type { Tx } from '../../lib/transaction';

/** Where an event came from: the client's address and a summary of its browser. */
export interface EventSource {
  adres: string | null;
  tarayici: string | null;
}

/** What a request tells of its client (a Fastify request is one). */
export interface RequestLike {
  ip?: string;
  headers: Record<string, string | string[] | undefined>;
}

/** The source of an event from its request: the address (TRUST_PROXY applied) and the User-Agent's summary. */
export function eventSource(request: RequestLike): EventSource {
  const ua = request.headers['user-agent'];
  return { adres: request.ip ? request.ip.slice(0, 64) : null, tarayici: userAgentSummary(Array.isArray(ua) ? ua[0] : ua) };
}

/**
 * Records a security event of the user: `kind` (GUVENLIK_OLAY_TURLERI), now, and where it came
 * from (a request, or a source taken from one earlier). The one writer of the table: sign-in,
 * password and invitation routes call it, and so will two-factor changes.
 */
export async function recordSecurityEvent(db: Tx, userId: number, kind: GuvenlikOlayTuru, from: RequestLike | EventSource): Promise<void> {
  const source = 'headers' in from ? eventSource(from) : from;
  await db.insert(securityEvents).values({ user_id: userId, tur: kind, adres: source.adres, tarayici: source.tarayici });
}

/** One page of the user's events, newest first, and how many there are. */
export async function listSecurityEvents(db: Tx, userId: number, paging: { limit: number; offset: number }): Promise<{ count: number; rows: GuvenlikOlayi[] }> {
  const [total] = await db.select({ n: count() }).from(securityEvents).where(eq(securityEvents.user_id, userId));
  const rows = await db
    .select()
    .from(securityEvents)
    .where(eq(securityEvents.user_id, userId))
    .orderBy(desc(securityEvents.id))
    .limit(paging.limit)
    .offset(paging.offset);
  return {
    count: total?.n ?? 0,
    rows: rows.map((r) => ({ id: r.id, tur: r.tur, etiket: GUVENLIK_OLAY_META[r.tur].etiket, zaman: isoIstanbul(r.zaman), adres: r.adres, tarayici: r.tarayici })),
  };
}

/** KVKK anonymisation: the events stay (what happened, when), their addresses and browsers go. */
export async function forgetEventSources(tx: Tx, userId: number): Promise<void> {
  await tx.update(securityEvents).set({ adres: null, tarayici: null }).where(eq(securityEvents.user_id, userId));
}
