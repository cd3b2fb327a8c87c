// The admin family, server side: a list query defined once per resource (in its repository) and
// the route factories (list, create, replace, status update, delete) that every admin resource is
// registered with. Adding an admin resource is a list definition plus a few lines of routes; see
// docs/architecture.md, "Server modules".
import { and, Column, getTableName, inArray, is, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  bulkDecisionFrom,
  KARAR_MESSAGES,
  kararDurumEtiketi,
  ZIdParams,
  ZNoContent,
  zPage,
  zTopluDurum,
  ZTopluDurumSonuc,
  type AdminListQuery,
  type Paginated,
  type QuickDecisionKind,
  type TopluDurumSonuc,
} from '@portal/domain';
import { ApiError } from './errors';
import { containsPattern, orderingOf, orderingTerms, paginated, pagingOf, searchWhere, unseen, type KnownIds, type OrderingFields, type Paging, type SearchArm, type SearchPattern } from './list-query';
import { KeptFigures, keptUntilWriteByKey } from './kept-figures';
import { KnownMatches } from './known-matches';
import { writeGeneration } from './write-generation';
import { executeKept, literalLimit, runKept, runKeptWith } from './prepared';
import { routeId } from './route-id';
import { moduleRoutes } from './routes';
import { withTransaction, type Tx } from './transaction';

/**
 * How one admin list reads: `select` is the single join definition (the page selects from it, and
 * the count counts it as a subquery, so the two can never disagree); search, filters and ordering
 * name its columns.
 */
export interface AdminListDefinition<Query extends AdminListQuery, Query$ extends PgSelect> {
  select: (db: Tx) => Query$;
  /** Columns folded per row at query time (small tables only; see searchArms). */
  search: (SQL | AnyColumn)[];
  /**
   * The search on the stored, pre-folded `arama` columns (indexed), given the LIKE pattern of the
   * folded term: the ways a row matches (list-query's ownMatch for the base table's own column,
   * keyMatch for a joined table's), a row matching when any does. When set, it replaces `search`.
   * With `base`, a search that few rows match is read arm by arm (see readSearched).
   */
  searchArms?: (pattern: SearchPattern) => SearchArm[];
  /**
   * The table `select` starts from, when its joins never add nor drop a row (inner joins on NOT NULL
   * foreign keys, left joins) and `filters`/`searchArms` name only its columns. The count then counts
   * it alone, and a later page ordered by its own columns finds its 20 ids in it (by the ordering's
   * index) before joining: `OFFSET 80 000` over the join fetched and joined 80 000 rows to skip.
   */
  base?: BaseTable;
  filters?: (query: Query) => (SQL | undefined)[];
  ordering: OrderingFields;
  /** An ordering field of the map, '-' for descending. */
  defaultOrdering: string;
  /** Always appended, so that pages are stable (e.g. desc(table.id)). */
  tieBreak: SQL[];
}

export type ListRow<Q extends PgSelect> = Awaited<Q>[number];
type BaseTable = PgTable & { id: PgColumn };

export function defineAdminList<Query extends AdminListQuery, Q extends PgSelect>(definition: AdminListDefinition<Query, Q>) {
  return definition;
}

/**
 * Past this many matching rows the total is the planner's estimate, not a count (as large admin
 * tools do): counting 100 000 joined rows costs more than the page itself, and nobody pages to the
 * exact end of such a list. Below it (every list in the tests) the count is exact.
 */
export const EXACT_COUNT_LIMIT = 5_000;

/** The planner's estimate of how many rows a query returns (EXPLAIN, not run). */
export async function plannerRows(db: Tx, query: SQL): Promise<number> {
  const explained = (await db.execute(sql`explain (format json) ${query}`)) as unknown as { rows: Record<string, unknown>[] };
  const first = explained.rows[0] ?? {};
  const plan = (Object.values(first)[0] as [{ Plan?: { 'Plan Rows'?: number } }] | string | undefined) ?? [];
  const parsed = typeof plan === 'string' ? (JSON.parse(plan) as [{ Plan?: { 'Plan Rows'?: number } }]) : plan;
  return Math.round(parsed[0]?.Plan?.['Plan Rows'] ?? 0);
}

/**
 * `count(*)` of a query, exact up to EXACT_COUNT_LIMIT, else the planner's row estimate. `counted`
 * builds the query afresh for each use: a dynamic query's `.limit()` changes the query itself, and
 * the estimate was once of the capped query (every long list's total read 5 001).
 */
