// Password reset rows (sifre_sifirlamalar) and the account they reset.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { passwordResets, users } from '../../db/schema';
import type { Tx } from '../../lib/transaction';

/** The active account with this e-mail address (case-insensitive), if exactly one has it. */
export async function activeUserByEmail(db: Tx, email: string): Promise<{ id: number } | null> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, eq(users.is_active, true)))
    .limit(2);
  return rows.length === 1 ? rows[0]! : null;
}

export async function insertReset(db: Tx, values: typeof passwordResets.$inferInsert): Promise<number> {
  const [row] = await db.insert(passwordResets).values(values).returning({ id: passwordResets.id });
  return row!.id;
}

export async function nonceOf(db: Tx, id: number): Promise<string | null> {
  const [row] = await db.select({ nonce: passwordResets.nonce }).from(passwordResets).where(eq(passwordResets.id, id));
  return row?.nonce ?? null;
}

/**
 * Marks the unused, unexpired reset with this token hash used, and answers its account when that
 * account is active; one statement, so of two uses of one link exactly one gets the account.
 */
export async function useReset(db: Tx, sha256: string): Promise<number | null> {
  const [row] = await db
    .update(passwordResets)
    .set({ kullanildi: sql`now()` })
    .where(
      and(
        eq(passwordResets.token_sha256, sha256),
        isNull(passwordResets.kullanildi),
        gt(passwordResets.gecerlilik, sql`now()`),
        sql`exists (select 1 from ${users} where ${users.id} = ${passwordResets.user_id} and ${users.is_active})`,
      ),
    )
    .returning({ user_id: passwordResets.user_id });
  return row?.user_id ?? null;
}

/** Sets the new password, ends every session and the calendar feed URL, and spends the account's other links. */
export async function setPasswordAfterReset(db: Tx, userId: number, hash: string): Promise<void> {
  await db
    .update(users)
    .set({ password: hash, password_changed_at: sql`now()`, token_version: sql`${users.token_version} + 1`, takvim_token: null })
    .where(eq(users.id, userId));
  await db.update(passwordResets).set({ kullanildi: sql`now()` }).where(and(eq(passwordResets.user_id, userId), isNull(passwordResets.kullanildi)));
}
