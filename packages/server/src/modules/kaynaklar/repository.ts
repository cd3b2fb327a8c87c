// Queries of resources (kaynaklar).
import { and, asc, eq, gt, like, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Kaynak, ZKaynakAdminListQuery, ZResourceSchema } from '@portal/domain';
import { reservations, resources } from '../../db/schema';
import { defineAdminList } from '../../lib/admin-list';
import { rowById } from '../../lib/row-queries';
import { deleteRow } from '../../lib/row-writes';
import { equalsGiven } from '../../lib/list-filters';
import type { Tx } from '../../lib/transaction';
import { updateWithHistory } from '../gecmis/repository';

type KaynakRow = typeof resources.$inferSelect;
type KaynakValues = z.output<typeof ZResourceSchema>;

export function toKaynak(row: KaynakRow): Kaynak {
  return { id: row.id, ad: row.ad, kapasite: row.kapasite, aktif: row.aktif };
}

export async function listKaynaklar(db: Tx): Promise<Kaynak[]> {
  return (await db.select().from(resources).orderBy(asc(resources.ad), asc(resources.id))).map(toKaynak);
}

export async function findKaynak(db: Tx, id: number): Promise<Kaynak | null> {
  const [row] = await db.select().from(resources).where(eq(resources.id, id));
  return row ? toKaynak(row) : null;
}

export const kaynakAdminList = defineAdminList({
  select: (db: Tx) => db.select().from(resources).$dynamic(),
  search: (p) => [like(resources.arama, p)],
  base: resources,
  filters: (q: z.output<typeof ZKaynakAdminListQuery>) => equalsGiven(q, { aktif: resources.aktif }),
  ordering: { id: resources.id, ad: resources.ad, kapasite: resources.kapasite, aktif: resources.aktif, olusturuldu: resources.olusturuldu },
  defaultOrdering: 'ad',
  tieBreak: [asc(resources.id)],
});

export async function insertKaynak(db: Tx, values: KaynakValues): Promise<Kaynak> {
  const [row] = await db.insert(resources).values(values).returning();
  return toKaynak(row!);
}

/** Recorded in the resource's history (its activation too) as an edit by `actorId`. */
export async function updateKaynak(db: Tx, id: number, values: KaynakValues, actorId: number): Promise<Kaynak | null> {
  const row = await updateWithHistory(db, 'kaynak', id, values, actorId);
  return row ? toKaynak(row) : null;
}

/** The resource locked FOR UPDATE (no reservation of it is approved meanwhile); false when there is none. */
export async function lockKaynak(tx: Tx, id: number): Promise<boolean> {
  return (await rowById(tx, resources, id, { id: resources.id }, 'update')) !== null;
}

/** How many approved (ONAY) reservations of the resource have not ended yet. */
export async function approvedUpcomingReservationCount(db: Tx, kaynakId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(reservations)
    .where(and(eq(reservations.kaynak_id, kaynakId), eq(reservations.durum, 'ONAY'), gt(reservations.bitis, sql`now()`)));
  return row?.count ?? 0;
}

/** Its reservations go with it (ON DELETE CASCADE). */
export async function deleteKaynak(db: Tx, id: number): Promise<boolean> {
  return deleteRow(db, resources, id);
}