async function cappedCount(db: Tx, key: string, counted: () => PgSelect): Promise<number> {
  // Kept by its key, its cap in the text (runKept, literalLimit): a small list counts on every request.
  const [capped] = await runKept(db, key, () =>
    db.select({ n: sql<number>`count(*)::int` }).from(sql`(${counted().limit(literalLimit(EXACT_COUNT_LIMIT + 1))}) as admin_count`),
  );
  return totalOfCapped(db, capped?.n ?? 0, counted);
}

/** The number of the query's rows up to EXACT_COUNT_LIMIT + 1, as a scalar subquery. */
function cappedCountOf(counted: PgSelect): SQL<number> {
  return sql<number>`(select count(*)::int from (${counted.limit(literalLimit(EXACT_COUNT_LIMIT + 1))}) as admin_count)`;
}

/** The total of a capped count: itself up to EXACT_COUNT_LIMIT, past it the planner's estimate. */
async function totalOfCapped(db: Tx, capped: number, counted: () => PgSelect): Promise<number> {
  if (capped <= EXACT_COUNT_LIMIT) return capped;
  return Math.max(await plannerRows(db, sql`${counted()}`), capped);
}

/**
 * Totals past KEPT_TOTAL_MIN rows (exact up to EXACT_COUNT_LIMIT, estimated past it) kept per list
 * and filter set, refreshed in the background after KEPT_TOTAL_TTL_MS (lib/kept-figures.ts), and
 * for one write generation (lib/write-generation.ts): after a write through the app they are
 * counted again. Counting was most of a searched page's time (2 500 users named Ayşe: 1.1 ms of
 * the database's 1.4), and paging through one search asks for the same total on every page. A
 * smaller total costs little to count and is always read fresh; a write by another process of the
 * same database shows in a kept total within the TTL.
 */
export const KEPT_TOTAL_MIN = 1_000;
const KEPT_TOTAL_TTL_MS = 10_000;
const TOTALS_KEPT = 1_000;
const keptTotals = new WeakMap<object, KeptFigures<number>>();

function keptTotalsOf(definition: object): KeptFigures<number> {
  let kept = keptTotals.get(definition);
  if (!kept) keptTotals.set(definition, (kept = new KeptFigures(KEPT_TOTAL_TTL_MS, TOTALS_KEPT)));
  return kept;
}

/** A total worth keeping (see keptTotals), else undefined. */
const keptTotal = (n: number) => (n > KEPT_TOTAL_MIN ? n : undefined);

/** The fields of a list's query, absent ones left out, in one order (a key of what they decide). */
function fieldsKey(query: object): string {
  return JSON.stringify(Object.entries(query).sort(([a], [b]) => (a < b ? -1 : 1)));
}

/**
 * What decides a list's total: the search and the filters (not the page, its size or the order),
 * in this write generation.
 */
function totalKey(query: AdminListQuery): string {
  return `${writeGeneration()} ${totalFields(query)}`;
}

/** The fields of the query that decide its total: all but the page, its size and the order. */
function totalFields(query: AdminListQuery): string {
  const { page: _page, page_size: _size, ordering: _ordering, ...rest } = query as AdminListQuery & Record<string, unknown>;
  return fieldsKey(rest);
}

/** The fields of the query that decide its order's rows: all but the page and its size. */
function orderFields(query: AdminListQuery): string {
  const { page: _page, page_size: _size, ...rest } = query as AdminListQuery & Record<string, unknown>;
  return fieldsKey(rest);
}

const listIds = new WeakMap<object, number>();
let listsKeyed = 0;
/**
 * The key of one of a list's statements (runKept): the list, what the statement is for and the
 * fields it is built from. A list's filters, search arms and ordering are functions of its query.
 */
function statementKey(definition: object, purpose: string, fields: string): string {
  let id = listIds.get(definition);
  if (id === undefined) listIds.set(definition, (id = ++listsKeyed));
  return `admin-list ${id} ${purpose} ${fields}`;
}

/** The arms of the list's search for the query's term; undefined without a term or arms. */
export function searchArmsOf<Query extends AdminListQuery, Q extends PgSelect>(
  definition: AdminListDefinition<Query, Q>,
  query: Query,
  { shown = false, known }: { shown?: boolean; known?: KnownIds } = {},
): SearchArm[] | undefined {
  const term = query.search?.trim();
  return term && definition.searchArms ? definition.searchArms({ like: containsPattern(term), shown, known }) : undefined;
}

/**
 * The WHERE of a list: its search (`arms`, by default the query's) and its filters (the page, its
 * count and its export share it).
 */
export function adminListWhere<Query extends AdminListQuery, Q extends PgSelect>(
  definition: AdminListDefinition<Query, Q>,
  query: Query,
  arms: SearchArm[] | undefined = searchArmsOf(definition, query),
): SQL | undefined {
  const term = query.search?.trim();
  const searched = !term ? undefined : arms ? or(...arms.map((arm) => arm.inOr)) : searchWhere(term, definition.search);
  return and(searched, ...(definition.filters?.(query) ?? []));
}

