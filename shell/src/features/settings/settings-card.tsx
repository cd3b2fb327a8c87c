// One card of the settings page: a level-2 heading and its body (every section looks the same).
import type { ReactNode } from 'react';
import { Card, Heading } from '@portal/ui';

export function SettingsCard({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h2" size="lg">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}
