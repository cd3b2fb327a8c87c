// When a token's `exp` has passed: plain arithmetic, part of the light entry @portal/domain/core
// (the session store checks it synchronously; the claim rules in ./auth load later).

/** exp is in seconds: expired when exp <= now (seconds). */
export function isTokenExpired(exp: number, nowMs: number = Date.now()): boolean {
  return exp * 1000 <= nowMs;
}