/** The ORDER BY of a list (`ordering` or the default, then the tie-break); an unknown field is a 400. */
export function adminListOrder<Query extends AdminListQuery, Q extends PgSelect>(definition: AdminListDefinition<Query, Q>, query: Query): SQL[] {
  return orderingOf(query.ordering, definition.ordering, definition.defaultOrdering, definition.tieBreak);
}

/** Whether the list's order names only columns of `base` (the tie-break always does). */
function orderedByBase<Query extends AdminListQuery, Q extends PgSelect>(definition: AdminListDefinition<Query, Q>, query: Query, base: BaseTable): boolean {
  const terms = orderingTerms(query.ordering, definition.ordering, definition.defaultOrdering);
  return terms.every(({ column }) => is(column, Column) && column.table === base);
}

/**
 * From this offset on, a page of a list in its base table's order is cut from the list's order,
 * kept: the ids of every row the filters let through, in order (an int array, 400 KB for 100 000
 * rows), read once and kept per database handle, list, filters and ordering until the next write
 * through the app and for at most KEPT_ORDER_TTL_MS (refreshed behind the request that finds it
 * old: a write by another process shows within it, as with the kept totals). An OFFSET walks every
 * row before the page on each request: page 4 000 of 100 000 applications read 80 000 index
 * entries, 120 ms a request in PGlite; cut from the kept order it is a first page's work, the
 * rows read by their ids, and the total is exact. Shallower pages walk less than reading the
 * order would cost.
 */
export const DEEP_PAGE_OFFSET = 1_000;
/** A list with more rows than this pages by OFFSET (its order would take more than 2 MB). */
export const KEPT_ORDER_MAX = 500_000;
const KEPT_ORDER_TTL_MS = 10_000;
/** Orders kept per database handle, oldest dropped first. */
const KEPT_ORDERS = 8;
const keptOrders = keptUntilWriteByKey<Tx, Int32Array | null>(KEPT_ORDER_TTL_MS, KEPT_ORDERS);

/** The list's order for the query's filters and ordering (kept, or read); null past KEPT_ORDER_MAX rows. */
function keptOrderOf<Query extends AdminListQuery, Q extends PgSelect>(db: Tx, definition: AdminListDefinition<Query, Q>, query: Query, base: BaseTable) {
  const key = statementKey(definition, 'order', orderFields(query));
  return keptOrders(db, key, async () => {
    const { rows } = await executeKept<{ ids: string }>(db, key, () => {
      const ids = db.select({ id: base.id }).from(base).where(adminListWhere(definition, query)).orderBy(...adminListOrder(definition, query)).limit(literalLimit(KEPT_ORDER_MAX + 1));
      // As text: the driver's array parser made 100 000 numbers one by one.
      return sql`select array(${ids})::text as ids`;
    });
    const text = rows[0]!.ids;
    const order = text.length > 2 ? Int32Array.from(text.slice(1, -1).split(','), Number) : new Int32Array(0);
    return order.length > KEPT_ORDER_MAX ? null : order;
  });
}

/** The rows of these ids, in the list's order: one statement for every such page of a list in one order. */
async function rowsByIds<Query extends AdminListQuery, Q extends PgSelect>(db: Tx, definition: AdminListDefinition<Query, Q>, query: Query, base: BaseTable, ids: number[]) {
  if (ids.length === 0) return [];
  // Unseen: with fewer than ten ids a custom plan looked cheaper, and the join was planned every run.
  const byIds = () => definition.select(db).where(sql`${base.id} = any(${unseen(sql.placeholder('ids'), 'int[]')})`).orderBy(...adminListOrder(definition, query));
  return (await runKept(db, statementKey(definition, 'rows', query.ordering ?? ''), byIds, { ids })) as ListRow<Q>[];
}

