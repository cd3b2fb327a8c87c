// The deny list of sessions that ended before their tokens expire: an access token's jti (logout)
// and a session id, the `sid` shared by every token of one login's refresh chain (logout, or reuse
// of a rotated refresh token). Entries live as long as the token they deny, in the token_blacklist
// table, which every API process on one database shares. Not in Redis: the check rides on the query
// that loads the caller anyway (services/session-user.ts), so Redis would only add a round trip, and
// a Redis outage would then refuse every signed-in request.
import type { Db } from '../db/client';
import { inArray, lt } from 'drizzle-orm';
import { tokenBlacklist } from '../db/schema';

export interface Revocations {
  /** Denies `key` until `expiresAt` (the end of the denied token's life). */
  revoke(key: string, userId: number, expiresAt: Date): Promise<void>;
  /** True when any of the keys is denied. */
  anyRevoked(keys: string[]): Promise<boolean>;
}

export const accessKey = (jti: string) => `a:${jti}`;
export const sessionKey = (sid: string) => `s:${sid}`;

export function dbRevocations(db: Db): Revocations {
  return {
    async revoke(key, userId, expiresAt) {
      await db.insert(tokenBlacklist).values({ jti: key, user_id: userId, expires_at: expiresAt }).onConflictDoNothing({ target: tokenBlacklist.jti });
    },
    async anyRevoked(keys) {
      if (keys.length === 0) return false;
      const rows = await db.select({ jti: tokenBlacklist.jti }).from(tokenBlacklist).where(inArray(tokenBlacklist.jti, keys)).limit(1);
      return rows.length > 0;
    },
  };
}

/** Removes deny-list and refresh-blacklist rows whose tokens have expired anyway (run at start). */
export async function purgeExpired(db: Db): Promise<number> {
  const rows = await db.delete(tokenBlacklist).where(lt(tokenBlacklist.expires_at, new Date())).returning({ jti: tokenBlacklist.jti });
  return rows.length;
}
