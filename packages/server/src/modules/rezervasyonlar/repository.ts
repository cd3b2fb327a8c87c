// Queries of reservations (rezervasyonlar): one joined SELECT (resource, application, booker) that
// every reservation route reads through, with its own WHERE.
import { and, asc, desc, eq, gte, inArray, like, lt, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { RezervasyonDurum, ZRezervasyonAdminListQuery } from '@portal/domain';
import { applications, reservations, resources, users } from '../../db/schema';
import { defineAdminList, type ListRow } from '../../lib/admin-list';
import { keyMatches } from '../../lib/list-query';
import { columnsOf, newestFirst, rowById, rowQueries } from '../../lib/row-queries';
import { deleteRow, insertRow } from '../../lib/row-writes';
import { equalsGiven } from '../../lib/list-filters';
import { ownReservations } from '../../policies';
import type { Tx } from '../../lib/transaction';
import type { Db } from '../../db/client';
import { preparedPerDb, UNNAMED_STATEMENT } from '../../db/prepared';
import { personNameOf } from '../kullanicilar/repository';

/** The booker's display name for search and ordering: first + last name, else the username. */
const bookerName = personNameOf(users);

/** A reservation as answers show it, but its booker's names: its columns, its resource's and application's. */
const reservationColumns = {
  ...columnsOf(reservations, ['id', 'kaynak_id', 'basvuru_id', 'baslangic', 'bitis', 'aciklama', 'durum', 'olusturan_id', 'olusturuldu']),
  kaynak_ad: resources.ad,
  proje_basligi: applications.proje_basligi,
};
/** The reservation's resource and application. */
const joinResourceAndApplication = <Q extends PgSelect>(query: Q) =>
  query.innerJoin(resources, eq(resources.id, reservations.kaynak_id)).innerJoin(applications, eq(applications.id, reservations.basvuru_id));

/** SELECT ... FROM rezervasyonlar JOIN kaynaklar JOIN basvurular JOIN users, newest first. */
const rezervasyonlar = rowQueries(
  (db: Tx) =>
    joinResourceAndApplication(
      db
        .select({ ...reservationColumns, ...columnsOf(users, ['first_name', 'last_name', 'username']) })
        .from(reservations)
        .$dynamic(),
    ).innerJoin(users, eq(users.id, reservations.olusturan_id)),
  newestFirst(reservations),
);
export const { select: selectRezervasyonlar, find: findRezervasyonRow } = rezervasyonlar;

/**
 * The caller's own reservations without the booker's names: the booker is the caller, whom the
 * request's actor query has read already (as GET basvurular/ does not join its applicant).
 */
const ownRezervasyonlar = rowQueries((db: Tx) => joinResourceAndApplication(db.select(reservationColumns).from(reservations).$dynamic()), newestFirst(reservations));
const ownList = preparedPerDb((db) =>
  ownRezervasyonlar
    .select(db)
    .where(ownReservations({ id: sql.placeholder('userId') }))
    .orderBy(...newestFirst(reservations).order)
    .prepare(UNNAMED_STATEMENT),
);
/** The user's own reservations, newest first (GET rezervasyonlar/ without a resource), without the booker. */
export const listOwnRezervasyonRows = (db: Db, userId: number) => ownList(db).execute({ userId });
export type OwnRezervasyonRow = ListRow<ReturnType<typeof ownRezervasyonlar.select>>;
export type RezervasyonRow = ListRow<ReturnType<typeof selectRezervasyonlar>>;

/** BEKLEME and ONAY reservations of a resource overlapping [start, end): what the calendar shows. */
const ACTIVE: RezervasyonDurum[] = ['BEKLEME', 'ONAY'];
/**
 * The resource's active reservations overlapping [start, end): baslangic < end and bitis > start,
 * written as range overlap so that the GiST index rezervasyonlar_kaynak_zaman_gist (migration 0004)
 * bounds both ends.
 */
const overlapping = (kaynak: unknown, start: unknown, end: unknown) =>
  and(
    sql`int4range(${reservations.kaynak_id}, ${reservations.kaynak_id}, '[]') && int4range(${kaynak}::int, ${kaynak}::int, '[]')`,
    sql`tstzrange(${reservations.baslangic}, ${reservations.bitis}, '[)') && tstzrange(${start}::timestamptz, ${end}::timestamptz, '[)')`,
    inArray(reservations.durum, ACTIVE),
  );

export async function activeRezervasyonlarOf(db: Tx, kaynakId: number, start: Date, end: Date) {
  return db
    .select({ id: reservations.id, baslangic: reservations.baslangic, bitis: reservations.bitis, durum: reservations.durum })
    .from(reservations)
    .where(overlapping(kaynakId, start.toISOString(), end.toISOString()))
    .orderBy(asc(reservations.baslangic), asc(reservations.id));
}

/**
 * A resource's availability in [start, end) (ISO instants): one row per active reservation by
 * start, or a single row without one when there is none; no row when the resource does not exist.
 * One statement: the resource's existence and its reservations in one round trip.
 */
function availabilityRows(db: Tx, kaynakId: number, start: string, end: string) {
  return db
    .select({ baslangic: reservations.baslangic, bitis: reservations.bitis, durum: reservations.durum })
    .from(resources)
    .leftJoin(reservations, and(eq(reservations.kaynak_id, resources.id), overlapping(kaynakId, start, end)))
    .where(eq(resources.id, kaynakId))
    .orderBy(asc(reservations.baslangic), asc(reservations.id));
}

/** The active reservations of the resource in [start, end), by start; null when the resource does not exist. */
export async function availabilityRowsOf(db: Tx, kaynakId: number, start: string, end: string) {
  const rows = await availabilityRows(db, kaynakId, start, end);
  if (rows.length === 0) return null;
  return rows.flatMap((r) => (r.baslangic && r.bitis && r.durum ? [{ baslangic: r.baslangic, bitis: r.bitis, durum: r.durum }] : []));
}

/** The resource's `aktif`, or null when it does not exist; `share` locks it until the transaction ends. */
export async function kaynakAktif(db: Tx, kaynakId: number, options: { share?: boolean } = {}): Promise<boolean | null> {
  const row = await rowById(db, resources, kaynakId, { aktif: resources.aktif }, options.share ? 'share' : undefined);
  return row ? row.aktif : null;
}

/** Who applied and in which state, locked FOR SHARE until the transaction ends; null when it does not exist. */
export async function basvuruForBooking(db: Tx, basvuruId: number) {
  return rowById(db, applications, basvuruId, columnsOf(applications, ['basvuran_id', 'durum']), 'share');
}

export interface RezervasyonValues {
  kaynak_id: number;
  basvuru_id: number;
  baslangic: Date;
  bitis: Date;
  aciklama: string;
}

export async function insertRezervasyon(db: Tx, values: RezervasyonValues & { olusturan_id: number; durum: RezervasyonDurum }): Promise<number> {
  return insertRow(db, reservations, values);
}

/** Only the booker's, only while still waiting: an approval that committed meanwhile wins. */
export async function updateWaitingRezervasyon(db: Tx, id: number, bookerId: number, values: RezervasyonValues): Promise<boolean> {
  const updated = await db
    .update(reservations)
    .set(values)
    .where(and(eq(reservations.id, id), eq(reservations.olusturan_id, bookerId), eq(reservations.durum, 'BEKLEME')))
    .returning({ id: reservations.id });
  return updated.length > 0;
}

/**
 * Sets the status. Approving takes the resource's row FOR UPDATE first, so that concurrent
 * approvals of one resource queue instead of deadlocking on the exclusion constraint (which, not
 * the lock, decides). False when the reservation does not exist.
 */
export async function setRezervasyonDurum(tx: Tx, id: number, durum: RezervasyonDurum): Promise<boolean> {
  const [row] = await tx.select({ kaynak_id: reservations.kaynak_id }).from(reservations).where(eq(reservations.id, id));
  if (!row) return false;
  if (durum === 'ONAY') await tx.select({ id: resources.id }).from(resources).where(eq(resources.id, row.kaynak_id)).for('update');
  // kaynak_id in the WHERE: if the booker moved it to another resource meanwhile, the lock was on
  // the wrong resource: refuse with a serialization failure so that the transaction runs again.
  const updated = await tx
    .update(reservations)
    .set({ durum })
    .where(and(eq(reservations.id, id), eq(reservations.kaynak_id, row.kaynak_id)))
    .returning({ id: reservations.id });
  if (updated.length === 0) throw Object.assign(new Error('reservation moved meanwhile'), { code: '40001' });
  return true;
}

export async function deleteRezervasyon(db: Tx, id: number): Promise<boolean> {
  return deleteRow(db, reservations, id);
}

export const rezervasyonAdminList = defineAdminList({
  select: selectRezervasyonlar,
  // The reservation's description, its resource, its application's title and its booker.
  search: (p) => [
    like(reservations.arama, p),
    keyMatches(reservations.kaynak_id, resources, p),
    keyMatches(reservations.basvuru_id, applications, p),
    keyMatches(reservations.olusturan_id, users, p),
  ],
  base: reservations,
  filters: (q: z.output<typeof ZRezervasyonAdminListQuery>): (SQL | undefined)[] => [
    ...equalsGiven(q, { durum: reservations.durum, kaynak: reservations.kaynak_id }),
    q.baslangic_gte === undefined ? undefined : gte(reservations.baslangic, q.baslangic_gte.start.toJSDate()),
    q.baslangic_lte === undefined ? undefined : lt(reservations.baslangic, q.baslangic_lte.end.toJSDate()),
  ],
  ordering: {
    id: reservations.id,
    baslangic: reservations.baslangic,
    bitis: reservations.bitis,
    durum: reservations.durum,
    kaynak: resources.ad,
    basvuru: applications.proje_basligi,
    olusturan: bookerName,
    olusturuldu: reservations.olusturuldu,
  },
  defaultOrdering: '-baslangic',
  tieBreak: [desc(reservations.id)],
});

/**
 * The booker cancels: BEKLEME -> IPTAL, only their own, only while still waiting. One conditional
 * UPDATE: it waits for a concurrent status change of the row to commit and then re-checks the
 * WHERE, so a cancel and an approval never both take effect. False when nothing matched.
 */
export async function cancelWaitingRezervasyon(db: Tx, id: number, bookerId: number): Promise<boolean> {
  const updated = await db
    .update(reservations)
    .set({ durum: 'IPTAL' })
    .where(and(eq(reservations.id, id), eq(reservations.olusturan_id, bookerId), eq(reservations.durum, 'BEKLEME')))
    .returning({ id: reservations.id });
  return updated.length > 0;
}

/**
 * Sets the status only while it is still `expected` (staff's quick decisions from BEKLEME): null when
 * the reservation does not exist, false when its status moved on meanwhile (a cancel by the booker,
 * another decision). Same lock order as setRezervasyonDurum: the resource first when approving, then
 * the reservation's row, whose status is then read and changed under the lock.
 */
export async function setRezervasyonDurumFrom(tx: Tx, id: number, expected: RezervasyonDurum, durum: RezervasyonDurum): Promise<boolean | null> {
  const [found] = await tx.select({ kaynak_id: reservations.kaynak_id }).from(reservations).where(eq(reservations.id, id));
  if (!found) return null;
  if (durum === 'ONAY') await tx.select({ id: resources.id }).from(resources).where(eq(resources.id, found.kaynak_id)).for('update');
  const [row] = await tx
    .select({ durum: reservations.durum, kaynak_id: reservations.kaynak_id })
    .from(reservations)
    .where(eq(reservations.id, id))
    .for('update');
  if (!row) return null;
  if (row.kaynak_id !== found.kaynak_id) throw Object.assign(new Error('reservation moved meanwhile'), { code: '40001' });
  if (row.durum !== expected) return false;
  await tx.update(reservations).set({ durum }).where(eq(reservations.id, id));
  return true;
}
