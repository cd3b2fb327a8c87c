// PGlite has no autovacuum: the server's maintenance rounds give its tables statistics and keep
// them current (db/maintenance.ts, plugins/db-maintenance.ts). On PostgreSQL there is nothing to do.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { users } from '../schema';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const onPglite = () => ctx.database.kind === 'pglite';

const statisticsOf = async (table: string) => {
  const result = (await ctx.app.db.execute(
    sql`select c.reltuples::float8 as rows, (select count(*)::int from pg_stats s where s.schemaname = 'public' and s.tablename = ${table}) as columns
      from pg_class c where c.relname = ${table} and c.relnamespace = 'public'::regnamespace`,
  )) as unknown as { rows: { rows: number; columns: number }[] };
  return result.rows[0]!;
};

const addUsers = (n: number, prefix: string) =>
  ctx.app.db.insert(users).values(Array.from({ length: n }, (_, i) => ({ username: `${prefix}${i}`, password: 'x' })));

test('PGlite is opened with the page costs of a database in memory (db/client.ts)', async () => {
  if (!onPglite()) return;
  const result = (await ctx.app.db.execute(sql`show random_page_cost`)) as unknown as { rows: { random_page_cost: string }[] };
  expect(result.rows[0]?.random_page_cost).toBe('1.1');
});

test('on PostgreSQL the server leaves maintenance to autovacuum', () => {
  if (onPglite()) return;
  expect(ctx.app.dbMaintenance).toBeNull();
});

test('a round vacuums every table and analyzes each once, then only the tables whose row count moved', async () => {
  if (!onPglite()) return;
  await addUsers(200, 'first');
  expect(await statisticsOf('users')).toEqual({ rows: -1, columns: 0 }); // never analyzed: the planner guesses

  const first = await ctx.app.dbMaintenance!.runNow();
  expect(first.vacuumed).toEqual(expect.arrayContaining(['users', 'basvurular', 'rezervasyonlar']));
  expect(first.analyzed).toEqual(first.vacuumed);
  const analyzed = await statisticsOf('users');
  expect(analyzed.rows).toBe(200);
  expect(analyzed.columns).toBeGreaterThan(5);

  // Nothing changed: nothing to analyze.
  expect((await ctx.app.dbMaintenance!.runNow()).analyzed).toEqual([]);
  // 10 % + 50 rows moves the statistics; fewer does not.
  await addUsers(60, 'few');
  expect((await ctx.app.dbMaintenance!.runNow()).analyzed).toEqual([]);
  await addUsers(100, 'more');
  expect((await ctx.app.dbMaintenance!.runNow()).analyzed).toEqual(['users']);
  expect((await statisticsOf('users')).rows).toBe(360);
});
