import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { companies } from '../../db/schema';
import { sirketAdminList } from '../../modules/sirketler/repository';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database';
import { adminListOrder, adminListWhere, DEEP_PAGE_OFFSET, EXACT_COUNT_LIMIT, FEW_MATCHES, KEPT_TOTAL_MIN, readAdminList } from '../admin-list';
import { containsPattern, ownMatch, pagingOf } from '../list-query';
import { onPostgresServer } from '../prepared';
import { noteWrite } from '../write-generation';

// Counting and searching at a size past the exact-count limit (5 000): the lists of the other
// tests are all far below it.
const N = EXACT_COUNT_LIMIT + 600;
let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.execute(sql`
    insert into sirketler (adi, aktif)
    select case when i % 1000 = 0 then 'ÇAĞRI Işık Üretim ' || i else 'Anadolu Yazılım ' || i end, i % 2 = 0
    from generate_series(1, ${N}::int) as i`);
  await database.db.execute(sql`analyze sirketler`);
}, 120_000);
afterAll(async () => {
  await database.close();
});

/** As the route calls it: the parsed query (booleans already booleans). */
const read = (query: { search?: string; page?: string; page_size?: string; aktif?: boolean; ordering?: string }) =>
  readAdminList(database.db, sirketAdminList, { aktif: undefined, ...query }, pagingOf(query));

test('the stored search column folds Turkish case and letters like the term (ÇAĞRI, cagri, Çağrı)', async () => {
  for (const term of ['cagri isik', 'ÇAĞRI IŞIK', 'Çağrı ışık']) {
    const { count, rows } = await read({ search: term });
    expect(count).toBe(5);
    expect(rows.map((r) => r.adi).sort()).toEqual([1000, 2000, 3000, 4000, 5000].map((i) => `ÇAĞRI Işık Üretim ${i}`).sort());
  }
  const [stored] = await database.db.select({ arama: companies.arama }).from(companies).where(sql`${companies.adi} = 'ÇAĞRI Işık Üretim 1000'`);
  expect(stored?.arama).toBe('cagri isik uretim 1000');
});

test('tells a PostgreSQL server from PGlite (where raw SQL runs by name)', () => {
  expect(onPostgresServer(database.db)).toBe(database.kind === 'postgres');
});

test("a row's own column matches a term the same way walked (strpos) as counted (like), wildcards and all", async () => {
  await database.db.execute(sql`insert into sirketler (adi) values ('Yüzde %50 Ltd'), ('Yüzde 500 Ltd'), ('Alt_Çizgi'), ('AltXÇizgi'), ('Ters\\Bölü')`);
  try {
    for (const term of ['%50', '_çizgi', 't_ç', '\\böl', 'YÜZDE', 'yuzde 5']) {
      const ids = async (where: ReturnType<typeof sql>) =>
        (await database.db.select({ id: companies.id }).from(companies).where(where).orderBy(companies.id)).map((r) => r.id);
      // The value shown to the planner (for an estimate) or not (every search's statement).
      const [shown, unseen] = [true, false].map((shown) => ownMatch(companies.arama, { like: containsPattern(term), shown }));
      const walked = await ids(unseen!.walk!);
      expect(walked).toEqual(await ids(unseen!.alone));
      expect(walked).toEqual(await ids(shown!.walk!));
      expect(walked).toEqual(await ids(shown!.alone));
      expect(walked.length).toBeGreaterThan(0);
    }
  } finally {
    await database.db.execute(sql`delete from sirketler where adi in ('Yüzde %50 Ltd', 'Yüzde 500 Ltd', 'Alt_Çizgi', 'AltXÇizgi', 'Ters\\Bölü')`);
  }
});

