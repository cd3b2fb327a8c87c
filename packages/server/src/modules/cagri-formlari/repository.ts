// Queries of calls' form versions (cagri_formlari) and of the answers that point at them.
import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { FormTanimi } from '@portal/domain';
import { applications, callForms, calls, storedFiles } from '../../db/schema';
import { rowById } from '../../lib/row-queries';
import type { Tx } from '../../lib/transaction';

export type CagriFormuRow = typeof callForms.$inferSelect;

/** The call, locked FOR UPDATE while its form is saved; null when there is none. */
export const lockCall = (db: Tx, cagriId: number) => rowById(db, calls, cagriId, { id: calls.id }, 'update');

/** The call's current (newest) form version, or null. */
export async function currentFormRow(db: Tx, cagriId: number): Promise<CagriFormuRow | null> {
  const [row] = await db.select().from(callForms).where(eq(callForms.cagri_id, cagriId)).orderBy(desc(callForms.surum)).limit(1);
  return row ?? null;
}

/** One version by id (an application's). */
export async function formRowById(db: Tx, id: number): Promise<CagriFormuRow | null> {
  const [row] = await db.select().from(callForms).where(eq(callForms.id, id));
  return row ?? null;
}

/** Every version of the call's form, newest first (the export's columns). */
export function formRowsOfCall(db: Tx, cagriId: number): Promise<CagriFormuRow[]> {
  return db.select().from(callForms).where(eq(callForms.cagri_id, cagriId)).orderBy(desc(callForms.surum));
}

/** How many applications answered this version. */
export async function applicationsOnForm(db: Tx, formId: number): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(applications).where(eq(applications.cagri_formu_id, formId));
  return row?.n ?? 0;
}

export async function insertFormVersion(db: Tx, cagriId: number, surum: number, tanim: FormTanimi): Promise<CagriFormuRow> {
  const [row] = await db.insert(callForms).values({ cagri_id: cagriId, surum, tanim }).returning();
  return row!;
}

export async function rewriteFormVersion(db: Tx, id: number, tanim: FormTanimi): Promise<CagriFormuRow> {
  const [row] = await db.update(callForms).set({ tanim, guncellendi: sql`now()` }).where(eq(callForms.id, id)).returning();
  return row!;
}

/** The stored files' names by id (the file answers shown), only those still there (an anonymised person's are gone). */
export async function fileNames(db: Tx, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: storedFiles.id, ad: storedFiles.original_name }).from(storedFiles).where(inArray(storedFiles.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.ad]));
}
