// JSON Web Tokens shaped like SimpleJWT: HS256 only, an access token carrying the session user's
// flags and a refresh token that is rotated and blacklisted by jti (token_blacklist). Both carry
// `sid`, the id of the login they descend from (kept across refreshes, so one logout or one reuse of
// a rotated refresh token can end the whole chain), and `ver`, the user's token_version when issued.
// The secret (SECRET_KEY, or generated once into <dataDir>/secret_key) comes from services/secret.ts.
import { randomUUID, webcrypto } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Config } from '../env';
import type { AuthUser } from './session-user';

export const JWT_ALGORITHM = 'HS256';

/** What both token types carry: which user and login they are for, the user's token_version, and their own id and times. */
interface CommonClaims {
  exp: number;
  iat: number;
  jti: string;
  user_id: number;
  sid: string;
  ver: number;
}

export interface AccessClaims extends CommonClaims {
  token_type: 'access';
  is_mentor: boolean;
  is_sirket_sahibi: boolean;
  is_staff: boolean;
  rol: 'sahip' | 'calisan' | null;
  sirket_id: number | null;
}

export interface RefreshClaims extends CommonClaims {
  token_type: 'refresh';
}

/** The second step of a login (POST token/2fa/): the password was right, a factor is still due. */
export interface ChallengeClaims extends CommonClaims {
  token_type: 'two_factor';
}

export type TokenType = 'access' | 'refresh' | 'two_factor';

export interface TokenPair {
  access: string;
  refresh: string;
}

/** Any reason a token is refused (bad signature, expired, wrong type, malformed): the caller answers 401. */
export class TokenError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'TokenError';
  }
}

const newJti = () => randomUUID().replaceAll('-', '');
const nowSeconds = () => Math.floor(Date.now() / 1000);

const isPositiveInt = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 0;
const isNullableInt = (v: unknown): v is number | null => v === null || isPositiveInt(v);

export interface TokenService {
  /** A new session, or (with `sid`) the next pair of an existing one. */
  issuePair(user: AuthUser, sid?: string): Promise<TokenPair>;
  issueAccess(user: AuthUser, sid: string): Promise<string>;
  verifyAccess(token: string): Promise<AccessClaims>;
  verifyRefresh(token: string): Promise<RefreshClaims>;
  /** The signed challenge of a login's second step, valid `seconds`. */
  issueChallenge(user: AuthUser, seconds: number): Promise<string>;
  verifyChallenge(token: string): Promise<ChallengeClaims>;
  /** Lifetimes in seconds. */
  readonly accessSeconds: number;
  readonly refreshSeconds: number;
}

/**
 * Access tokens already verified by this process, by their text: a client sends the same token on
 * every request for its lifetime, and the HMAC check through WebCrypto cost more CPU than the rest
 * of a small request (about 0.5 ms of a 3 ms profile request). Safe because a token's signature and
 * claims never change; its expiry is checked again on every use. Revocation is not this cache's
 * business: the auth plugin asks the database (or Redis) on every request as before. Bounded: the
 * oldest entries go first.
 */
const VERIFIED_CACHE_SIZE = 10_000;

export function createTokenService(secret: string, config: Pick<Config, 'accessTokenMinutes' | 'refreshTokenDays'>): TokenService {
  // Imported into a CryptoKey once (jose re-imports raw bytes on every sign and verify).
  const key = webcrypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  const verifiedAccess = new Map<string, AccessClaims>();
  const accessSeconds = config.accessTokenMinutes * 60;
  const refreshSeconds = config.refreshTokenDays * 24 * 60 * 60;

  const sign = async (claims: Record<string, unknown>, lifetime: number) => {
    const iat = nowSeconds();
    return new SignJWT({ ...claims, jti: newJti() })
      .setProtectedHeader({ alg: JWT_ALGORITHM, typ: 'JWT' })
      .setIssuedAt(iat)
      .setExpirationTime(iat + lifetime)
      .sign(await key);
  };

  const issueAccess = (user: AuthUser, sid: string) =>
    sign(
      {
        token_type: 'access',
        user_id: user.id,
        sid,
        ver: user.token_version,
        is_mentor: user.is_mentor,
        is_sirket_sahibi: user.is_sirket_sahibi,
        is_staff: user.is_staff,
        rol: user.rol,
        sirket_id: user.sirket_id,
      },
      accessSeconds,
    );

  const issueRefresh = (user: AuthUser, sid: string) =>
    sign({ token_type: 'refresh', user_id: user.id, sid, ver: user.token_version }, refreshSeconds);

  /** Signature (HS256 only: `alg: none` and every other algorithm are refused), exp, and the common claims. */
  async function verify(token: string, type: TokenType): Promise<Record<string, unknown>> {
    if (typeof token !== 'string' || token.length === 0 || token.length > 4096) throw new TokenError('malformed');
    let payload: Record<string, unknown>;
    try {
      ({ payload } = await jwtVerify(token, await key, { algorithms: [JWT_ALGORITHM], requiredClaims: ['exp', 'iat', 'jti'] }));
    } catch (err) {
      throw new TokenError((err as { code?: string }).code ?? 'invalid');
    }
    if (payload.token_type !== type) throw new TokenError('wrong_type');
    if (!isPositiveInt(payload.user_id)) throw new TokenError('no_user');
    if (typeof payload.jti !== 'string' || payload.jti.length === 0 || payload.jti.length > 64) throw new TokenError('no_jti');
    if (typeof payload.exp !== 'number' || typeof payload.iat !== 'number') throw new TokenError('no_exp');
    if (typeof payload.sid !== 'string' || payload.sid.length === 0 || payload.sid.length > 64) throw new TokenError('no_sid');
    if (!(Number.isSafeInteger(payload.ver) && (payload.ver as number) >= 0)) throw new TokenError('no_ver');
    return payload;
  }

  return {
    accessSeconds,
    refreshSeconds,
    issueAccess,
    async issuePair(user, sid = newJti()) {
      const [access, refresh] = await Promise.all([issueAccess(user, sid), issueRefresh(user, sid)]);
      return { access, refresh };
    },
    async verifyAccess(token) {
      const known = verifiedAccess.get(token);
      if (known) {
        // jose's rule: expired when exp <= now (whole seconds).
        if (known.exp > nowSeconds()) return known;
        verifiedAccess.delete(token);
        throw new TokenError('ERR_JWT_EXPIRED');
      }
      const p = await verify(token, 'access');
      if (
        typeof p.is_mentor !== 'boolean' ||
        typeof p.is_sirket_sahibi !== 'boolean' ||
        typeof p.is_staff !== 'boolean' ||
        !isNullableInt(p.sirket_id) ||
        !(p.rol === null || p.rol === 'sahip' || p.rol === 'calisan')
      ) {
        throw new TokenError('claims');
      }
      const claims = Object.freeze(p) as unknown as AccessClaims;
      if (verifiedAccess.size >= VERIFIED_CACHE_SIZE) verifiedAccess.delete(verifiedAccess.keys().next().value!);
      verifiedAccess.set(token, claims);
      return claims;
    },
    async verifyRefresh(token) {
      return (await verify(token, 'refresh')) as unknown as RefreshClaims;
    },
    issueChallenge(user, seconds) {
      // `sid` names the session the completed login will start.
      return sign({ token_type: 'two_factor', user_id: user.id, sid: newJti(), ver: user.token_version }, seconds);
    },
    async verifyChallenge(token) {
      return (await verify(token, 'two_factor')) as unknown as ChallengeClaims;
    },
  };
}
