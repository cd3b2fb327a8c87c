// Home '/': 'Hoş Geldiniz' with the person's name under it, the role chips and the card grid; the
// cards come from the remotes' manifests in /remotes.json. Nothing for staff.
import { isStaff, useAuthStore, type SessionUser } from '@portal/auth-store';
import { MSG } from '@portal/domain/core';
import { Badge, Button, Card, Flex, HStack, PageFrame } from '@portal/ui/core';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { RemotesConfigLoader } from '../../federation/remote-owned-routes';
import type { RemotesConfig } from '../../federation/remotes-config';
import { SHELL_TITLES, useDocumentTitle } from '../layout/document-title';
import { usePerson } from '../layout/person';
import { homeCardsFor, roleChipsFor } from './home-cards';

export function HomePage({ configLoader }: { configLoader: RemotesConfigLoader }) {
  const user = useAuthStore((s) => s.user);
  const person = usePerson();
  useDocumentTitle(SHELL_TITLES.home);
  if (!user || isStaff(user)) return null;
  return (
    // The name's line is kept while the profile loads (a no-break space), so nothing moves when it arrives.
    <PageFrame title={MSG.home.title} subtitle={<span data-testid="home-person">{person?.name || '\u00a0'}</span>}>
      <HStack gap="2" mb="6" mt="-2" wrap="wrap" aria-label="Rolleriniz">
        {roleChipsFor(user).map((chip) => (
          <Badge key={chip} size="lg" variant="subtle" colorPalette={chip === MSG.roles.homeUser ? 'gray' : 'secondary'}>
            {chip}
          </Badge>
        ))}
      </HStack>
      <HomeCards user={user} configLoader={configLoader} />
    </PageFrame>
  );
}

/** The remotes map once it has arrived; an empty map when /remotes.json cannot be read (no cards, no retry loop). */
function useRemotesConfig(configLoader: RemotesConfigLoader): RemotesConfig | null {
  const [config, setConfig] = useState<RemotesConfig | null>(null);
  useEffect(() => {
    let live = true;
    configLoader.load().then(
      (value) => live && setConfig(value),
      () => live && setConfig({}),
    );
    return () => {
      live = false;
    };
  }, [configLoader]);
  return config;
}

function HomeCards({ user, configLoader }: { user: SessionUser; configLoader: RemotesConfigLoader }) {
  const config = useRemotesConfig(configLoader);
  if (!config) return null;
  const cards = homeCardsFor(user, config);

  return (
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
  );
}
