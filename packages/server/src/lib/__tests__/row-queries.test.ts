import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';
import { companies } from '../../db/schema';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database';
import { parameterized } from '../prepared';
import { findById } from '../row-queries';
import type { Tx } from '../transaction';

let database: TestDatabase;
let ids: { id: number; aktif: boolean }[];
beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.execute(sql`insert into sirketler (adi, aktif) select 'Şirket ' || i, i % 2 = 0 from generate_series(1, 6) as i`);
  ids = await database.db.select({ id: companies.id, aktif: companies.aktif }).from(companies).orderBy(companies.id);
});
afterAll(async () => {
  await database.close();
});

/** A finder whose select counts how often it is built. */
function countedFinder() {
  const counter = { builds: 0 };
  const find = findById((db: Tx) => {
    counter.builds += 1;
    return db.select({ id: companies.id, adi: companies.adi }).from(companies).$dynamic();
  }, companies.id);
  return { find, counter };
}

test('a row by id under a condition: found when the condition holds, null when not or when no such id', async () => {
  const { find } = countedFinder();
  for (const { id, aktif } of ids) {
    expect(await find(database.db, id, eq(companies.aktif, aktif))).toEqual({ id, adi: expect.any(String) });
    expect(await find(database.db, id, eq(companies.aktif, !aktif))).toBeNull();
    expect(await find(database.db, id)).toEqual({ id, adi: expect.any(String) });
  }
  expect(await find(database.db, Math.max(...ids.map((r) => r.id)) + 1)).toBeNull();
});

test('the select is built once per shape of condition, whatever the id and the values', async () => {
  const { find, counter } = countedFinder();
  const [first, second] = ids;
  await find(database.db, first!.id, eq(companies.aktif, first!.aktif));
  await find(database.db, second!.id, eq(companies.aktif, second!.aktif));
  await find(database.db, second!.id, eq(companies.aktif, !second!.aktif));
  expect(counter.builds).toBe(1);
  await find(database.db, first!.id);
  await find(database.db, second!.id);
  expect(counter.builds).toBe(2);
  await find(database.db, first!.id, eq(companies.adi, 'Şirket 1'));
  expect(counter.builds).toBe(3);
});

test('a condition holding placeholders of its own is built per call and still applies', async () => {
  const { find, counter } = countedFinder();
  const condition = eq(companies.aktif, sql.placeholder('aktif'));
  expect(parameterized(database.db, condition)).toBeNull();
  // find has no value for that placeholder: the read fails rather than run without the condition.
  await expect(find(database.db, ids[0]!.id, condition)).rejects.toThrow();
  expect(counter.builds).toBe(1);
});

test('a condition taken apart: its text with $n, the condition again with placeholders, its values', () => {
  const parts = parameterized(database.db, sql`${companies.aktif} = ${true} and ${companies.adi} <> ${'x'}`);
  expect(parts).not.toBeNull();
  expect(parts!.key).toBe('"sirketler"."aktif" = $1 and "sirketler"."adi" <> $2');
  expect(parts!.values).toEqual({ condition_1: true, condition_2: 'x' });
  const again = parameterized(database.db, parts!.where);
  expect(again).toBeNull(); // it now holds placeholders
});
