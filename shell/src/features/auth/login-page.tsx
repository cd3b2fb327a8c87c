// /login exactly as spec section 2: logo, the platform's title and subtitle, username (required,
// autofocus), password (required), a submit button whose label changes while busy (inputs disabled),
// the store's Turkish error message, and the outlined external 'Kayıt Ol' link. On success history is
// replaced: staff to /admin/dashboard, everyone else to /. The form validates with the domain's
// schema (noValidate: no browser bubbles in the browser's language); an empty field is marked under it.
// The schema comes with the session rules, loaded once the user types (not with the page: docs/bundles.md).
// The page is also prerendered at build time (prerender/login-html.tsx) and hydrated: the inputs are
// uncontrolled, so what is typed before the app's code runs stays, and is read from the form on submit
// (a submit pressed before then is held and replayed: app/held-submits.ts).
import { ikiAdimApi } from '@portal/api-client';
import { isStaff, loadSessionRules, TwoFactorRequired, useAuthStore, type SessionUser } from '@portal/auth-store';
import { MSG, TWO_FACTOR_SETUP_PATH } from '@portal/domain/core';
import {
  Alert,
  Box,
  Button,
  Card,
  Field,
  Heading,
  Input,
  Link,
  Logo,
  PAGE_HEADING_ID,
  Stack,
  takeHeadingFocusRequest,
  Text,
  useHydrated,
  VStack,
} from '@portal/ui/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { buildTimeRegisterUrl, registerUrl } from '../../config/env';
import { SHELL_TITLES, useDocumentTitle } from '../layout/document-title';
import { ADMIN_HOME } from './require-auth';
import { TwoFactorStep } from './two-factor-step';


/**
 * Where a signed-in user goes: staff to the admin home, unless STAFF_REQUIRE_2FA wants them to
 * turn two-factor sign-in on first (the server refuses the admin routes until then); others home.
 */
export async function homeAfterLogin(user: SessionUser): Promise<string> {
  if (!isStaff(user)) return '/';
  const status = await ikiAdimApi.status().catch(() => null);
  return status?.required && !status.totp ? TWO_FACTOR_SETUP_PATH : ADMIN_HOME;
}

export const PLATFORM_TITLE = 'Kuluçka Programı Portalı';
export const PLATFORM_SUBTITLE = 'Çağrılar, başvurular, raporlar ve mentorluk tek bir yerde';

/** Router state of a page that sends the person here to sign in (an accepted invitation): a notice, and the username. */
interface ArrivalState {
  notice?: string;
  username?: string;
}

export function LoginPage() {
  const navigate = useNavigate();
  const arrival = (useLocation().state ?? null) as ArrivalState | null;
  const login = useAuthStore((s) => s.login);
  const storeError = useAuthStore((s) => s.error);
  const [typed, setTyped] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<{ username?: string; password?: string }>({});
  /** The challenge of the second step, once the password was right for an account with 2FA. */
  const [challenge, setChallenge] = useState<{ token: string; methods: readonly string[] } | null>(null);
  useDocumentTitle(SHELL_TITLES.login);
  // The deployment's link once hydrated; the build's while hydrating (what the prerendered page holds).
  const register = useHydrated() ? registerUrl() : buildTimeRegisterUrl();
  useEffect(() => {
    if (typed) void loadSessionRules().catch(() => undefined);
  }, [typed]);
  // Typed into the prerendered page before the app ran: no input event reached React.
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (form.current && [...new FormData(form.current).values()].some((value) => value !== '')) setTyped(true);
  }, []);
  // The username field has the focus (autofocus), not the heading: the navigation's request is spent here.
  useEffect(() => void takeHeadingFocusRequest(), []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    // Read before the fields are disabled (a disabled field has no form data).
    const data = new FormData(event.currentTarget);
    const username = String(data.get('username') ?? '');
    const password = String(data.get('password') ?? '');
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
      void navigate(await homeAfterLogin(user), { replace: true });
    } catch (err) {
      if (err instanceof TwoFactorRequired) {
        setChallenge({ token: err.challenge, methods: err.methods });
        setBusy(false);
        return;
      }
      setError(err instanceof Error && err.message ? err.message : MSG.auth.loginAlert);
      setBusy(false);
    }
  }

  const shownError = error ?? storeError ?? null;

  if (challenge) {
    return (
      <TwoFactorStep
        challenge={challenge.token}
        methods={challenge.methods}
        onDone={(user) => void homeAfterLogin(user).then((to) => navigate(to, { replace: true }))}
        onRestart={() => {
          setChallenge(null);
          setTyped(false);
        }}
      />
    );
  }

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
          <form ref={form} onSubmit={(e) => void onSubmit(e)} onInput={() => setTyped(true)} aria-label="Giriş formu" noValidate>
            <Stack gap="4">
              {shownError ? (
                <Alert.Root status="error" role="alert">
                  <Alert.Indicator />
                  <Alert.Title>{shownError}</Alert.Title>
                </Alert.Root>
              ) : arrival?.notice ? (
                <Alert.Root status="success" role="status">
                  <Alert.Indicator />
                  <Alert.Title>{arrival.notice}</Alert.Title>
                </Alert.Root>
              ) : null}
              <Field.Root required disabled={busy} invalid={Boolean(fieldErrors.username)}>
                <Field.Label>
                  Kullanıcı Adı <Field.RequiredIndicator />
                </Field.Label>
                <Input name="username" autoComplete="username" autoFocus defaultValue={arrival?.username} />
                {fieldErrors.username ? <Field.ErrorText>{fieldErrors.username}</Field.ErrorText> : null}
              </Field.Root>
              <Field.Root required disabled={busy} invalid={Boolean(fieldErrors.password)}>
                <Field.Label>
                  Şifre <Field.RequiredIndicator />
                </Field.Label>
                <Input name="password" type="password" autoComplete="current-password" />
                {fieldErrors.password ? <Field.ErrorText>{fieldErrors.password}</Field.ErrorText> : null}
              </Field.Root>
              <Text textAlign="end" fontSize="sm" mt="-2">
                <Link asChild color="brand.primary" textDecoration="underline">
                  <RouterLink to="/sifremi-unuttum">{MSG.auth.forgotPassword}</RouterLink>
                </Link>
              </Text>
              <Button type="submit" width="full" disabled={busy}>
                {busy ? 'Giriş yapılıyor...' : 'Giriş Yap'}
              </Button>
              <Button asChild variant="outline" width="full">
                <Link href={register} target="_blank" rel="noopener noreferrer">
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
