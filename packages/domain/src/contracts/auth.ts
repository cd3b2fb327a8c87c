// Token endpoints (SimpleJWT-like): what POST token/, token/refresh/ and auth/logout/ take and give.
import { z } from 'zod';
import { MSG } from '../messages';
import { noControlCharacters } from '../validation/helpers';

/** Server-side wording of the token endpoints (SimpleJWT's, in Turkish); the client shows its own messages by status. */
export const AUTH_API_MESSAGES = {
  noActiveAccount: 'Verilen bilgilerle aktif bir hesap bulunamadı.',
  blank: 'Bu alan boş bırakılamaz.',
  notAString: 'Geçerli bir metin değil.',
  tooLong: 'Bu alan çok uzun.',
  notAnObject: 'Geçersiz veri: bir JSON nesnesi bekleniyordu.',
} as const;

const M = AUTH_API_MESSAGES;

/**
 * A required string field with DRF-like Turkish messages (missing, wrong type, blank, too long).
 * `text` applies the text rule (no control characters); secrets (passwords, tokens) are only
 * compared, so they go unchecked and a wrong one is a 401 like any other.
 */
export const zRequiredApiText = (max: number, options: { trim?: boolean; text?: boolean } = {}) => {
  const text = z.string({ error: (issue) => (issue.input === undefined ? MSG.common.required : M.notAString) });
  const bounded = (options.trim ? text.trim() : text).min(1, M.blank).max(max, M.tooLong);
  return options.text ? noControlCharacters(bounded) : bounded;
};

const body = <T extends z.ZodRawShape>(shape: T) => z.object(shape, { error: M.notAnObject });

/** The login form's own rule (ZLoginSchema) is client-side; the server only bounds the fields. */
export const ZLoginBody = body({
  username: zRequiredApiText(150, { trim: true, text: true }),
  password: zRequiredApiText(4096),
});
export const ZRefreshBody = body({ refresh: zRequiredApiText(4096) });
/** POST auth/logout-all/ reads nothing: an empty JSON object or no body at all. */
export const ZLogoutAllBody = z.object({}).passthrough().nullish().describe('no body');
export const ZTokenPair = z.object({ access: z.string(), refresh: z.string() });
export type TokenPair = z.infer<typeof ZTokenPair>;
