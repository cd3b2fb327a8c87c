// Settings: "İki adımlı doğrulama". Off: "Etkinleştir" makes a secret on the server, shown once as
// a QR code and as text; a current code from the app turns it on and the ten recovery codes are
// shown once. On: new recovery codes, or turning it off, each with the password and a current code
// (turning off also takes a recovery code). Staff whom STAFF_REQUIRE_2FA obliges see why first.
// With TOTP on, passkeys can be added (where the browser offers WebAuthn and the portal's address
// allows them) and removed; at login they stand in for the code.
import { extractErrorText, getErrorStatus, type ikiAdimApi } from '@portal/api-client';
import { formatDateTime, MSG, TWO_FACTOR_MESSAGES as T, type TotpSetup, type TwoFactorStatus } from '@portal/domain';
import { Alert, Box, Button, Code, Field, Flex, Input, SimpleGrid, Stack, Text } from '@portal/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { browserHasPasskeys } from '../auth/two-factor-step';
import { SettingsCard } from './settings-card';

export type TwoFactorApi = Pick<
  typeof ikiAdimApi,
  'status' | 'setup' | 'confirm' | 'regenerateRecoveryCodes' | 'disable' | 'passkeyOptions' | 'addPasskey' | 'removePasskey'
>;

/** The card's anchor: login sends staff who must turn it on to /settings#iki-adim. */
export const TWO_FACTOR_ANCHOR = 'iki-adim';

type View = { kind: 'status' } | { kind: 'setup'; setup: TotpSetup } | { kind: 'codes'; codes: string[] } | { kind: 'regenerate' } | { kind: 'disable' };

/** The field error of a 400 (`code`, `recovery_code`, `password`) or the answer's text. */
const errorText = (err: unknown) => (getErrorStatus(err) === 429 ? MSG.auth.tooManyAttempts : extractErrorText(err, T.failed));

function ErrorAlert({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Title>{text}</Alert.Title>
    </Alert.Root>
  );
}

function CodeInput({ label, name, busy, hint }: { label: string; name: string; busy: boolean; hint?: string }) {
  return (
    <Field.Root required disabled={busy}>
      <Field.Label>
        {label} <Field.RequiredIndicator />
      </Field.Label>
      <Input name={name} autoComplete="one-time-code" fontFamily="mono" maxWidth="16rem" />
      {hint ? <Field.HelperText>{hint}</Field.HelperText> : null}
    </Field.Root>
  );
}

function RecoveryCodesList({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard?.writeText(codes.join('\n')).catch(() => undefined);
    setCopied(true);
  };
  return (
    <Stack gap="3">
      <Text fontWeight="semibold">{T.recoveryTitle}</Text>
      <Text fontSize="sm" color="fg.muted">
        {T.recoveryHint}
      </Text>
      <SimpleGrid as="ul" columns={{ base: 2, sm: 2 }} gap="2" listStyleType="none" data-testid="recovery-codes" aria-label={T.recoveryTitle}>
        {codes.map((c) => (
          <Box as="li" key={c}>
            <Code fontSize="md" px="2" py="1">
              {c}
            </Code>
          </Box>
        ))}
      </SimpleGrid>
      <Flex gap="2" wrap="wrap">
        <Button type="button" variant="outline" onClick={() => void copy()}>
          {copied ? T.copied : T.copyCodes}
        </Button>
        <Button type="button" onClick={onDone}>
          {T.savedCodes}
        </Button>
      </Flex>
    </Stack>
  );
}