/** One page and the total, by the definition, in SQL. */
export async function readAdminList<Query extends AdminListQuery, Q extends PgSelect>(
  db: Tx,
  definition: AdminListDefinition<Query, Q>,
  query: Query,
  paging: Paging,
): Promise<{ count: number; rows: ListRow<Q>[] }> {
  const { base } = definition;
  if (base && definition.searchArms && query.search?.trim()) return readSearched(db, definition, query, paging, base);
  if (base && paging.offset >= DEEP_PAGE_OFFSET && orderedByBase(definition, query, base)) {
    const order = await keptOrderOf(db, definition, query, base);
    if (order) {
      // The exact total, kept for the shallower pages too (they would show the estimate).
      keptTotalsOf(definition).set(totalKey(query), keptTotal(order.length));
      const ids = Array.from(order.subarray(paging.offset, paging.offset + paging.pageSize));
      return { count: order.length, rows: await rowsByIds(db, definition, query, base, ids) };
    }
  }
  const fields = fieldsKey(query);
  const page = () => {
    const where = adminListWhere(definition, query);
    const order = adminListOrder(definition, query);
    // A later page: its ids from the base table alone, then the join for those rows only.
    const pageWhere =
      base && paging.offset > 0 && orderedByBase(definition, query, base)
        ? inArray(base.id, db.select({ id: base.id }).from(base).where(where).orderBy(...order).limit(literalLimit(paging.pageSize)).offset(paging.offset))
        : undefined;
    return pageWhere
      ? definition.select(db).where(pageWhere).orderBy(...order)
      : definition.select(db).where(where).orderBy(...order).limit(literalLimit(paging.pageSize)).offset(paging.offset);
  };
  /** The rows the total counts: the base table's alone when its joins neither add nor drop one. */
  const counted = () => {
    const where = adminListWhere(definition, query);
    return base ? db.select({ one: sql`1` }).from(base).where(where).$dynamic() : definition.select(db).where(where);
  };
  const key = totalKey(query);
  const kept = keptTotalsOf(definition);
  const count$ = async () => {
    const n = await cappedCount(db, statementKey(definition, 'count', totalFields(query)), counted);
    kept.set(key, keptTotal(n));
    return n;
  };
  let count = kept.get(key);
  let rows: ListRow<Q>[];
  if (count !== undefined) {
    rows = (await runKept(db, statementKey(definition, 'page', fields), page)) as ListRow<Q>[];
    kept.refreshStale([key], count$);
  } else {
    // The total counted in the page's statement, a column after the rows' own: a second statement
    // for it was a quarter of a small list's request (a round trip, a plan, a pooled connection).
    const read = await runKeptWith<ListRow<Q>, [number]>(db, statementKey(definition, 'page and total', fields), () => ({
      query: page(),
      after: [cappedCountOf(counted())],
    }));
    rows = read.rows;
    if (read.after) {
      count = await totalOfCapped(db, read.after[0], counted);
      kept.set(key, keptTotal(count));
    } else {
      // No row to carry the total: an empty list, or a page past its end.
      count = paging.offset === 0 ? 0 : await count$();
    }
  }
  // A first page that is not full is the whole list (a kept total may be older).
  if (paging.offset === 0 && rows.length < paging.pageSize) return { count: rows.length, rows };
  // An estimate (or a kept total) must not end the paging before the rows that exist.
  return { count: rows.length > 0 ? Math.max(count, paging.offset + rows.length) : count, rows };
}

/**
 * A search with at most this many matches is paged from its matches' ids, collected arm by arm;
 * with more, its page is found by walking the list's order, where matches are dense enough to
 * fill a page soon.
 */
export const FEW_MATCHES = 1_000;

/**
 * The ids of the base rows a search (and the filters) matches, arm by arm (an id matched by two
 * arms is there twice), each arm read through its own index; `capped`: at most
 * EXACT_COUNT_LIMIT + 1 by each arm.
 */
export function searchMatches<Query extends AdminListQuery, Q extends PgSelect>(
  definition: AdminListDefinition<Query, Q>,
  query: Query,
  base: BaseTable,
  arms: SearchArm[],
  { capped = true } = {},
): SQL {
  const filters = definition.filters?.(query) ?? [];
  const limit = capped ? sql` limit ${sql.raw(String(EXACT_COUNT_LIMIT + 1))}` : sql``;
  return sql.join(
    arms.map((arm) => sql`(select ${base.id} from ${base} where ${and(arm.alone, ...filters)}${limit})`),
    // `union all`, counted distinct: a `union` asked each arm for its rows in id order (to merge
    // them), and PGlite then read the reservations by primary key testing every row's resource.
    sql` union all `,
  );
}

/**
 * A searched list with a base table. PostgreSQL cannot tell how many rows a search matches (an
 * OR of subqueries), and walked the list's order for every term: a common one fills a page at
 * once, a rare one (a person's name) walked the whole table, 50-60 ms over 100 000 applications.
 * So the total comes first, counted arm by arm (each arm's matches through its own index, at most
 * EXACT_COUNT_LIMIT + 1 of each, united: 0.5 ms for a rare term, no more than the walking count
 * for a common one); then the page, from the matches' ids when they are few, else by the walk.
 * In the list's own order both are one statement (the count its WITH, the total a column after
 * the rows'); a total kept from an earlier page leaves only the walk.
 */
