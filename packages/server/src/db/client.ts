// Opens the database: embedded PGlite on the data directory (default) or PostgreSQL through
// DATABASE_URL, and brings the schema up to date with the committed migrations.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';
import { lockDataDir } from './lock';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL's connection pool (its figures are in /metrics); none on PGlite. */
  pool?: pg.Pool;
  /** PostgreSQL: the URL it was opened with (pg_dump reads the same database). */
  url?: string;
  /** PGlite: a consistent copy of its data directory as a gzipped tar (the backups take it while serving). */
  dumpDataDir?: () => Promise<Blob>;
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

export type DatabaseOptions =
  | { kind: 'pglite'; dataDir: string | null } // null: in memory (tests)
  | { kind: 'postgres'; url: string; poolSize?: number };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle connection that PostgreSQL closes (restart, failover, DROP DATABASE) emits 'error' on
    // the pool; unhandled, it would crash the process. The pool replaces the connection by itself.
    pool.on('error', (err) => console.error('PostgreSQL pool: idle connection lost:', err.message));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    await migratePg(db as never, { migrationsFolder });
    return { db, kind: 'postgres', pool, url: options.url, close: () => pool.end() };
  }
  const release = options.dataDir ? lockDataDir(options.dataDir) : () => {};
  try {
    // One options object: `new PGlite(undefined, options)` (in memory) ignores its options.
    const client = new PGlite({
      dataDir: options.dataDir ? path.join(options.dataDir, 'pgdata') : undefined,
      // PGlite on Node's file system never fsyncs (its Emscripten NODEFS has no fsync, and its
      // Postgres runs with -F): a commit is in the OS's page cache when acknowledged, safe from a
      // killed process, not from a power cut (README, "The embedded database"). Its syncToFs is a
      // no-op on NODEFS, so there is nothing to wait for after each query.
      relaxedDurability: true,
      // The trigram indexes of the search columns (migrations 0005, 0015), as on PostgreSQL: without
      // them `like '%term%'` reads every row's folded column (the bench's searched admin lists).
      extensions: { pg_trgm },
    });
    // Its pages are in memory (or the OS's cache): a random read costs about what a sequential one
    // does, the usual setting for such a database. With PostgreSQL's default 4 the planner sorted
    // all 100 000 applications for a deep page (100 ms) instead of walking the order's index (23 ms).
    await client.exec('set random_page_cost = 1.1');
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    await migratePglite(db as never, { migrationsFolder });
    return {
      db,
      kind: 'pglite',
      dumpDataDir: () => client.dumpDataDir('gzip'),
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}

/** The Postgres error code of a failed query (Drizzle wraps driver errors: it sits on `cause`). */
export function pgErrorCode(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: { code?: unknown } } | null;
  const code = e?.cause?.code ?? e?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * Awaits a write and answers the constraint violations it names: SQLSTATE -> the error to throw
 * instead (e.g. '23503', a row it references went away after it was checked). Any other error goes
 * on unchanged.
 */
export async function answerViolations<T>(write: Promise<T>, answers: Partial<Record<string, () => Error>>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    const answer = answers[pgErrorCode(error) ?? ''];
    throw answer ? answer() : error;
  }
}
