// Queries of calls (cagrilar).
import { desc, eq, like, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { MSG, type ZCagriAdminListQuery } from '@portal/domain';
import { pgErrorCode, type Db } from '../../db/client';
import { preparedPerDb, UNNAMED_STATEMENT } from '../../db/prepared';
import { calls } from '../../db/schema';
import { defineAdminList } from '../../lib/admin-list';
import { ApiError } from '../../lib/errors';
import { deleteRow } from '../../lib/row-writes';
import { equalsGiven } from '../../lib/list-filters';
import type { Tx } from '../../lib/transaction';
import { updateWithHistory } from '../gecmis/repository';
export type CagriRow = typeof calls.$inferSelect;

/** A call's columns as the admin form sets them. */
export interface CagriValues {
  baslik: string;
  aciklama: string;
  baslangic: Date | null;
  bitis: Date | null;
  aktif: boolean;
  detay_url: string | null;
}

const newestFirst = [desc(calls.olusturuldu), desc(calls.id)];
const allCalls = preparedPerDb((db) => db.select().from(calls).orderBy(...newestFirst).prepare(UNNAMED_STATEMENT));
/** Every call, newest first (GET cagrilar/). */
export const listCagriRows = (db: Db): Promise<CagriRow[]> => allCalls(db).execute();

const callById = preparedPerDb((db) => db.select().from(calls).where(eq(calls.id, sql.placeholder('id'))).prepare(UNNAMED_STATEMENT));
/** One call as the applicant's pages read it (GET cagrilar/:id/); findCagriRow in a transaction. */
export async function readCagriRow(db: Db, id: number): Promise<CagriRow | null> {
  const [row] = await callById(db).execute({ id });
  return row ?? null;
}

/** `share`: keep it from being changed or deleted until the transaction ends (an application is being filed). */
export async function findCagriRow(db: Tx, id: number, options: { share?: boolean } = {}): Promise<CagriRow | null> {
  const query = db.select().from(calls).where(eq(calls.id, id));
  const [row] = options.share ? await query.for('share') : await query;
  return row ?? null;
}

export const cagriAdminList = defineAdminList({
  select: (db: Tx) => db.select().from(calls).$dynamic(),
  // Title and description (cagrilar.arama).
  search: (p) => [like(calls.arama, p)],
  base: calls,
  filters: (q: z.output<typeof ZCagriAdminListQuery>) => equalsGiven(q, { aktif: calls.aktif }),
  ordering: { baslik: calls.baslik, baslangic: calls.baslangic, bitis: calls.bitis, olusturuldu: calls.olusturuldu },
  defaultOrdering: '-olusturuldu',
  tieBreak: [desc(calls.id)],
});

export async function insertCagri(db: Tx, values: CagriValues): Promise<CagriRow> {
  const [row] = await db.insert(calls).values(values).returning();
  return row!;
}

/** Recorded in the call's history as an edit by `actorId`. */
export function updateCagri(db: Tx, id: number, values: CagriValues, actorId: number): Promise<CagriRow | null> {
  return updateWithHistory(db, 'cagri', id, values, actorId);
}

/** The foreign key decides (RESTRICT), atomically: no check-then-delete race. Applications -> 409. */
export async function deleteCagri(db: Tx, id: number): Promise<boolean> {
  try {
    return await deleteRow(db, calls, id);
  } catch (error) {
    if (pgErrorCode(error) === '23503') throw ApiError.detail(409, MSG.call.deleteHasApplications);
    throw error;
  }
}
