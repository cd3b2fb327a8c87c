import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';
import { companies } from '../../db/schema';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database';
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

const find = findById((db: Tx) => db.select({ id: companies.id, adi: companies.adi }).from(companies).$dynamic(), companies.id);

test('a row by id under a condition: found when the condition holds, null when not or when no such id', async () => {
  for (const { id, aktif } of ids) {
    expect(await find(database.db, id, eq(companies.aktif, aktif))).toEqual({ id, adi: expect.any(String) });
    expect(await find(database.db, id, eq(companies.aktif, !aktif))).toBeNull();
    expect(await find(database.db, id)).toEqual({ id, adi: expect.any(String) });
  }
  expect(await find(database.db, Math.max(...ids.map((r) => r.id)) + 1)).toBeNull();
});
