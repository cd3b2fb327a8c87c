// A forgotten password, signed out: /sifremi-unuttum asks for the account's e-mail address and
// shows the server's one answer (the same for any address); /sifre-sifirla?token=... (the e-mail's
// link) sets a new password by the domain's rules and leads to the login page. Loaded on first
// visit, not with the login page.
import { authApi, extractErrorText, getErrorStatus } from '@portal/api-client';
import { applyServerErrors, TextField, useZodForm } from '@portal/app-kit';
import { MSG, PASSWORD_RESET_MESSAGES as T, ZPasswordResetForm, ZPasswordResetRequest, type PasswordResetFormInput } from '@portal/domain';
import { Alert, Box, Button, Card, Heading, PAGE_HEADING_ID, Stack, Text } from '@portal/ui';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { SHELL_TITLES, useDocumentTitle } from '../layout/document-title';

/** The login page's frame: one centred card with the page's heading. */
export function AuthCard({ title, help, children }: { title: string; help: string; children: ReactNode }) {
  return (
    <Box minH="80vh" display="flex" alignItems="center" justifyContent="center" px="4" py={{ base: '6', md: '10' }}>
      <Card.Root width="full" maxW="md" variant="elevated">
        <Card.Body>
          <Stack gap="2" mb="6">
            <Heading as="h1" id={PAGE_HEADING_ID} size="xl" color="brand.primary">
              {title}
            </Heading>
            <Text color="fg.muted">{help}</Text>
          </Stack>
          {children}
        </Card.Body>
      </Card.Root>
    </Box>
  );
}

export function Notice({ status, text }: { status: 'success' | 'error'; text: string }) {
  return (
    <Alert.Root status={status} role={status === 'error' ? 'alert' : 'status'}>
      <Alert.Indicator />
      <Alert.Title>{text}</Alert.Title>
    </Alert.Root>
  );
}

export const BackToLogin = () => (
  <Button asChild variant="outline" width="full">
    <RouterLink to="/login">{T.toLogin}</RouterLink>
  </Button>
);

export function ForgotPasswordPage() {
  useDocumentTitle(SHELL_TITLES.forgotPassword);
  const form = useZodForm(ZPasswordResetRequest, { defaultValues: { email: '' } });
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const busy = form.formState.isSubmitting;

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      setSent((await authApi.requestPasswordReset(values)).detail);
    } catch (err) {
      setError(getErrorStatus(err) === 429 ? MSG.auth.tooManyAttempts : applyServerErrors(form, err, T.failed));
    }
  });

  return (
    <AuthCard title={T.requestTitle} help={T.requestHelp}>
      {sent ? (
        <Stack gap="4">
          <Notice status="success" text={sent} />
          <BackToLogin />
        </Stack>
      ) : (
        <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={T.requestTitle}>
          <Stack gap="4">
            {error ? <Notice status="error" text={error} /> : null}
            <TextField form={form} name="email" label={T.email} type="email" autoComplete="email" required disabled={busy} />
            <Button type="submit" width="full" disabled={busy}>
              {busy ? T.sending : T.send}
            </Button>
            <BackToLogin />
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}

const EMPTY: PasswordResetFormInput = { new_password: '', new_password_repeat: '' };

export function ResetPasswordPage() {
  useDocumentTitle(SHELL_TITLES.resetPassword);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const form = useZodForm(ZPasswordResetForm, { defaultValues: EMPTY });
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(token ? null : T.missingToken);
  const busy = form.formState.isSubmitting;

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      setDone((await authApi.confirmPasswordReset({ token, new_password: values.new_password })).detail);
      form.reset(EMPTY);
    } catch (err) {
      if (getErrorStatus(err) === 429) setError(MSG.auth.tooManyAttempts);
      // A refused link says so in the alert (with the way to a new one); the password's rules go under the field.
      else setError(applyServerErrors(form, err, extractErrorText(err, T.failed)));
    }
  });

  if (done) {
    return (
      <AuthCard title={T.confirmTitle} help={T.confirmHelp}>
        <Stack gap="4">
          <Notice status="success" text={done} />
          <Button asChild width="full">
            <RouterLink to="/login">{SHELL_TITLES.login}</RouterLink>
          </Button>
        </Stack>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={T.confirmTitle} help={T.confirmHelp}>
      <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={T.confirmTitle}>
        <Stack gap="4">
          {error ? <Notice status="error" text={error} /> : null}
          {error && (error === T.invalidToken || !token) ? (
            <Button asChild variant="outline" width="full">
              <RouterLink to="/sifremi-unuttum">{T.newRequest}</RouterLink>
            </Button>
          ) : null}
          <TextField form={form} name="new_password" label={T.newPassword} type="password" autoComplete="new-password" required disabled={busy || !token} />
          <TextField form={form} name="new_password_repeat" label={T.newPasswordRepeat} type="password" autoComplete="new-password" required disabled={busy || !token} />
          <Button type="submit" width="full" disabled={busy || !token}>
            {busy ? T.saving : T.save}
          </Button>
          <BackToLogin />
        </Stack>
      </form>
    </AuthCard>
  );
}
