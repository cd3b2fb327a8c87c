// A long list kept as the bytes of its last answer and sent again while the database says that
// nothing it shows has changed: a caller's own (GET basvurular/, GET rezervasyonlar/), or one that
// every caller sees alike (GET cagrilar/, kept once for all). Reading and
// writing a list of 200 applications (145 KB) cost about 1.1 ms of the server's CPU a request:
// decoding its fields from the driver, building the objects, writing the JSON. What it shows is
// checked instead by one small query, its version: an md5 of the rows' ids and row versions, and
// those of the rows they join, in the list's order (listVersion). A row's version is its `xmin`,
// the id of the transaction that wrote that version of it: every UPDATE writes a new one, so any
// change to a shown row, a row added or gone, or a new order, gives another md5.
//
// - The version is read before the rows it is kept with (READ COMMITTED: the rows are as new as
//   the version or newer), so a kept answer is never older than its version says. Versions only
//   move forward (transaction ids), so an answer kept under an old version is never sent again.
// - Only a list of KEPT_MIN_ITEMS rows or more is kept, and only from its second reading on: the
//   first reading marks the list as long, the next reads the version and keeps the answer. A
//   caller with a handful of rows (nearly everyone) runs the one list query as before; a long list
//   that changes between every two readings costs its version query more than before.
// - What the answer shows of the caller (`who`: their name, e-mail, company) comes from the
//   request's actor, not from the list's rows: it is compared as text.
// - An answer is kept at most MAX_AGE_MS: its signed attachment links (lib/file-links.ts) stay
//   well within their lifetime, and a dependency the version did not name would be stale no
//   longer than that. One that compares with the clock (a call's `acik_mi`) says when it would
//   change (`changesAt`) and is not sent from then on.
// - Under test (NODE_ENV=test) every kept answer that is sent is built again and must be the same
//   bytes: the suite fails on a version that missed a change.
// - Per process, bounded by MAX_BYTES (oldest dropped first); several processes each check the
//   same database's versions, so none sends what another changed.
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyReply } from 'fastify';
import { preparedFor } from './prepared';
import type { Tx } from './transaction';

/** From this many rows on, a caller's own list is kept (a shorter one costs less to build than the version query). */
export const KEPT_MIN_ITEMS = 32;
const MAX_AGE_MS = 30_000;
const MAX_BYTES = 32 * 1024 * 1024;
const CHECK = process.env.NODE_ENV === 'test';

/** The version of `table`'s row in a query: the transaction that wrote it (new on every write). */
export const rowVersion = (table: PgTable) => sql`${table}.xmin`;

/**
 * One text that changes whenever the list does: md5 of each row's `parts` (its id and the row
 * versions it shows; only the last may be null, concat_ws leaves nulls out) in the list's `order`;
 * null for an empty list.
 */
export function listVersion(parts: Array<SQL | PgColumn>, order: SQL[]): SQL<string | null> {
  return sql<string | null>`md5(string_agg(concat_ws(':', ${sql.join(parts, sql`, `)}), ',' order by ${sql.join(order, sql`, `)}))`;
}

/** A query selecting `{ version: listVersion(...) }`, ready to be prepared. */
interface VersionQuery {
  prepare(name: string): { execute(params?: Record<string, unknown>): Promise<Array<{ version: string | null }>> };
}

/**
 * A list's version as a prepared statement `name`: `build` selects `{ version: listVersion(...) }`
 * over the list's joins under its WHERE, whose values are `sql.placeholder`s given as `params`.
 */
export function preparedVersion(name: string, build: (db: Tx) => VersionQuery) {
  const query = preparedFor((db) => build(db).prepare(name));
  return async (db: Tx, params?: Record<string, unknown>): Promise<string | null> => (await query(db).execute(params))[0]?.version ?? null;
}

interface Kept {
  /** null: a long list seen, not yet kept (its version was not read before it). */
  version: string | null;
  who: string;
  body: Buffer | null;
  /** Sent until then (MAX_AGE_MS, or sooner when the answer compares with the clock). */
  until: number;
}

export interface KeptList<T> {
  /** Whose list: the caller's id for an own list, a name for a list everyone sees alike. */
  key: number | string;
  /** What the answer shows of the caller, as text (none for a list everyone sees alike). */
  who?: string;
  /** The list's version now (listVersion). */
  version: () => Promise<string | null>;
  /** The list's items, as the route answers them. */
  items: () => Promise<T[]>;
  /**
   * For an answer that compares with the clock (a call open until its deadline): the first
   * instant (ms) after `now` at which the same rows would be answered otherwise; null: none.
   */
  changesAt?: (items: T[], now: number) => number | null;
}

/** Lists answered in this process: from kept bytes, and built (tests read it to know which path ran). */
export const keptAnswersSent = { kept: 0, built: 0 };

/** `check`: build every kept answer again and compare before sending it (on under test). */
export function keptAnswers({ check = CHECK }: { check?: boolean } = {}) {
  const kept = new Map<number | string, Kept>();
  let bytes = 0;
  const forget = (key: number | string) => {
    bytes -= kept.get(key)?.body?.length ?? 0;
    kept.delete(key);
  };
  const keep = (key: number | string, entry: Kept) => {
    forget(key);
    bytes += entry.body?.length ?? 0;
    kept.set(key, entry);
    for (const old of kept.keys()) {
      if (bytes <= MAX_BYTES) break;
      if (old !== key) forget(old);
    }
  };
  /** The answer's bytes, as the route's serializer writes them. */
  const bytesOf = (reply: FastifyReply, items: unknown[]) => {
    const body = reply.serialize(items) as string | Buffer;
    return typeof body === 'string' ? Buffer.from(body) : body;
  };
  const sendBytes = (reply: FastifyReply, body: Buffer) => reply.type('application/json; charset=utf-8').send(body);

  return {
    /** Sends the list: the kept bytes while its version holds, else built (and kept when long). */
    async send<T>(reply: FastifyReply, list: KeptList<T>): Promise<FastifyReply> {
      const who = list.who ?? '';
      const entry = kept.get(list.key);
      // Known to be long: its version is read first, to send the kept answer or to keep a new one.
      const version = entry ? await list.version() : null;
      if (entry?.body && version !== null && version === entry.version && entry.who === who && Date.now() < entry.until) {
        if (check) {
          const fresh = bytesOf(reply, await list.items());
          if (!fresh.equals(entry.body)) throw new Error(`the kept list ${list.key} differs from the database's at version ${version}`);
        }
        keptAnswersSent.kept += 1;
        return sendBytes(reply, entry.body);
      }
      keptAnswersSent.built += 1;
      const now = Date.now();
      const items = await list.items();
      if (items.length < KEPT_MIN_ITEMS) {
        forget(list.key);
        return reply.send(items);
      }
      const body = bytesOf(reply, items);
      const until = Math.min(now + MAX_AGE_MS, list.changesAt?.(items, now) ?? Number.POSITIVE_INFINITY);
      keep(list.key, version === null ? { version: null, who, body: null, until } : { version, who, body, until });
      return sendBytes(reply, body);
    },
  };
}
