/**
 * Login, token pair and token claims (spec 3, 4, 5). Written with zod's small build (zod/mini, the
 * same zod 4 core as the other schemas): the entry @portal/domain/session, which the session store
 * loads when it first needs it (the user types in the login form, a stored session is checked), not
 * with the login page (docs/bundles.md). Client-side only.
 */
import * as z from 'zod/mini';
import { MSG } from '../messages';
import type { SessionUser } from '../types';
import { textRulePattern } from './text';

/** The text rule (helpers.ts noControlCharacters) as a zod/mini check. */
const noControl = z.regex(textRulePattern({}, true), { message: MSG.common.controlCharacters, abort: true });

/** Login form / POST token/ body: username trimmed, both non-empty ('Kullanıcı adı ve şifre gereklidir'). */
export const ZLoginSchema = z.object({
  username: z
    .string({ error: MSG.auth.credentialsRequired })
    .check(z.trim(), z.minLength(1, MSG.auth.credentialsRequired), noControl),
  // Not the text rule: a password is only compared with the stored hash (a wrong one is a 401).
  password: z.string({ error: MSG.auth.credentialsRequired }).check(z.minLength(1, MSG.auth.credentialsRequired)),
});
export type LoginInput = z.input<typeof ZLoginSchema>;

/** Token response must contain access and refresh, else 'Geçersiz yanıt formatı'. */
export const ZTokenPairSchema = z.object(
  {
    access: z.string({ error: MSG.auth.invalidResponseFormat }).check(z.minLength(1, MSG.auth.invalidResponseFormat)),
    refresh: z.string({ error: MSG.auth.invalidResponseFormat }).check(z.minLength(1, MSG.auth.invalidResponseFormat)),
  },
  { error: MSG.auth.invalidResponseFormat },
);

/** POST token/refresh/ and auth/logout/ body. */
export const ZRefreshSchema = z.object({
  refresh: z.string({ error: MSG.auth.invalidResponseFormat }).check(z.minLength(1, MSG.auth.invalidResponseFormat)),
});

/**
 * Decoded access token: user_id (number or numeric string) and numeric exp required, else
 * 'Invalid token structure'. Other claims optional; unknown claims kept.
 */
export const ZTokenClaimsSchema = z.looseObject(
  {
    // A number, or digits as text (SimpleJWT may emit either); null, '', booleans are refused.
    user_id: z.union([z.int().check(z.positive()), z.pipe(z.string().check(z.regex(/^\d+$/)), z.transform(Number))], {
      error: MSG.auth.invalidTokenStructure,
    }),
    exp: z.number({ error: MSG.auth.invalidTokenStructure }),
    token_type: z.optional(z.string()),
    iat: z.optional(z.number()),
    jti: z.optional(z.string()),
    is_mentor: z.nullish(z.boolean()),
    is_sirket_sahibi: z.nullish(z.boolean()),
    is_staff: z.nullish(z.boolean()),
    is_superuser: z.nullish(z.boolean()),
    rol: z.nullish(z.string()),
    sirket_id: z.nullish(z.number()),
  },
  { error: MSG.auth.invalidTokenStructure },
);

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