async function readSearched<Query extends AdminListQuery, Q extends PgSelect>(
  db: Tx,
  definition: AdminListDefinition<Query, Q>,
  query: Query,
  paging: Paging,
  base: BaseTable,
): Promise<{ count: number; rows: ListRow<Q>[] }> {
  // Other tables' matches as parameters when they are known (lib/known-matches.ts), else subqueries.
  const known = new KnownMatches();
  let arms = searchArmsOf(definition, query, { known })!;
  const knownIds = await known.values(db, containsPattern(query.search!.trim()));
  if (knownIds === null) arms = searchArmsOf(definition, query)!;
  /** The parts of its statements (built only for a statement that is not kept). */
  const searchedSql = () => {
    const matches = searchMatches(definition, query, base, arms);
    /** The OR of the arms and the filters: the walk's condition. */
    const where = adminListWhere(definition, query, arms);
    /** The walk's condition when the matches are dense: each arm's test of one row (SearchArm.walk). */
    const denseWhere = and(or(...arms.map((arm) => arm.walk ?? arm.inOr)), ...(definition.filters?.(query) ?? []));
    const order = adminListOrder(definition, query);
    // Few matches are paged by their ids (`= any(array(...))`: PostgreSQL takes them by the primary
    // key and sorts them; as `in (...)` it walked the whole order index against them, 7 ms).
    const fewIds = sql`${base.id} = any(array(select id from matches))`;
    // Paged from the matches when they are few: at most FEW_MATCHES, and fewer than the rows a walk
    // would read (n matches spread over the table's N rows: a page ending at row r of the matches
    // walks about r * N / n rows; the matches cost n): n * n <= r * N, N the table's statistics
    // (unknown before the first ANALYZE: then by FEW_MATCHES alone). In 2 000 companies a term
    // matching 336 filled its page after ~120 rows of the walk.
    // Dense when the walk reads fewer rows than there are matches (n * n > r * N): it then tests
    // each row it reads (`denseWhere`) instead of collecting every match through the indexes; between
    // the two (many matches, a deep page) the OR of the arms, as PostgreSQL plans it.
    // (The reach is a parameter: every page of a search is one named statement.)
    const reach = paging.offset + paging.pageSize;
    const few = sql`n <= ${sql.raw(String(FEW_MATCHES))} and (table_rows <= 0 or n::float8 * n <= ${reach}::int * table_rows)`;
    const dense = sql`table_rows > 0 and n::float8 * n > ${reach}::int * table_rows`;
    const tableRows = sql`coalesce((select reltuples from pg_class where oid = to_regclass(${getTableName(base)})), -1)`;
    const pageOf = (where: SQL | undefined) =>
      db.select({ id: base.id }).from(base).where(where).orderBy(...order).limit(literalLimit(paging.pageSize)).offset(paging.offset);
    /** The page's ids, by how many the matches are (`n` and `table_rows` in scope; `few` and `matches` too when counted). */
    const walkedIds = sql`when ${dense} then array(${pageOf(denseWhere)}) else array(${pageOf(where)}) end`;
    const pageIds = sql`case when few then array(${pageOf(fewIds)}) ${walkedIds}`;
    return { matches, where, few, tableRows, walkedIds, pageIds };
  };
  const ordered = orderedByBase(definition, query, base);
  // The statements with known matches differ from those with subqueries.
  const fields = `${fieldsKey(query)}${knownIds ? ' known' : ''}`;
  const key = totalKey(query);
  const kept = keptTotalsOf(definition);
  /** A statement's WITH: the matches, and `search_total` (n, table_rows, few: one row) counting them. */
  const countedWith = () => {
    const { matches, few, tableRows } = searchedSql();
    const matchCount = arms.length > 1 ? sql`count(distinct id)` : sql`count(*)`;
    return sql`with matches as materialized (${matches}),
      search_total as (select n, table_rows, ${few} as few from (select ${matchCount}::int as n, ${tableRows} as table_rows from matches) as match_count)`;
  };
  /** The total of `n` matches counted (an estimate past EXACT_COUNT_LIMIT), kept when worth it. */
  const totalOf = async (n: number) => {
    let total = n;
    if (n > EXACT_COUNT_LIMIT) {
      // The planner's estimate of the arms' rows, summed (of the OR it guessed half of every table).
      const shown = searchArmsOf(definition, query, { shown: true })!;
      total = Math.max(n, await plannerRows(db, searchMatches(definition, query, base, shown, { capped: false })));
    }
    kept.set(key, keptTotal(total));
    return total;
  };
  /** The total and whether its matches are few. */
  const count$ = async (): Promise<{ count: number; few: boolean }> => {
    const result = await executeKept<{ n: number; few: boolean }>(db, statementKey(definition, 'search', fields), () => sql`${countedWith()} select n, few from search_total`, knownIds ?? undefined);
    const { n, few } = result.rows[0]!;
    return { count: await totalOf(n), few };
  };
  /** The page by the OR of the arms, or from the matches' ids when they are few. */
  const pageByWhere = (fewMatches: boolean) =>
    runKept(db, statementKey(definition, fewMatches ? 'few' : 'or', fields), () => {
      const { matches, where } = searchedSql();
      return definition.select(db).where(fewMatches ? sql`${base.id} = any(array(${matches}))` : where).orderBy(...adminListOrder(definition, query)).limit(literalLimit(paging.pageSize)).offset(paging.offset);
    }, knownIds ?? undefined) as Promise<ListRow<Q>[]>;

  let count = kept.get(key);
  let rows: ListRow<Q>[];
  if (count !== undefined) {
    kept.refreshStale([key], count$);
    if (count === 0) return { count, rows: [] };
    if (!ordered) rows = await pageByWhere(false); // a kept total is past KEPT_TOTAL_MIN: never few
    else {
      // The page's ids walked on the base table, dense or not by the kept total, and the rows read
      // by them, in one statement.
      rows = (await runKept(db, statementKey(definition, `walk ${count}`, fields), () => {
        const { tableRows, walkedIds } = searchedSql();
        // An array, not a subquery (see unseen()).
        const pageIds = sql`(select case ${walkedIds} from (select ${count}::int as n, ${tableRows} as table_rows) as counted)::int[]`;
        return definition.select(db).where(sql`${base.id} = any(${pageIds})`).orderBy(...adminListOrder(definition, query));
      }, knownIds ?? undefined)) as ListRow<Q>[];
    }
  } else if (ordered) {
    // The matches counted, the page's ids found by their count, and the rows of those ids, the
    // total a column after theirs: one statement (it was two, the second by the first's ids).
    const read = await runKeptWith<ListRow<Q>, [number]>(db, statementKey(definition, 'search and page', fields), () => {
      const { pageIds } = searchedSql();
      const query$ = definition.select(db).where(sql`${base.id} = any((select ${pageIds} from search_total)::int[])`).orderBy(...adminListOrder(definition, query));
      return { before: countedWith(), query: query$, after: [sql`(select n from search_total)`] };
    }, knownIds ?? undefined);
    rows = read.rows;
    // No row to carry the total: no match, or a page past the last.
    if (read.after) count = await totalOf(read.after[0]);
    else if (paging.offset === 0) count = await totalOf(0);
    else ({ count } = await count$());
  } else {
    let few: boolean;
    ({ count, few } = await count$());
    if (count === 0) return { count, rows: [] };
    rows = await pageByWhere(few);
  }
  // An estimate (or a kept total) must not end the paging before the rows that exist.
  return { count: rows.length > 0 ? Math.max(count, paging.offset + rows.length) : count, rows };
}

