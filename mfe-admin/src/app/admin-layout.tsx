// The frame of every admin page: the admin navigation (a side bar; top tabs on small screens) with a
// link per built admin page, the current page's title, and the page itself.
import { Box, chakra, Flex, Heading, Link, PageHeader, Text } from '@portal/ui';
import { matchPath, NavLink, Outlet, useLocation } from 'react-router-dom';
import type { AdminNavItem } from './admin-pages';

export interface AdminLayoutProps {
  pages: readonly AdminNavItem[];
}

export function AdminNav({ pages }: AdminLayoutProps) {
  return (
    <chakra.nav aria-label="Yönetim menüsü">
      <Heading as="h2" size="sm" color="fg.muted" mb="3" px="3" hideBelow="md">
        Yönetim Paneli
      </Heading>
      <Flex
        as="ul"
        listStyleType="none"
        direction={{ base: 'row', md: 'column' }}
        gap={{ base: '0', md: '1' }}
        overflowX={{ base: 'auto', md: 'visible' }}
        borderBottomWidth={{ base: '1px', md: '0' }}
      >
        {pages.map((page) => (
          <Box as="li" key={page.path} flexShrink={0}>
            <Link
              asChild
              display="block"
              px="3"
              py="2"
              whiteSpace="nowrap"
              color="fg.muted"
              textDecoration="none"
              borderRadius={{ base: '0', md: 'md' }}
              borderBottomWidth={{ base: '2px', md: '0' }}
              borderColor="transparent"
              _hover={{ color: 'fg', bg: { md: 'bg.muted' }, textDecoration: 'none' }}
              _currentPage={{
                color: 'brand.primary',
                fontWeight: 'semibold',
                borderColor: { base: 'brand.primary', md: 'transparent' },
                bg: { md: 'bg.muted' },
              }}
            >
              <NavLink to={page.path}>{page.label}</NavLink>
            </Link>
          </Box>
        ))}
      </Flex>
    </chakra.nav>
  );
}

export function AdminLayout({ pages }: AdminLayoutProps) {
  const { pathname } = useLocation();
  const current = pages.find((p) => matchPath({ path: p.path, end: true }, pathname));
  return (
    <Flex direction={{ base: 'column', md: 'row' }} gap={{ base: '4', md: '8' }} px={{ base: '4', md: '8' }} py="6">
      <Box as="aside" width={{ base: 'full', md: '56' }} flexShrink={0}>
        <AdminNav pages={pages} />
      </Box>
      <Box flex="1" minW="0">
        {current ? <PageHeader title={current.title} /> : <Text srOnly>Yönetim Paneli</Text>}
        <Outlet />
      </Box>
    </Flex>
  );
}
