// The state of an admin list lives in the page URL (?page=&search=&ordering=&<filters>): it survives
// a reload, back/forward walk through the pages, and the API query is built from it.
import type { DataTableSort } from '@portal/ui';
import { useUrlState } from '@portal/app-kit';
import { useCallback, useMemo } from 'react';

/** Rows per page of every admin table (the server's default page size). */
export const ADMIN_PAGE_SIZE = 20;

/** The Aktif / Pasif filter of the lists of things that can be switched off (calls, resources, mentors...). */
export const AKTIF_OPTIONS = [
  { value: 'true', label: 'Aktif' },
  { value: 'false', label: 'Pasif' },
] as const;

/** DRF ordering ('baslik', '-baslik') -> DataTable sort. */
export function orderingToSort(ordering: string): DataTableSort | null {
  if (!ordering) return null;
  return ordering.startsWith('-') ? { key: ordering.slice(1), direction: 'desc' } : { key: ordering, direction: 'asc' };
}

/** DataTable sort -> DRF ordering. */
export function sortToOrdering(sort: DataTableSort): string {
  return sort.direction === 'desc' ? `-${sort.key}` : sort.key;
}

function pageOf(raw: string | null): number {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

export interface ListParams<F extends string> {
  page: number;
  search: string;
  ordering: string;
  sort: DataTableSort | null;
  filters: Record<F, string>;
  setPage: (page: number) => void;
  setSearch: (search: string) => void;
  setSort: (sort: DataTableSort) => void;
  setFilter: (key: F, value: string) => void;
  clear: () => void;
}

/** Paging, search, ordering and the given filters of an admin list, read from and written to the URL.
 *  A new search, filter or order starts again from page 1. A page, a filter, an order or clearing
 *  them is a new history entry (back undoes it); the search box, committed while typing, replaces
 *  the current entry. */
export function useListParams<F extends string>(filterKeys: readonly F[]): ListParams<F> {
  const { params, update: updateUrl } = useUrlState();
  const page = pageOf(params.get('page'));
  const search = params.get('search') ?? '';
  const ordering = params.get('ordering') ?? '';
  const filterKey = filterKeys.join(',');
  const filters = useMemo(
    () => Object.fromEntries(filterKey.split(',').map((k) => [k, params.get(k) ?? ''])) as Record<F, string>,
    [filterKey, params],
  );

  const update = useCallback(
    // A change other than the page starts again from page 1.
    (changes: Record<string, string>, options: { replace: boolean }) => updateUrl(changes, { ...options, drop: 'page' in changes ? [] : ['page'] }),
    [updateUrl],
  );

  return {
    page,
    search,
    ordering,
    sort: orderingToSort(ordering),
    filters,
    setPage: useCallback((p: number) => update({ page: p > 1 ? String(p) : '' }, { replace: false }), [update]),
    setSearch: useCallback((s: string) => update({ search: s.trim() }, { replace: true }), [update]),
    setSort: useCallback((s: DataTableSort) => update({ ordering: sortToOrdering(s) }, { replace: false }), [update]),
    setFilter: useCallback((key: F, value: string) => update({ [key]: value }, { replace: false }), [update]),
    clear: useCallback(
      () => update(Object.fromEntries(['search', ...filterKey.split(',')].map((k) => [k, ''])), { replace: false }),
      [update, filterKey],
    ),
  };
}

const NO_FILTERS: readonly never[] = [];

/** The order and page of a table that sorts and pages its rows itself (DataTable's client mode),
 *  kept in the URL like the server lists' (spread it into the DataTable); `fallback` is the order
 *  while the URL names none. */
export function useTableUrlState(fallback: DataTableSort) {
  const list = useListParams(NO_FILTERS);
  return { sort: list.sort ?? fallback, onSortChange: list.setSort, page: list.page, onPageChange: list.setPage };
}
