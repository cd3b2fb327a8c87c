// The shared layout of every route: the skip link, the quick-access buttons (a bar on phones, a
// floating stack from md up), the page, the footer. Each screen draws its own PageFrame (margins,
// width, heading) inside <main>. On every client-side navigation the next page heading takes the
// focus (heading-focus in @portal/ui).
import { Box, Flex, requestHeadingFocus } from '@portal/ui/core';
import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { FloatingActions } from './floating-actions';
import { Footer } from './footer';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

/** Asks for the heading focus whenever the path changes after the first render. */
function useHeadingFocusOnNavigation() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    requestHeadingFocus();
  }, [pathname]);
}

export function AppLayout() {
  useHeadingFocusOnNavigation();
  return (
    <Flex direction="column" minH="100vh" bg="bg.page">
      <SkipLink />
      <FloatingActions />
      <Box
        as="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        flex="1"
        minW="0"
        pr={{ base: '0', md: '16' }}
        _focus={{ outline: 'none' }}
      >
        <Outlet />
      </Box>
      <Footer />
    </Flex>
  );
}
