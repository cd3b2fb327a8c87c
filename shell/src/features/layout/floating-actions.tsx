// The floating button stack at the top right (spec section 2, Layout). Shown when signed in:
//   admin panel: staff only, hidden inside /admin, goes to /admin;
//   home: hidden at / and inside /admin; staff -> /admin/dashboard, others -> /;
//   settings: /settings (staff too);
//   sign-out: /logout.
// The colour-mode button is always there (the login screen needs it too).
// On phones the buttons are a bar above the page (in the flow, so they never cover a page title);
// from md up a stack fixed at the top right, beside the page's right margin. Either way they sit
// below a dialog's backdrop (z-index 'sticky' < Chakra's overlay layers).
import { isStaff, useAuthStore, type SessionUser } from '@portal/auth-store';
import { Box, ColorModeButton, IconButton, Stack } from '@portal/ui/core';
import { LuHouse, LuLogOut, LuSettings, LuShieldCheck } from 'react-icons/lu';
import { lazy, Suspense } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ADMIN_HOME } from '../auth/require-auth';

// Signed-in only: loaded after sign-in, off the login page's start-up path (docs/bundles.md), with
// the page's one query client (the bell polls through TanStack Query).
const NotificationBell = lazy(async () => {
  // One after the other: both reach the full @portal/ui and @portal/domain (Jest's ESM loader
  // cannot link one module graph from two dynamic imports at once).
  const { default: QueryProvider } = await import('../../app/query-provider');
  const { NotificationBell: Bell } = await import('../notifications/notification-bell');
  return {
    default: function SignedInBell() {
      return (
        <QueryProvider>
          <Bell />
        </QueryProvider>
      );
    },
  };
});

export function isInsideAdmin(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

export interface FloatingAction {
  key: 'admin' | 'home' | 'settings' | 'logout';
  label: string;
  to: string;
}

/** Which buttons show, and where they go, for a user at a path (pure: unit-tested). */
export function floatingActionsFor(user: SessionUser | null, pathname: string): FloatingAction[] {
  if (!user) return [];
  const staff = isStaff(user);
  const insideAdmin = isInsideAdmin(pathname);
  const actions: FloatingAction[] = [];
  if (staff && !insideAdmin) actions.push({ key: 'admin', label: 'Yönetim paneli', to: '/admin' });
  if (pathname !== '/' && !insideAdmin) actions.push({ key: 'home', label: 'Ana sayfa', to: staff ? ADMIN_HOME : '/' });
  actions.push({ key: 'settings', label: 'Ayarlar', to: '/settings' });
  actions.push({ key: 'logout', label: 'Çıkış yap', to: '/logout' });
  return actions;
}

const ICONS = { admin: LuShieldCheck, home: LuHouse, settings: LuSettings, logout: LuLogOut } as const;

export function FloatingActions() {
  const user = useAuthStore((s) => (s.status === 'authenticated' ? s.user : null));
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const actions = floatingActionsFor(user, pathname);

  return (
    <Stack
      as="nav"
      aria-label="Hızlı erişim"
      data-testid="quick-actions"
      direction={{ base: 'row', md: 'column' }}
      justify={{ base: 'flex-end', md: 'flex-start' }}
      position={{ base: 'relative', md: 'fixed' }}
      top={{ base: 'auto', md: '4' }}
      right={{ base: 'auto', md: '4' }}
      zIndex="sticky"
      gap={{ base: '1', md: '2' }}
      bg="bg.panel"
      borderWidth={{ base: '0', md: '1px' }}
      borderBottomWidth="1px"
      borderRadius={{ base: '0', md: 'l3' }}
      px={{ base: '3', md: '1' }}
      py="1"
      shadow={{ base: 'none', md: 'md' }}
    >
      {actions.map((action) => {
        const Icon = ICONS[action.key];
        return (
          <IconButton
            key={action.key}
            aria-label={action.label}
            title={action.label}
            variant="ghost"
            size="sm"
            onClick={() => void navigate(action.to)}
          >
            <Icon />
          </IconButton>
        );
      })}
      {user ? (
        // The bell's place (a small icon button: 9 x 9) is kept while its code loads: the buttons after it do not move under a
        // pointer (a click aimed at the colour-mode button landed on the bell as it appeared).
        <Suspense fallback={<Box boxSize="9" flexShrink={0} aria-hidden="true" />}>
          <NotificationBell />
        </Suspense>
      ) : null}
      <ColorModeButton />
    </Stack>
  );
}
