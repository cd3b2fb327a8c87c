import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { companies } from '../../db/schema';
import { sirketAdminList } from '../../modules/sirketler/repository';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database';
import { adminListOrder, adminListWhere, COUNT_CAP, readAdminList } from '../admin-list';
import { pagingOf } from '../list-query';

// The companies' admin list at a size past the count cap (the lists of the other tests are all far
// below it): its totals, its pages in every order, its search.
const N = COUNT_CAP + 600;
let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.execute(sql`
    insert into sirketler (adi, aktif)
    select case when i % 500 = 0 then 'ÇAĞRI Işık Üretim ' || i else 'Anadolu Yazılım ' || i end, i % 2 = 0
    from generate_series(1, ${N}::int) as i`);
  // Names that sort differently from the ids, and ties on the name (the tie-break decides).
  await database.db.execute(sql`update sirketler set adi = 'Şirket ' || (id * 7919 % 97) where adi like 'Anadolu%' and id % 3 = 0`);
  await database.db.execute(sql`analyze sirketler`);
}, 120_000);
afterAll(async () => {
  await database.close();
});

type Query = { search?: string; page?: string; page_size?: string; aktif?: boolean; ordering?: string };
/** As the route calls it: the parsed query (booleans already booleans). */
const read = (query: Query) => readAdminList(database.db, sirketAdminList, { aktif: undefined, ...query }, pagingOf(query));

/** The page as a plain OFFSET over the whole select reads it. */
const direct = async (query: Query, page: number, size: number) => {
  const q = { aktif: undefined, ...query };
  const rows = await sirketAdminList
    .select(database.db)
    .where(await adminListWhere(database.db, sirketAdminList, q))
    .orderBy(...adminListOrder(sirketAdminList, q))
    .limit(size)
    .offset((page - 1) * size);
  return rows.map((r) => r.id);
};
const totalOf = async (query: Query) => {
  const [all] = await database.db.select({ n: sql<number>`count(*)::int` }).from(companies).where(await adminListWhere(database.db, sirketAdminList, { aktif: undefined, ...query }));
  return all!.n;
};

test('the stored search column folds Turkish case and letters like the term (ÇAĞRI, cagri, Çağrı)', async () => {
  for (const term of ['cagri isik', 'ÇAĞRI IŞIK', 'Çağrı ışık']) {
    const { count, rows } = await read({ search: term });
    expect(count).toBe(5);
    expect(rows.map((r) => r.adi).sort()).toEqual([500, 1000, 1500, 2000, 2500].map((i) => `ÇAĞRI Işık Üretim ${i}`).sort());
  }
  const [stored] = await database.db.select({ arama: companies.arama }).from(companies).where(sql`${companies.adi} = 'ÇAĞRI Işık Üretim 500'`);
  expect(stored?.arama).toBe('cagri isik uretim 500');
});

test('a search term is taken literally: %, _ and \\ are not wildcards', async () => {
  await database.db.execute(sql`insert into sirketler (adi) values ('Yüzde %50 Ltd'), ('Yüzde 500 Ltd'), ('Alt_Çizgi'), ('AltXÇizgi'), ('Ters\\Bölü')`);
  try {
    const names = async (search: string) => (await read({ search })).rows.map((r) => r.adi).sort();
    expect(await names('%50')).toEqual(['Yüzde %50 Ltd']);
    expect(await names('t_ç')).toEqual(['Alt_Çizgi']);
    expect(await names('\\böl')).toEqual(['Ters\\Bölü']);
    expect(await names('YÜZDE')).toEqual(['Yüzde %50 Ltd', 'Yüzde 500 Ltd'].sort());
  } finally {
    await database.db.execute(sql`delete from sirketler where adi in ('Yüzde %50 Ltd', 'Yüzde 500 Ltd', 'Alt_Çizgi', 'AltXÇizgi', 'Ters\\Bölü')`);
  }
});

test('up to the cap the total is exact; past it an estimate, never below the cap nor the rows paged through', async () => {
  const half = await read({ aktif: true, page_size: '20' });
  expect(half.count).toBe(N / 2); // 1 300: exact
  const all = await read({ page_size: '20' });
  expect(all.rows).toHaveLength(20);
  expect(all.count).toBeGreaterThan(COUNT_CAP);
  expect(Math.abs(all.count - N)).toBeLessThan(N * 0.2); // the planner's estimate, after ANALYZE
  // The last page has its rows, and the total covers them.
  const last = Math.ceil(N / 100);
  const deep = await read({ page_size: '100', page: String(last) });
  expect(deep.rows.length).toBe(N % 100 || 100);
  expect(deep.count).toBeGreaterThanOrEqual((last - 1) * 100 + deep.rows.length);
  // A page past the last is empty, with the total still there.
  const past = await read({ search: 'çağrı ışık', page_size: '5', page: '2' });
  expect(past).toEqual({ count: 5, rows: [] });
});

test('every page holds the rows a plain OFFSET over the whole select holds, in any order, searched and filtered', async () => {
  // 'anadolu' matches ~1 700 rows (walked in the list's order), 'sirket 1' ~100 (paged from its matches).
  const cases: Query[] = [
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
    { ordering: 'aktif,-adi' },
  ];
  for (const query of cases) {
    const total = await totalOf(query);
    for (const page of [1, 2, 7, 60, Math.ceil(total / 25)]) {
      const { rows, count } = await read({ ...query, page: String(page), page_size: '25' });
      expect({ query, page, ids: rows.map((r) => r.id) }).toEqual({ query, page, ids: await direct(query, page, 25) });
      if (total <= COUNT_CAP) expect(count).toBe(total);
    }
  }
});

test('an unknown ordering field is a 400 on `ordering`', async () => {
  await expect(read({ ordering: 'sifre' })).rejects.toMatchObject({ statusCode: 400, body: { ordering: [expect.any(String)] } });
});
