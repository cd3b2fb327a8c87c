import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { users } from '../../db/schema';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database';
import { loadAuthUser } from '../session-user';

// The actor query is drizzle's prepared query without a name: the same answers as ever, and on
// PostgreSQL nothing but unnamed statements (no statement left on a pooled connection, which
// PgBouncer in transaction mode would hand to another client).
let database: TestDatabase;
let userId: number;
beforeAll(async () => {
  database = await openTestDatabase();
  const [row] = await database.db
    .insert(users)
    .values({ username: 'aktor', password: 'x', email: 'aktor@ornek.com.tr', first_name: 'Ayşe', last_name: 'Kaya' })
    .returning({ id: users.id });
  userId = row!.id;
});
afterAll(async () => {
  await database.close();
});

test('the actor, with and without the deny-list check, and null for no such user', async () => {
  const names: unknown[] = [];
  const client = (database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const query = client.query;
  client.query = function (this: unknown, ...args: unknown[]) {
    if (typeof args[0] === 'object' && args[0] !== null) names.push((args[0] as { name?: unknown }).name);
    return query.apply(this, args);
  };
  try {
    for (let i = 0; i < 3; i++) {
      expect(await loadAuthUser(database.db, userId)).toMatchObject({ id: userId, username: 'aktor', is_mentor: false, own: { email: 'aktor@ornek.com.tr' } });
      expect(await loadAuthUser(database.db, userId, ['a', 'b'])).toMatchObject({ id: userId, denied: false });
      expect(await loadAuthUser(database.db, userId + 1000)).toBeNull();
    }
  } finally {
    client.query = query;
  }
  if (database.kind === 'postgres') {
    expect(names.length).toBeGreaterThanOrEqual(9);
    expect(names.every((name) => !name)).toBe(true);
  }
});
