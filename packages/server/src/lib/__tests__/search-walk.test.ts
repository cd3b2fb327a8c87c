import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { applications } from '../../db/schema';
import { basvuruAdminList } from '../../modules/basvurular/repository';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database';
import { adminListOrder, adminListWhere, FEW_MATCHES, readAdminList } from '../admin-list';
import { pagingOf } from '../list-query';

// A searched list whose matches come through a joined table (the applications of users by name),
// read every way readSearched pages: from the matches, walking dense matches (own columns by
// strpos, the joined table's matching ids hashed) and by the OR of the arms.
const AYSE = 250; // users named Ayşe
const MEHMET = 50; // users named Mehmet
let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
  const { db } = database;
  await db.execute(sql`insert into cagrilar (baslik) values ('Çağrı')`);
  await db.execute(sql`
    insert into users (username, email, password, first_name, last_name)
    select 'u' || i, 'u' || i || '@ornek.com', 'x', case when i <= ${AYSE}::int then 'Ayşe' when i <= ${AYSE + MEHMET}::int then 'Mehmet' else 'Can' end, 'Kaya ' || i
    from generate_series(1, 400) as i`);
  // 2 400 applications, six a user, in an order of creation that mixes the users.
  await db.execute(sql`
    insert into basvurular (cagri_id, basvuran_id, proje_basligi, aciklama, olusturuldu)
    select (select min(id) from cagrilar), u.id, 'Proje ' || i, '', now() - (i * 7919 % 2400) * interval '1 minute'
    from generate_series(1, 2400) as i join users u on u.username = 'u' || (1 + i % 400)`);
  await db.execute(sql`analyze`);
}, 120_000);
afterAll(async () => {
  await database.close();
});

type Query = { search: string; page?: string; page_size?: string; ordering?: string };
const read = (query: Query) => readAdminList(database.db, basvuruAdminList, { durum: undefined, cagri: undefined, ...query }, pagingOf(query));
const direct = async (query: Query, page: number, size: number) => {
  const q = { durum: undefined, cagri: undefined, ...query };
  const rows = await basvuruAdminList
    .select(database.db)
    .where(adminListWhere(basvuruAdminList, q))
    .orderBy(...adminListOrder(basvuruAdminList, q))
    .limit(size)
    .offset((page - 1) * size);
  return rows.map((r) => r.id);
};
const countOf = async (query: Query) => {
  const [row] = await database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(applications)
    .where(adminListWhere(basvuruAdminList, { durum: undefined, cagri: undefined, ...query }));
  return row!.n;
};

test('a search through a joined table pages as the OR of its arms does, dense or not, many matches there or few', async () => {
  // Ayşe: 1 500 applications (past FEW_MATCHES: walked, dense on the first pages, by the OR on
  // page 70); Mehmet: 300 applications (dense on page 1, from the matches after); Kaya 12: a
  // handful (paged from the matches).
  const cases: { query: Query; pages: number[] }[] = [
    { query: { search: 'ayse' }, pages: [1, 2, 10, 70] },
    { query: { search: 'AYŞE', ordering: 'id' }, pages: [1, 30] },
    { query: { search: 'mehmet' }, pages: [1, 3, 14] },
    { query: { search: 'kaya 12' }, pages: [1] },
  ];
  for (const { query, pages } of cases) {
    const total = await countOf(query);
    for (const page of pages) {
      const { count, rows } = await read({ ...query, page: String(page), page_size: '20' });
      expect(count).toBe(total);
      expect(rows.map((r) => r.id)).toEqual(await direct(query, page, 20));
    }
  }
  expect(await countOf({ search: 'ayse' })).toBeGreaterThan(FEW_MATCHES);
});
