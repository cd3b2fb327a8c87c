import { Box, Flex, Logo, Text, useHydrated } from '@portal/ui/core';

export function Footer() {
  // The prerendered login page (built in another year, perhaps) shows the year once it is hydrated.
  const year = useHydrated() ? new Date().getFullYear() : null;
  return (
    <Box as="footer" borderTopWidth="1px" py="6" px="4" mt="auto" bg="bg.panel">
      <Flex direction={{ base: 'column', md: 'row' }} align="center" justify="space-between" gap="3" maxW="6xl" mx="auto">
        <Logo size={32} />
        <Text fontSize="sm" color="fg.muted">
          © {year} Kuluçka Programı. Tüm hakları saklıdır.
        </Text>
      </Flex>
    </Box>
  );
}
