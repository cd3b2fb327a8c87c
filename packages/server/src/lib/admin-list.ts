// The admin family, server side: a list query defined once per resource (in its repository) and
// the route factories (list, create, replace, delete) that every admin resource is registered with
// (status decisions: modules/kararlar/status-route.ts). Adding an admin resource is a list
// definition plus a few lines of routes; see docs/architecture.md, "Server modules".
//
// A page is read with two plain statements, run side by side: the page itself (LIMIT/OFFSET in
// the requested order, with a tie-break so that pages are stable) and its total, counted up to
// COUNT_CAP rows; a search through joined tables first reads their matching ids (adminListWhere).
// Nothing is kept between requests: every answer is what the database holds now, whichever
// process wrote it.
import { and, Column, inArray, is, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ZIdParams, ZNoContent, zPage, type AdminListQuery, type ApiErrorStatus, type Paginated } from '@portal/domain';
import { ApiError } from './errors';
import { containsPattern, isKeyMatch, orderingOf, orderingTerms, paginated, pagingOf, type KeyMatch, type OrderingFields, type Paging } from './list-query';
import { routeId } from './route-id';
import { moduleRoutes } from './routes';
import { withTransaction, type Tx } from './transaction';

/**
 * How one admin list reads: `select` is the single join definition (the page selects from it, the
 * export streams it); search, filters and ordering name its columns.
 */
