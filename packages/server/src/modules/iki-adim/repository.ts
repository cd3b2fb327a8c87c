// Queries of two-factor sign-in: the TOTP row of a user and their recovery codes.
import { and, count, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { passkeys, recoveryCodes, totpDevices, users } from '../../db/schema';
import type { Tx } from '../../lib/transaction';

export type TotpRow = typeof totpDevices.$inferSelect;

export async function findTotp(db: Tx, userId: number): Promise<TotpRow | null> {
  const [row] = await db.select().from(totpDevices).where(eq(totpDevices.user_id, userId)).limit(1);
  return row ?? null;
}

/** Whether the user's login asks for a second step (a confirmed TOTP). */
export async function hasTwoFactor(db: Tx, userId: number): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(totpDevices)
    .where(and(eq(totpDevices.user_id, userId), isNotNull(totpDevices.etkin)))
    .limit(1);
  return rows.length === 1;
}

/** A new, not yet confirmed secret; replaces an earlier unconfirmed one, never a confirmed one. */
export async function upsertPendingTotp(db: Tx, userId: number, encryptedSecret: string): Promise<boolean> {
  const rows = await db
    .insert(totpDevices)
    .values({ user_id: userId, secret: encryptedSecret })
    .onConflictDoUpdate({
      target: totpDevices.user_id,
      set: { secret: encryptedSecret, son_adim: null, olusturuldu: sql`now()` },
      setWhere: isNull(totpDevices.etkin),
    })
    .returning({ user_id: totpDevices.user_id });
  return rows.length === 1;
}

/**
 * Records `step` as the last accepted time step, only if it is later than the stored one: of two
 * requests with the same code, one wins (the row's update is atomic), the other is a replay.
 * With `enable`, also turns 2FA on (the confirmation of the setup).
 */
export async function acceptStep(db: Tx, userId: number, step: number, options: { enable?: boolean } = {}): Promise<boolean> {
  const rows = await db
    .update(totpDevices)
    .set({ son_adim: step, ...(options.enable ? { etkin: sql`now()` } : {}) })
    .where(
      and(
        eq(totpDevices.user_id, userId),
        options.enable ? isNull(totpDevices.etkin) : isNotNull(totpDevices.etkin),
        or(isNull(totpDevices.son_adim), lt(totpDevices.son_adim, step)),
      ),
    )
    .returning({ user_id: totpDevices.user_id });
  return rows.length === 1;
}

export async function deleteTwoFactor(db: Tx, userId: number): Promise<void> {
  await db.delete(passkeys).where(eq(passkeys.user_id, userId));
  await db.delete(recoveryCodes).where(eq(recoveryCodes.user_id, userId));
  await db.delete(totpDevices).where(eq(totpDevices.user_id, userId));
}

/** Replaces the user's recovery codes with these hashes. */
export async function replaceRecoveryCodes(db: Tx, userId: number, hashes: string[]): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.user_id, userId));
  await db.insert(recoveryCodes).values(hashes.map((kod_hash) => ({ user_id: userId, kod_hash })));
}

/** Marks an unused code used; false when there is none (wrong, or already used: single use). */
export async function spendRecoveryCode(db: Tx, userId: number, hash: string): Promise<boolean> {
  const rows = await db
    .update(recoveryCodes)
    .set({ kullanildi: sql`now()` })
    .where(and(eq(recoveryCodes.user_id, userId), eq(recoveryCodes.kod_hash, hash), isNull(recoveryCodes.kullanildi)))
    .returning({ id: recoveryCodes.id });
  return rows.length === 1;
}

export async function unusedRecoveryCodes(db: Tx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.user_id, userId), isNull(recoveryCodes.kullanildi)));
  return Number(row?.n ?? 0);
}

/** The name an authenticator app shows for the account. */
export async function accountLabel(db: Tx, userId: number): Promise<string> {
  const [row] = await db.select({ username: users.username, email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.email || row?.username || String(userId);
}

export async function passwordHash(db: Tx, userId: number): Promise<string | null> {
  const [row] = await db.select({ password: users.password }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.password ?? null;
}

export type PasskeyRow = typeof passkeys.$inferSelect;

export async function passkeysOf(db: Tx, userId: number): Promise<PasskeyRow[]> {
  return db.select().from(passkeys).where(eq(passkeys.user_id, userId)).orderBy(passkeys.id);
}

export async function findPasskey(db: Tx, userId: number, credentialId: string): Promise<PasskeyRow | null> {
  const [row] = await db
    .select()
    .from(passkeys)
    .where(and(eq(passkeys.user_id, userId), eq(passkeys.credential_id, credentialId)))
    .limit(1);
  return row ?? null;
}

/** The new passkey's row; null when that credential is already registered. */
export async function insertPasskey(db: Tx, row: typeof passkeys.$inferInsert): Promise<PasskeyRow | null> {
  const [inserted] = await db.insert(passkeys).values(row).onConflictDoNothing({ target: passkeys.credential_id }).returning();
  return inserted ?? null;
}

/**
 * Records a use: the authenticator's new counter, only if it moved on (or both are 0: authenticators
 * without a counter); false when it did not (a cloned authenticator, or the same assertion twice).
 */
export async function usePasskey(db: Tx, id: number, counter: number): Promise<boolean> {
  const rows = await db
    .update(passkeys)
    .set({ sayac: counter, son_kullanim: sql`now()` })
    .where(and(eq(passkeys.id, id), or(lt(passkeys.sayac, counter), and(eq(passkeys.sayac, 0), eq(sql`${counter}::bigint`, 0)))))
    .returning({ id: passkeys.id });
  return rows.length === 1;
}

export async function deletePasskey(db: Tx, userId: number, id: number): Promise<boolean> {
  const rows = await db.delete(passkeys).where(and(eq(passkeys.id, id), eq(passkeys.user_id, userId))).returning({ id: passkeys.id });
  return rows.length === 1;
}

export async function userExists(db: Tx, userId: number): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  return rows.length === 1;
}
