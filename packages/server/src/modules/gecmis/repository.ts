// History rows: written in the transaction of the change they record, read oldest first with the
// name of who made each change.
import type { GecmisEylem, GecmisKaydi, GecmisNesne } from '@portal/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { applications, history, receipts, reports, reservations, users } from '../../db/schema';
import type { StatusHistory } from '../../lib/admin-list';
import type { Tx } from '../../lib/transaction';

export interface HistoryEntry {
  nesne: GecmisNesne;
  nesne_id: number;
  eylem: GecmisEylem;
  onceki: string | null;
  sonraki: string | null;
  not?: string | null;
  kullanici_id: number | null;
}

export async function recordHistory(tx: Tx, entry: HistoryEntry): Promise<void> {
  await tx.insert(history).values({ ...entry, not: entry.not ?? null });
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
      kullanici: sql<string | null>`coalesce(nullif(${users.ad_soyad}, ''), nullif(trim(${users.first_name} || ' ' || ${users.last_name}), ''), ${users.username})`,
      zaman: history.zaman,
    })
    .from(history)
    .leftJoin(users, eq(users.id, history.kullanici_id))
    .where(and(eq(history.nesne, nesne), eq(history.nesne_id, id)))
    .orderBy(asc(history.id));
  return rows.map((row) => ({ ...row, zaman: new Date(row.zaman).toISOString() }));
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
