// What a list shows when it has nothing: an icon, one sentence (and an optional hint), the next
// action. One look for every list of every remote.
import { Box, Button, Circle, Heading, Text, VStack, type StackProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuInbox } from 'react-icons/lu';

export interface EmptyStateProps extends Omit<StackProps, 'title'> {
  /** An icon element, e.g. <LuSearchX/>; default an inbox. */
  icon?: ReactNode;
  /** The one sentence: what is (not) here. */
  title: ReactNode;
  description?: ReactNode;
  /** Label of the optional action button (e.g. 'Filtreleri Temizle', 'İlk raporu oluştur'). */
  actionLabel?: string;
  onAction?: () => void;
  /** Any other action element (e.g. a router link rendered as a button); shown after the button. */
  action?: ReactNode;
  /** Heading level of the sentence; default 2 (right under the page's h1). */
  level?: 2 | 3;
}

export function EmptyState({ icon, title, description, actionLabel, onAction, action, level = 2, ...rest }: EmptyStateProps) {
  return (
    <VStack
      gap="3"
      py={{ base: '8', md: '12' }}
      px={{ base: '4', md: '6' }}
      textAlign="center"
      bg="bg.panel"
      borderWidth="1px"
      borderStyle="dashed"
      borderRadius="l3"
      data-testid="empty-state"
      {...rest}
    >
      <Circle size="14" bg="colorPalette.subtle" color="colorPalette.fg" fontSize="2xl" aria-hidden="true">
        {icon ?? <LuInbox />}
      </Circle>
      <Heading as={`h${level}`} size="md" maxW="lg">
        {title}
      </Heading>
      {description ? (
        <Text color="fg.muted" maxW="lg">
          {description}
        </Text>
      ) : null}
      {(actionLabel && onAction) || action ? (
        <Box mt="1" display="flex" flexWrap="wrap" gap="2" justifyContent="center">
          {actionLabel && onAction ? (
            <Button onClick={onAction} variant="solid">
              {actionLabel}
            </Button>
          ) : null}
          {action}
        </Box>
      ) : null}
    </VStack>
  );
}