test('up to the limit the count is exact; past it an estimate, never below the rows paged through', async () => {
  const half = await read({ aktif: true, page_size: '20' });
  expect(half.count).toBe(N / 2); // 2 800: exact
  const all = await read({ page_size: '20' });
  expect(all.rows).toHaveLength(20);
  // The estimate itself, not the capped count's EXACT_COUNT_LIMIT + 1 (what it once read).
  expect(all.count).toBeGreaterThan(EXACT_COUNT_LIMIT + 1);
  expect(Math.abs(all.count - N)).toBeLessThan(N * 0.2); // the planner's estimate, after ANALYZE
  // The last page by the real rows still has them, and the count covers them.
  const deep = await read({ page_size: '100', page: String(Math.ceil(N / 100)) });
  expect(deep.rows.length).toBe(N % 100 || 100);
  expect(deep.count).toBeGreaterThanOrEqual((Math.ceil(N / 100) - 1) * 100 + deep.rows.length);
});

test('a total past KEPT_TOTAL_MIN is kept for a while and until the next write through the app; a smaller one is counted afresh', async () => {
  const first = await read({ page_size: '20' });
  expect(first.count).toBeGreaterThan(EXACT_COUNT_LIMIT);
  const exact = await read({ aktif: false, page_size: '20' });
  expect(exact.count).toBe(N / 2);
  expect(exact.count).toBeGreaterThan(KEPT_TOTAL_MIN);
  expect((await read({ search: 'çağrı ışık' })).count).toBe(5);
  // 300 more inactive companies and one more Çağrı, written behind the app's back: the kept totals
  // answer (the estimate on any page, in any order; the exact count past KEPT_TOTAL_MIN), the small
  // count sees the new row at once.
  await database.db.execute(sql`insert into sirketler (adi, aktif) select 'Ek ' || i, false from generate_series(1, 300) as i`);
  await database.db.execute(sql`insert into sirketler (adi, aktif) values ('Ek ÇAĞRI Işık', true)`);
  await database.db.execute(sql`analyze sirketler`);
  try {
    expect((await read({ page_size: '20', page: '3', ordering: '-adi' })).count).toBe(first.count);
    expect((await read({ aktif: false, page_size: '20', page: '2' })).count).toBe(N / 2);
    expect((await read({ search: 'çağrı ışık' })).count).toBe(6);
    // A write through the app (lib/routes.ts notes it) makes every kept total old.
    noteWrite();
    expect((await read({ aktif: false, page_size: '20' })).count).toBe(N / 2 + 300);
  } finally {
    await database.db.execute(sql`delete from sirketler where adi like 'Ek %'`);
    noteWrite();
  }
});