type App = FastifyInstance;
/** The signed-in caller of an admin route (its policy has let them in). */
type Actor = NonNullable<FastifyRequest['user']>;
type ItemSchema = z.ZodType;

export interface AdminListRouteOptions<Query extends AdminListQuery, Q extends PgSelect, Item> {
  url: string;
  summary: string;
  querystring: z.ZodType<Query, unknown>;
  item: z.ZodType<Item>;
  /** The resource's list definition (its repository). */
  definition: AdminListDefinition<Query, Q>;
  /** A row as the response item. */
  toItem: (row: ListRow<Q>) => Item;
  /** Who may call it; default 'staff'. */
  policy?: AdminPolicy;
}

/** Admin routes are for staff; some areas (users) for superusers only. */
export type AdminPolicy = 'staff' | 'superuser';

/** The admin area's routes: tagged 'admin', staff only unless the area says superuser. */
export const adminRoutes = (app: App, policy: AdminPolicy = 'staff') => moduleRoutes(app, 'admin', policy);

/** GET {url}: staff only, `{count, next, previous, results}` with page, page_size, search, ordering and filters. */
export function adminListRoute<Query extends AdminListQuery, Q extends PgSelect, Item>(app: App, options: AdminListRouteOptions<Query, Q, Item>) {
  adminRoutes(app, options.policy).get(
    options.url,
    { summary: options.summary, querystring: options.querystring, response: zPage(options.item) },
    async (request): Promise<Paginated<Item>> => {
      const query = request.query as Query;
      const paging = pagingOf(query);
      const { count, rows } = await readAdminList(app.db, options.definition, query, paging);
      return paginated(request, paging, count, rows.map(options.toItem));
    },
  );
}

