// Queries of applications (basvurular): one joined SELECT (call, applicant, company) that every
// application route reads through, with its own WHERE.
import { and, desc, eq, inArray, isNotNull, like, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { isStoredFileAnswer, type BasvuruDurum, type StoredAnswers, type ZBasvuruAdminListQuery } from '@portal/domain';
import { applications, calls, companies, reports, storedFiles, users } from '../../db/schema';
import { defineAdminList, type ListRow } from '../../lib/admin-list';
import { keyMatches } from '../../lib/list-query';
import { applicationsWithMessageLike } from '../mesajlar/repository';
import { columnsOf, newestFirst, rowById, rowQueries } from '../../lib/row-queries';
import { insertRow, updateRow } from '../../lib/row-writes';
import { equalsGiven } from '../../lib/list-filters';
import { ownApplications } from '../../policies';
import type { Tx } from '../../lib/transaction';
import type { Db } from '../../db/client';
import { preparedPerDb, UNNAMED_STATEMENT } from '../../db/prepared';

/**
 * The applicant's display name: the profile's ad_soyad, else first + last name, else the username
 * (blank-only values count as empty); stored (users.gorunen_ad, indexed), so that showing,
 * searching and ordering by it use the same value and an ordered list can walk the index.
 */
export const applicantName = users.gorunen_ad;
/**
 * Ordering by applicant: the name, then the applicant (one person's rows together). Many applicants
 * share a name: by the name alone, the first page read all rows of the first name (1 561 at bench
 * scale) to sort them; with the id, the (gorunen_ad, id) index serves the order (5.2 -> 0.26 ms).
 */
export const byApplicant = [applicantName, users.id] as const;

/** The application's call. */
const joinCall = <Q extends PgSelect>(query: Q) => query.innerJoin(calls, eq(calls.id, applications.cagri_id));

/** The company the application was filed for (none for a personal one). */
const joinCompany = <Q extends PgSelect>(query: Q) => query.leftJoin(companies, eq(companies.id, applications.sirket_id));

/**
 * An application's context, joined the same way wherever an application is shown (reports,
 * assignments, evaluations, lists but the applicant's own): its call and its applicant (`users`),
 * added to a query that has `basvurular`.
 */
export function joinCallAndApplicant<Q extends PgSelect>(query: Q) {
  return joinCall(query).innerJoin(users, eq(users.id, applications.basvuran_id));
}

/** The call, the applicant and the company the application was filed for. */
export function joinApplicationContext<Q extends PgSelect>(query: Q) {
  return joinCompany(joinCallAndApplicant(query));
}

/** The applicant as a row that joined it carries it (the service's `toBasvuran` reads it). */
export const applicantColumns = {
  basvuran_id: users.id,
  basvuran_ad_soyad: applicantName,
  ...columnsOf(users, ['email', 'firma_adi'], 'basvuran_'),
};

/** An application's columns and its call's (each select adds its company's name). */
const applicationAndCallColumns = {
  ...columnsOf(applications, ['id', 'proje_basligi', 'aciklama', 'durum', 'olusturuldu', 'sirket_id', 'ek_dosya_id', 'cagri_formu_id', 'cevaplar']),
  ...columnsOf(calls, ['id', 'baslik'], 'cagri_'),
};

/** An application as answers show it, but its applicant: its columns, its call's and its company's. */
const applicationColumns = { ...applicationAndCallColumns, sirket_adi: companies.adi };

/** SELECT ... FROM basvurular JOIN cagrilar JOIN users LEFT JOIN sirketler, newest first. */
const basvurular = rowQueries(
  (db: Tx) =>
    joinApplicationContext(
      db
        .select({ ...applicationColumns, ...applicantColumns })
        .from(applications)
        .$dynamic(),
    ),
  newestFirst(applications),
);
export const { select: selectBasvurular, find: findBasvuruRow } = basvurular;

/**
 * A value of the application's company looked up by key on each row rather than joined: for a
 * user's own list the planner hashed every company (2 000 at bench scale) on each request to join
 * them to a few hundred rows at most (PostgreSQL, 200 own applications: 0.52 -> 0.39 ms a query,
 * pgbench).
 */
const companysOwn = <T>(value: SQL | PgColumn) => sql<T | null>`(select ${value} from ${companies} where ${companies.id} = ${applications.sirket_id})`;

/**
 * The caller's own applications without the applicant's columns: the applicant is the caller, whom
 * the request's actor query has read already. Joined, the same four columns came back on each of a
 * long list's rows (200 at bench scale): PostgreSQL wrote and the driver decoded them 200 times.
 */
const ownBasvurular = rowQueries(
  (db: Tx) => joinCall(db.select({ ...applicationAndCallColumns, sirket_adi: companysOwn<string>(companies.adi) }).from(applications).$dynamic()),
  newestFirst(applications),
);
const ownList = preparedPerDb((db) =>
  ownBasvurular
    .select(db)
    .where(ownApplications({ id: sql.placeholder('userId') }))
    .orderBy(...newestFirst(applications).order)
    .prepare(UNNAMED_STATEMENT),
);
/** The user's own applications, newest first (GET basvurular/), without the applicant. */
export const listOwnBasvuruRows = (db: Db, userId: number) => ownList(db).execute({ userId });
export type OwnBasvuruRow = ListRow<ReturnType<typeof ownBasvurular.select>>;
export type BasvuruRow = ListRow<ReturnType<typeof selectBasvurular>>;

export const basvuruAdminList = defineAdminList({
  select: selectBasvurular,
  // The project title, the applicant (kept on the row, basvuran_arama), the company, the call and the thread.
  search: (p) => [
    like(applications.arama, p),
    like(applications.basvuran_arama, p),
    keyMatches(applications.sirket_id, companies, p),
    keyMatches(applications.cagri_id, calls, p),
    // A word of its thread (messages and internal notes; the list is staff's): one trigram index scan.
    { fk: applications.id, matches: applicationsWithMessageLike(p) },
  ],
  base: applications,
  filters: (q: z.output<typeof ZBasvuruAdminListQuery>) => equalsGiven(q, { durum: applications.durum, cagri: applications.cagri_id }),
  ordering: {
    id: applications.id,
    proje_basligi: applications.proje_basligi,
    basvuran: byApplicant,
    sirket: companies.adi,
    cagri: calls.baslik,
    durum: applications.durum,
    olusturuldu: applications.olusturuldu,
  },
  defaultOrdering: '-olusturuldu',
  tieBreak: [desc(applications.id)],
});

export interface NewBasvuru {
  cagri_id: number;
  basvuran_id: number;
  sirket_id: number | null;
  proje_basligi: string;
  aciklama: string;
  durum: BasvuruDurum;
  ek_dosya_id: number | null;
  /** The call form's version answered (null: the call asks nothing more) and the answers. */
  cagri_formu_id: number | null;
  cevaplar: StoredAnswers;
}

export async function insertBasvuru(db: Tx, values: NewBasvuru): Promise<number> {
  return insertRow(db, applications, values);
}

export async function setBasvuruDurum(db: Tx, id: number, durum: BasvuruDurum): Promise<boolean> {
  return updateRow(db, applications, id, { durum, guncellendi: sql`now()` });
}

/**
 * Deletes the application; its reports, mentor assignments (with their evaluations) and
 * reservations go by ON DELETE CASCADE, and so do the stored files of it (its attachment and file
 * answers) and of its reports (the
 * rows here; the caller deletes the bytes after the commit). Returns their storage keys, or false.
 */
export async function deleteBasvuru(tx: Tx, id: number): Promise<false | { fileKeys: string[] }> {
  const row = await rowById(tx, applications, id, { ek_dosya_id: applications.ek_dosya_id, cevaplar: applications.cevaplar }, 'update');
  if (!row) return false;
  const answerFiles = Object.values(row.cevaplar).flatMap((a) => (isStoredFileAnswer(a) ? [a.dosya_id] : []));
  const reportFiles = await tx
    .select({ id: reports.ek_dosya_id })
    .from(reports)
    .where(and(eq(reports.basvuru_id, id), isNotNull(reports.ek_dosya_id)));
  const fileIds = [row.ek_dosya_id, ...answerFiles, ...reportFiles.map((r) => r.id)].filter((f): f is number => f !== null);
  await tx.delete(applications).where(eq(applications.id, id));
  if (fileIds.length === 0) return { fileKeys: [] };
  const files = await tx.delete(storedFiles).where(inArray(storedFiles.id, fileIds)).returning({ key: storedFiles.storage_key });
  return { fileKeys: files.map((f) => f.key) };
}
