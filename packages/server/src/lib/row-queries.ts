// The read side of a noun's repository. Each noun writes its joined SELECT once (its columns, its
// joins); the ways routes read through it (a list under a WHERE in the noun's order, one row by id
// under an optional visibility condition) are the same for every noun and live here.
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { LockStrength, PgColumn, PgSelect, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { ListRow } from './admin-list';
import type { Tx } from './transaction';

export interface RowQueries<Q extends PgSelect> {
  /** SELECT ... FROM ... JOIN ...: add WHERE, ORDER, LIMIT. */
  select: (db: Tx) => Q;
  /** The rows under `where` (undefined = all), in the noun's order. */
  list: (db: Tx, where: SQL | undefined) => Promise<ListRow<Q>[]>;
  /** One row by id under an extra visibility condition (undefined = none); null when none matches (as `list`). */
  find: (db: Tx, id: number, visible?: SQL) => Promise<ListRow<Q> | null>;
}

/** `select` with its id column and its list order (a tie-break on the id last, so lists are stable). */
export function rowQueries<Q extends PgSelect>(select: (db: Tx) => Q, keys: { id: PgColumn; order: SQL[] }): RowQueries<Q> {
  return {
    select,
    list: async (db, where) => (await select(db).where(where).orderBy(...keys.order)) as ListRow<Q>[],
    find: findById(select, keys.id),
  };
}

/** The keys of a noun listed newest first (by `olusturuldu`, then by id): most nouns' order. */
export function newestFirst(table: PgTable & { id: PgColumn; olusturuldu: PgColumn }): { id: PgColumn; order: SQL[] } {
  return { id: table.id, order: [desc(table.olusturuldu), desc(table.id)] };
}

/** One row of `select` by its id column (and an extra condition), or null. */
export function findById<Q extends PgSelect>(select: (db: Tx) => Q, id: PgColumn) {
  return async (db: Tx, value: number, also?: SQL): Promise<ListRow<Q> | null> => {
    const [row] = (await select(db).where(and(eq(id, value), also))) as ListRow<Q>[];
    return row ?? null;
  };
}

/**
 * `columns` of one row by id, locked FOR `lock` until the transaction ends (no lock when undefined):
 * what a write reads first so that the row cannot change or go before it is written.
 */
export async function rowById<S extends SelectedFields>(
  db: Tx,
  table: PgTable & { id: PgColumn },
  id: number,
  columns: S,
  lock?: LockStrength,
): Promise<SelectResultFields<S> | null> {
  const query = db.select(columns).from(table as PgTable).where(eq(table.id, id));
  // A generic selection's rows are typed by drizzle only once S is known: this is what it gives then.
  const [row] = (lock ? await query.for(lock) : await query) as SelectResultFields<S>[];
  return row ?? null;
}

type ColumnsOf<T extends PgTable> = T['_']['columns'];

/**
 * Some columns of a table (or alias) under their own names, each key prefixed with `prefix`:
 * `columnsOf(users, ['email'], 'basvuran_')` is `{ basvuran_email: users.email }`. A joined
 * SELECT names the columns of the tables it joins this way, so the prefix says whose they are.
 */
export function columnsOf<T extends PgTable, const K extends keyof ColumnsOf<T> & string, P extends string = ''>(
  table: T,
  names: readonly K[],
  prefix: P = '' as P,
): { [N in K as `${P}${N}`]: ColumnsOf<T>[N] } {
  const all = table as unknown as Record<string, PgColumn>;
  return Object.fromEntries(names.map((name) => [`${prefix}${name}`, all[name]])) as never;
}
