// The shared layout of every route: page, floating buttons, footer.
import { Box, Flex } from '@portal/ui';
import { Outlet } from 'react-router-dom';
import { FloatingActions } from './floating-actions';
import { Footer } from './footer';

export function AppLayout() {
  return (
    <Flex direction="column" minH="100vh" bg="bg.page">
      <FloatingActions />
      <Box as="main" flex="1" pr={{ base: '16', md: '20' }}>
        <Outlet />
      </Box>
      <Footer />
    </Flex>
  );
}
