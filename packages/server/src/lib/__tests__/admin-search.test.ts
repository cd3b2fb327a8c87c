import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { applications, users } from '../../db/schema';
import { basvuruAdminList } from '../../modules/basvurular/repository';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database';
import pg from 'pg';
import { testDatabaseUrl } from '../../env';
import { adminListOrder, adminListWhere, KEY_MATCHES_AS_VALUES, readAdminList } from '../admin-list';
import { pagingOf } from '../list-query';

// A searched list whose matches come through joined tables (the applications of users by name, of
// a call by its title), with many matches or few, and what another connection writes.
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
    .where(await adminListWhere(database.db, basvuruAdminList, q))
    .orderBy(...adminListOrder(basvuruAdminList, q))
    .limit(size)
    .offset((page - 1) * size);
  return rows.map((r) => r.id);
};
const countOf = async (query: Query) => {
  const [row] = await database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(applications)
    .where(await adminListWhere(database.db, basvuruAdminList, { durum: undefined, cagri: undefined, ...query }));
  return row!.n;
};

test('a search through a joined table pages as a plain OFFSET over the whole select does, many matches or few', async () => {
  // Ayşe: 1 500 applications; Mehmet: 300; Kaya 12: a handful; Çağrı: every one (the call's title).
  const cases: { query: Query; pages: number[] }[] = [
    { query: { search: 'ayse' }, pages: [1, 2, 10, 70, 76] },
    { query: { search: 'AYŞE', ordering: 'id' }, pages: [1, 30] },
    { query: { search: 'ayse', ordering: 'basvuran' }, pages: [1, 40] },
    { query: { search: 'mehmet' }, pages: [1, 3, 14, 15, 16] },
    { query: { search: 'kaya 12' }, pages: [1] },
    { query: { search: 'çagri' }, pages: [1, 100] },
    { query: { search: 'yok boyle biri' }, pages: [1] },
  ];
  for (const { query, pages } of cases) {
    const total = await countOf(query);
    for (const page of pages) {
      const { count, rows } = await read({ ...query, page: String(page), page_size: '20' });
      expect({ query, page, count }).toEqual({ query, page, count: total });
      expect(rows.map((r) => r.id)).toEqual(await direct(query, page, 20));
    }
  }
  expect(await countOf({ search: 'ayse' })).toBe(AYSE * 6);
  expect(await countOf({ search: 'kaya 12' })).toBe(11 * 6); // Kaya 12, 120-129
});

test('a write through another connection is seen by the next read: no answer, total or match is kept', async () => {
  const { db } = database;
  // Another connection to the same database (on PostgreSQL a client of its own, as another API
  // process would have; PGlite has one connection, written to here around the query builder).
  let write: (text: string) => Promise<unknown>;
  let done = async () => {};
  const url = testDatabaseUrl();
  if (url) {
    const name = ((await db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] }).rows[0]!.name;
    const other = new URL(url);
    other.pathname = `/${name}`;
    const client = new pg.Client({ connectionString: other.toString() });
    await client.connect();
    write = (text) => client.query(text);
    done = () => client.end();
  } else {
    const client = (db as unknown as { $client: { exec(text: string): Promise<unknown> } }).$client;
    write = (text) => client.exec(text);
  }
  try {
    const before = await read({ search: 'Yeniad' });
    expect(before).toEqual({ count: 0, rows: [] });
    const kaya39 = await read({ search: 'kaya 39' }); // Kaya 39 and 390-399: 66 applications
    // An applicant renamed: the search by the new name finds their six applications at once.
    await write(`update users set last_name = 'Yeniad' where username = 'u399'`);
    const renamed = await read({ search: 'Yeniad' });
    expect(renamed.count).toBe(6);
    expect(renamed.rows.map((r) => r.id)).toEqual(await direct({ search: 'Yeniad' }, 1, 20));
    expect(kaya39.count).toBe(66);
    expect((await read({ search: 'kaya 39' })).count).toBe(60);
    // A new application of an Ayşe: her search's first page and total show it at once.
    const first = await read({ search: 'ayse' });
    await write(`insert into basvurular (cagri_id, basvuran_id, proje_basligi, aciklama, olusturuldu)
      select (select min(id) from cagrilar), (select id from users where username = 'u1'), 'Başka Bağlantıdan', '', now() + interval '1 day'`);
    const after = await read({ search: 'ayse' });
    expect(after.count).toBe(first.count + 1);
    expect(after.rows[0]!.proje_basligi).toBe('Başka Bağlantıdan');
    expect((await read({ search: 'baska baglantidan' })).count).toBe(1);
  } finally {
    await write(`update users set last_name = 'Kaya 399' where username = 'u399'`);
    await write(`delete from basvurular where proje_basligi = 'Başka Bağlantıdan'`);
    await done();
  }
});

test('more matches in a joined table than are given as values: the subquery, with the same answer', async () => {
  const { db } = database;
  // More calls named Zeynep than KEY_MATCHES_AS_VALUES; u5's six applications move to one of them.
  await db.execute(sql`insert into cagrilar (baslik) select 'Zeynep Çağrısı ' || i from generate_series(1, ${KEY_MATCHES_AS_VALUES + 1}::int) as i`);
  await db.execute(sql`
    update basvurular set cagri_id = (select max(id) from cagrilar)
    where basvuran_id = (select id from users where username = 'u5')`);
  try {
    const { count, rows } = await read({ search: 'zeynep' });
    expect(count).toBe(6);
    expect(rows.map((r) => r.id)).toEqual(await direct({ search: 'zeynep' }, 1, 20));
  } finally {
    await db.execute(sql`update basvurular set cagri_id = (select min(id) from cagrilar) where cagri_id <> (select min(id) from cagrilar)`);
    await db.execute(sql`delete from cagrilar where baslik like 'Zeynep%'`);
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
  }
  expect(await drift()).toBe(0);
});
