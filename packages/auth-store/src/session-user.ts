// The session user is the decoded access token (spec 3 "Session user"); the claim rules live in
// @portal/domain (toSessionUser in /session, isTokenExpired in /core).
import { isTokenExpired, type SessionUser } from '@portal/domain/core';
import { jwtDecode } from 'jwt-decode';

export type { SessionUser };

/**
 * The session rules (login form, token claims; zod), loaded the first time they are needed and not
 * with the login page (docs/bundles.md). Later calls get the loaded module.
 */
export const loadSessionRules = () => import('@portal/domain/session');

/**
 * Decode an access token into the session user. Null when the token is not a JWT, or lacks
 * `user_id` or a numeric `exp` (spec 4, 5).
 */
export async function decodeSessionUser(token: string | null | undefined): Promise<SessionUser | null> {
  if (!token) return null;
  let claims: unknown;
  try {
    claims = jwtDecode(token);
  } catch {
    return null;
  }
  const { toSessionUser } = await loadSessionRules();
  return toSessionUser(claims);
}

/** Expired when `exp` (seconds) is not in the future. `nowMs` defaults to Date.now(). */
export function isSessionExpired(user: Pick<SessionUser, 'exp'>, nowMs: number = Date.now()): boolean {
  return isTokenExpired(user.exp, nowMs);
}
