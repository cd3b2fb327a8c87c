// The shapes every list and every `{id}` route shares: the admin page envelope and its query.
import { z } from 'zod';
import { MSG } from '../messages';
import { zText } from '../validation/helpers';

/** `{count, next, previous, results}`: an admin list page (next/previous are paths with the query kept). */
export function zPage<Item extends z.ZodType>(item: Item) {
  return z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
}
export interface Paginated<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}
/** A list response may be a plain array (a user's own small collections) or a page. */
export type ListResponse<T> = T[] | Paginated<T>;

/** Default and largest admin page size (larger requests are clamped, as DRF's max_page_size does). */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
/** Pages beyond this are refused (keeps OFFSET in range and the arithmetic exact). */
export const MAX_PAGE = 1_000_000;

// Patterns rather than refinements, so that the OpenAPI document states them: at most nine digits
// (blanks around allowed), a page in [1, MAX_PAGE] (1 000 000), a page size from 1 on.
const PAGE_RE = /^\s*(?=\d{1,9}\s*$)0*(?:[1-9]\d{0,5}|1000000)\s*$/;
const PAGE_SIZE_RE = /^\s*(?=\d{1,9}\s*$)0*[1-9]\d*\s*$/;

/** Query fields of every admin list: page (1-based), page_size, search, ordering ('-' for descending). */
export const ZAdminListQuery = z.object({
  page: z.string().regex(PAGE_RE, MSG.common.invalidPage).optional(),
  page_size: z.string().regex(PAGE_SIZE_RE, MSG.common.invalidPageSize).optional(),
  search: zText().max(200).optional(),
  ordering: zText().max(200).optional(),
});
export type AdminListQuery = z.infer<typeof ZAdminListQuery>;

/** `true`/`false` (also 1/0, case-insensitive) -> boolean; anything else is a 400 on the field. */
export const zBooleanParam = () =>
  z
    .string()
    .regex(/^\s*(?:[Tt][Rr][Uu][Ee]|[Ff][Aa][Ll][Ss][Ee]|1|0)\s*$/, MSG.common.invalidBoolean)
    .optional()
    .transform((v) => (v === undefined ? undefined : /^(true|1)$/i.test(v.trim())));

/** Path of every `/{id}/` route. The server reads it as a positive 32-bit id; anything else is a 404. */
export const ZIdParams = z.object({ id: z.string() });

/** The answer of a DELETE: 204 with no body. */
export const ZNoContent = z.null().describe('No Content');

/** The body of an action route that takes none (POST .../iptal/, .../anonymize/): nothing, or an empty object. */
export const ZNoBody = z.object({}).passthrough().nullish().describe('no body');
