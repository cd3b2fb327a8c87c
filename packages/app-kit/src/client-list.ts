// The applicant-side list screens: the whole (small) list is fetched once, and search, a status
// filter and an optional order apply on the client. One hook, so every such screen searches
// (Turkish-aware, see the domain's matchesSearch), filters and clears the same way.
import { useState } from 'react';
import { matchesSearch } from '@portal/domain';

/** The filter value that means "all" (the search bar's "Tümü"). */
const ALL = '';

export interface ClientListOptions<T, F extends string> {
  /** The texts a search looks in. */
  searchIn: (item: T) => (string | null | undefined)[];
  /** Whether the item passes the chosen filter (never called for "all"). */
  matches: (item: T, filter: F) => boolean;
  /** Order of the shown items; none keeps the server's. */
  compare?: (a: T, b: T) => number;
}

export function useClientList<T, F extends string>(items: readonly T[] | undefined, options: ClientListOptions<T, F>) {
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<F | typeof ALL>(ALL);
  const all = items ?? [];
  const shown = all.filter((item) => (filter === ALL || options.matches(item, filter)) && matchesSearch(search, ...options.searchIn(item)));
  if (options.compare) shown.sort(options.compare);
  return {
    all,
    shown,
    search,
    setSearch,
    filter,
    setFilter: (value: string) => setFilter(value as F | typeof ALL),
    /** A search or a filter is set (the empty state then offers to clear them). */
    filtered: search.trim() !== '' || filter !== ALL,
    clear: () => {
      setSearch('');
      setFilter(ALL);
    },
  };
}
