import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { asc, sql } from 'drizzle-orm';
import { companies } from '../../db/schema';
import { testDatabaseUrl } from '../../env';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database';
import { executeNamed, literalLimit, runNamed } from '../prepared';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.execute(sql`insert into sirketler (adi, aktif) select 'Şirket ' || i, i % 2 = 0 from generate_series(1, 30) as i`);
});
afterAll(async () => {
  await database.close();
});

const page = (aktif: boolean, size: number) =>
  database.db
    .select({ id: companies.id, adi: companies.adi })
    .from(companies)
    .where(sql`${companies.aktif} = ${aktif}`)
    .orderBy(asc(companies.id))
    .limit(literalLimit(size));

test('a query run by name answers what the same query answers unnamed, parameters and all', async () => {
  for (const aktif of [true, false]) {
    const named = await runNamed(page(aktif, 5));
    expect(named).toEqual(await page(aktif, 5));
    expect(named).toHaveLength(5);
    expect(named.every((row) => Number(row.adi.split(' ')[1]) % 2 === (aktif ? 0 : 1))).toBe(true);
  }
});

test('a query run by name is built once: its text names the statement and runs it', async () => {
  const query = page(true, 5);
  const dialect = (query as unknown as { dialect: { sqlToQuery: (...args: unknown[]) => unknown } }).dialect;
  const sqlToQuery = dialect.sqlToQuery;
  let builds = 0;
  dialect.sqlToQuery = function (this: unknown, ...args: unknown[]) {
    builds += 1;
    return sqlToQuery.apply(this, args);
  };
  try {
    expect(await runNamed(query)).toHaveLength(5);
  } finally {
    delete (dialect as Partial<typeof dialect>).sqlToQuery;
  }
  expect(dialect.sqlToQuery).toBe(sqlToQuery);
  expect(builds).toBe(1);
});

test('the limit is written into the text, so one shape is one statement whatever its parameters', () => {
  const text = page(true, 7).toSQL();
  expect(text.sql).toMatch(/limit 7$/);
  expect(text.params).toEqual([true]);
  expect(() => literalLimit(-1)).toThrow(RangeError);
  expect(() => literalLimit(1.5)).toThrow(RangeError);
});

// PGlite's driver ignores names (db/pglite-statements.ts keeps statements by text there).
const onPostgres = testDatabaseUrl() ? test : test.skip;

onPostgres('on PostgreSQL each shape is prepared once per connection and run again by its name', async () => {
  await database.db.transaction(async (tx) => {
    const shape = (aktif: boolean) => tx.select({ id: companies.id }).from(companies).where(sql`${companies.aktif} = ${aktif}`).limit(literalLimit(3));
    for (let i = 0; i < 4; i++) await runNamed(shape(i % 2 === 0));
    const prepared = (await tx.execute(sql`select name, statement from pg_prepared_statements where name like 'shape_%'`)) as unknown as {
      rows: { name: string; statement: string }[];
    };
    const mine = prepared.rows.filter((row) => row.statement === shape(true).toSQL().sql);
    expect(mine).toHaveLength(1);
  });
});

test('raw SQL run by name answers what db.execute answers', async () => {
  const counted = (aktif: boolean) => sql`select count(*)::int as n, min(${companies.adi}) as first from ${companies} where ${companies.aktif} = ${aktif}`;
  for (const aktif of [true, false]) {
    const named = await executeNamed<{ n: number; first: string }>(database.db, counted(aktif));
    expect(named.rows).toEqual(((await database.db.execute(counted(aktif))) as unknown as { rows: unknown[] }).rows);
    expect(named.rows[0]!.n).toBe(15);
  }
});

onPostgres('on PostgreSQL raw SQL run by name is prepared once per connection', async () => {
  await database.db.transaction(async (tx) => {
    const text = sql`select ${companies.id} from ${companies} where ${companies.adi} = ${'Şirket 3'}`;
    for (let i = 0; i < 3; i++) expect((await executeNamed<{ id: number }>(tx, text)).rows).toHaveLength(1);
    const prepared = (await tx.execute(sql`select statement from pg_prepared_statements where name like 'shape_%'`)) as unknown as { rows: { statement: string }[] };
    expect(prepared.rows.filter((row) => row.statement.includes(`where "sirketler"."adi" = $1`))).toHaveLength(1);
  });
});
