// The frame of the applicant's cards (an application, a call, a resource, a reservation, a report, an
// evaluation): an article named by its heading, the title with the status chip on its right, then
// the card's own body and footer. LabeledText is their 'Label: value' line.
import { Card, Heading, HStack, StatusChip, Text, type StatusChipProps, type TextProps } from '@portal/ui';
import type { ReactNode } from 'react';

export interface ItemCardProps {
  /** The heading's id: the article is named by it, so screen readers (and tests) find a card by its title. */
  headingId: string;
  title: ReactNode;
  /** 'h2' on a list page (default); 'h3' under a section heading. */
  headingLevel?: 'h2' | 'h3';
  /** The status chip on the title's right; it never shrinks, a long title wraps instead. */
  status: StatusChipProps;
  /** More header lines under the title (e.g. the date and the author). */
  meta?: ReactNode;
  /** The card's Card.Body and Card.Footer. */
  children: ReactNode;
}

export function ItemCard({ headingId, title, headingLevel = 'h2', status, meta, children }: ItemCardProps) {
  return (
    <Card.Root as="article" variant="outline" aria-labelledby={headingId}>
      <Card.Header>
        <HStack justify="space-between" align="start" gap="3">
          <Heading as={headingLevel} size="md" id={headingId}>
            {title}
          </Heading>
          <StatusChip {...status} flexShrink={0} />
        </HStack>
        {meta}
      </Card.Header>
      {children}
    </Card.Root>
  );
}

/** 'Label: value' with the label in bold; `label` carries its own colon (e.g. 'Çağrı:'). */
export function LabeledText({ label, children, ...rest }: TextProps & { label: string }) {
  return (
    <Text {...rest}>
      <Text as="span" fontWeight="semibold">
        {label}
      </Text>{' '}
      {children}
    </Text>
  );
}
