/** New-password rules (spec 5), checked in the spec's order; only the first failure is reported. */
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import { MSG } from '../messages';
import { firstFailure, hasControlCharacters, type OrderedRule } from './helpers';

/** The special characters of the spec: ! @ # $ % ^ & * ( ) , . ? " : { } | < > */
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*(),.?":{}|<>';

/**
 * Upper/lower case are Unicode letters (Turkish Ç Ğ İ Ö Ş Ü count); digits are 0-9. Before the
 * spec's rules, two of ours so that only visible characters count toward the minimum: no control
 * characters at all (NUL, tab, line breaks: the text rule, single-line), and no blank at either
 * end. Blanks are refused rather than trimmed: a trimmed password would differ from what the user
 * typed and then fail at login.
 */
export const PASSWORD_RULES: ReadonlyArray<OrderedRule<string>> = [
  [(p) => !hasControlCharacters(p), MSG.common.controlCharacters],
  [(p) => !/^\s|\s$/u.test(p), MSG.password.surroundingBlanks],
  [(p) => Array.from(p).length >= PASSWORD_MIN_LENGTH, MSG.password.minLength],
  [(p) => /\p{Lu}/u.test(p), MSG.password.uppercase],
  [(p) => /\p{Ll}/u.test(p), MSG.password.lowercase],
  [(p) => /[0-9]/.test(p), MSG.password.digit],
  [(p) => Array.from(PASSWORD_SPECIAL_CHARACTERS).some((c) => p.includes(c)), MSG.password.special],
  [(p) => Array.from(p).length <= PASSWORD_MAX_LENGTH, MSG.password.maxLength],
];

/** The first failing rule's message, or null when the password is acceptable. */
export function checkNewPassword(password: string): string | null {
  return firstFailure(password, PASSWORD_RULES);
}

export const ZNewPasswordSchema = z.string({ error: MSG.password.minLength }).superRefine((p, ctx) => {
  const message = checkNewPassword(p);
  if (message) ctx.addIssue({ code: 'custom', message });
});

/** The new password differs from the current one: a "change" to the same password is refused on new_password. */
function refuseSamePassword(v: { current_password?: unknown; new_password?: unknown }, ctx: z.RefinementCtx) {
  if (typeof v.new_password === 'string' && v.new_password !== '' && v.new_password === v.current_password) {
    ctx.addIssue({ code: 'custom', message: MSG.password.sameAsCurrent, path: ['new_password'] });
  }
}

/** What PATCH /profile/ accepts for a password change (the server's variant: no repeat). */
export const ZPasswordChangeServerSchema = z
  .object({
    current_password: z.string({ error: MSG.password.currentRequired }).min(1, MSG.password.currentRequired),
    new_password: ZNewPasswordSchema,
  })
  .superRefine(refuseSamePassword);

/** The settings form: current, new, repeat; the repeat must match ('Yeni şifreler eşleşmiyor.'). */
export const ZPasswordChangeSchema = z
  .object({
    current_password: z.string({ error: MSG.password.currentRequired }).min(1, MSG.password.currentRequired),
    new_password: ZNewPasswordSchema,
    new_password_repeat: z.string({ error: MSG.password.mismatch }),
  })
  .superRefine((v, ctx) => {
    refuseSamePassword(v, ctx);
    if (typeof v.new_password === 'string' && v.new_password !== v.new_password_repeat) {
      ctx.addIssue({ code: 'custom', message: MSG.password.mismatch, path: ['new_password_repeat'] });
    }
  });
export type PasswordChangeInput = z.input<typeof ZPasswordChangeSchema>;
