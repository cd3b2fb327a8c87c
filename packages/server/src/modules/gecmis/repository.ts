// History rows: written in the transaction of the change they record, read oldest first with the
// name of who made each change.
import { isGecmisAlani, type GecmisDegeri, type GecmisDegisiklik, type GecmisEylem, type GecmisKaydi, type GecmisNesne } from '@portal/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { applications, assignments, calls, companies, history, mentors, receipts, reports, reservations, resources, users } from '../../db/schema';
import type { StatusHistory } from '../kararlar/status-route';
import { withTransaction, type Tx } from '../../lib/transaction';
import { isoIstanbul } from '../../lib/dates';

export interface HistoryEntry {
  nesne: GecmisNesne;
  nesne_id: number;
  eylem: GecmisEylem;
  onceki: string | null;
  sonraki: string | null;
  not?: string | null;
  degisiklikler?: GecmisDegisiklik[] | null;
  kullanici_id: number | null;
}

export async function recordHistory(tx: Tx, entry: HistoryEntry): Promise<void> {
  await tx.insert(history).values({ ...entry, not: entry.not ?? null, degisiklikler: entry.degisiklikler ?? null });
}

const recorded = (value: unknown): GecmisDegeri => (value instanceof Date ? value.toISOString() : (value as GecmisDegeri) ?? null);

/** The recorded fields (GECMIS_ALANLARI) that differ between two versions of a row. */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): GecmisDegisiklik[] {
  return Object.keys(after)
    .filter(isGecmisAlani)
    .map((alan) => ({ alan, onceki: recorded(before[alan]), sonraki: recorded(after[alan]) }))
    .filter((c) => c.onceki !== c.sonraki);
}

/** Records an edit by `actorId` of the object's fields from `before` to `after`; nothing when no recorded field changed. */
export async function recordEdit(tx: Tx, nesne: GecmisNesne, id: number, actorId: number | null, before: Record<string, unknown>, after: Record<string, unknown>): Promise<void> {
  const degisiklikler = changedFields(before, after);
  if (degisiklikler.length === 0) return;
  await recordHistory(tx, { nesne, nesne_id: id, eylem: 'duzenleme', onceki: null, sonraki: null, degisiklikler, kullanici_id: actorId });
}

/** The recorded fields of a user that identify the person: forgotten when the person is anonymised. */
const PERSONAL_FIELDS: ReadonlySet<string> = new Set(['username', 'email', 'first_name', 'last_name']);

/**
 * Empties the person's old and new values in the edit history of their user row (a change of
 * e-mail keeps "E-posta changed", not the addresses), so an anonymised person cannot be read back
 * from `GET admin/gecmis/?nesne=kullanici&id=N`.
 */
export async function forgetPersonalValues(tx: Tx, userId: number): Promise<void> {
  const edits = await tx
    .select({ id: history.id, degisiklikler: history.degisiklikler })
    .from(history)
    .where(and(eq(history.nesne, 'kullanici'), eq(history.nesne_id, userId), eq(history.eylem, 'duzenleme')));
  for (const edit of edits) {
    const changes = edit.degisiklikler ?? [];
    if (!changes.some((c) => PERSONAL_FIELDS.has(c.alan))) continue;
    const forgotten = changes.map((c) => (PERSONAL_FIELDS.has(c.alan) ? { ...c, onceki: null, sonraki: null } : c));
    await tx.update(history).set({ degisiklikler: forgotten }).where(eq(history.id, edit.id));
  }
}

/** The tables whose admin edits are recorded, by kind. */
const EDITED = { cagri: calls, kaynak: resources, sirket: companies, mentor: mentors, kullanici: users, atama: assignments } as const;
type Edited = typeof EDITED;

/**
 * Updates row `id` of kind `nesne` with `values` and records who changed which fields, in one
 * transaction (the row is locked first, so the recorded "before" is what the update replaced).
 * Answers the updated row, or null when there is none.
 */
export function updateWithHistory<K extends keyof Edited>(
  db: Tx,
  nesne: K,
  id: number,
  values: Partial<Edited[K]['$inferInsert']>,
  actorId: number | null,
): Promise<Edited[K]['$inferSelect'] | null> {
  // Every table here has an integer `id`; one of them stands for all in the query builder's types.
  const table = EDITED[nesne] as unknown as typeof calls;
  return withTransaction(db, async (tx) => {
    const [before] = await tx.select().from(table).where(eq(table.id, id)).for('update');
    if (!before) return null;
    const [after] = await tx
      .update(table)
      .set(values as Partial<typeof calls.$inferInsert>)
      .where(eq(table.id, id))
      .returning();
    await recordEdit(tx, nesne, id, actorId, before, after!);
    return after as unknown as Edited[K]['$inferSelect'];
  });
}

export async function listHistory(db: Tx, nesne: GecmisNesne, id: number): Promise<GecmisKaydi[]> {
  const rows = await db
    .select({
      id: history.id,
      nesne: history.nesne,
      nesne_id: history.nesne_id,
      eylem: history.eylem,
      onceki: history.onceki,
      sonraki: history.sonraki,
      not: history.not,
      degisiklikler: history.degisiklikler,
      kullanici: users.gorunen_ad,
      zaman: history.zaman,
    })
    .from(history)
    .leftJoin(users, eq(users.id, history.kullanici_id))
    .where(and(eq(history.nesne, nesne), eq(history.nesne_id, id)))
    .orderBy(asc(history.id));
  return rows.map((row) => ({ ...row, degisiklikler: row.degisiklikler ?? [], zaman: isoIstanbul(new Date(row.zaman)) }));
}

/** Where each kind's rows and status live. */
const TABLES = { basvuru: applications, rapor: reports, rezervasyon: reservations, dekont: receipts } as const;

/** The status history of `nesne` (a kind with a status), for adminStatusRoute. */
export function statusHistory(nesne: keyof typeof TABLES): StatusHistory {
  const table = TABLES[nesne];
  return {
    before: async (tx: Tx, id: number) => {
      const [row] = await tx.select({ durum: sql<string>`${table.durum}` }).from(table).where(eq(table.id, id)).for('update');
      return row?.durum ?? null;
    },
    record: (tx, change) =>
      recordHistory(tx, { nesne, nesne_id: change.id, eylem: 'durum', onceki: change.before, sonraki: change.after, not: change.note, kullanici_id: change.actorId }),
  };
}