export interface AdminListDefinition<Query extends AdminListQuery, Query$ extends PgSelect> {
  select: (db: Tx) => Query$;
  /**
   * The ways a row matches a search, given the LIKE pattern of the folded term (containsPattern):
   * a row matches when any does. Written on the stored, pre-folded `arama` columns, which carry
   * trigram indexes (`like(table.arama, p)`, and list-query's keyMatches for a joined table's), or
   * on columns folded as the query runs (foldedMatches) for a list small enough to read whole.
   */
  search: (pattern: string) => (SQL | KeyMatch)[];
  /**
   * The table `select` starts from, when its joins never add nor drop a row (inner joins on NOT
   * NULL foreign keys, left joins on unique keys) and `search` and `filters` name only its columns.
   * The total then counts it alone, and a page in its own order is found on it before the join
   * (a later page's OFFSET skips index entries of one table instead of joined rows).
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
 * Totals are counted exactly up to this many rows; past it the total is PostgreSQL's estimate of
 * the list's rows (never below the cap), as large admin tools do: counting 100 000 joined rows
 * costs more than the page itself, and nobody pages to the exact end of such a list.
 */
export const COUNT_CAP = 2_000;

/** The planner's estimate of how many rows a query returns (EXPLAIN, not run). */
export async function plannerRows(db: Tx, query: SQL): Promise<number> {
  const explained = (await db.execute(sql`explain (format json) ${query}`)) as unknown as { rows: Record<string, unknown>[] };
  const first = explained.rows[0] ?? {};
  const plan = (Object.values(first)[0] as [{ Plan?: { 'Plan Rows'?: number } }] | string | undefined) ?? [];
  const parsed = typeof plan === 'string' ? (JSON.parse(plan) as [{ Plan?: { 'Plan Rows'?: number } }]) : plan;
  return Math.round(parsed[0]?.Plan?.['Plan Rows'] ?? 0);
}

/**
 * A search's matches in a joined table (keyMatches) are given to the list's statements as values
 * when there are at most this many: PostgreSQL then plans them knowing how many there are (an
 * `array(select ...)` is planned as if it held ten ids, and a search of the reservations for a
 * person's name was planned as matching half of them: a sequential scan). More stay a subquery:
 * planning over tens of thousands of values costs more than it saves, and so many matches are
 * found soon walking the list's order.
 */
export const KEY_MATCHES_AS_VALUES = 1_000;

/**
 * The WHERE of a list: its search and its filters (the page, its count and its export share it).
 * The search's matches in joined tables are read first, in one statement (KEY_MATCHES_AS_VALUES).
 */
export async function adminListWhere<Query extends AdminListQuery, Q extends PgSelect>(
  db: Tx,
  definition: AdminListDefinition<Query, Q>,
  query: Query,
): Promise<SQL | undefined> {
  const filters = definition.filters?.(query) ?? [];
  const term = query.search?.trim();
  if (!term) return and(...filters);
  const arms = definition.search(containsPattern(term));
  const keyed = arms.filter(isKeyMatch);
  let ids: number[][] = [];
  if (keyed.length > 0) {
    const limit = sql.raw(String(KEY_MATCHES_AS_VALUES + 1));
    const columns = keyed.map((arm, i) => sql`array(${arm.matches} limit ${limit}) as ${sql.identifier(`m${i}`)}`);
    const { rows } = (await db.execute(sql`select ${sql.join(columns, sql`, `)}`)) as unknown as { rows: Record<string, number[]>[] };
    ids = keyed.map((_, i) => rows[0]![`m${i}`]!);
  }
  const searched = arms.map((arm) => {
    if (!isKeyMatch(arm)) return arm;
    const matched = ids[keyed.indexOf(arm)]!;
    return matched.length > KEY_MATCHES_AS_VALUES ? sql`${arm.fk} = any(array(${arm.matches}))` : sql`${arm.fk} = any(${`{${matched.join(',')}}`}::int[])`;
  });
  return and(or(...searched), ...filters);
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
 * One page and the total. The page reads one row more than it shows: whether there is a next page
 * is then known even where the total is an estimate, and the total never ends the paging before
 * the rows that exist.
 */
export async function readAdminList<Query extends AdminListQuery, Q extends PgSelect>(
  db: Tx,
  definition: AdminListDefinition<Query, Q>,
  query: Query,
  paging: Paging,
): Promise<{ count: number; rows: ListRow<Q>[] }> {
  const order = adminListOrder(definition, query);
  const where = await adminListWhere(db, definition, query);
  const { base } = definition;
  const limit = paging.pageSize + 1;

  // In the base table's own order the page's ids are found on that table alone, then joined (a
  // deferred join: a later page's OFFSET skips index entries, not joined rows).
  const page =
    base && orderedByBase(definition, query, base)
      ? definition
          .select(db)
          .where(inArray(base.id, db.select({ id: base.id }).from(base).where(where).orderBy(...order).limit(limit).offset(paging.offset)))
          .orderBy(...order)
      : definition.select(db).where(where).orderBy(...order).limit(limit).offset(paging.offset);
  // The rows the total counts: the base table's alone when its joins neither add nor drop one.
  const counted = () => (base ? db.select({ one: sql`1` }).from(base).where(where).$dynamic() : definition.select(db).where(where));
  const capped = db.select({ n: sql<number>`count(*)::int` }).from(sql`(${counted().limit(COUNT_CAP + 1)}) as capped`);

  const [found, [countRow]] = await Promise.all([page, capped]);
  const rows = found.slice(0, paging.pageSize) as ListRow<Q>[];
  let count = countRow?.n ?? 0;
  if (count > COUNT_CAP) count = Math.max(count, await plannerRows(db, sql`${counted()}`));
  const seen = paging.offset + rows.length + (found.length > paging.pageSize ? 1 : 0);
  return { count: rows.length > 0 ? Math.max(count, seen) : count, rows };
}

type App = FastifyInstance;
/** The signed-in caller of an admin route (its policy has let them in). */
type Actor = NonNullable<FastifyRequest['user']>;

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

interface AdminWriteRouteOptions<Body, Item> {
  url: string;
  summary: string;
  /** Error statuses beyond the ones every such route has (e.g. 409). */
  errors?: ApiErrorStatus[];
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
    { summary: options.summary, errors: options.errors, body: options.body, status: 201, response: options.item },
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
    { summary: options.summary, errors: options.errors, params: ZIdParams, body: options.body, response: options.item },
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
  /** Error statuses beyond 401/403/404 (e.g. 409: still in use). */
  errors?: ApiErrorStatus[];
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
    { summary: options.summary, errors: options.errors, params: ZIdParams, status: 204, response: ZNoContent },
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