export interface AdminStatusRouteOptions<Body extends { durum: string; not?: string }, Item> {
  url: string;
  summary: string;
  body: z.ZodType<Body, unknown>;
  item: ItemSchema;
  /**
   * Sets the status; the row as the list shows it, or null when there is no such row (see
   * setThenRead). `body` is the whole parsed body, for a noun whose status change takes more.
   */
  update: (db: Tx, id: number, durum: Body['durum'], body: Body) => Promise<Item | null>;
  /**
   * After the status was set, in the same transaction (update and hook commit or roll back
   * together): e.g. notify the people concerned (modules/bildirimler, notifyOn).
   */
  onChanged?: (tx: Tx, id: number, durum: Body['durum'], note: string | null) => Promise<void>;
  /**
   * The noun's history (modules/gecmis, statusHistory): the status before the change is read (and
   * locked) first, and the change is recorded with who made it and the body's `not`, in the same
   * transaction. A status set to the one it already had is recorded but notifies nobody.
   */
  history?: StatusHistory;
  /**
   * Also register POST {url}toplu-durum/ {ids, durum, not} (needs `history`): approve or reject many
   * records of this kind waiting for a decision, in one transaction (see adminBulkStatus).
   */
  bulk?: QuickDecisionKind;
}

/** What adminStatusRoute needs of a noun's history. */
export interface StatusHistory {
  /** The current status of the row, locked until the transaction ends; null when there is no such row. */
  before: (tx: Tx, id: number) => Promise<string | null>;
  record: (tx: Tx, change: { id: number; before: string | null; after: string; note: string | null; actorId: number }) => Promise<void>;
}

/** The status change with its history and its hook, in one transaction. */
function changeStatus<Body extends { durum: string; not?: string }, Item>(options: AdminStatusRouteOptions<Body, Item>, db: Tx, id: number, body: Body, actorId: number) {
  const { update, onChanged, history } = options;
  if (!onChanged && !history) return update(db, id, body.durum, body);
  return withTransaction(db, async (tx) => {
    const before = history ? await history.before(tx, id) : null;
    const item = await update(tx, id, body.durum, body);
    if (item === null) return null;
    await history?.record(tx, { id, before, after: body.durum, note: body.not ?? null, actorId });
    if (onChanged && !(history && before === body.durum)) await onChanged(tx, id, body.durum, body.not ?? null);
    return item;
  });
}

/**
 * Decides every record of `body.ids` in one transaction, each as its single status change would
 * (its update, history and notifications), but only while it waits for a decision (the quick
 * decision's state): one that does not exist, has moved on, or whose update the server refuses (an
 * overlapping approval) is reported on `ids` ('#12: ...'), and then nothing is decided (400).
 */
async function adminBulkStatus<Body extends { durum: string; not?: string }, Item>(
  options: AdminStatusRouteOptions<Body, Item>,
  kind: QuickDecisionKind,
  db: Tx,
  body: { ids: number[]; durum: string; not?: string },
  actorId: number,
): Promise<TopluDurumSonuc> {
  const history = options.history!;
  const from = bulkDecisionFrom(kind);
  const change = { durum: body.durum, not: body.not } as Body;
  return withTransaction(db, async (tx) => {
    const failures: string[] = [];
    for (const id of body.ids) {
      const before = await history.before(tx, id);
      if (before === null) failures.push(KARAR_MESSAGES.bulkItemFailed(id, KARAR_MESSAGES.bulkNotFound));
      else if (before !== from) failures.push(KARAR_MESSAGES.bulkItemFailed(id, KARAR_MESSAGES.bulkNotWaiting(kararDurumEtiketi(kind, before), kararDurumEtiketi(kind, from))));
      else {
        try {
          // A savepoint: a refused update (e.g. 23P01 turned into a 409) leaves the transaction usable.
          await withTransaction(tx, async (sp) => {
            if ((await options.update(sp, id, change.durum, change)) === null) throw ApiError.notFound();
            await history.record(sp, { id, before, after: change.durum, note: change.not ?? null, actorId });
            await options.onChanged?.(sp, id, change.durum, change.not ?? null);
          });
        } catch (error) {
          if (!(error instanceof ApiError)) throw error;
          failures.push(KARAR_MESSAGES.bulkItemFailed(id, error.statusCode === 404 ? KARAR_MESSAGES.bulkNotFound : apiErrorText(error)));
        }
      }
    }
    if (failures.length > 0) throw ApiError.fields({ ids: failures });
    return { guncellenen: body.ids.length, ids: body.ids };
  });
}

