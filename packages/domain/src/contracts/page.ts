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

const digits = /^\s*\d{1,9}\s*$/;

/** Query fields of every admin list: page (1-based), page_size, search, ordering ('-' for descending). */
export const ZAdminListQuery = z.object({
  page: z
    .string()
    .optional()
    .refine((v) => v === undefined || (digits.test(v) && Number(v) >= 1 && Number(v) <= MAX_PAGE), MSG.common.invalidPage),
  page_size: z
    .string()
    .optional()
    .refine((v) => v === undefined || (digits.test(v) && Number(v) >= 1), MSG.common.invalidPageSize),
  search: zText().max(200).optional(),
  ordering: zText().max(200).optional(),
});
export type AdminListQuery = z.infer<typeof ZAdminListQuery>;

/** `true`/`false` (also 1/0, case-insensitive) -> boolean; anything else is a 400 on the field. */
export const zBooleanParam = () =>
  z
    .string()
    .optional()
    .refine((v) => v === undefined || /^(true|false|1|0)$/i.test(v.trim()), MSG.common.invalidBoolean)
    .transform((v) => (v === undefined ? undefined : /^(true|1)$/i.test(v.trim())));

/** Path of every `/{id}/` route. The server reads it as a positive 32-bit id; anything else is a 404. */
export const ZIdParams = z.object({ id: z.string() });

/** The answer of a DELETE: 204 with no body. */
export const ZNoContent = z.null().describe('No Content');

/** The body of an action route that takes none (POST .../iptal/, .../anonymize/): nothing, or an empty object. */
export const ZNoBody = z.object({}).passthrough().nullish().describe('no body');
