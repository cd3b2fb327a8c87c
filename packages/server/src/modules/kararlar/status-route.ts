// Status decisions of the admin area (applications, reports, reservations, receipts): the route
// factory that sets a record's status with its history and notifications in one transaction
// (PATCH {url}:id/update_status/), and the bulk decision over many waiting records
// (POST {url}toplu-durum/). The rules of a decision (which statuses, a reason to reject) are the
// domain's (packages/domain decisions.ts).
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  bulkDecisionFrom,
  KARAR_MESSAGES,
  kararDurumEtiketi,
  ZIdParams,
  zTopluDurum,
  ZTopluDurumSonuc,
  type ApiErrorStatus,
  type QuickDecisionKind,
  type TopluDurumSonuc,
} from '@portal/domain';
import { adminRoutes } from '../../lib/admin-list';
import { ApiError } from '../../lib/errors';
import { routeId } from '../../lib/route-id';
import { withTransaction, type Tx } from '../../lib/transaction';

type App = FastifyInstance;
type ItemSchema = z.ZodType;

export interface AdminStatusRouteOptions<Body extends { durum: string; not?: string }, Item> {
  url: string;
  summary: string;
  /** Error statuses beyond the ones every such route has (e.g. 409: an overlapping approval). */
  errors?: ApiErrorStatus[];
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
    { summary: options.summary, errors: options.errors, params: ZIdParams, body: options.body, response: options.item },
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
