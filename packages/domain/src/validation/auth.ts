/** Login, token pair and token claims (spec 3, 4, 5). */
import { z } from 'zod';
import { MSG } from '../messages';
import type { SessionUser } from '../types';
import { noControlCharacters } from './helpers';

/** Login form / POST token/ body: username trimmed, both non-empty ('Kullanıcı adı ve şifre gereklidir'). */
export const ZLoginSchema = z.object({
  username: noControlCharacters(z.string({ error: MSG.auth.credentialsRequired }).trim().min(1, MSG.auth.credentialsRequired)),
  // Not the text rule: a password is only compared with the stored hash (a wrong one is a 401).
  password: z.string({ error: MSG.auth.credentialsRequired }).min(1, MSG.auth.credentialsRequired),
});
export type LoginInput = z.input<typeof ZLoginSchema>;

/** Token response must contain access and refresh, else 'Geçersiz yanıt formatı'. */
export const ZTokenPairSchema = z.object(
  {
    access: z.string({ error: MSG.auth.invalidResponseFormat }).min(1, MSG.auth.invalidResponseFormat),
    refresh: z.string({ error: MSG.auth.invalidResponseFormat }).min(1, MSG.auth.invalidResponseFormat),
  },
  { error: MSG.auth.invalidResponseFormat },
);

/** POST token/refresh/ and auth/logout/ body. */
export const ZRefreshSchema = z.object({
  refresh: z.string({ error: MSG.auth.invalidResponseFormat }).min(1, MSG.auth.invalidResponseFormat),
});

/**
 * Decoded access token: user_id (number or numeric string) and numeric exp required, else
 * 'Invalid token structure'. Other claims optional; unknown claims kept.
 */
export const ZTokenClaimsSchema = z
  .object(
    {
      // A number, or digits as text (SimpleJWT may emit either); null, '', booleans are refused.
      user_id: z.union([z.number().int().positive(), z.string().regex(/^\d+$/).transform(Number)], {
        error: MSG.auth.invalidTokenStructure,
      }),
      exp: z.number({ error: MSG.auth.invalidTokenStructure }),
      token_type: z.string().optional(),
      iat: z.number().optional(),
      jti: z.string().optional(),
      is_mentor: z.boolean().nullish(),
      is_sirket_sahibi: z.boolean().nullish(),
      is_staff: z.boolean().nullish(),
      is_superuser: z.boolean().nullish(),
      rol: z.string().nullish(),
      sirket_id: z.number().nullish(),
    },
    { error: MSG.auth.invalidTokenStructure },
  )
  .loose();

/** Decoded token -> normalised session user, or null when the structure is invalid. */
export function toSessionUser(decoded: unknown): SessionUser | null {
  const r = ZTokenClaimsSchema.safeParse(decoded);
  if (!r.success) return null;
  const c = r.data;
  return {
    user_id: c.user_id,
    exp: c.exp,
    is_mentor: c.is_mentor === true,
    is_sirket_sahibi: c.is_sirket_sahibi === true,
    is_staff: c.is_staff === true,
    is_superuser: c.is_superuser === true,
    rol: c.rol ?? null,
    sirket_id: c.sirket_id ?? null,
  };
}

/** exp is in seconds: expired when exp <= now (seconds). */
export function isTokenExpired(exp: number, nowMs: number = Date.now()): boolean {
  return exp * 1000 <= nowMs;
}
