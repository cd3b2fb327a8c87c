import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { asc, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { companies } from '../../db/schema';
import { testDatabaseUrl } from '../../env';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database';
import { executeKept, KEPT_STATEMENTS_MAX, literalLimit, placeholdersOnce, runKept, runKeptWith } from '../prepared';

let database: TestDatabase;
const dialect = new PgDialect();
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
    const named = await runKept(database.db, `page ${aktif}`, () => page(aktif, 5));
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
    expect(await runKept(database.db, 'built once', () => query)).toHaveLength(5);
  } finally {
    delete (dialect as Partial<typeof dialect>).sqlToQuery;
  }
  expect(dialect.sqlToQuery).toBe(sqlToQuery);
  expect(builds).toBe(1);
});

test("columns after a select's own come back apart from its rows, a WITH before it in scope of both", async () => {
  for (const aktif of [true, false]) {
    const read = await runKeptWith<{ id: number; adi: string }, [number, string]>(database.db, `after ${aktif}`, () => ({
      before: sql`with chosen as (select ${companies.id} as id from ${companies} where ${companies.aktif} = ${aktif})`,
      query: database.db
        .select({ id: companies.id, adi: companies.adi })
        .from(companies)
        .where(sql`${companies.id} in (select id from chosen)`)
        .orderBy(asc(companies.id))
        .limit(literalLimit(5)),
      after: [sql`(select count(*)::int from chosen)`, sql`'sonra'::text`],
    }));
    expect(read.rows).toEqual(await page(aktif, 5));
    expect(read.after).toEqual([15, 'sonra']);
  }
  // No row to carry them: no values of the columns after.
  const none = await runKeptWith(database.db, 'after, no row', () => ({
    query: database.db.select({ id: companies.id }).from(companies).where(sql`false`),
    after: [sql`(select count(*)::int from ${companies})`],
  }));
  expect(none).toEqual({ rows: [], after: undefined });
});

test('the limit is written into the text, so one shape is one statement whatever its parameters', () => {
  const text = page(true, 7).toSQL();
  expect(text.sql).toMatch(/limit 7$/);
  expect(text.params).toEqual([true]);
  expect(() => literalLimit(-1)).toThrow(RangeError);
  expect(() => literalLimit(1.5)).toThrow(RangeError);
});

// PGlite's driver ignores names.
const onPostgres = testDatabaseUrl() ? test : test.skip;

