// A fresh database per test file: in-memory PGlite by default; with TEST_DATABASE_URL, a new
// PostgreSQL database created for the file and dropped afterwards, so the same tests run on both.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { testDatabaseUrl, testDirectDatabaseUrl } from '../env';
import { openDatabase, type Database } from '../db/client';

export type TestDatabase = Database;

/**
 * `url` over a direct connection to PostgreSQL: TEST_DIRECT_DATABASE_URL's server (set by .ci/run,
 * whose TEST_DATABASE_URL goes through PgBouncer) with `url`'s database; else `url` itself. For the
 * tools that must not go through a transaction pooler (pg_dump, pg_restore).
 */
export function directUrl(url: string): string {
  const direct = testDirectDatabaseUrl();
  if (!direct) return url;
  const result = new URL(direct);
  result.pathname = new URL(url).pathname;
  return result.toString();
}

export async function openTestDatabase(): Promise<TestDatabase> {
  const url = testDatabaseUrl();
  if (!url) return openDatabase({ kind: 'pglite', dataDir: null });
  const name = `portal_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const fileUrl = new URL(url);
  fileUrl.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: fileUrl.toString(), poolSize: 20 });
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await dropper.end();
    },
  };
}
