import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { applications, users } from '../../db/schema';
import { basvuruAdminList } from '../../modules/basvurular/repository';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database';
import { adminListOrder, adminListWhere, FEW_MATCHES, readAdminList } from '../admin-list';
import { KNOWN_MATCHES_MAX, KnownMatches } from '../known-matches';
import { containsPattern, pagingOf } from '../list-query';
import { noteWrite } from '../write-generation';

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

test("the joined table's matches are kept until a write through the app (known-matches)", async () => {
  const { db } = database;
  // Renamed behind the app's back: the kept matches answer until a write is noted (lib/routes.ts notes every write).
  expect((await read({ search: 'Yeniad' })).count).toBe(0);
  await db.execute(sql`update users set last_name = 'Yeniad' where username = 'u399'`);
  try {
    expect((await read({ search: 'Yeniad' })).count).toBe(0);
    noteWrite();
    const { count, rows } = await read({ search: 'Yeniad' });
    expect(count).toBe(6);
    expect(rows.map((r) => r.id)).toEqual(await direct({ search: 'Yeniad' }, 1, 20));
  } finally {
    await db.execute(sql`update users set last_name = 'Kaya 399' where username = 'u399'`);
    noteWrite();
  }
});

test('more matches than are kept: the joined table is read by its subquery, with the same answer', async () => {
  const { db } = database;
  await db.execute(sql`
    insert into users (username, email, password, first_name, last_name)
    select 'z' || i, 'z' || i || '@ornek.com', 'x', 'Zeynep', 'Çok ' || i from generate_series(1, ${KNOWN_MATCHES_MAX + 1}::int) as i`);
  await db.execute(sql`
    insert into basvurular (cagri_id, basvuran_id, proje_basligi, aciklama)
    select (select min(id) from cagrilar), u.id, 'Z Proje ' || u.username, '' from users u where u.username in ('z1', 'z77', 'z5001')`);
  try {
    const known = new KnownMatches();
    known.placeholderOf(users);
    expect(await known.values(db, containsPattern('zeynep'))).toBeNull();
    const { count, rows } = await read({ search: 'zeynep' });
    expect(count).toBe(3);
    expect(rows.map((r) => r.id)).toEqual(await direct({ search: 'zeynep' }, 1, 20));
  } finally {
    await db.execute(sql`delete from basvurular where proje_basligi like 'Z Proje %'`);
    await db.execute(sql`delete from users where username like 'z%'`);
    noteWrite();
  }
});

test("each application keeps its applicant's search text (basvuran_arama, kept by the database)", async () => {
  const { db } = database;
  const drift = async () => {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(applications)
      .innerJoin(users, sql`${users.id} = ${applications.basvuran_id}`)
      .where(sql`${applications.basvuran_arama} is distinct from ${users.arama}`);
    return row!.n;
  };
  const keptOf = async (username: string) => {
    const rows = await db
      .select({ kept: applications.basvuran_arama })
      .from(applications)
      .innerJoin(users, sql`${users.id} = ${applications.basvuran_id}`)
      .where(sql`${users.username} = ${username}`);
    return [...new Set(rows.map((r) => r.kept))];
  };
  expect(await drift()).toBe(0);
  expect(await keptOf('u7')).toEqual([expect.stringContaining('ayse')]);
  await db.execute(sql`update users set first_name = 'Şükrü' where username = 'u7'`);
  try {
    expect(await drift()).toBe(0);
    expect(await keptOf('u7')).toEqual([expect.stringContaining('sukru')]);
    // A change of applicant takes the new applicant's text.
    await db.execute(sql`
      update basvurular set basvuran_id = (select id from users where username = 'u8')
      where id = (select min(b.id) from basvurular b join users u on u.id = b.basvuran_id where u.username = 'u7')`);
    expect(await drift()).toBe(0);
    const { rows } = await read({ search: 'sukru', page_size: '20' });
    expect(rows.map((r) => r.id)).toEqual(await direct({ search: 'sukru' }, 1, 20));
  } finally {
    await db.execute(sql`update users set first_name = 'Ayşe' where username = 'u7'`);
    noteWrite();
  }
  expect(await drift()).toBe(0);
});
