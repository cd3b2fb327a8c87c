// The session user is the decoded access token (spec 3 "Session user"); the claim rules live in
// @portal/domain (toSessionUser, isTokenExpired).
import { isTokenExpired, toSessionUser, type SessionUser } from '@portal/domain/core';
import { jwtDecode } from 'jwt-decode';

export type { SessionUser };

/**
 * Decode an access token into the session user. Null when the token is not a JWT, or lacks
 * `user_id` or a numeric `exp` (spec 4, 5).
 */
export function decodeSessionUser(token: string | null | undefined): SessionUser | null {
  if (!token) return null;
  let claims: unknown;
  try {
    claims = jwtDecode(token);
  } catch {
    return null;
  }
  return toSessionUser(claims);
}

/** Expired when `exp` (seconds) is not in the future. `nowMs` defaults to Date.now(). */
export function isSessionExpired(user: Pick<SessionUser, 'exp'>, nowMs: number = Date.now()): boolean {
  return isTokenExpired(user.exp, nowMs);
}