/** The statements a read sends to the database (PGlite and node-postgres both run through `$client.query`). */
async function statementsOf<T>(read: () => Promise<T>): Promise<{ result: T; statements: number }> {
  const client = (database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const query = client.query;
  let statements = 0;
  client.query = function (this: unknown, ...args: unknown[]) {
    statements += 1;
    return query.apply(this, args);
  };
  try {
    return { result: await read(), statements };
  } finally {
    client.query = query;
  }
}

test('a page whose total is not kept counts it in its own statement: one statement a request', async () => {
  noteWrite(); // no kept total of an earlier test
  // Totals under EXACT_COUNT_LIMIT (past it a second statement asks the planner); a search's page
  // from its few matches' ids (5) or walked (about 1 100 of 5 600 rows match 'yazılım 1').
  try {
    for (const query of [{ aktif: true }, { search: 'çağrı ışık' }, { search: 'yazılım 1' }, { search: 'yazılım 1', aktif: true }]) {
      for (let i = 0; i < 2; i++) {
        const { result, statements } = await statementsOf(() => read({ ...query, page_size: '3' }));
        expect({ query, statements }).toEqual({ query, statements: 1 });
        expect(result.count).toBe(await totalOf(query));
        expect(result.rows.map((r) => r.id)).toEqual((await direct(query, 1, 3)).map((r) => r.id));
      }
    }
    // A page past the last has no row to carry the total: it is counted apart.
    const past = await statementsOf(() => read({ search: 'çağrı ışık', page_size: '5', page: '2' }));
    expect(past.result).toEqual({ count: 5, rows: [] });
    expect(past.statements).toBe(2);
  } finally {
    noteWrite(); // the later tests rename rows behind the app's back
  }
});

type Query = { search?: string; aktif?: boolean; ordering?: string };
/** The page as an OFFSET over the whole select reads it. */
const direct = async (query: Query, page: number, size: number) => {
  const q = { aktif: undefined, ...query };
  return sirketAdminList
    .select(database.db)
    .where(adminListWhere(sirketAdminList, q))
    .orderBy(...adminListOrder(sirketAdminList, q))
    .limit(size)
    .offset((page - 1) * size);
};
const totalOf = async (query: Query) => {
  const [all] = await database.db.select({ n: sql<number>`count(*)::int` }).from(companies).where(adminListWhere(sirketAdminList, { aktif: undefined, ...query }));
  return all!.n;
};

test('a later page read through the base table holds the rows an OFFSET over the whole select holds', async () => {
  // Names that sort differently from the ids, and ties on the name (the tie-break decides).
  await database.db.execute(sql`update sirketler set adi = 'Şirket ' || (id * 7919 % 97) where adi like 'Anadolu%' and id % 3 = 0`);
  // 'anadolu' matches ~3 700 rows (paged by walking the order), 'sirket 1' ~200 (paged from its
  // matches' ids, FEW_MATCHES).
  const cases: { search?: string; aktif?: boolean; ordering?: string }[] = [
    {},
    { aktif: true },
    { search: 'anadolu' },
    { search: 'sirket 1' },
    { search: 'ŞİRKET 1', aktif: true },
    { search: 'sirket 1', ordering: '-adi' },
    { search: 'sirket 1', ordering: 'member_count' },
    { ordering: '-adi' },
    { ordering: 'member_count' },
    { ordering: '-olusturuldu', aktif: false },
  ];
  for (const query of cases) {
    for (const page of [2, 7, 60]) {
      const { rows } = await read({ ...query, page: String(page), page_size: '25' });
      expect(rows.map((r) => r.id)).toEqual((await direct(query, page, 25)).map((r) => r.id));
    }
    if (query.search) {
      const { count } = await read({ ...query, page_size: '25' });
      expect(count).toBe(await totalOf(query));
      if (query.search === 'sirket 1') expect(count).toBeLessThanOrEqual(FEW_MATCHES);
    }
  }
});

test('a deep page is cut from the kept order: the rows an OFFSET holds, an exact total, kept until the next write through the app', async () => {
  noteWrite(); // the test above renamed rows behind the app's back
  const cases: Query[] = [{}, { aktif: true }, { ordering: '-adi' }, { ordering: 'aktif' }, { ordering: '-olusturuldu', aktif: false }, { ordering: 'member_count' }];
  for (const query of cases) {
    const total = await totalOf(query);
    for (const page of [DEEP_PAGE_OFFSET / 25 + 1, Math.ceil(total / 25)]) {
      const { rows, count } = await read({ ...query, page: String(page), page_size: '25' });
      expect(rows.map((r) => r.id)).toEqual((await direct(query, page, 25)).map((r) => r.id));
      expect(rows.length).toBeGreaterThan(0);
      // member_count is not the base table's: that order is walked by OFFSET, its total estimated.
      if (query.ordering !== 'member_count') expect(count).toBe(total);
    }
  }
  // 333 more rows (written through the app): the deep page's exact total is kept for the first
  // page too, which would otherwise show the planner's estimate.
  await database.db.execute(sql`insert into sirketler (adi, aktif) select 'Ek ' || i, false from generate_series(1, 333) as i`);
  noteWrite();
  try {
    const deepest = await read({ page: String(DEEP_PAGE_OFFSET / 25 + 1), page_size: '25' });
    expect(deepest.count).toBe((await totalOf({})));
    expect((await read({ page_size: '25' })).count).toBe(deepest.count);
  } finally {
    await database.db.execute(sql`delete from sirketler where adi like 'Ek %'`);
    noteWrite();
  }
  // A company that sorts first, written behind the app's back, is not in the kept order; after a
  // write through the app it is, and the deep page moves by one row.
  const deep = { page: String(DEEP_PAGE_OFFSET / 25 + 2), page_size: '25' };
  const before = await read(deep);
  await database.db.execute(sql`insert into sirketler (adi, aktif) values ('AAA Önce', true)`);
  try {
    expect(await read(deep)).toEqual(before);
    noteWrite();
    const after = await read(deep);
    expect(after.count).toBe(before.count + 1);
    expect(after.rows.slice(1).map((r) => r.id)).toEqual(before.rows.slice(0, -1).map((r) => r.id));
  } finally {
    await database.db.execute(sql`delete from sirketler where adi = 'AAA Önce'`);
    noteWrite();
  }
});

test("a list's statements, kept by their query's fields, answer as statements built afresh do, in any order of requests", async () => {
  const cases: { search?: string; page?: string; page_size?: string; aktif?: boolean; ordering?: string }[] = [
    { page_size: '20' },
    { page_size: '20', page: '2' },
    { page_size: '10', page: '2' },
    { page_size: '20', aktif: true },
    { page_size: '20', aktif: false },
    { page_size: '20', ordering: '-adi' },
    { search: 'anadolu', page_size: '20' },
    { search: 'anadolu', page_size: '20', page: '3' },
    { search: 'anadolu', page_size: '20', aktif: true },
    { search: 'sirket 1', page_size: '20' },
    { search: 'sirket 2', page_size: '20' },
    { search: 'çağrı', page_size: '20', ordering: 'member_count' },
  ];
  // Inside a transaction the handle is new: its statements are built for it.
  const afresh = (query: (typeof cases)[number]) =>
    database.db.transaction((tx) => readAdminList(tx, sirketAdminList, { aktif: undefined, ...query }, pagingOf(query)));
  const expected = await Promise.all(cases.map(afresh));
  for (const order of [cases.keys(), [...cases.keys()].reverse()]) {
    for (const i of order) expect(await read(cases[i]!)).toEqual(expected[i]);
  }
});

// PGlite keeps its statements by text and plans them its own way (db/pglite-statements.ts).
const onPostgres = process.env.TEST_DATABASE_URL ? test : test.skip;

onPostgres("on PostgreSQL a search's statements keep one generic plan: their values are unseen by the planner", async () => {
  await database.db.transaction(async (tx) => {
    // Many matches (the page walked), few (the page from the matches, its rows by five ids).
    for (const search of ['anadolu', 'çağrı ışık']) {
      for (let i = 0; i < 8; i++) await readAdminList(tx, sirketAdminList, { aktif: undefined, search, page_size: '20' }, pagingOf({ page_size: '20' }));
    }
    const plans = (await tx.execute(sql`select statement, generic_plans, custom_plans from pg_prepared_statements where name like 'shape_%'`)) as unknown as {
      rows: { statement: string; generic_plans: number; custom_plans: number }[];
    };
    // (The pooled connection may hold statements of earlier tests, run fewer times.)
    const searched = plans.rows.filter((row) => /with matches|= any\(\(\(?select/.test(row.statement) && Number(row.generic_plans) + Number(row.custom_plans) >= 8);
    expect(searched.length).toBeGreaterThanOrEqual(2);
    // After five custom plans, the generic one is kept: planned again, the join cost more than its run.
    for (const row of searched) expect({ statement: row.statement.slice(0, 80), custom: Number(row.custom_plans) }).toEqual({ statement: row.statement.slice(0, 80), custom: 5 });
  });
});
