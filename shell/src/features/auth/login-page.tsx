// /login exactly as spec section 2: logo, the platform's title and subtitle, username (required,
// autofocus), password (required), a submit button whose label changes while busy (inputs disabled),
// the store's Turkish error message, and the outlined external 'Kayıt Ol' link. On success history is
// replaced: staff to /admin/dashboard, everyone else to /. The form validates with the domain's
// schema (noValidate: no browser bubbles in the browser's language); an empty field is marked under it.
// The schema comes with the session rules, loaded once the user types (not with the page: docs/bundles.md).
import { isStaff, loadSessionRules, useAuthStore } from '@portal/auth-store';
import { MSG } from '@portal/domain/core';
import { Alert, Box, Button, Card, Field, Heading, Input, Link, Logo, PAGE_HEADING_ID, Stack, takeHeadingFocusRequest, Text, VStack } from '@portal/ui/core';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { registerUrl } from '../../config/env';
import { SHELL_TITLES, useDocumentTitle } from '../layout/document-title';
import { ADMIN_HOME } from './require-auth';

export const PLATFORM_TITLE = 'Kuluçka Programı Portalı';
export const PLATFORM_SUBTITLE = 'Çağrılar, başvurular, raporlar ve mentorluk tek bir yerde';

export function LoginPage() {
  const navigate = useNavigate();
  const login = useAuthStore((s) => s.login);
  const storeError = useAuthStore((s) => s.error);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<{ username?: string; password?: string }>({});
  useDocumentTitle(SHELL_TITLES.login);
  const typed = username !== '' || password !== '';
  useEffect(() => {
    if (typed) void loadSessionRules().catch(() => undefined);
  }, [typed]);
  // The username field has the focus (autofocus), not the heading: the navigation's request is spent here.
  useEffect(() => void takeHeadingFocusRequest(), []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    // Unloadable rules (offline): no field marks; the store's login says why.
    const rules = await loadSessionRules().catch(() => null);
    const checked = rules?.ZLoginSchema.safeParse({ username, password });
    const nextFieldErrors: { username?: string; password?: string } = {};
    for (const issue of !checked || checked.success ? [] : checked.error.issues) {
      const key = issue.path[0];
      if ((key === 'username' || key === 'password') && !nextFieldErrors[key]) nextFieldErrors[key] = issue.message;
    }
    setFieldErrors(nextFieldErrors);
    try {
      const user = await login(username, password);
      void navigate(isStaff(user) ? ADMIN_HOME : '/', { replace: true });
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : MSG.auth.loginAlert);
      setBusy(false);
    }
  }

  const shownError = error ?? storeError ?? null;

  return (
    <Box minH="80vh" display="flex" alignItems="center" justifyContent="center" px="4" py={{ base: '6', md: '10' }}>
      <Card.Root width="full" maxW="md" variant="elevated">
        <Card.Body>
          <VStack gap="2" mb="6" textAlign="center">
            <Logo markOnly size={56} />
            <Heading as="h1" id={PAGE_HEADING_ID} size="2xl" color="brand.primary">
              {PLATFORM_TITLE}
            </Heading>
            <Text color="fg.muted">{PLATFORM_SUBTITLE}</Text>
          </VStack>
          <form onSubmit={(e) => void onSubmit(e)} aria-label="Giriş formu" noValidate>
            <Stack gap="4">
              {shownError ? (
                <Alert.Root status="error" role="alert">
                  <Alert.Indicator />
                  <Alert.Title>{shownError}</Alert.Title>
                </Alert.Root>
              ) : null}
              <Field.Root required disabled={busy} invalid={Boolean(fieldErrors.username)}>
                <Field.Label>
                  Kullanıcı Adı <Field.RequiredIndicator />
                </Field.Label>
                <Input
                  name="username"
                  autoComplete="username"
                  autoFocus
                  value={username}
                  onChange={(e) => setUsername(e.target.value)}
                />
                {fieldErrors.username ? <Field.ErrorText>{fieldErrors.username}</Field.ErrorText> : null}
              </Field.Root>
              <Field.Root required disabled={busy} invalid={Boolean(fieldErrors.password)}>
                <Field.Label>
                  Şifre <Field.RequiredIndicator />
                </Field.Label>
                <Input
                  name="password"
                  type="password"
                  autoComplete="current-password"
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                />
                {fieldErrors.password ? <Field.ErrorText>{fieldErrors.password}</Field.ErrorText> : null}
              </Field.Root>
              <Button type="submit" width="full" disabled={busy}>
                {busy ? 'Giriş yapılıyor...' : 'Giriş Yap'}
              </Button>
              <Button asChild variant="outline" width="full">
                <Link href={registerUrl()} target="_blank" rel="noopener noreferrer">
                  {MSG.auth.register}
                </Link>
              </Button>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
    </Box>
  );
}
