import { Button, Container, Heading, Text, VStack } from '@portal/ui';
import { Link as RouterLink } from 'react-router-dom';

export const NOT_FOUND_TITLE = 'Sayfa bulunamadı';

export function NotFoundPage() {
  return (
    <Container maxW="xl" py="20">
      <VStack gap="4" textAlign="center">
        <Heading as="h1" size="2xl" color="brand.primary">
          {NOT_FOUND_TITLE}
        </Heading>
        <Text color="fg.muted">Aradığınız sayfa mevcut değil veya taşınmış olabilir.</Text>
        <Button asChild>
          <RouterLink to="/">Ana sayfaya dön</RouterLink>
        </Button>
      </VStack>
    </Container>
  );
}
