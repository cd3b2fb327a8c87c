// The password-change form's client-side rules come from @portal/domain (ZPasswordChangeSchema: the
// current password required, the new password's rules in the spec's order — minimum 8, uppercase,
// lowercase, digit, special character, maximum 128 — first failure only, and the repeat matching).
import { ZPasswordChangeSchema, type PasswordChangeInput } from '@portal/domain';

export type PasswordField = 'current_password' | 'new_password' | 'new_password_repeat';

export type PasswordFieldErrors = Partial<Record<PasswordField, string>>;

/** The first message per field (in the schema's order), or {} when the form may be sent. */
export function passwordChangeErrors(input: PasswordChangeInput): PasswordFieldErrors {
  const result = ZPasswordChangeSchema.safeParse(input);
  if (result.success) return {};
  const errors: PasswordFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as PasswordField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
