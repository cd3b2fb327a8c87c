import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { asc, eq, sql } from 'drizzle-orm';
import { companies, companyMembers } from '../../db/schema';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database';
import { runKept } from '../prepared';
import { withCompiledRows } from '../row-mapper';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
  // Five companies, the even ones without members: a left join's columns are null for them.
  await database.db.execute(sql`insert into sirketler (adi, aktif) select 'Şirket ' || i, i % 2 = 1 from generate_series(1, 5) as i`);
  await database.db.execute(sql`insert into users (username, email, password) values ('uye', 'uye@example.com', 'x')`);
  await database.db.execute(sql`insert into sirket_uyeleri (sirket_id, user_id) select id, (select id from users where username = 'uye') from sirketler where aktif`);
});
afterAll(async () => {
  await database.close();
});

/** A flat selection of every kind of value: integers, text, booleans, a timestamp, nulls, SQL with and without a decoder. */
const flat = () =>
  database.db
    .select({
      id: companies.id,
      adi: companies.adi,
      aktif: companies.aktif,
      olusturuldu: companies.olusturuldu,
      uye_id: companyMembers.id,
      uye_sayisi: sql<number>`(select count(*) from sirket_uyeleri u where u.sirket_id = ${companies.id})`.mapWith(Number),
      buyuk: sql<string>`upper(${companies.adi})`.as('buyuk'),
      etiket: sql<{ n: number }>`jsonb_build_object('n', ${companies.id})`,
    })
    .from(companies)
    .leftJoin(companyMembers, eq(companyMembers.sirket_id, companies.id))
    .orderBy(asc(companies.id));

test("a flat selection's rows, mapped by the compiled function, equal drizzle's own mapping", async () => {
  const compiled = await runKept(database.db, 'flat', flat);
  expect(compiled).toEqual(await flat());
  expect(compiled).toHaveLength(5);
  const [first, second] = compiled;
  expect(first!.olusturuldu).toBeInstanceOf(Date);
  expect(first).toMatchObject({ adi: 'Şirket 1', aktif: true, uye_sayisi: 1, buyuk: 'ŞIRKET 1', etiket: { n: first!.id } });
  expect(typeof first!.uye_id).toBe('number');
  expect(second).toMatchObject({ aktif: false, uye_id: null, uye_sayisi: 0 });
});

test('the compiled function is what maps a flat selection; a nested one stays with drizzle', () => {
  const prepared = withCompiledRows(flat().prepare('row_mapper_flat')) as unknown as { customResultMapper?: unknown };
  expect(typeof prepared.customResultMapper).toBe('function');
  const nested = database.db
    .select({ id: companies.id, uye: { id: companyMembers.id } })
    .from(companies)
    .leftJoin(companyMembers, eq(companyMembers.sirket_id, companies.id));
  expect((withCompiledRows(nested.prepare('row_mapper_nested')) as unknown as { customResultMapper?: unknown }).customResultMapper).toBeUndefined();
});

test("a nested left join's object is still null when its row is missing", async () => {
  const nested = () =>
    database.db
      .select({ id: companies.id, uye: { id: companyMembers.id } })
      .from(companies)
      .leftJoin(companyMembers, eq(companyMembers.sirket_id, companies.id))
      .orderBy(asc(companies.id));
  const rows = await runKept(database.db, 'nested', nested);
  expect(rows).toEqual(await nested());
  expect(rows[1]!.uye).toBeNull();
  expect(rows[0]!.uye).toEqual({ id: expect.any(Number) });
});

test('two selections of one shape with different decoders each keep their own', async () => {
  const counted = (decode: (value: unknown) => unknown) =>
    database.db
      .select({ id: companies.id, n: sql`(select count(*)::text from sirketler)`.mapWith(decode) })
      .from(companies)
      .orderBy(asc(companies.id))
      .limit(1);
  expect(await runKept(database.db, 'counted', () => counted(Number))).toEqual([{ id: expect.any(Number), n: 5 }]);
  expect(await runKept(database.db, 'counted, named', () => counted((value) => `${String(value)} şirket`))).toEqual([{ id: expect.any(Number), n: '5 şirket' }]);
});
