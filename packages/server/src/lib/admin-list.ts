// The admin family, server side: a list query defined once per resource (in its repository) and
// three route factories (list, status update, delete) that every admin resource is registered
// with. Adding an admin resource is a list definition plus a few lines of routes; see
// docs/architecture.md, "Server modules".
import { and, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZIdParams, ZNoContent, zPage, type AdminListQuery, type Paginated } from '@portal/domain';
import { ApiError } from './errors';
import { orderingOf, paginated, pagingOf, searchWhere, type Paging } from './list-query';
import { routeId } from './route-id';
import { withTransaction, type Tx } from './transaction';

/**
 * How one admin list reads: `select` is the single join definition (the page selects from it, and
 * the count counts it as a subquery, so the two can never disagree); search, filters and ordering
 * name its columns.
 */
export interface AdminListDefinition<Query extends AdminListQuery, Query$ extends PgSelect> {
  select: (db: Tx) => Query$;
  search: (SQL | AnyColumn)[];
  filters?: (query: Query) => (SQL | undefined)[];
  ordering: Record<string, AnyColumn | SQL>;
  /** An ordering field of the map, '-' for descending. */
  defaultOrdering: string;
  /** Always appended, so that pages are stable (e.g. desc(table.id)). */
  tieBreak: SQL[];
}

export type ListRow<Q extends PgSelect> = Awaited<Q>[number];

export function defineAdminList<Query extends AdminListQuery, Q extends PgSelect>(definition: AdminListDefinition<Query, Q>) {
  return definition;
}

/** One page and the total, by the definition, in SQL. */
export async function readAdminList<Query extends AdminListQuery, Q extends PgSelect>(
  db: Tx,
  definition: AdminListDefinition<Query, Q>,
  query: Query,
  paging: Paging,
): Promise<{ count: number; rows: ListRow<Q>[] }> {
  const where = and(searchWhere(query.search, definition.search), ...(definition.filters?.(query) ?? []));
  const order = orderingOf(query.ordering, definition.ordering, definition.defaultOrdering, definition.tieBreak);
  const filtered = () => definition.select(db).where(where);
  const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(sql`(${filtered()}) as admin_list`);
  const rows = (await filtered()
    .orderBy(...order)
    .limit(paging.pageSize)
    .offset(paging.offset)) as ListRow<Q>[];
  return { count: counted?.n ?? 0, rows };
}

type App = FastifyInstance;
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

/** GET {url}: staff only, `{count, next, previous, results}` with page, page_size, search, ordering and filters. */
export function adminListRoute<Query extends AdminListQuery, Q extends PgSelect, Item>(app: App, options: AdminListRouteOptions<Query, Q, Item>) {
  app.withTypeProvider<ZodTypeProvider>().get(
    options.url,
    {
      config: { policy: options.policy ?? 'staff' },
      schema: { tags: ['admin'], summary: options.summary, querystring: options.querystring, response: { 200: zPage(options.item) } },
    },
    async (request): Promise<Paginated<Item>> => {
      const query = request.query as Query;
      const paging = pagingOf(query);
      const { count, rows } = await readAdminList(app.db, options.definition, query, paging);
      return paginated(request, paging, count, rows.map(options.toItem));
    },
  );
}

export interface AdminStatusRouteOptions<Body extends { durum: string }, Item> {
  url: string;
  summary: string;
  body: z.ZodType<Body, unknown>;
  item: ItemSchema;
  /** Sets the status; the row as the list shows it, or null when there is no such row (see setThenRead). */
  update: (db: Tx, id: number, durum: Body['durum']) => Promise<Item | null>;
}

/** PATCH {url}/:id/update_status/ {durum}: staff only; an unknown id 404, an unknown status 400 on `durum`. */
export function adminStatusRoute<Body extends { durum: string }, Item>(app: App, options: AdminStatusRouteOptions<Body, Item>) {
  app.withTypeProvider<ZodTypeProvider>().patch(
    `${options.url}:id/update_status/`,
    {
      config: { policy: 'staff' },
      schema: { tags: ['admin'], summary: options.summary, params: ZIdParams, body: options.body, response: { 200: options.item } },
    },
    async (request) => {
      const updated = await options.update(app.db, routeId(request.params.id), (request.body as Body).durum);
      if (updated === null) throw ApiError.notFound();
      return updated;
    },
  );
}

/** An `update` for adminStatusRoute from a plain status setter (false: no such row) and a re-read of the row. */
export function setThenRead<Durum, Item>(
  set: (db: Tx, id: number, durum: Durum) => Promise<boolean>,
  read: (db: Tx, id: number) => Promise<Item | null>,
) {
  return async (db: Tx, id: number, durum: Durum): Promise<Item | null> => ((await set(db, id, durum)) ? read(db, id) : null);
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
  app.withTypeProvider<ZodTypeProvider>().delete(
    `${options.url}:id/`,
    {
      config: { policy: 'staff' },
      schema: { tags: ['admin'], summary: options.summary, params: ZIdParams, response: { 204: ZNoContent } },
    },
    async (request, reply) => {
      const id = routeId(request.params.id);
      const removed = await withTransaction(app.db, (tx) => options.remove(tx, id));
      if (removed === false) throw ApiError.notFound();
      for (const key of removed === true ? [] : removed.fileKeys) {
        await app.files.storage.delete(key).catch((err: unknown) => request.log.warn({ err }, 'file bytes not deleted'));
      }
      return reply.code(204).send(null);
    },
  );
}
