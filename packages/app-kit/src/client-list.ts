// The applicant-side list screens: the whole (small) list is fetched once, and search, a status
// filter and an optional order apply on the client. One hook, so every such screen searches
// (Turkish-aware, see the domain's matchesSearch), filters and clears the same way. The search and
// the filter live in the page URL (?search=&durum=), so a reload or a shared link keeps the view;
// a filter or clearing is a history entry, typing replaces the current one.
import { matchesSearch } from '@portal/domain';
import { useCallback } from 'react';
import { useDebouncedSearch } from './use-debounced-search';
import { useUrlState } from './url-state';

/** The filter value that means "all" (the search bar's "Tümü"). */
const ALL = '';

export interface ClientListOptions<T, F extends string> {
  /** The texts a search looks in. */
  searchIn: (item: T) => (string | null | undefined)[];
  /** Whether the item passes the chosen filter (never called for "all"). */
  matches: (item: T, filter: F) => boolean;
  /** Order of the shown items; none keeps the server's. */
  compare?: (a: T, b: T) => number;
  /** The URL key of the filter (default 'durum'). */
  filterKey?: string;
}

export function useClientList<T, F extends string>(items: readonly T[] | undefined, options: ClientListOptions<T, F>) {
  const { params, update } = useUrlState();
  const filterKey = options.filterKey ?? 'durum';
  // The box answers every key at once; the URL gets the text after a pause (replacing the entry).
  const commitSearch = useCallback((text: string) => update({ search: text.trim() }, { replace: true }), [update]);
  const [search, setSearch, resetSearch] = useDebouncedSearch(params.get('search') ?? '', commitSearch);
  const filter = (params.get(filterKey) ?? ALL) as F | typeof ALL;
  const all = items ?? [];
  const shown = all.filter((item) => (filter === ALL || options.matches(item, filter)) && matchesSearch(search, ...options.searchIn(item)));
  if (options.compare) shown.sort(options.compare);
  return {
    all,
    shown,
    search,
    setSearch,
    filter,
    setFilter: useCallback((value: string) => update({ [filterKey]: value }, { replace: false }), [update, filterKey]),
    /** A search or a filter is set (the empty state then offers to clear them). */
    filtered: search.trim() !== '' || filter !== ALL,
    clear: useCallback(() => {
      // The box too: a search typed but not yet in the URL would otherwise come back after the pause.
      resetSearch('');
      update({ search: '', [filterKey]: '' }, { replace: false });
    }, [resetSearch, update, filterKey]),
  };
}
