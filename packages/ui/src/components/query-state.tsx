// What a screen shows while its data loads, when loading failed (with a retry) and when there is
// nothing; the screen itself only draws the loaded case. One look for every list and detail page:
// loading is a spinner with its words, a failure is the error panel with 'Tekrar Dene', nothing is
// the screen's EmptyState (icon, one sentence, the next action).
import { Spinner, Text, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ErrorPanel } from './error-panel';

export interface QueryStateProps {
  /** A TanStack Query result (or anything with the same three members). */
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  /** Accessible name of the spinner, also shown under it (e.g. 'Çağrılar yükleniyor...'). */
  loadingLabel: string;
  /** The error panel's title (the screen's own message). */
  errorTitle: string;
  /** The error panel's sentence; default: try again later. */
  errorMessage?: ReactNode;
  /** Shown instead of the children when loaded and `isEmpty`. */
  empty?: ReactNode;
  isEmpty?: boolean;
  children: ReactNode;
}

/** The loading look on its own (screens that wait for something other than one query). */
export function LoadingState({ label }: { label: string }) {
  return (
    <VStack py="16" gap="3" role="status" aria-live="polite" aria-label={label} data-testid="loading-state">
      <Spinner size="lg" color="brand.primary" aria-hidden="true" />
      <Text color="fg.muted" fontSize="sm" aria-hidden="true">
        {label}
      </Text>
    </VStack>
  );
}

export function QueryState({ query, loadingLabel, errorTitle, errorMessage, empty, isEmpty, children }: QueryStateProps) {
  if (query.isPending) return <LoadingState label={loadingLabel} />;
  if (query.isError) {
    return <ErrorPanel title={errorTitle} message={errorMessage ?? undefined} onRetry={() => void query.refetch()} />;
  }
  return <>{isEmpty && empty !== undefined ? empty : children}</>;
}
