import { Box, Button, Heading, Text, VStack, type StackProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuInbox } from 'react-icons/lu';

export interface EmptyStateProps extends Omit<StackProps, 'title'> {
  /** An icon element, e.g. <LuSearch/>; default an inbox. */
  icon?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** Label of the optional action button (e.g. 'Filtreleri Temizle', 'İlk raporu oluştur'). */
  actionLabel?: string;
  onAction?: () => void;
  /** Any other action element (e.g. a router link rendered as a button); shown after the button. */
  action?: ReactNode;
}

export function EmptyState({ icon, title, description, actionLabel, onAction, action, ...rest }: EmptyStateProps) {
  return (
    <VStack gap="3" py="10" px="6" textAlign="center" data-testid="empty-state" {...rest}>
      <Box fontSize="4xl" color="fg.muted" aria-hidden="true">
        {icon ?? <LuInbox />}
      </Box>
      <Heading as="h3" size="md">
        {title}
      </Heading>
      {description ? (
        <Text color="fg.muted" maxW="lg">
          {description}
        </Text>
      ) : null}
      {actionLabel && onAction ? (
        <Button onClick={onAction} variant="solid" mt="2">
          {actionLabel}
        </Button>
      ) : null}
      {action}
    </VStack>
  );
}
