// Queries of the signed-in user's own row.
import { and, eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema';
import { ownColumns } from '../../services/session-user';
import type { Tx } from '../../lib/transaction';

export async function findProfileRow(db: Tx, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      is_staff: users.is_staff,
      is_superuser: users.is_superuser,
      ...ownColumns,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

export async function passwordHashOf(db: Tx, userId: number): Promise<string | null> {
  const [row] = await db.select({ password: users.password }).from(users).where(eq(users.id, userId));
  return row?.password ?? null;
}

export type ProfileChanges = Partial<Record<'first_name' | 'last_name' | 'email' | 'ad_soyad' | 'firma_adi' | 'telefon', string>>;

export async function updateProfileFields(db: Tx, userId: number, changes: ProfileChanges): Promise<void> {
  await db.update(users).set(changes).where(eq(users.id, userId));
}

/**
 * Sets the new hash only if the password is still `expectedHash` (two changes racing: one wins), and
 * ends every session of the user (token_version) and its calendar feed URL.
 */
export async function replacePassword(db: Tx, userId: number, expectedHash: string, newHash: string): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ password: newHash, password_changed_at: new Date(), token_version: sql`${users.token_version} + 1`, takvim_token: null })
    .where(and(eq(users.id, userId), eq(users.password, expectedHash)))
    .returning({ id: users.id });
  return updated.length === 1;
}
