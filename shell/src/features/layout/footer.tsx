import { Box, Flex, Logo, Text } from '@portal/ui/core';

export function Footer() {
  const year = new Date().getFullYear();
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
