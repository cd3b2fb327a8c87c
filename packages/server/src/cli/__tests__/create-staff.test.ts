import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database';
import { users } from '../../db/schema';
import { verifyPassword } from '../../services/passwords';
import { checkStaffPassword, createOrPromoteStaff } from '../create-staff';

let t: TestDatabase;
beforeAll(async () => {
  t = await openTestDatabase();
});
afterAll(() => t.close());

test('the password must pass the new-password rules (spec 5)', async () => {
  expect(await checkStaffPassword('kisa')).not.toBeNull();
  expect(await checkStaffPassword('uzunamabuyukharfyok1!')).not.toBeNull();
  expect(await checkStaffPassword('Guclu.Sifre2025')).toBeNull();
});

test('creates a staff user, then promotes an existing one (username case-insensitive) and resets its password', async () => {
  const created = await createOrPromoteStaff(t.db, { username: 'ops', email: 'ops@example.org', password: 'Guclu.Sifre2025' });
  expect(created.created).toBe(true);
  const [row] = await t.db.select().from(users).where(eq(users.id, created.id));
  expect(row!.is_staff).toBe(true);
  expect(row!.is_superuser).toBe(false);

  const [plain] = await t.db.insert(users).values({ username: 'Ahmet', password: 'x', is_active: false }).returning();
  const promoted = await createOrPromoteStaff(t.db, {
    username: 'ahmet',
    email: 'ahmet@example.org',
    password: 'Yeni.Sifre2025',
    superuser: true,
  });
  expect(promoted).toEqual({ created: false, id: plain!.id });
  const [after] = await t.db.select().from(users).where(eq(users.id, plain!.id));
  expect(after!.is_staff && after!.is_superuser && after!.is_active).toBe(true);
  expect(after!.email).toBe('ahmet@example.org');
  expect(await verifyPassword('Yeni.Sifre2025', after!.password)).toBe(true);
});

test("another user's e-mail (in any letter case) is refused, the promoted user's own is kept", async () => {
  await t.db.insert(users).values({ username: 'sahibi', password: 'x', email: 'Ortak@Example.org' });
  await expect(createOrPromoteStaff(t.db, { username: 'yeni.ops', email: 'ortak@example.ORG', password: 'Guclu.Sifre2025' })).rejects.toThrow(
    'Bu e-posta adresi başka bir kullanıcıya ait.',
  );
  expect(await t.db.select().from(users).where(eq(users.username, 'yeni.ops'))).toEqual([]);
  const again = await createOrPromoteStaff(t.db, { username: 'SAHIBI', email: 'ortak@example.org', password: 'Guclu.Sifre2025' });
  expect(again.created).toBe(false);
});
