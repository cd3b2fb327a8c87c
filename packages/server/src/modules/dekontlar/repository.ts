// Queries of rent receipts (dekontlar): one joined SELECT (company, uploader) that every receipt
// route reads through, the race-safe insert that refuses a company's duplicate document, and the
// per-company, per-month summary the coverage grid is built from.
import { and, asc, desc, eq, gte, inArray, like, lt, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { DekontDurum, ZDekontAdminListQuery } from '@portal/domain';
import { companies, receipts, storedFiles, users } from '../../db/schema';
import { defineAdminList, type ListRow } from '../../lib/admin-list';
import { containsPattern, keyMatches } from '../../lib/list-query';
import { columnsOf, rowById, rowQueries } from '../../lib/row-queries';
import { updateRow } from '../../lib/row-writes';
import { equalsGiven } from '../../lib/list-filters';
import type { Tx } from '../../lib/transaction';

/**
 * SELECT ... FROM dekontlar JOIN sirketler LEFT JOIN users (the uploader, gone when the account was
 * deleted); a company's receipts come newest payment date first, then newest upload.
 */
const dekontlar = rowQueries(
  (db: Tx) =>
    db
      .select({
        ...columnsOf(receipts, ['id', 'sirket_id', 'aciklama', 'odeme_tarihi', 'yukleme_tarihi', 'dosya_id', 'durum']),
        sirket_adi: companies.adi,
        ...columnsOf(users, ['id', 'first_name', 'last_name', 'username'], 'olusturan_'),
      })
      .from(receipts)
      .innerJoin(companies, eq(companies.id, receipts.sirket_id))
      .leftJoin(users, eq(users.id, receipts.olusturan_id))
      .$dynamic(),
  { id: receipts.id, order: [desc(receipts.odeme_tarihi), desc(receipts.yukleme_tarihi), desc(receipts.id)] },
);
export const { select: selectDekontlar, find: findDekontRow } = dekontlar;
export type DekontRow = ListRow<ReturnType<typeof selectDekontlar>>;

/** A company's receipts, in the order above. */
export async function listDekontRowsOfSirket(db: Tx, sirketId: number): Promise<DekontRow[]> {
  return dekontlar.list(db, eq(receipts.sirket_id, sirketId));
}

const uploaderName = sql<string>`concat_ws(' ', ${users.first_name}, ${users.last_name})`;

export const dekontAdminList = defineAdminList({
  select: selectDekontlar,
  // The receipt's description, its company and its uploader.
  search: (p) => [like(receipts.arama, p), keyMatches(receipts.sirket_id, companies, p), keyMatches(receipts.olusturan_id, users, p)],
  base: receipts,
  filters: (q: z.output<typeof ZDekontAdminListQuery>) => equalsGiven(q, { durum: receipts.durum, sirket: receipts.sirket_id }),
  ordering: {
    id: receipts.id,
    sirket: companies.adi,
    olusturan: uploaderName,
    odeme_tarihi: receipts.odeme_tarihi,
    yukleme_tarihi: receipts.yukleme_tarihi,
    durum: receipts.durum,
  },
  defaultOrdering: '-yukleme_tarihi',
  tieBreak: [desc(receipts.id)],
});

export interface NewDekont {
  sirket_id: number;
  olusturan_id: number;
  aciklama: string;
  odeme_tarihi: string;
  dosya_id: number;
  dosya_sha256: string;
}

/**
 * Inserts the receipt unless the company already has one with the same document (the unique index
 * on (sirket_id, dosya_sha256) decides, so two parallel uploads of one file cannot both get in: the
 * second waits for the first to commit and then inserts nothing). Returns the new id, or the
 * earlier receipt it collided with.
 */
export async function insertDekontUnlessDuplicate(
  tx: Tx,
  values: NewDekont,
): Promise<{ id: number } | { duplicateOf: { id: number; odeme_tarihi: string } }> {
  for (;;) {
    const inserted = await tx
      .insert(receipts)
      .values({ ...values, durum: 'YUKLENDI' })
      .onConflictDoNothing({ target: [receipts.sirket_id, receipts.dosya_sha256] })
      .returning({ id: receipts.id });
    if (inserted[0]) return { id: inserted[0].id };
    const [earlier] = await tx
      .select({ id: receipts.id, odeme_tarihi: receipts.odeme_tarihi })
      .from(receipts)
      .where(and(eq(receipts.sirket_id, values.sirket_id), eq(receipts.dosya_sha256, values.dosya_sha256)));
    if (earlier) return { duplicateOf: earlier };
    // The earlier receipt was deleted between the two statements: try the insert again.
  }
}

export async function setDekontDurum(db: Tx, id: number, durum: DekontDurum): Promise<boolean> {
  return updateRow(db, receipts, id, { durum });
}

/** Deletes the receipt and its stored document row; returns the document's storage key, or false. */
export async function deleteDekont(tx: Tx, id: number): Promise<false | { fileKeys: string[] }> {
  const [row] = await tx.delete(receipts).where(eq(receipts.id, id)).returning({ dosya_id: receipts.dosya_id });
  if (!row) return false;
  const files = await tx.delete(storedFiles).where(eq(storedFiles.id, row.dosya_id)).returning({ key: storedFiles.storage_key });
  return { fileKeys: files.map((f) => f.key) };
}

/**
 * The companies of a coverage grid: the given ids (an owner's), else every active one (staff); with
 * `search`, those whose name contains it (folded, as every admin search); with `missingIn`, those
 * with no receipt paid in [from, to) other than rejected ones.
 */
export interface CoverageOf {
  ids?: number[];
  search?: string;
  missingIn?: { from: string; to: string };
}

/**
 * The companies with a receipt paid in [from, to) that is not rejected (the month is covered; the
 * grid, the dashboard's line and the receipt reminders): one range of dekontlar_odeme_idx. As `not in` it is hashed once (a `not exists` per company was 1 800
 * index probes: 18 ms of every dashboard visit at 2 000 companies, against 2 ms).
 */
export const paidCompanies = (from: string, to: string) =>
  sql`select distinct d.sirket_id from ${receipts} d
    where d.odeme_tarihi >= ${from}::date and d.odeme_tarihi < ${to}::date and d.durum <> 'REDDEDILDI'`;

function coveredCompanies({ ids, search, missingIn }: CoverageOf): SQL | undefined {
  const term = search?.trim();
  return and(
    ids ? inArray(companies.id, ids) : eq(companies.aktif, true),
    term ? like(companies.arama, containsPattern(term)) : undefined,
    missingIn ? sql`${companies.id} not in (${paidCompanies(missingIn.from, missingIn.to)})` : undefined,
  );
}

/**
 * How many companies the grid has (every page), and how many of them have no receipt other than
 * rejected ones paid in [from, to) (the dashboard's line: every active company, last month).
 */
export async function companiesMissingReceipts(db: Tx, of: CoverageOf, from: string, to: string): Promise<{ missing: number; companies: number }> {
  const result = (await db.execute(sql`
    select count(*)::int as companies, (count(*) filter (where paid.sirket_id is null))::int as missing
    from ${companies} left join (${paidCompanies(from, to)}) as paid on paid.sirket_id = ${companies.id}
    where ${coveredCompanies(of)}`)) as unknown as { rows: { companies: number; missing: number }[] };
  const row = result.rows[0];
  return { missing: Number(row?.missing ?? 0), companies: Number(row?.companies ?? 0) };
}

/** A company's receipts of one payment month ('YYYY-MM'): how many, and which states occur. */
export type ReceiptMonth = [ay: string, count: number, approved: boolean, uploaded: boolean];

/** One company of a grid page, with its payment months in the grid's range that have receipts. */
export interface CoverageRow {
  id: number;
  adi: string;
  aktif: boolean;
  /** Null when it has no receipt paid in the range. */
  months: ReceiptMonth[] | null;
}

/**
 * One page of the grid, by company name: each company with its months in [from, to), in one query.
 * A company's months are one index range of dekontlar_sirket_odeme_idx (read from the index alone)
 * and come as one JSON array of tuples read as the driver gives it: rows per month mapped by
 * drizzle cost as much as the query on PostgreSQL, and tuples are cheaper to build than objects.
 * (The page's ids passed to a second query as `in (...)` made PGlite's kept statement switch to a
 * generic plan that walked every company's receipts of those months: 1.8 ms against the custom
 * plan's 0.8.)
 */
export async function coveragePage(db: Tx, of: CoverageOf, page: { limit: number; offset: number }, from: string, to: string): Promise<CoverageRow[]> {
  const d = alias(receipts, 'd');
  const result = (await db.execute(sql`select c.id, c.adi, c.aktif,
      (select json_agg(json_build_array(m.ay, m.count, m.approved, m.uploaded))
        from (select to_char(${d.odeme_tarihi}, 'YYYY-MM') as ay, count(*)::int as count,
            bool_or(${d.durum} = 'ONAYLANDI') as approved, bool_or(${d.durum} = 'YUKLENDI') as uploaded
          from ${receipts} ${d} where ${and(eq(d.sirket_id, sql`c.id`), gte(d.odeme_tarihi, from), lt(d.odeme_tarihi, to))}
          group by 1) as m) as months
    from (${db
      .select({ id: companies.id, adi: companies.adi, aktif: companies.aktif })
      .from(companies)
      .where(coveredCompanies(of))
      .orderBy(asc(companies.adi), asc(companies.id))
      .limit(page.limit)
      .offset(page.offset)}) as c
    order by c.adi, c.id`)) as unknown as { rows: CoverageRow[] };
  return result.rows;
}

/** The receipt's company and state, locked FOR UPDATE (an owner's delete or replace against a decision), or null. */
export async function lockDekont(tx: Tx, id: number): Promise<{ id: number; sirket_id: number; durum: DekontDurum; dosya_id: number } | null> {
  return rowById(tx, receipts, id, { id: receipts.id, sirket_id: receipts.sirket_id, durum: receipts.durum, dosya_id: receipts.dosya_id }, 'update');
}

/**
 * Puts a new document on the receipt (its upload time moves to now) and deletes the old document's
 * row; returns the old bytes' storage key, or the earlier receipt of the company that already has
 * this document (the unique index on (sirket_id, dosya_sha256) decides, as on upload).
 */
export async function replaceDekontFile(
  tx: Tx,
  current: { id: number; sirket_id: number; dosya_id: number },
  file: { id: number; sha256: string },
): Promise<{ fileKeys: string[] } | { duplicateOf: { id: number; odeme_tarihi: string } }> {
  const [earlier] = await tx
    .select({ id: receipts.id, odeme_tarihi: receipts.odeme_tarihi })
    .from(receipts)
    .where(and(eq(receipts.sirket_id, current.sirket_id), eq(receipts.dosya_sha256, file.sha256), ne(receipts.id, current.id)));
  if (earlier) return { duplicateOf: earlier };
  await tx.update(receipts).set({ dosya_id: file.id, dosya_sha256: file.sha256, yukleme_tarihi: sql`now()` }).where(eq(receipts.id, current.id));
  const old = await tx.delete(storedFiles).where(eq(storedFiles.id, current.dosya_id)).returning({ key: storedFiles.storage_key });
  return { fileKeys: old.map((f) => f.key) };
}
