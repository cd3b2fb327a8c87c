// What an admin list sends: the URL's filters, each one only when the noun's list contract in the
// domain (Z<Noun>AdminListQuery, the schema the server checks the query with) accepts it. A
// hand-edited URL (?durum=XYZ, ?cagri=abc) then shows the unfiltered list instead of a 400. A
// number or yes/no filter counts only in the spelling its select writes ('7', 'true'): the server
// would also take '07' or '1', but the select would then show 'Tümü' over a filtered list.
import type { ListParams } from '@portal/api-client';
import { createAdminHooks, type AdminResourceCalls } from '@portal/app-kit';
import type { AdminListQuery } from './admin-list';

/** The part of a zod object schema this needs: one parser per query field. */
export interface ListQueryContract {
  shape: Record<string, { safeParse(value: unknown): { success: boolean; data?: unknown } }>;
}

/** Whether the contract takes `value` for `key`, spelled as the screen writes it. */
function accepted(contract: ListQueryContract, key: string, value: string | number): boolean {
  if (value === '') return false;
  const parsed = contract.shape[key]?.safeParse(value);
  if (!parsed?.success) return false;
  const { data } = parsed;
  return typeof data === 'number' || typeof data === 'boolean' ? String(data) === String(value) : true;
}

const PAGING = new Set(['page', 'page_size', 'search', 'ordering']);

/** `query` with every filter the contract refuses (or an empty one) left out; paging, search and order as given. */
export function cleanListQuery<F extends string>(contract: ListQueryContract, query: AdminListQuery<F>): ListParams {
  const cleaned: Record<string, string | number | undefined> = {};
  for (const [key, value] of Object.entries<string | number>(query)) {
    if (PAGING.has(key)) cleaned[key] = value;
    else cleaned[key] = accepted(contract, key, value) ? value : undefined;
  }
  return cleaned;
}

type ListFilters<C extends ListQueryContract> = Exclude<keyof C['shape'] & string, 'page' | 'page_size' | 'search' | 'ordering'>;

/**
 * The TanStack Query hooks of the admin resource `noun` (createAdminHooks, keyed ['admin', noun]),
 * whose list takes the screen's query (its filters are the contract's) and sends it cleaned.
 */
export function adminListHooks<Item, Payload, Durum extends string, C extends ListQueryContract>(
  noun: string,
  resource: AdminResourceCalls<Item, Payload, Durum, ListParams>,
  contract: C,
) {
  return createAdminHooks(['admin', noun], {
    ...resource,
    list: (query: AdminListQuery<ListFilters<C>>) => resource.list(cleanListQuery(contract, query)),
  });
}
