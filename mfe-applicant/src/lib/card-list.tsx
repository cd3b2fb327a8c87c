// The body of the applicant's client-filtered card lists (calls, resources, my applications, my
// reservations): the counters above, then the list's empty state, "nothing matches" with a button
// that clears the search and filter, or the cards.
import { EmptyState, Grid, SimpleGrid, StatCounter, type PortalColorPalette } from '@portal/ui';
import type { ReactNode } from 'react';
import { LuSearchX } from 'react-icons/lu';

export interface Counter {
  label: string;
  value: number;
  color: PortalColorPalette;
}

/** Three counters in a row (one column on phones), named by `label` for screen readers. */
export function StatCounters({ label, items }: { label: string; items: readonly Counter[] }) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4" mb="6" aria-label={label}>
      {items.map((c) => (
        <StatCounter key={c.label} label={c.label} value={c.value} color={c.color} />
      ))}
    </SimpleGrid>
  );
}

export interface CardListProps<T> {
  /** What useClientList gives: every item, those the search and filter let through, whether either is set, and how to clear them. */
  list: { all: readonly T[]; shown: readonly T[]; filtered: boolean; clear: () => void };
  /** Shown when the list has no item at all. */
  empty: ReactNode;
  /** Shown (with a button `clearLabel`) when the search or filter lets nothing through. */
  noMatch: string;
  clearLabel: string;
  /** The grid's columns, e.g. 'repeat(auto-fill, minmax(min(320px, 100%), 1fr))'. */
  columns: string;
  card: (item: T) => ReactNode;
  /** Wraps the cards inside the grid (e.g. a motion list). */
  wrap?: (cards: ReactNode) => ReactNode;
}

export function CardList<T>({ list, empty, noMatch, clearLabel, columns, card, wrap = (cards) => cards }: CardListProps<T>) {
  if (list.all.length === 0) return <>{empty}</>;
  if (list.shown.length === 0 && list.filtered) return <EmptyState icon={<LuSearchX />} title={noMatch} actionLabel={clearLabel} onAction={list.clear} />;
  return (
    <Grid templateColumns={columns} gap="4">
      {wrap(list.shown.map(card))}
    </Grid>
  );
}
