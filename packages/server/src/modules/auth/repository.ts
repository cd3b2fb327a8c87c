// Queries of the token endpoints: users by login name, the refresh-token blacklist.
import { and, eq, sql } from 'drizzle-orm';
import { pgErrorCode } from '../../db/client';
import { tokenBlacklist, users } from '../../db/schema';
import type { Tx } from '../../lib/transaction';

/** The login's user, by case-insensitive username; null when there is none. */
export async function findLoginUser(db: Tx, username: string) {
  const [row] = await db
    .select({ id: users.id, password: users.password, is_active: users.is_active })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  return row ?? null;
}

/**
 * Ends every session of the user: tokens carry the version they were issued with, and the calendar
 * feed's secret URL (a standing credential of its own) stops working; the next look at it makes a new one.
 */
export async function bumpTokenVersion(db: Tx, userId: number): Promise<void> {
  await db.update(users).set({ token_version: sql`${users.token_version} + 1`, takvim_token: null }).where(eq(users.id, userId));
}

/** Replaces an outdated hash after a successful login, unless the password changed meanwhile. */
export async function replaceLegacyHash(db: Tx, userId: number, oldHash: string, newHash: string): Promise<void> {
  await db.update(users).set({ password: newHash }).where(and(eq(users.id, userId), eq(users.password, oldHash)));
}

export async function recordLogin(db: Tx, userId: number): Promise<void> {
  await db.update(users).set({ last_login: new Date() }).where(eq(users.id, userId));
}

/**
 * Blacklists a refresh token's jti; false when it was already there (or its user is gone). The primary key makes the
 * second use of a token (even one running in parallel) insert nothing.
 */
export async function blacklistJti(db: Tx, token: { jti: string; user_id: number; expires_at: Date }): Promise<boolean> {
  try {
    const inserted = await db
      .insert(tokenBlacklist)
      .values(token)
      .onConflictDoNothing({ target: tokenBlacklist.jti })
      .returning({ jti: tokenBlacklist.jti });
    return inserted.length === 1;
  } catch (err) {
    // 23505: a concurrent insert of the same jti; 23503: the user was deleted meanwhile.
    if (pgErrorCode(err) === '23505' || pgErrorCode(err) === '23503') return false;
    throw err;
  }
}

/**
 * Whether a refresh token's jti was blacklisted (rotated or logged out) less than `ms` ago, by the
 * database's clock, which every API process shares.
 */
export async function blacklistedWithin(db: Tx, jti: string, ms: number): Promise<boolean> {
  const rows = await db
    .select({ jti: tokenBlacklist.jti })
    .from(tokenBlacklist)
    .where(and(eq(tokenBlacklist.jti, jti), sql`${tokenBlacklist.blacklisted_at} > now() - make_interval(secs => ${ms / 1000})`))
    .limit(1);
  return rows.length === 1;
}
