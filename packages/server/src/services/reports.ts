// Reports (raporlar): one joined SELECT (application, its call, its applicant, its company, the
// report's author) that every report route uses with its own WHERE, and the spec 3 response shape
// the applicant, company-owner and admin screens read. The attachment is handed out as a signed URL
// only here, after the route's WHERE has decided that the caller may see the report.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CALISAN_RAPOR_DURUMLARI, RAPOR_DURUMLARI, raporDurumToCalisanDurum, type RaporDurum } from '@portal/domain';
import type { Db } from '../db/client';
import { applications, assignments, calls, companies, reports, users } from '../db/schema';
import { applicantName, ATTACHMENT_LINK_TTL_SECONDS } from './applications';

/** The report's author (for employee reports: the employee). */
export const authors = alias(users, 'rapor_olusturan');

export const ZReport = z.object({
  id: z.number(),
  basvuru_id: z.number(),
  basvuru: z.object({
    id: z.number(),
    proje_basligi: z.string(),
    /** The application's applicant (the user who created the application). */
    olusturan: z.object({ first_name: z.string(), last_name: z.string(), email: z.string() }),
    basvuran: z.object({ id: z.number(), ad_soyad: z.string(), email: z.string(), firma_adi: z.string() }),
  }),
  /** 'YYYY-MM-DD' */
  donem_baslangic: z.string(),
  /** 'YYYY-MM-DD', derived by the domain's reportPeriodEnd. */
  donem_bitis: z.string(),
  ozet: z.string(),
  durum: z.enum(RAPOR_DURUMLARI),
  /** Signed download URL (short-lived), or null. */
  ek_dosya: z.string().nullable(),
  olusturuldu: z.string(),
  proje_basligi: z.string(),
  sirket_adi: z.string().nullable(),
  cagri_adi: z.string(),
  basvuran_adi: z.string(),
});
export type ReportResponse = z.infer<typeof ZReport>;

/** GET sirketler/{id}/calisan-raporlari/: the report, its author and the owner screen's status. */
export const ZEmployeeReport = ZReport.extend({
  calisan: z.object({ id: z.number(), first_name: z.string(), last_name: z.string(), email: z.string(), username: z.string() }),
  durum_calisan: z.enum(CALISAN_RAPOR_DURUMLARI),
});
export type EmployeeReportResponse = z.infer<typeof ZEmployeeReport>;

export const reportColumns = {
  id: reports.id,
  basvuru_id: reports.basvuru_id,
  donem_baslangic: reports.donem_baslangic,
  donem_bitis: reports.donem_bitis,
  ozet: reports.ozet,
  durum: reports.durum,
  ek_dosya_id: reports.ek_dosya_id,
  olusturuldu: reports.olusturuldu,
  proje_basligi: applications.proje_basligi,
  sirket_adi: companies.adi,
  cagri_adi: calls.baslik,
  basvuran_id: users.id,
  basvuran_ad_soyad: applicantName,
  basvuran_first_name: users.first_name,
  basvuran_last_name: users.last_name,
  basvuran_email: users.email,
  basvuran_firma_adi: users.firma_adi,
  calisan_id: authors.id,
  calisan_first_name: authors.first_name,
  calisan_last_name: authors.last_name,
  calisan_email: authors.email,
  calisan_username: authors.username,
};

/** SELECT ... FROM raporlar JOIN basvurular JOIN cagrilar JOIN users (applicant) JOIN users (author) LEFT JOIN sirketler. */
export function selectReports(db: Db) {
  return db
    .select(reportColumns)
    .from(reports)
    .innerJoin(applications, eq(applications.id, reports.basvuru_id))
    .innerJoin(calls, eq(calls.id, applications.cagri_id))
    .innerJoin(users, eq(users.id, applications.basvuran_id))
    .innerJoin(authors, eq(authors.id, reports.olusturan_id))
    .leftJoin(companies, eq(companies.id, applications.sirket_id));
}

/** The same joins for counting (admin lists). */
export function countReports(db: Db) {
  return db
    .select({ n: sql<number>`count(*)::int` })
    .from(reports)
    .innerJoin(applications, eq(applications.id, reports.basvuru_id))
    .innerJoin(calls, eq(calls.id, applications.cagri_id))
    .innerJoin(users, eq(users.id, applications.basvuran_id))
    .innerJoin(authors, eq(authors.id, reports.olusturan_id))
    .leftJoin(companies, eq(companies.id, applications.sirket_id));
}

export type ReportRow = Awaited<ReturnType<ReturnType<typeof selectReports>['execute']>>[number];

export function toReport(app: FastifyInstance, row: ReportRow): ReportResponse {
  return {
    id: row.id,
    basvuru_id: row.basvuru_id,
    basvuru: {
      id: row.basvuru_id,
      proje_basligi: row.proje_basligi,
      olusturan: { first_name: row.basvuran_first_name, last_name: row.basvuran_last_name, email: row.basvuran_email },
      basvuran: { id: row.basvuran_id, ad_soyad: row.basvuran_ad_soyad, email: row.basvuran_email, firma_adi: row.basvuran_firma_adi },
    },
    donem_baslangic: row.donem_baslangic,
    donem_bitis: row.donem_bitis,
    ozet: row.ozet,
    durum: row.durum as RaporDurum,
    ek_dosya: row.ek_dosya_id === null ? null : app.files.signedUrl(row.ek_dosya_id, { ttlSeconds: ATTACHMENT_LINK_TTL_SECONDS }),
    olusturuldu: row.olusturuldu.toISOString(),
    proje_basligi: row.proje_basligi,
    sirket_adi: row.sirket_adi,
    cagri_adi: row.cagri_adi,
    basvuran_adi: row.basvuran_ad_soyad,
  };
}

export function toEmployeeReport(app: FastifyInstance, row: ReportRow): EmployeeReportResponse {
  const report = toReport(app, row);
  return {
    ...report,
    calisan: {
      id: row.calisan_id,
      first_name: row.calisan_first_name,
      last_name: row.calisan_last_name,
      email: row.calisan_email,
      username: row.calisan_username,
    },
    durum_calisan: raporDurumToCalisanDurum(report.durum),
  };
}

/** One report by id under an extra condition (undefined = none); null when not there. */
export async function findReport(app: FastifyInstance, db: Db, id: number, visible?: SQL): Promise<ReportResponse | null> {
  const [row] = await selectReports(db).where(and(eq(reports.id, id), visible));
  return row ? toReport(app, row) : null;
}

/**
 * What the report policies need to know about an application: its applicant and its active
 * mentors; null when it does not exist. `lock` takes it FOR SHARE (until the report is in).
 */
export async function applicationAccess(
  db: Db,
  basvuruId: number,
  options: { lock?: boolean } = {},
): Promise<{ basvuran_id: number; activeMentorIds: number[] } | null> {
  const query = db.select({ basvuran_id: applications.basvuran_id }).from(applications).where(eq(applications.id, basvuruId));
  const [row] = options.lock ? await query.for('share') : await query;
  if (!row) return null;
  const mentorRows = await db
    .select({ mentor_id: assignments.mentor_id })
    .from(assignments)
    .where(and(eq(assignments.basvuru_id, basvuruId), eq(assignments.aktif, true)));
  return { basvuran_id: row.basvuran_id, activeMentorIds: mentorRows.map((m) => m.mentor_id) };
}
