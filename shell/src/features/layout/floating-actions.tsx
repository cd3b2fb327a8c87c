// The floating button stack at the top right (spec section 2, Layout). Shown when signed in:
//   admin panel: staff only, hidden inside /admin, goes to /admin;
//   home: hidden at / and inside /admin; staff -> /admin/dashboard, others -> /;
//   settings: /settings (staff too);
//   sign-out: /logout.
// The colour-mode button is always there (the login screen needs it too).
// Every button has a visible label: on phones under its icon; from md up beside it, to the left,
// while the pointer is on it or it has the keyboard focus. The signed-in person's initials, name and
// role lead the stack (on phones the name and role written out at the bar's start; from md up the
// initials, with name and role beside them while the stack is hovered or focused).
// On phones the buttons are a bar above the page (in the flow, so they never cover a page title);
// from md up a stack fixed at the top right, beside the page's right margin. Either way they sit
// below a dialog's backdrop (z-index 'sticky' < Chakra's overlay layers).
import { isStaff, useAuthStore, type SessionUser } from '@portal/auth-store';
import { Box, chakra, ColorModeButton, IconButton, Stack, Text } from '@portal/ui/core';
import { LuHouse, LuLogOut, LuSettings, LuShieldCheck } from 'react-icons/lu';
import { lazy, Suspense, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ADMIN_HOME } from '../auth/require-auth';
import { initialsOf, usePerson, type Person } from './person';

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

/** A label's look from md up: a dark tag to the left of its button, shown on hover or focus. */
const SIDE_LABEL = {
  position: { base: 'static', md: 'absolute' },
  right: { md: 'calc(100% + 0.5rem)' },
  top: { md: '50%' },
  transform: { md: 'translateY(-50%)' },
  display: { base: 'block', md: 'none' },
  bg: { md: 'bg.inverted' },
  color: { base: 'fg.muted', md: 'fg.inverted' },
  px: { md: '2' },
  py: { md: '1' },
  borderRadius: { md: 'l2' },
  shadow: { md: 'md' },
  fontSize: { base: '2xs', md: 'sm' },
  lineHeight: 'short',
  whiteSpace: { base: 'normal', md: 'nowrap' },
  textAlign: { base: 'center', md: 'start' },
  maxW: { base: '4.5rem', md: 'none' },
  pointerEvents: 'none',
} as const;

/** One button of the stack with its visible label (the button keeps its own accessible name). */
function Labeled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box position="relative" display="flex" flexDirection="column" alignItems="center" minW={{ base: '11', md: 'auto' }} className="group">
      {children}
      <chakra.span aria-hidden="true" data-testid="quick-action-label" {...SIDE_LABEL} _groupHover={{ display: 'block' }} _groupFocusWithin={{ display: 'block' }}>
        {label}
      </chakra.span>
    </Box>
  );
}

/** The person at the stack's head: on phones name and role written out at the bar's start; from md
 *  up the initials, with name and role beside them while the stack is hovered or focused. */
function PersonBadge({ person }: { person: Person }) {
  const name = person.name || person.username;
  return (
    <Box
      data-testid="quick-person"
      display="flex"
      alignItems="center"
      gap="2"
      mr={{ base: 'auto', md: '0' }}
      minW="0"
      position="relative"
      pb={{ md: '1' }}
      mb={{ md: '1' }}
      borderBottomWidth={{ md: '1px' }}
      justifyContent="center"
    >
      <Box
        role="img"
        aria-label={[name, person.role].filter(Boolean).join(', ')}
        flexShrink={0}
        boxSize="8"
        borderRadius="full"
        bg="primary.solid"
        color="primary.contrast"
        // On a phone the name and role are written out beside the buttons; the initials need the room.
        display={{ base: 'none', md: 'flex' }}
        alignItems="center"
        justifyContent="center"
        fontSize="xs"
        fontWeight="bold"
        mx={{ md: 'auto' }}
      >
        {initialsOf(name || person.role)}
      </Box>
      <Box
        minW="0"
        {...SIDE_LABEL}
        maxW="none"
        textAlign="start"
        fontSize="sm"
        color={{ base: 'fg', md: 'fg.inverted' }}
        css={{ '[data-testid="quick-actions"]:is(:hover, :focus-within) &': { display: 'block' } }}
      >
        {name ? (
          // On a phone the name may take two lines (the bar's buttons leave it little width); from md up one.
          <Text
            as="span"
            display="block"
            fontWeight="semibold"
            fontSize={{ base: 'xs', md: 'sm' }}
            maxW={{ base: '7rem', md: '64' }}
            whiteSpace={{ base: 'normal', md: 'nowrap' }}
            overflow="hidden"
            textOverflow="ellipsis"
            wordBreak="break-word"
          >
            {name}
          </Text>
        ) : null}
        <Text as="span" display="block" fontSize="xs" opacity={0.85}>
          {person.role}
        </Text>
      </Box>
    </Box>
  );
}

export function FloatingActions() {
  const user = useAuthStore((s) => (s.status === 'authenticated' ? s.user : null));
  const person = usePerson();
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
      align={{ base: 'flex-start', md: 'stretch' }}
      position={{ base: 'relative', md: 'fixed' }}
      top={{ base: 'auto', md: '4' }}
      right={{ base: 'auto', md: '4' }}
      zIndex="sticky"
      gap={{ base: '1.5', md: '2' }}
      bg="bg.panel"
      borderWidth={{ base: '0', md: '1px' }}
      borderBottomWidth="1px"
      borderRadius={{ base: '0', md: 'l3' }}
      px={{ base: '3', md: '1' }}
      py="1"
      shadow={{ base: 'none', md: 'md' }}
    >
      {person ? <PersonBadge person={person} /> : null}
      {actions.map((action) => {
        const Icon = ICONS[action.key];
        return (
          <Labeled key={action.key} label={action.label}>
            <IconButton aria-label={action.label} variant="ghost" size="sm" onClick={() => void navigate(action.to)}>
              <Icon />
            </IconButton>
          </Labeled>
        );
      })}
      {user ? (
        // The bell's place (a small icon button: 9 x 9) is kept while its code loads: the buttons after it do not move under a
        // pointer (a click aimed at the colour-mode button landed on the bell as it appeared).
        <Labeled label="Bildirimler">
          <Suspense fallback={<Box boxSize="9" flexShrink={0} aria-hidden="true" />}>
            <NotificationBell />
          </Suspense>
        </Labeled>
      ) : null}
      <Labeled label="Renk modu">
        <ColorModeButton title={undefined} />
      </Labeled>
    </Stack>
  );
}
