// The floating button stack at the top right (spec section 2, Layout). Shown when signed in:
//   admin panel: staff only, hidden inside /admin, goes to /admin;
//   home: hidden at / and inside /admin; staff -> /admin/dashboard, others -> /;
//   settings: /settings (staff too);
//   sign-out: /logout.
// The colour-mode button is always there (the login screen needs it too).
import { isStaff, useAuthStore, type SessionUser } from '@portal/auth-store';
import { ColorModeButton, IconButton, Stack } from '@portal/ui';
import { LuHouse, LuLogOut, LuSettings, LuShieldCheck } from 'react-icons/lu';
import { useLocation, useNavigate } from 'react-router-dom';
import { ADMIN_HOME } from '../auth/require-auth';

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
      position="fixed"
      top="4"
      right="4"
      zIndex="sticky"
      gap="2"
      bg="bg.panel"
      borderWidth="1px"
      borderRadius="l3"
      p="1"
      shadow="md"
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
      <ColorModeButton />
    </Stack>
  );
}
