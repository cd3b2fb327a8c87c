// What a screen shows while its data loads, when loading failed (with a retry) and when there is
// nothing; the screen itself only draws the loaded case. One look for every list and detail page.
import { Center, Spinner } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ErrorPanel } from './error-panel';

export interface QueryStateProps {
  /** A TanStack Query result (or anything with the same three members). */
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  /** Accessible name of the spinner. */
  loadingLabel: string;
  /** The error panel's title (the screen's own message). */
  errorTitle: string;
  /** Shown instead of the children when loaded and `isEmpty`. */
  empty?: ReactNode;
  isEmpty?: boolean;
  children: ReactNode;
}

export function QueryState({ query, loadingLabel, errorTitle, empty, isEmpty, children }: QueryStateProps) {
  if (query.isPending) {
    return (
      <Center py="16" role="status" aria-live="polite">
        <Spinner size="lg" color="brand.primary" aria-label={loadingLabel} />
      </Center>
    );
  }
  if (query.isError) return <ErrorPanel title={errorTitle} message={null} onRetry={() => void query.refetch()} />;
  return <>{isEmpty && empty !== undefined ? empty : children}</>;
}
