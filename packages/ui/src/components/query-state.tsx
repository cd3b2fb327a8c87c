// What a screen shows while its data loads, when loading failed (with a retry) and when there is
// nothing; the screen itself only draws the loaded case. One look for every list and detail page:
// loading is a skeleton of what is coming (SkeletonList: grey bars or cards; the words are for
// screen readers), a failure is the error panel with 'Tekrar Dene' (and the request's id), nothing is
// the screen's EmptyState (icon, one sentence, the next action).
import type { ReactNode } from 'react';
import { ErrorPanel, requestIdOf } from './error-panel';
import { SkeletonList, type SkeletonListProps } from './skeleton-list';

export interface QueryStateProps {
  /** A TanStack Query result (or anything with the same three members). */
  query: { isPending: boolean; isError: boolean; error?: unknown; refetch: () => unknown };
  /** Accessible name of the loading status (e.g. 'Çağrılar yükleniyor...'). */
  loadingLabel: string;
  /** The skeleton's shape while loading: 'lines' (default, a list or a table) or 'cards'. */
  skeleton?: SkeletonListProps['variant'];
  /** The error panel's title (the screen's own message). */
  errorTitle: string;
  /** The error panel's sentence; default: try again later. */
  errorMessage?: ReactNode;
  /** Shown instead of the children when loaded and `isEmpty`. */
  empty?: ReactNode;
  isEmpty?: boolean;
  children: ReactNode;
}

export function QueryState({ query, loadingLabel, skeleton = 'lines', errorTitle, errorMessage, empty, isEmpty, children }: QueryStateProps) {
  if (query.isPending) return <SkeletonList label={loadingLabel} variant={skeleton} />;
  if (query.isError) {
    return <ErrorPanel title={errorTitle} message={errorMessage ?? undefined} requestId={requestIdOf(query.error)} onRetry={() => void query.refetch()} />;
  }
  return <>{isEmpty && empty !== undefined ? empty : children}</>;
}
