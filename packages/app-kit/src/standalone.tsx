// Development only: this remote running on its own dev server (`pnpm --filter <remote> dev`), with the
// same providers as inside the shell (AppProviders, a router, the session store). The shell never loads
// this file: it loads './routes' through Module Federation.
import { useAuthStore } from '@portal/auth-store';
import { Alert, Box, Button, Container, Heading, Input, Stack, Text } from '@portal/ui';
import { AppProviders } from './app-providers';
import { StrictMode, useEffect, useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';

function DevSignIn() {
  const login = useAuthStore((s) => s.login);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    try {
      await login(username, password);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    }
  }
  return (
    <Container maxW="sm" py="10">
      <form onSubmit={(e) => void onSubmit(e)}>
        <Stack gap="3">
          <Heading size="md">Geliştirme oturumu</Heading>
          {error ? (
            <Alert.Root status="error">
              <Alert.Title>{error}</Alert.Title>
            </Alert.Root>
          ) : null}
          <Input aria-label="Kullanıcı adı" value={username} onChange={(e) => setUsername(e.target.value)} />
          <Input aria-label="Şifre" type="password" value={password} onChange={(e) => setPassword(e.target.value)} />
          <Button type="submit">Giriş Yap</Button>
        </Stack>
      </form>
    </Container>
  );
}

function NoScreen({ remote }: { remote: string }) {
  return (
    <Box p="10">
      <Text>
        {remote}: bu yolda bir ekran yok (routes.tsx). Tanımlı yollar için routes dizisine bakın.
      </Text>
    </Box>
  );
}

function Standalone({ remote, routes }: { remote: string; routes: RouteObject[] }) {
  const status = useAuthStore((s) => s.status);
  const [router] = useState(() => createBrowserRouter([...routes, { path: '*', element: <NoScreen remote={remote} /> }]));
  useEffect(() => {
    void useAuthStore.getState().bootstrap();
  }, []);
  if (status === 'loading') return <Text p="10">Loading...</Text>;
  if (status !== 'authenticated') return <DevSignIn />;
  return <RouterProvider router={router} />;
}

export function renderStandalone(remote: string, routes: RouteObject[]): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <Standalone remote={remote} routes={routes} />
      </AppProviders>
    </StrictMode>,
  );
}