function PasskeysSection({ api, status, onChanged }: { api: TwoFactorApi; status: TwoFactorStatus; onChanged: (notice: string) => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [name, setName] = useState<string>(T.passkeyNameDefault);

  const add = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const [{ startRegistration }, { options, state }] = await Promise.all([import('@simplewebauthn/browser'), api.passkeyOptions()]);
      let response: Record<string, unknown>;
      try {
        response = (await startRegistration({ optionsJSON: options as never })) as unknown as Record<string, unknown>;
      } catch {
        setError(T.passkeyFailed);
        return;
      }
      await api.addPasskey({ state, response: response as never, ad: name.trim() || T.passkeyNameDefault });
      await onChanged(T.passkeyAdded);
      setName(T.passkeyNameDefault);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };
  const remove = async (id: number) => {
    setBusy(true);
    setError(null);
    try {
      await api.removePasskey(id);
      await onChanged(T.passkeyRemoved);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="3" borderTopWidth="1px" pt="4" data-testid="passkeys">
      <Text fontWeight="semibold">{T.passkeysTitle}</Text>
      <Text fontSize="sm" color="fg.muted">
        {T.passkeysHint}
      </Text>
      <ErrorAlert text={error} />
      {status.passkeys.length === 0 ? (
        <Text fontSize="sm">{T.noPasskeys}</Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" aria-label={T.passkeysTitle}>
          {status.passkeys.map((p) => (
            <Flex as="li" key={p.id} gap="3" align="center" justify="space-between" borderWidth="1px" borderRadius="md" px="3" py="2">
              <Box minW="0">
                <Text fontWeight="medium" truncate>
                  {p.ad}
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  {T.passkeyAddedOn(formatDateTime(p.olusturuldu))}
                </Text>
              </Box>
              <Button type="button" size="sm" variant="outline" colorPalette="red" disabled={busy} onClick={() => void remove(p.id)} aria-label={`${T.removePasskey}: ${p.ad}`}>
                {T.removePasskey}
              </Button>
            </Flex>
          ))}
        </Stack>
      )}
      <form onSubmit={(e) => void add(e)} noValidate aria-label={T.addPasskey}>
        <Flex gap="2" direction={{ base: 'column', sm: 'row' }} align={{ base: 'stretch', sm: 'end' }}>
          <Field.Root disabled={busy} maxWidth={{ sm: '20rem' }}>
            <Field.Label>{T.passkeyName}</Field.Label>
            <Input value={name} maxLength={100} onChange={(e) => setName(e.currentTarget.value)} />
          </Field.Root>
          <Button type="submit" variant="outline" disabled={busy}>
            {T.addPasskey}
          </Button>
        </Flex>
      </form>
    </Stack>
  );
}

export function TwoFactorCard({ api }: { api: TwoFactorApi }) {
  const [status, setStatus] = useState<TwoFactorStatus | null>(null);
  const [view, setView] = useState<View>({ kind: 'status' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const anchor = useRef<HTMLDivElement>(null);

  const reload = () =>
    api.status().then(setStatus, () => setError(T.loadError));
  useEffect(() => {
    void reload();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per api
  }, [api]);
  // Sent here from the login (STAFF_REQUIRE_2FA): the card comes into view.
  useEffect(() => {
    if (window.location.hash === `#${TWO_FACTOR_ANCHOR}`) anchor.current?.scrollIntoView?.({ block: 'start' });
  }, [status]);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      await work();
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  const start = () =>
    run(async () => {
      setView({ kind: 'setup', setup: await api.setup() });
    });

  const confirm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    void run(async () => {
      const { recovery_codes } = await api.confirm({ code });
      setNotice(T.enabled);
      setView({ kind: 'codes', codes: recovery_codes });
      await reload();
    });
  };

  const regenerate = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    void run(async () => {
      const { recovery_codes } = await api.regenerateRecoveryCodes({ password: String(data.get('password') ?? ''), code: String(data.get('code') ?? '').trim() });
      setView({ kind: 'codes', codes: recovery_codes });
      await reload();
    });
  };

  const disable = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const factor = String(data.get('factor') ?? '').trim();
    // Six digits are the app's code; anything else is taken for a recovery code.
    const isTotp = /^\d{6}$/.test(factor.replace(/\s+/g, ''));
    void run(async () => {
      await api.disable({ password: String(data.get('password') ?? ''), ...(isTotp ? { code: factor } : { recovery_code: factor }) });
      setNotice(T.disabled);
      setView({ kind: 'status' });
      await reload();
    });
  };

  const cancel = () => {
    setError(null);
    setView({ kind: 'status' });
  };

  return (
    <Box ref={anchor} id={TWO_FACTOR_ANCHOR} scrollMarginTop="20">
      <SettingsCard title={T.title}>
        <Stack gap="4">
          {notice ? (
            <Alert.Root status="success" role="status">
              <Alert.Indicator />
              <Alert.Title>{notice}</Alert.Title>
            </Alert.Root>
          ) : null}
          <ErrorAlert text={error} />
          {status?.required && !status.totp && view.kind === 'status' ? (
            <Alert.Root status="warning">
              <Alert.Indicator />
              <Alert.Title>{T.required}</Alert.Title>
            </Alert.Root>
          ) : null}

          {view.kind === 'status' && status ? (
            status.totp ? (
              <Stack gap="3">
                <Text fontWeight="medium" data-testid="two-factor-state">
                  {T.onStatus}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {T.recoveryLeft(status.recovery_codes_left)}
                </Text>
                <Flex gap="2" wrap="wrap">
                  <Button type="button" variant="outline" onClick={() => setView({ kind: 'regenerate' })}>
                    {T.regenerate}
                  </Button>
                  <Button type="button" variant="outline" colorPalette="red" onClick={() => setView({ kind: 'disable' })}>
                    {T.disable}
                  </Button>
                </Flex>
                {/* Passkeys are bound to the portal's own address: not offered on a page opened at another one. */}
                {status.passkeys_available && status.passkey_rp_id === window.location.hostname && browserHasPasskeys() ? (
                  <PasskeysSection
                    api={api}
                    status={status}
                    onChanged={async (text) => {
                      setNotice(text);
                      await reload();
                    }}
                  />
                ) : null}
              </Stack>
            ) : (
              <Stack gap="3">
                <Text fontWeight="medium" data-testid="two-factor-state">
                  {T.offStatus}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {T.offHint}
                </Text>
                <Button type="button" alignSelf="start" disabled={busy} onClick={() => void start()}>
                  {T.start}
                </Button>
              </Stack>
            )
          ) : null}

          {view.kind === 'setup' ? (
            <form onSubmit={confirm} noValidate aria-label={T.title}>
              <Stack gap="4">
                <Text>{T.setupStep1}</Text>
                <Flex gap="4" direction={{ base: 'column', sm: 'row' }} align={{ base: 'stretch', sm: 'center' }}>
                  <Box bg="white" p="2" borderRadius="md" borderWidth="1px" alignSelf={{ base: 'center', sm: 'auto' }} flexShrink={0}>
                    <img src={view.setup.qr} alt={T.qrAlt} width={180} height={180} style={{ display: 'block' }} />
                  </Box>
                  <Stack gap="1" minW="0">
                    <Text fontSize="sm" color="fg.muted">
                      {T.secretLabel}
                    </Text>
                    <Code data-testid="totp-secret" fontSize="md" px="2" py="1" wordBreak="break-all" whiteSpace="normal">
                      {view.setup.secret.replace(/(.{4})/g, '$1 ').trim()}
                    </Code>
                  </Stack>
                </Flex>
                <CodeInput label={T.code} name="code" busy={busy} hint={T.setupStep2} />
                <Flex gap="2" wrap="wrap">
                  <Button type="submit" disabled={busy}>
                    {T.confirm}
                  </Button>
                  <Button type="button" variant="outline" disabled={busy} onClick={cancel}>
                    {T.cancel}
                  </Button>
                </Flex>
              </Stack>
            </form>
          ) : null}

          {view.kind === 'codes' ? <RecoveryCodesList codes={view.codes} onDone={() => setView({ kind: 'status' })} /> : null}

          {view.kind === 'regenerate' || view.kind === 'disable' ? (
            <form onSubmit={view.kind === 'regenerate' ? regenerate : disable} noValidate aria-label={view.kind === 'regenerate' ? T.regenerate : T.disable}>
              <Stack gap="4">
                <Text fontSize="sm" color="fg.muted">
                  {view.kind === 'regenerate' ? T.regenerateHint : T.disableHint}
                </Text>
                <Field.Root required disabled={busy}>
                  <Field.Label>
                    {T.password} <Field.RequiredIndicator />
                  </Field.Label>
                  <Input name="password" type="password" autoComplete="current-password" maxWidth="20rem" />
                </Field.Root>
                {view.kind === 'regenerate' ? (
                  <CodeInput label={T.code} name="code" busy={busy} />
                ) : (
                  <CodeInput label={`${T.code} / ${T.recoveryCode}`} name="factor" busy={busy} />
                )}
                <Flex gap="2" wrap="wrap">
                  <Button type="submit" disabled={busy} colorPalette={view.kind === 'disable' ? 'red' : undefined}>
                    {view.kind === 'regenerate' ? T.regenerate : T.disable}
                  </Button>
                  <Button type="button" variant="outline" disabled={busy} onClick={cancel}>
                    {T.cancel}
                  </Button>
                </Flex>
              </Stack>
            </form>
          ) : null}
        </Stack>
      </SettingsCard>
    </Box>
  );
}
