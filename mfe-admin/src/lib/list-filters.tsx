// The filters an admin list page adds beside its search and status select: a select or a date bound
// to one of the list's URL filters, and the options of a select that picks a record of another list.
import type { Id } from '@portal/domain';
import { FilterSelect, type FilterOption, type FilterSelectProps } from '@portal/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { DateFilter, type DateFilterProps } from './date-filter';
import type { ListParams } from './list-params';
import { useLogError } from './log-error';

/** Which URL filter of which list a control reads and writes. */
interface BoundFilter<F extends string> {
  list: Pick<ListParams<F>, 'filters' | 'setFilter'>;
  filter: F;
}

/** A select filter showing and setting the list's URL filter `filter`. */
export function ListFilterSelect<F extends string>({ list, filter, ...select }: BoundFilter<F> & Omit<FilterSelectProps, 'value' | 'onValueChange'>) {
  return <FilterSelect value={list.filters[filter]} onValueChange={(v) => list.setFilter(filter, v)} {...select} />;
}

/** A date filter showing and setting the list's URL filter `filter` (an ISO day or ''). */
export function ListDateFilter<F extends string>({ list, filter, ...date }: BoundFilter<F> & Omit<DateFilterProps, 'value' | 'onValueChange'>) {
  return <DateFilter value={list.filters[filter]} onValueChange={(v) => list.setFilter(filter, v)} {...date} />;
}

/**
 * The options of a select that picks one record of another list (a call, a company, a resource):
 * each record's id and `name`. A failed load is logged as `failure` and leaves the select empty.
 */
export function useRecordOptions<R extends { id: Id }>(query: UseQueryResult<readonly R[]>, name: (record: R) => string, failure: string): FilterOption[] {
  useLogError(failure, query.error);
  return (query.data ?? []).map((r) => ({ value: String(r.id), label: name(r) }));
}
