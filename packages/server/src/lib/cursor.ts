// Reading a query of any size in batches through a database cursor, so that an export of 100 000
// rows never holds more than one batch in memory. The rows come out exactly as Drizzle maps the
// query's own result (same fields, same decoding of dates and JSON), batch after batch.
//
// PostgreSQL: a plain cursor inside a transaction (one pooled connection for the export, a
// consistent snapshot). Embedded PGlite has one connection for the whole process: a transaction
// would hold every other request until the download ends, so there the cursor is declared WITH
// HOLD outside a transaction (the result is materialised by the database at once, inside PGlite,
// not in JavaScript) and each FETCH is one short statement between other requests' queries.
import { randomBytes } from 'node:crypto';
import * as drizzle from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { ListRow } from './admin-list';
import type { Tx } from './transaction';

/** Rows per FETCH: large enough to amortise the round trip, small enough to stay a few hundred KB. */
export const CURSOR_BATCH_SIZE = 500;

/** The ordered field list Drizzle maps an array-mode result with (exported at run time, not typed). */
type OrderedFields = unknown[];
const orderSelectedFields = (drizzle as unknown as { orderSelectedFields(fields: Record<string, unknown>): OrderedFields }).orderSelectedFields;

interface SessionLike {
  prepareQuery(
    query: { sql: string; params: unknown[] },
    fields: OrderedFields,
    name: string | undefined,
    isResponseInArrayMode: boolean,
  ): { execute(): Promise<unknown[]> };
}

/**
 * Drizzle's session of a database or transaction, and below a select's raw field map: not in its
 * public types, the same two things its own select execution uses (tests cover both databases).
 */
function sessionOf(db: Tx): SessionLike {
  return (db as unknown as { _: { session: SessionLike } })._.session;
}

function usesPool(db: Tx): boolean {
  return (db as unknown as { $client?: unknown }).$client instanceof pg.Pool;
}

/**
 * Runs `query` through a cursor and hands its rows to `onBatch`, `batchSize` at a time, awaiting
 * each call before the next FETCH (backpressure: a slow download fetches slowly). The cursor is
 * closed on success and on failure (an error of `onBatch` aborts the read and is rethrown).
 */
export async function forEachBatch<Q extends PgSelect>(
  db: Tx,
  query: Q,
  onBatch: (rows: ListRow<Q>[]) => Promise<void>,
  batchSize = CURSOR_BATCH_SIZE,
): Promise<void> {
  const fields = orderSelectedFields((query as unknown as { config: { fields: Record<string, unknown> } }).config.fields);
  const name = `portal_cursor_${randomBytes(8).toString('hex')}`;
  const cursor = sql.identifier(name);

  const read = async (tx: Tx, hold: boolean) => {
    await tx.execute(sql`declare ${cursor} no scroll cursor ${hold ? sql`with hold` : sql``} for ${query}`);
    try {
      const fetch = sessionOf(tx).prepareQuery({ sql: `fetch forward ${batchSize} from "${name}"`, params: [] }, fields, undefined, true);
      for (;;) {
        const rows = (await fetch.execute()) as ListRow<Q>[];
        if (rows.length > 0) await onBatch(rows);
        if (rows.length < batchSize) break;
      }
    } finally {
      // Inside a transaction the cursor ends with it; a held one must be closed.
      if (hold) await tx.execute(sql`close ${cursor}`);
    }
  };

  if (usesPool(db)) await db.transaction((tx) => read(tx as unknown as Tx, false));
  else await read(db, true);
}
