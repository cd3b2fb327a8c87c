// Home '/': 'Hoş Geldiniz', the role chips and the card grid of spec section 2. Nothing for staff.
import { isStaff, useAuthStore } from '@portal/auth-store';
import { MSG } from '@portal/domain';
import { Badge, Button, Card, Container, Flex, Heading, HStack } from '@portal/ui';
import { Link as RouterLink } from 'react-router-dom';
import { homeCardsFor, roleChipsFor } from './home-cards';

export function HomePage() {
  const user = useAuthStore((s) => s.user);
  if (!user || isStaff(user)) return null;
  const cards = homeCardsFor(user);

  return (
    <Container maxW="6xl" py="8">
      <Heading as="h1" size="2xl" color="brand.primary" mb="4">
        {MSG.home.title}
      </Heading>
      <HStack gap="2" mb="6" wrap="wrap" aria-label="Rolleriniz">
        {roleChipsFor(user).map((chip) => (
          <Badge key={chip} size="lg" variant="subtle" colorPalette={chip === MSG.roles.homeUser ? 'gray' : 'secondary'}>
            {chip}
          </Badge>
        ))}
      </HStack>
      <Flex wrap="wrap" gap={{ base: '4', md: '4%', lg: '3.5%' }} rowGap="6">
        {cards.map((card) => (
          <Card.Root
            key={card.to}
            as="article"
            data-testid="home-card"
            width={{ base: '100%', md: '48%', lg: '31%' }}
            borderTopWidth="4px"
            borderTopColor={`${card.color}.500`}
          >
            <Card.Body gap="2">
              <Card.Title as="h2">{card.title}</Card.Title>
              <Card.Description>{card.description}</Card.Description>
            </Card.Body>
            <Card.Footer>
              {/* The card's colour marks its top edge; the button keeps the primary palette, whose
                  white-on-blue-grey text passes WCAG contrast (green or teal solids do not). */}
              <Button asChild size="sm">
                <RouterLink to={card.to} aria-label={`${card.title}: ${MSG.home.view}`}>
                  {MSG.home.view}
                </RouterLink>
              </Button>
            </Card.Footer>
          </Card.Root>
        ))}
      </Flex>
    </Container>
  );
}
