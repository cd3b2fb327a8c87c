// The applicant's card screens. CardGrid and StatCounters are the look every card page shares (the
// cards in columns of a minimum width, the counters above them). CardListScreen is the one shape of
// the client-filtered card lists (calls, resources, my applications, my reservations): the page
// header, the search and filter bar, then (once loaded) the counters and the list's empty state,
// "nothing matches" with a button that clears the search and filter, or the cards. Each page keeps
// only what is its own: its texts, its search and filter rule (useCardList), its counters and its card.
import { useClientList, type ClientListOptions } from '@portal/app-kit';
import { MSG } from '@portal/domain';
import { Box, Button, EmptyState, Grid, Heading, PageHeader, QueryState, SearchFilterBar, Stack, StatCounter, StatCounterRow, Text, type FilterOption, type PortalColorPalette, type QueryStateProps } from '@portal/ui';
import type { ReactNode } from 'react';
import { LuSearchX } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';

/** Cards at least `minCardWidth` px wide, as many columns as fit (one on screens narrower than a card). */
export function CardGrid({ minCardWidth, children }: { minCardWidth: number; children: ReactNode }) {
  return (
    <Grid templateColumns={`repeat(auto-fill, minmax(min(${minCardWidth}px, 100%), 1fr))`} gap="4">
      {children}
    </Grid>
  );
}

export interface Counter {
  label: string;
  value: number;
  color: PortalColorPalette;
}

/** The counters in one row (a compact one on phones), named by `label` for screen readers. */
export function StatCounters({ label, items }: { label: string; items: readonly Counter[] }) {
  return (
    <StatCounterRow label={label}>
      {items.map((c) => (
        <StatCounter key={c.label} label={c.label} value={c.value} color={c.color} />
      ))}
    </StatCounterRow>
  );
}

/** The words of a card list, named as the domain's MSG tables name them (MSG.call has them all). */
export interface CardListText {
  searchPlaceholder: string;
  /** The spinner's label while the list loads. */
  loading: string;
  listLoadError: string;
  /** Shown when the list has no item at all. */
  empty: string;
  /** Shown (with a button `clearFilters`) when the search or filter lets nothing through. */
  emptyFiltered: string;
  /** Default 'Filtreleri Temizle' (the same words on every list). */
  clearFilters?: string;
  /** The filter's first option; default 'Tümü'. */
  filterAll?: string;
}

/** The search text and filter value of a client list (useClientList), with their setters. */
interface SearchedList {
  search: string;
  setSearch: (text: string) => void;
  filter: string;
  setFilter: (value: string) => void;
}

/** SearchFilterBar's search box and status filter, bound to a client list and its filter's choices. */
export function searchBarBinding(list: SearchedList, filterOptions: readonly FilterOption[]) {
  return { search: list.search, onSearchChange: list.setSearch, status: list.filter, onStatusChange: list.setFilter, statusOptions: filterOptions };
}

/** A list's filter: its choices after 'Tümü', and whether an item passes the chosen one. */
export interface ListFilter<T> {
  options: readonly FilterOption[];
  matches: (item: T, value: string) => boolean;
}

/** The filter by a domain status: every status in workflow order with its label; an item's status is compared in upper case. */
export function statusFilter<T, S extends string>(statuses: readonly S[], meta: Record<S, { label: string }>, statusOf: (item: T) => string | null | undefined): ListFilter<T> {
  return {
    options: statuses.map((status) => ({ value: status, label: meta[status].label })),
    matches: (item, status) => (statusOf(item) ?? '').toUpperCase() === status,
  };
}

/** The filter on a yes/no property: `yes` keeps the items for which `holds` is true, `no` the others. */
export function yesNoFilter<T>(holds: (item: T) => boolean, yes: FilterOption, no: FilterOption): ListFilter<T> {
  return { options: [yes, no], matches: (item, value) => (value === yes.value ? holds(item) : !holds(item)) };
}

export interface CardListOptions<T> extends Pick<ClientListOptions<T, string>, 'searchIn'> {
  filter: ListFilter<T>;
}

/**
 * A card list's state: the query (its loading and error states), and useClientList over `items` (the
 * query's data, or what the page derives from it) with the filter's choices and rule.
 */
export function useCardList<T>(query: QueryStateProps['query'], items: readonly T[] | undefined, { searchIn, filter }: CardListOptions<T>) {
  return { ...useClientList(items, { searchIn, matches: filter.matches }), query, filterOptions: filter.options };
}

export type CardListState<T> = ReturnType<typeof useCardList<T>>;

export interface CardListScreenProps<T> {
  title: string;
  text: CardListText;
  list: CardListState<T>;
  /** The counters between the bar and the cards, if the screen has them. */
  counters?: { label: string; items: readonly Counter[] };
  /** The next step offered by the empty state (e.g. the open calls), if any. */
  emptyLink?: { to: string; label: string };
  minCardWidth: number;
  card: (item: T) => ReactNode;
  /** Wraps the cards inside the grid (e.g. a motion list). */
  wrap?: (cards: ReactNode) => ReactNode;
  /**
   * The shown items in titled groups (e.g. open calls, then closed ones), each under its h2 with an
   * optional hint; an empty group is left out. Without it, one grid.
   */
  sections?: (shown: readonly T[]) => readonly ListSection<T>[];
}

export interface ListSection<T> {
  id: string;
  title: string;
  hint?: string;
  items: readonly T[];
}

function CardList<T>({ list, text, emptyLink, minCardWidth, card, wrap = (cards) => cards, sections }: CardListScreenProps<T>) {
  if (list.all.length === 0) {
    const action = emptyLink ? (
      <Button asChild colorPalette="primary" mt="2">
        <RouterLink to={emptyLink.to}>{emptyLink.label}</RouterLink>
      </Button>
    ) : undefined;
    return <EmptyState title={text.empty} action={action} />;
  }
  if (list.shown.length === 0 && list.filtered) {
    return <EmptyState icon={<LuSearchX />} title={text.emptyFiltered} actionLabel={text.clearFilters ?? MSG.call.clearFilters} onAction={list.clear} />;
  }
  if (sections) {
    return (
      <Stack gap="8">
        {sections(list.shown)
          .filter((section) => section.items.length > 0)
          .map((section) => (
            <Box as="section" key={section.id} aria-labelledby={`bolum-${section.id}`}>
              <Heading as="h2" size="lg" id={`bolum-${section.id}`} mb={section.hint ? '1' : '3'}>
                {section.title}
              </Heading>
              {section.hint ? (
                <Text color="fg.muted" fontSize="sm" mb="3">
                  {section.hint}
                </Text>
              ) : null}
              <CardGrid minCardWidth={minCardWidth}>{wrap(section.items.map(card))}</CardGrid>
            </Box>
          ))}
      </Stack>
    );
  }
  return <CardGrid minCardWidth={minCardWidth}>{wrap(list.shown.map(card))}</CardGrid>;
}

export function CardListScreen<T>(props: CardListScreenProps<T>) {
  const { title, text, list, counters } = props;
  return (
    <>
      <PageHeader title={title} />
      <SearchFilterBar {...searchBarBinding(list, list.filterOptions)} placeholder={text.searchPlaceholder} allLabel={text.filterAll} />
      <QueryState query={list.query} loadingLabel={text.loading} errorTitle={text.listLoadError}>
        {counters ? <StatCounters label={counters.label} items={counters.items} /> : null}
        <CardList {...props} />
      </QueryState>
    </>
  );
}
