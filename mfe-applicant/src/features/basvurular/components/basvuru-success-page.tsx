// /basvuru-basarili (spec 2 route table): open to any visitor; links to /cagrilar and /my-applications.
import { MSG } from '@portal/domain';
import { Box, Button, Heading, HStack, Text, usePageHeadingFocus, VStack } from '@portal/ui';
import { LuCircleCheck } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';

const M = MSG.application;

export function BasvuruSuccessPage() {
  const heading = usePageHeadingFocus<HTMLHeadingElement>();
  return (
    <VStack gap="4" py="12" px="6" textAlign="center" maxW="2xl" mx="auto" role="status">
      <Box fontSize="5xl" color="green.500" aria-hidden="true">
        <LuCircleCheck />
      </Box>
      <Heading ref={heading} as="h1" size="2xl" tabIndex={-1} _focus={{ outline: 'none' }}>
        {M.successTitle}
      </Heading>
      <Text color="fg.muted">{M.successText}</Text>
      <HStack gap="3" wrap="wrap" justify="center" mt="2">
        <Button asChild colorPalette="primary">
          <RouterLink to="/my-applications">{M.successToMine}</RouterLink>
        </Button>
        <Button asChild variant="outline">
          <RouterLink to="/cagrilar">{M.successToCalls}</RouterLink>
        </Button>
      </HStack>
    </VStack>
  );
}
