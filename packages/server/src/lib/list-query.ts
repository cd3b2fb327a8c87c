// The SQL of admin lists: paging (`page` 1-based, `page_size` clamped to the domain's maximum, as
// DRF's max_page_size does), ordering (comma-separated fields, '-' for descending; an unknown field
// is a 400) and Turkish-aware search. The query shape itself is the domain's ZAdminListQuery.
import { asc, desc, like, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
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

/**
 * `column contains the pattern` for each column, folded as the query runs (foldSql): for columns
 * without a stored search column, in lists small enough to read whole.
 */
export function foldedMatches(pattern: string, columns: (SQL | AnyColumn)[]): SQL[] {
  return columns.map((c) => sql`${foldSql(c)} like ${pattern}`);
}

/** OR of `column contains term` over the columns (folded); undefined for a blank term. */
export function searchWhere(term: string | undefined, columns: (SQL | AnyColumn)[]): SQL | undefined {
  const t = term?.trim();
  return t ? or(...foldedMatches(containsPattern(t), columns)) : undefined;
}

/** A table with a stored folded search column (see searchColumn in db/schema.ts). */
export type SearchedTable = PgTable & { id: AnyColumn; arama: AnyColumn };

/**
 * A way a row matches a search through a joined table: its foreign key `fk` is one of `matches`,
 * the ids of that table's rows whose stored search columns are like the pattern (keyMatches).
 */
export interface KeyMatch {
  fk: AnyColumn;
  matches: SQL;
}

/** The row's `fk` names a row of `table` whose stored search columns (by default its `arama`) are like the pattern. */
export function keyMatches(fk: AnyColumn, table: SearchedTable, pattern: string, columns: AnyColumn[] = [table.arama]): KeyMatch {
  return { fk, matches: sql`select ${table.id} from ${table} where ${or(...columns.map((column) => like(column, pattern)))}` };
}

export function isKeyMatch(arm: SQL | KeyMatch): arm is KeyMatch {
  return 'fk' in arm && 'matches' in arm;
}