onPostgres('on PostgreSQL each shape is prepared once per connection and run again by its name', async () => {
  await database.db.transaction(async (tx) => {
    const shape = (aktif: boolean) => tx.select({ id: companies.id }).from(companies).where(sql`${companies.aktif} = ${aktif}`).limit(literalLimit(3));
    // Four keys, two texts: two statements.
    for (let i = 0; i < 4; i++) await runKept(tx, `shape ${i}`, () => shape(i % 2 === 0));
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
    const named = await executeKept<{ n: number; first: string }>(database.db, `raw ${aktif}`, () => counted(aktif));
    expect(named.rows).toEqual(((await database.db.execute(counted(aktif))) as unknown as { rows: unknown[] }).rows);
    expect(named.rows[0]!.n).toBe(15);
  }
});

onPostgres('on PostgreSQL raw SQL run by name is prepared once per connection', async () => {
  await database.db.transaction(async (tx) => {
    const text = sql`select ${companies.id} from ${companies} where ${companies.adi} = ${'Şirket 3'}`;
    // Three keys, one text: one statement.
    for (let i = 0; i < 3; i++) expect((await executeKept<{ id: number }>(tx, `one text ${i}`, () => text)).rows).toHaveLength(1);
    const prepared = (await tx.execute(sql`select statement from pg_prepared_statements where name like 'shape_%'`)) as unknown as { rows: { statement: string }[] };
    expect(prepared.rows.filter((row) => row.statement.includes(`where "sirketler"."adi" = $1`))).toHaveLength(1);
  });
});

test('a kept statement is built once for its key and run again with its placeholders\' values', async () => {
  let builds = 0;
  const byIds = () => {
    builds += 1;
    return database.db.select({ adi: companies.adi }).from(companies).where(sql`${companies.id} = any(${sql.placeholder('ids')}::int[])`).orderBy(asc(companies.id));
  };
  const [first] = await page(true, 1);
  const ids = (await page(true, 3)).map((row) => row.id);
  expect(await runKept(database.db, 'by ids', byIds, { ids: ids.slice(0, 2) })).toEqual((await page(true, 2)).map(({ adi }) => ({ adi })));
  expect(await runKept(database.db, 'by ids', byIds, { ids: [first!.id] })).toEqual([{ adi: first!.adi }]);
  expect(await runKept(database.db, 'by ids', byIds, { ids: [] })).toEqual([]);
  expect(builds).toBe(1);

  // Another key is another statement; raw SQL is kept the same way.
  await runKept(database.db, 'by ids, again', byIds, { ids });
  expect(builds).toBe(2);
  let rawBuilds = 0;
  const raw = () => {
    rawBuilds += 1;
    return sql`select count(*)::int as n from ${companies} where ${companies.id} = any(${sql.placeholder('ids')}::int[])`;
  };
  for (const some of [ids, ids.slice(1)]) expect((await executeKept<{ n: number }>(database.db, 'count by ids', raw, { ids: some })).rows).toEqual([{ n: some.length }]);
  expect(rawBuilds).toBe(1);
});

test('a placeholder used in several places is sent once, as one parameter the text reads each time', async () => {
  const ids = (await page(true, 3)).map((row) => row.id);
  const twice = () =>
    sql`select count(*)::int as n, ${sql.placeholder('label')}::text as label from ${companies}
      where ${companies.id} = any(${sql.placeholder('ids')}::int[]) or (${companies.aktif} = ${false} and ${companies.id} = any(${sql.placeholder('ids')}::int[]))`;
  const built = placeholdersOnce(dialect.sqlToQuery(twice()));
  expect(built.params).toHaveLength(3);
  expect(built.sql).toContain('any($2::int[]) or ("sirketler"."aktif" = $3 and "sirketler"."id" = any($2::int[]))');
  const { rows } = await executeKept<{ n: number; label: string }>(database.db, 'placeholder twice', twice, { ids, label: 'x' });
  expect(rows).toEqual([{ n: 3, label: 'x' }]);
  // The same through a query builder.
  const byIds = () => database.db.select({ id: companies.id }).from(companies).where(sql`${companies.id} = any(${sql.placeholder('ids')}::int[]) and ${companies.id} = any(${sql.placeholder('ids')}::int[])`).orderBy(asc(companies.id));
  expect(await runKept(database.db, 'builder placeholder twice', byIds, { ids: ids.slice(1) })).toEqual(ids.slice(1).map((id) => ({ id })));
});

test('a text whose $ signs are not only its parameters in order is left as built', async () => {
  const odd = sql`select '$9' as t, ${sql.placeholder('x')}::int + ${sql.placeholder('x')}::int as sum`;
  const built = dialect.sqlToQuery(odd);
  expect(placeholdersOnce(built)).toBe(built);
  expect((await executeKept<{ t: string; sum: number }>(database.db, 'dollar literal', () => odd, { x: 2 })).rows).toEqual([{ t: '$9', sum: 4 }]);
});

test('kept statements are bounded: past the bound the least recently used one is built again', async () => {
  const builds = new Map<string, number>();
  const run = (key: string) =>
    runKept(database.db, key, () => {
      builds.set(key, (builds.get(key) ?? 0) + 1);
      return page(true, 1);
    });
  await run('bounded 0');
  await run('bounded 1');
  for (let i = 2; i <= KEPT_STATEMENTS_MAX; i++) {
    await run(`bounded ${i}`);
    // 'bounded 0' is used again all along: 'bounded 1' is the least recently used.
    if (i % 100 === 0) await run('bounded 0');
  }
  await run('bounded 0');
  await run('bounded 1');
  expect(builds.get('bounded 0')).toBe(1);
  expect(builds.get('bounded 1')).toBe(2);
});
