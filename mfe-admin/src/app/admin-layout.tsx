// The frame of every admin page, on the portal's PageFrame: the admin navigation (a side bar from
// md up; on phones and small tablets a menu button that lists ALL admin pages), the current page's
// title as the page's h1, and the page itself. The page list and titles come from app/admin-pages.ts.
import {
  Box,
  Button,
  chakra,
  Flex,
  Heading,
  Link,
  Menu,
  PAGE_PADDING_X,
  PageFrame,
  Portal,
  Text,
} from '@portal/ui';
import { LuCheck, LuChevronDown, LuMenu } from 'react-icons/lu';
import { matchPath, NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import type { AdminNavItem } from './admin-pages';

export interface AdminLayoutProps {
  pages: readonly AdminNavItem[];
}

export const ADMIN_NAV_LABEL = 'Yönetim menüsü';
export const ADMIN_MENU_BUTTON = 'Yönetim sayfaları';

/** The side bar (md and up): a link per admin page, the current one marked. */
export function AdminNav({ pages }: AdminLayoutProps) {
  return (
    <chakra.nav aria-label={ADMIN_NAV_LABEL}>
      <Heading as="h2" size="sm" color="fg.muted" mb="3" px="3">
        Yönetim Paneli
      </Heading>
      <Flex as="ul" listStyleType="none" direction="column" gap="1">
        {pages.map((page) => (
          <Box as="li" key={page.path}>
            <Link
              asChild
              display="block"
              px="3"
              py="2"
              color="fg.muted"
              textDecoration="none"
              borderRadius="md"
              _hover={{ color: 'fg', bg: 'bg.muted', textDecoration: 'none' }}
              _currentPage={{ color: 'brand.primary', fontWeight: 'semibold', bg: 'bg.muted' }}
            >
              <NavLink to={page.path}>{page.label}</NavLink>
            </Link>
          </Box>
        ))}
      </Flex>
    </chakra.nav>
  );
}

/** Phones and small tablets: one button that opens every admin page (the current one checked). */
export function AdminMenu({ pages, current }: AdminLayoutProps & { current: AdminNavItem | undefined }) {
  const navigate = useNavigate();
  return (
    <Menu.Root onSelect={({ value }) => void navigate(value)} positioning={{ sameWidth: true }}>
      <Menu.Trigger asChild>
        <Button variant="outline" width="full" justifyContent="space-between" bg="bg.panel" aria-label={ADMIN_MENU_BUTTON}>
          <Flex as="span" align="center" gap="2" minW="0">
            <LuMenu aria-hidden="true" />
            <Text as="span" truncate>
              {current?.label ?? 'Yönetim Paneli'}
            </Text>
          </Flex>
          <LuChevronDown aria-hidden="true" />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content maxH="70vh" overflowY="auto">
            {pages.map((page) => {
              const active = page.path === current?.path;
              return (
                <Menu.Item key={page.path} value={page.path} fontWeight={active ? 'semibold' : undefined} aria-current={active ? 'page' : undefined}>
                  <Box as="span" flex="1">
                    {page.label}
                  </Box>
                  {active ? <LuCheck aria-hidden="true" /> : null}
                </Menu.Item>
              );
            })}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

export function AdminLayout({ pages }: AdminLayoutProps) {
  const { pathname } = useLocation();
  const current = pages.find((p) => matchPath({ path: p.path, end: true }, pathname));
  // Sub-pages are routed and titled but not listed; the menu names the page they sit under.
  const listed = pages.filter((p) => !p.subPage);
  const menuCurrent = current?.subPage ? listed.find((p) => pathname.startsWith(`${p.path}/`)) : current;
  return (
    <Flex gap={{ base: '0', md: '6', lg: '8' }} px={PAGE_PADDING_X} py={{ base: '4', md: '8' }} data-testid="admin-frame">
      <Box as="aside" hideBelow="md" width={{ md: '48', lg: '56' }} flexShrink={0}>
        <AdminNav pages={listed} />
      </Box>
      <Box flex="1" minW="0">
        <Box hideFrom="md" mb="4">
          <AdminMenu pages={listed} current={menuCurrent} />
        </Box>
        {current ? (
          <PageFrame nested width="full" title={current.title}>
            <Outlet />
          </PageFrame>
        ) : (
          <>
            <Text srOnly>Yönetim Paneli</Text>
            <Outlet />
          </>
        )}
      </Box>
    </Flex>
  );
}
