import { Alert, Button, Code, Text, VStack, type StackProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuRefreshCw } from 'react-icons/lu';

export interface ErrorPanelProps extends Omit<StackProps, 'title'> {
  /** Default 'Bir hata oluştu'. */
  title?: ReactNode;
  /** Default 'Bu bölüm şu anda yüklenemedi. Lütfen daha sonra tekrar deneyin.' */
  message?: ReactNode;
  /** Shows the retry button when given. */
  onRetry?: () => void;
  /** Default 'Tekrar Dene'. */
  retryLabel?: string;
  /** The failed request's id (the server's X-Request-Id), shown for the user to quote to support. */
  requestId?: string | null;
}

/** The request id an error carries (the api-client sets `requestId` on its HTTP errors), if any. */
export function requestIdOf(error: unknown): string | null {
  const id = (error as { requestId?: unknown } | null | undefined)?.requestId;
  return typeof id === 'string' && id !== '' ? id : null;
}

/** A Turkish error panel with an optional retry (the shell shows it for a failed remote). */
export function ErrorPanel({
  title = 'Bir hata oluştu',
  message = 'Bu bölüm şu anda yüklenemedi. Lütfen daha sonra tekrar deneyin.',
  onRetry,
  retryLabel = 'Tekrar Dene',
  requestId,
  ...rest
}: ErrorPanelProps) {
  return (
    <VStack align="stretch" gap="4" py="6" {...rest}>
      <Alert.Root status="error" role="alert" variant="subtle" borderRadius="md">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{title}</Alert.Title>
          {message ? <Alert.Description>{message}</Alert.Description> : null}
          {requestId ? (
            <Text textStyle="xs" mt="1" color="fg.muted">
              Destek için hata kodu: <Code size="sm">{requestId}</Code>
            </Text>
          ) : null}
        </Alert.Content>
      </Alert.Root>
      {onRetry ? (
        <Button onClick={onRetry} alignSelf="start" variant="outline">
          <LuRefreshCw aria-hidden="true" /> {retryLabel}
        </Button>
      ) : null}
    </VStack>
  );
}
