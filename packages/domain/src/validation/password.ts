/** New-password rules (spec 5), checked in the spec's order; only the first failure is reported. */
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import { MSG } from '../messages';
import { firstFailure, type OrderedRule } from './helpers';

/** The special characters of the spec: ! @ # $ % ^ & * ( ) , . ? " : { } | < > */
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*(),.?":{}|<>';

/** Upper/lower case are Unicode letters (Turkish Ç Ğ İ Ö Ş Ü count); digits are 0-9. */
export const PASSWORD_RULES: ReadonlyArray<OrderedRule<string>> = [
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

/** What PATCH /profile/ accepts for a password change (the server's variant: no repeat). */
export const ZPasswordChangeServerSchema = z.object({
  current_password: z.string({ error: MSG.password.currentRequired }).min(1, MSG.password.currentRequired),
  new_password: ZNewPasswordSchema,
});

/** The settings form: current, new, repeat; the repeat must match ('Yeni şifreler eşleşmiyor.'). */
export const ZPasswordChangeSchema = z
  .object({
    current_password: z.string({ error: MSG.password.currentRequired }).min(1, MSG.password.currentRequired),
    new_password: ZNewPasswordSchema,
    new_password_repeat: z.string({ error: MSG.password.mismatch }),
  })
  .superRefine((v, ctx) => {
    if (typeof v.new_password === 'string' && v.new_password !== v.new_password_repeat) {
      ctx.addIssue({ code: 'custom', message: MSG.password.mismatch, path: ['new_password_repeat'] });
    }
  });
export type PasswordChangeInput = z.input<typeof ZPasswordChangeSchema>;
