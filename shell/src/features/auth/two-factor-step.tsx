// The login's second step, for an account with two-factor sign-in: "Doğrulama kodu" (the 6 digits
// of the authenticator app) with a switch to "Kurtarma kodu" (a single-use recovery code), and
// "Geçiş anahtarıyla doğrula" when the account has a passkey and the browser offers WebAuthn. A
// wrong code is said under the field and may be tried again; an expired challenge goes back to the
// password form, whose alert says why.
import { authApi } from '@portal/api-client';
import { LoginError, TwoFactorError, useAuthStore, type SessionUser } from '@portal/auth-store';
import { TWO_FACTOR_MESSAGES as T } from '@portal/domain/core';
import { Box, Button, Card, Field, Heading, Input, Logo, PAGE_HEADING_ID, Stack, Text, VStack } from '@portal/ui/core';
import { useState, type FormEvent } from 'react';

type Mode = 'totp' | 'recovery';

/** Whether this browser can use passkeys at all (WebAuthn). */
export const browserHasPasskeys = () => typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

export function TwoFactorStep({
  challenge,
  methods = ['totp', 'recovery_code'],
  onDone,
  onRestart,
}: {
  challenge: string;
  methods?: readonly string[];
  onDone: (user: SessionUser) => void;
  onRestart: () => void;
}) {
  const offerPasskey = methods.includes('passkey') && browserHasPasskeys();
  const completeTwoFactor = useAuthStore((s) => s.completeTwoFactor);
  const [mode, setMode] = useState<Mode>('totp');
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const switchMode = () => {
    setMode((m) => (m === 'totp' ? 'recovery' : 'totp'));
    setValue('');
    setError(null);
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const typed = value.trim();
    if (mode === 'totp' && !/^\d{6}$/.test(typed.replace(/\s+/g, ''))) {
      setError(T.codeFormat);
      return;
    }
    if (typed === '') {
      setError(T.oneOfCodes);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const user = await completeTwoFactor(challenge, mode === 'totp' ? { code: typed } : { recovery_code: typed });
      onDone(user);
    } catch (err) {
      setBusy(false);
      if (err instanceof LoginError) {
        onRestart();
        return;
      }
      setError(err instanceof TwoFactorError ? err.message : T.failed);
    }
  }

  async function withPasskey() {
    if (busy) return;
    setBusy(true);
    setError(null);
    let passkey: Record<string, unknown>;
    try {
      const [{ startAuthentication }, { options }] = await Promise.all([import('@simplewebauthn/browser'), authApi.passkeyLoginOptions(challenge)]);
      passkey = (await startAuthentication({ optionsJSON: options as never })) as unknown as Record<string, unknown>;
    } catch {
      // Cancelled, timed out or refused by the browser: the code is still there.
      setBusy(false);
      setError(T.passkeyFailed);
      return;
    }
    try {
      onDone(await completeTwoFactor(challenge, { passkey }));
    } catch (err) {
      setBusy(false);
      if (err instanceof LoginError) {
        onRestart();
        return;
      }
      setError(err instanceof TwoFactorError ? err.message : T.passkeyFailed);
    }
  }

  const label = mode === 'totp' ? T.code : T.recoveryCode;
  return (
    <Box minH="80vh" display="flex" alignItems="center" justifyContent="center" px="4" py={{ base: '6', md: '10' }}>
      <Card.Root width="full" maxW="md" variant="elevated">
        <Card.Body>
          <VStack gap="2" mb="6" textAlign="center">
            <Logo markOnly size={56} />
            <Heading as="h1" id={PAGE_HEADING_ID} size="2xl" color="brand.primary">
              {T.stepTitle}
            </Heading>
            <Text color="fg.muted">{mode === 'totp' ? T.stepHintTotp : T.stepHintRecovery}</Text>
          </VStack>
          <form onSubmit={(e) => void onSubmit(e)} aria-label={T.stepTitle} noValidate>
            <Stack gap="4">
              <Field.Root required disabled={busy} invalid={Boolean(error)}>
                <Field.Label>
                  {label} <Field.RequiredIndicator />
                </Field.Label>
                <Input
                  key={mode}
                  name={mode === 'totp' ? 'code' : 'recovery_code'}
                  value={value}
                  onChange={(e) => setValue(e.currentTarget.value)}
                  autoComplete="one-time-code"
                  inputMode={mode === 'totp' ? 'numeric' : 'text'}
                  maxLength={mode === 'totp' ? 7 : 64}
                  fontFamily="mono"
                  fontSize="lg"
                  letterSpacing={mode === 'totp' ? '0.3em' : '0.05em'}
                  placeholder={mode === 'totp' ? '123456' : 'xxxxx-xxxxx'}
                  autoFocus
                />
                {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
              </Field.Root>
              <Button type="submit" width="full" disabled={busy}>
                {busy ? T.verifying : T.verify}
              </Button>
              {offerPasskey ? (
                <Button type="button" variant="outline" width="full" onClick={() => void withPasskey()} disabled={busy}>
                  {T.usePasskey}
                </Button>
              ) : null}
              <Button type="button" variant="ghost" width="full" onClick={switchMode} disabled={busy}>
                {mode === 'totp' ? T.useRecovery : T.useTotp}
              </Button>
              <Button type="button" variant="outline" width="full" onClick={onRestart} disabled={busy}>
                {T.back}
              </Button>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
    </Box>
  );
}
