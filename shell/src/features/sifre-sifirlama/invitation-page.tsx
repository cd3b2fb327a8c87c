// /davet?token=... (the invitation e-mail's link): an invited person sets their password by the
// domain's rules (the reset page's form and frame). Nothing is signed in here: on success the person
// goes to the login page, which says the password is set and has their username filled in.
import { authApi, extractErrorText, getErrorStatus } from '@portal/api-client';
import { applyServerErrors, TextField, useZodForm } from '@portal/app-kit';
import { INVITATION_MESSAGES as T, MSG, PASSWORD_RESET_MESSAGES, ZPasswordResetForm, type PasswordResetFormInput } from '@portal/domain';
import { Button, Stack } from '@portal/ui';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { SHELL_TITLES, useDocumentTitle } from '../layout/document-title';
import { AuthCard, BackToLogin, Notice } from './password-reset-pages';

/** What the login page is told after an accepted invitation (router state). */
export interface LoginNotice {
  notice: string;
  username: string;
}

const EMPTY: PasswordResetFormInput = { new_password: '', new_password_repeat: '' };

export function InvitationPage() {
  useDocumentTitle(SHELL_TITLES.invitation);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const form = useZodForm(ZPasswordResetForm, { defaultValues: EMPTY });
  const [error, setError] = useState<string | null>(token ? null : T.missingToken);
  const busy = form.formState.isSubmitting;

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const answer = await authApi.acceptInvitation({ token, new_password: values.new_password });
      const state: LoginNotice = { notice: answer.detail, username: answer.username };
      void navigate('/login', { replace: true, state });
    } catch (err) {
      if (getErrorStatus(err) === 429) setError(MSG.auth.tooManyAttempts);
      // A refused link says so in the alert; the password's rules go under the field.
      else setError(applyServerErrors(form, err, extractErrorText(err, PASSWORD_RESET_MESSAGES.failed)));
    }
  });

  return (
    <AuthCard title={T.acceptTitle} help={T.acceptHelp}>
      <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={T.acceptTitle}>
        <Stack gap="4">
          {error ? <Notice status="error" text={error} /> : null}
          <TextField form={form} name="new_password" label={PASSWORD_RESET_MESSAGES.newPassword} type="password" autoComplete="new-password" required disabled={busy || !token} />
          <TextField
            form={form}
            name="new_password_repeat"
            label={PASSWORD_RESET_MESSAGES.newPasswordRepeat}
            type="password"
            autoComplete="new-password"
            required
            disabled={busy || !token}
          />
          <Button type="submit" width="full" disabled={busy || !token}>
            {busy ? T.saving : T.save}
          </Button>
          <BackToLogin />
        </Stack>
      </form>
    </AuthCard>
  );
}