/** The first message of an ApiError's DRF body. */
function apiErrorText(error: ApiError): string {
  const { detail, ...fields } = error.body;
  if (typeof detail === 'string') return detail;
  const first = Object.values(fields).flat()[0];
  return typeof first === 'string' ? first : error.message;
}

/**
 * PATCH {url}/:id/update_status/ {durum}: staff only; an unknown id 404, an unknown status 400 on
 * `durum`. With `bulk`, also POST {url}toplu-durum/ {ids, durum, not} -> {guncellenen, ids}.
 */
export function adminStatusRoute<Body extends { durum: string; not?: string }, Item>(app: App, options: AdminStatusRouteOptions<Body, Item>) {
  const { bulk } = options;
  if (bulk !== undefined) {
    if (!options.history) throw new Error(`${options.url}: a bulk decision needs the noun's history`);
    adminRoutes(app).post(
      `${options.url}toplu-durum/`,
      { summary: `${options.summary}: many waiting records at once, with one note`, body: zTopluDurum(bulk), response: ZTopluDurumSonuc },
      async (request) => adminBulkStatus(options, bulk, app.db, request.body as { ids: number[]; durum: string; not?: string }, request.user!.id),
    );
  }
  adminRoutes(app).patch(
    `${options.url}:id/update_status/`,
    { summary: options.summary, params: ZIdParams, body: options.body, response: options.item },
    async (request) => {
      const updated = await changeStatus(options, app.db, routeId(request.params.id), request.body as Body, request.user!.id);
      if (updated === null) throw ApiError.notFound();
      return updated;
    },
  );
}

/**
 * An `update` for adminStatusRoute from a plain status setter (false: no such row), then the row
 * read again as the list shows it.
 */
export function setThenRead<Durum, Row, Item>(
  set: (db: Tx, id: number, durum: Durum) => Promise<boolean>,
  find: (db: Tx, id: number) => Promise<Row | null>,
  toItem: (row: Row) => Item,
) {
  return async (db: Tx, id: number, durum: Durum): Promise<Item | null> => {
    if (!(await set(db, id, durum))) return null;
    const row = await find(db, id);
    return row && toItem(row);
  };
}

interface AdminWriteRouteOptions<Body, Item> {
  url: string;
  summary: string;
  body: z.ZodType<Body, unknown>;
  item: z.ZodType<Item>;
  /** Who may call it; default 'staff'. */
  policy?: AdminPolicy;
}

/** POST {url} -> 201 the created item. */
export function adminCreateRoute<Body, Item>(
  app: App,
  options: AdminWriteRouteOptions<Body, Item> & { create: (db: Tx, body: Body) => Promise<Item> },
) {
  adminRoutes(app, options.policy).post(
    options.url,
    { summary: options.summary, body: options.body, status: 201, response: options.item },
    async (request) => options.create(app.db, request.body as Body),
  );
}

/** PUT {url}:id/ -> 200 the replaced item; null from `replace` (no such row) is a 404. */
export function adminReplaceRoute<Body, Item>(
  app: App,
  options: AdminWriteRouteOptions<Body, Item> & { replace: (db: Tx, id: number, body: Body, actor: Actor) => Promise<Item | null> },
) {
  adminRoutes(app, options.policy).put(
    `${options.url}:id/`,
    { summary: options.summary, params: ZIdParams, body: options.body, response: options.item },
    async (request) => {
      const replaced = await options.replace(app.db, routeId(request.params.id), request.body as Body, request.user!);
      if (replaced === null) throw ApiError.notFound();
      return replaced;
    },
  );
}

export interface AdminDeleteRouteOptions {
  url: string;
  summary: string;
  /**
   * Deletes in one transaction; false when there is no such row. Storage keys it returns (files
   * whose rows went with it) are deleted after the commit: a rollback must not lose bytes, and a
   * failed byte deletion only leaves an orphan file, never a dangling row.
   */
  remove: (tx: Tx, id: number) => Promise<boolean | { fileKeys: string[] }>;
}

/** DELETE {url}:id/ -> 204: staff only; an unknown id 404. */
export function adminDeleteRoute(app: App, options: AdminDeleteRouteOptions) {
  adminRoutes(app).delete(
    `${options.url}:id/`,
    { summary: options.summary, params: ZIdParams, status: 204, response: ZNoContent },
    async (request) => {
      const id = routeId(request.params.id);
      const removed = await withTransaction(app.db, (tx) => options.remove(tx, id));
      if (removed === false) throw ApiError.notFound();
      for (const key of removed === true ? [] : removed.fileKeys) {
        await app.files.storage.delete(key).catch((err: unknown) => request.log.warn({ err }, 'file bytes not deleted'));
      }
      return null;
    },
  );
}
