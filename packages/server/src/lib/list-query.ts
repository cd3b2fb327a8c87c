// The SQL of admin lists: paging (`page` 1-based, `page_size` clamped to the domain's maximum, as
// DRF's max_page_size does), ordering (comma-separated fields, '-' for descending; an unknown field
// is a 400) and Turkish-aware search. The query shape itself is the domain's ZAdminListQuery.
import { asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, MSG, type Paginated } from '@portal/domain';
import { ApiError } from './errors';

export interface Paging {
  page: number;
  pageSize: number;
  offset: number;
}

export function pagingOf(query: { page?: string | undefined; page_size?: string | undefined }): Paging {
  const page = query.page ? Number(query.page) : 1;
  const pageSize = Math.min(query.page_size ? Number(query.page_size) : DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
  return { page, pageSize, offset: (page - 1) * pageSize };
}

/** The request's own path and query with `page` replaced (removed for page 1, as DRF does). */
function pageLink(request: FastifyRequest, page: number): string {
  const url = new URL(request.url, 'http://x');
  if (page <= 1) url.searchParams.delete('page');
  else url.searchParams.set('page', String(page));
  const qs = url.searchParams.toString();
  return `${url.pathname}${qs ? `?${qs}` : ''}`;
}

/**
 * The page envelope. `next`/`previous` are absolute paths (`/api/admin/...?page=3&search=x`). A
 * page past the end answers an empty `results` (not DRF's 404), with `previous` on the last page.
 */
export function paginated<T>(request: FastifyRequest, paging: Paging, count: number, results: T[]): Paginated<T> {
  return { ...pageLinks(request, paging, count), results };
}

/** The envelope without its results, for a page whose rows are named otherwise (the coverage grid's). */
export function pageLinks(request: FastifyRequest, paging: Paging, count: number): Omit<Paginated<never>, 'results'> {
  const lastPage = Math.max(1, Math.ceil(count / paging.pageSize));
  return {
    count,
    next: paging.page < lastPage ? pageLink(request, paging.page + 1) : null,
    previous: paging.page > 1 ? pageLink(request, Math.min(paging.page - 1, lastPage)) : null,
  };
}

/**
 * `ordering=-bitis,baslik` -> ORDER BY terms from the allowed map, then `tieBreak` (always, so
 * pages are stable). Unknown fields answer 400 {ordering: [...]}.
 */
export function orderingOf(
  ordering: string | undefined,
  allowed: OrderingFields,
  fallback: string,
  tieBreak: SQL[],
): SQL[] {
  return [...orderingTerms(ordering, allowed, fallback).map(({ column, descending }) => (descending ? desc(column) : asc(column))), ...tieBreak];
}

/**
 * The fields a list may be ordered by: each a column or expression, or several taken in turn in the
 * same direction (a name, then whose it is: same-named people's rows stay together, and an index
 * on (name, id) serves the order without reading every row of the first name).
 */
export type OrderingFields = Record<string, AnyColumn | SQL | readonly (AnyColumn | SQL)[]>;

/** The columns `ordering` (or the fallback) names, in order; an unknown field is a 400. */
export function orderingTerms(
  ordering: string | undefined,
  allowed: OrderingFields,
  fallback: string,
): { column: AnyColumn | SQL; descending: boolean }[] {
  const terms = (ordering ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return (terms.length ? terms : [fallback]).flatMap((term) => {
    const descending = term.startsWith('-');
    const name = descending ? term.slice(1) : term;
    const field = Object.hasOwn(allowed, name) ? allowed[name] : undefined;
    if (!field) throw ApiError.fields({ ordering: MSG.common.invalidOrdering(term) });
    return (Array.isArray(field) ? field : [field]).map((column: AnyColumn | SQL) => ({ column, descending }));
  });
}

// ---- search ---------------------------------------------------------------------------------

// Turkish-aware folding that does not depend on the database's locale (PGlite runs in C, a
// PostgreSQL server may not): upper-case Turkish letters are mapped by hand, lower() folds ASCII,
// and the diacritics are dropped, so 'cagri', 'ÇAĞRI' and 'Çağrı' all match 'çağrı'.
const UPPER = 'ÇĞİIÖŞÜÂÎÛ';
const LOWER = 'çğiıöşüâîû';
const PLAIN_FROM = 'çğıöşüâîû';
const PLAIN_TO = 'cgiosuaiu';

const FOLD_JS: Record<string, string> = Object.fromEntries([
  ...Array.from(UPPER).map((c, i) => [c, LOWER[i]!]),
]);
const PLAIN_JS: Record<string, string> = Object.fromEntries(Array.from(PLAIN_FROM).map((c, i) => [c, PLAIN_TO[i]!]));

/** The search term folded the same way as foldSql() folds a column. */
export function foldText(s: string): string {
  const lowered = Array.from(s)
    .map((c) => FOLD_JS[c] ?? c)
    .join('')
    .toLowerCase();
  return Array.from(lowered)
    .map((c) => PLAIN_JS[c] ?? c)
    .join('');
}

export function foldSql(expr: SQL | AnyColumn): SQL {
  return sql`translate(lower(translate(${expr}, ${UPPER}, ${LOWER})), ${PLAIN_FROM}, ${PLAIN_TO})`;
}

/** LIKE pattern for "contains", with %, _ and \ taken literally. */
export function containsPattern(term: string): string {
  return `%${foldText(term).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** OR of `column contains term` over the columns (folded); undefined for a blank term. */
export function searchWhere(term: string | undefined, columns: (SQL | AnyColumn)[]): SQL | undefined {
  const t = term?.trim();
  if (!t) return undefined;
  const pattern = containsPattern(t);
  return sql`(${sql.join(
    columns.map((c) => sql`${foldSql(c)} like ${pattern}`),
    sql` or `,
  )})`;
}

/**
 * One way a row of a list's table matches a search (AdminListDefinition.searchArms), written twice
 * because PostgreSQL reads it best one way inside the OR that filters rows walked in the list's
 * order (`inOr`), and another on its own, collecting its matches through an index (`alone`).
 */
export interface SearchArm {
  inOr: SQL;
  alone: SQL;
  /**
   * The test of one row when the list's order is walked and the matches are known to be dense
   * (readSearched); `inOr` when unset.
   */
  walk?: SQL;
}

/**
 * The row's own stored folded search column (see searchColumn in db/schema.ts) contains the term.
 * Walking, it is `strpos`: PostgreSQL estimates a `like '%term%'` to match a few rows and reads
 * all its matches through the trigram index to sort them (2 500 users named Ayşe: 1.6 ms), where
 * the list's order index finds a page of dense matches in a few hundred rows (0.08 ms).
 */
export function ownMatch(column: AnyColumn, pattern: SearchPattern): SearchArm {
  const like = sql`${column} like ${valueOf(pattern, pattern.like)}`;
  return { inOr: like, alone: like, walk: sql`strpos(${column}, ${valueOf(pattern, termOf(pattern.like))}) > 0` };
}

/**
 * A search's LIKE pattern (containsPattern) as its arms write it: `shown` to PostgreSQL's planner
 * for an estimate of its matches, else unseen. Seeing the value, the custom plans of a search's
 * statements were estimated cheaper than its generic plan, so PostgreSQL planned the statement
 * again on every run (2-3 ms for the applications' and reservations' searches, more than running
 * them); unseen (an InitPlan's output, still an index condition), every plan costs the same and
 * the generic one is kept after five runs. What a search's statement does with many or few
 * matches is decided as it runs (readSearched), not by the plan.
 */
export interface SearchPattern {
  like: string;
  shown: boolean;
  /** Given: other tables' matches (matchingIds) as ids known before the statement runs (lib/known-matches.ts). */
  known?: KnownIds;
}

/** A table whose stored search column other lists' searches match (matchingIds). */
export type SearchedTable = PgTable & { id: AnyColumn; arama: AnyColumn };

/** Where a search's statement reads a table's matches from a parameter: its placeholder, or undefined for the subquery. */
export interface KnownIds {
  placeholderOf(table: SearchedTable): SQL | undefined;
}

function valueOf(pattern: SearchPattern, value: string): SQL | string {
  return pattern.shown ? value : unseen(value);
}

/**
 * A value of a statement that its plans are not to depend on: they see an InitPlan's output. (Cast
 * again outside: `= any((select array))` would be a subquery's ANY, comparing to each row's array.)
 */
export function unseen(value: unknown, type: 'text' | 'int[]' = 'text'): SQL {
  return sql`((select ${value}::${sql.raw(type)})::${sql.raw(type)})`;
}

/** The folded term of a containsPattern() pattern (its wildcards and escapes removed). */
function termOf(pattern: string): string {
  return pattern.slice(1, -1).replace(/\\(.)/g, '$1');
}

/**
 * The ids of `table`'s rows whose stored search column contains the term, as an int[]: the
 * parameter of the pattern's `known` ids when they have them, else collected through its trigram
 * index (`array(select ...)`, planned to read every match).
 */
export function matchingIds(table: SearchedTable, pattern: SearchPattern): SQL {
  return pattern.known?.placeholderOf(table) ?? sql`array(${matchesOf(table, valueOf(pattern, pattern.like))})`;
}

/** SELECT id FROM table WHERE its search column is like the pattern (a value or an SQL). */
export function matchesOf(table: SearchedTable, like: SQL | string): SQL {
  return sql`select ${table.id} from ${table} where ${table.arama} like ${like}`;
}

/**
 * The row's foreign key `fk` is one of `ids`, an int[] (matchingIds of the joined table, or an
 * `array(select ...)`). In the OR the array is hashed: written as a plain `fk in (select id ...)`
 * inside an OR, PostgreSQL plans the subquery to read half its rows at the cheapest start and
 * scans the table instead (14 ms over 20 000 users against 1.3 ms by the index); the array is
 * unnested once, straight into the hash (wrapped in one more `array(select unnest(...))`, the
 * 2 500 known Ayşes were unnested, gathered and unnested again on every run: the applications
 * page statement's 2.1 ms was 1.8 without). On its own, `fk = any(ids)` is a condition on the
 * fk's index. With `kept`, a walk tests the joined row's text kept on the row instead.
 */
export function keyMatch(fk: AnyColumn, ids: SQL, kept?: KeptSearchText): SearchArm {
  return {
    inOr: sql`${fk} in (select unnest(${ids}))`,
    alone: sql`${fk} = any(${ids})`,
    ...(kept && { walk: ownMatch(kept.column, kept.pattern).walk }),
  };
}

/**
 * The joined row's search text kept on the row itself (basvurular.basvuran_arama): walking the
 * list's order, the arm tests it there (strpos, from the walk's covering index) instead of hashing
 * the joined table's matching ids. 2 500 Ayşes at bench scale: the applications page statement
 * 0.72 -> 0.23 ms, its walk 0.54 -> 0.07 ms (an index-only scan; docs/architecture.md).
 */
export interface KeptSearchText {
  column: AnyColumn;
  pattern: SearchPattern;
}
