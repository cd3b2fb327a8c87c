// Applications (basvurular): one joined SELECT (call, applicant, company) that every application
// route uses with its own WHERE, and the response shape of spec 3 the applicant and admin screens
// read. The attachment is handed out as a signed URL only here, after the route's WHERE has decided
// that the caller may see the application.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { BASVURU_DURUMLARI, type BasvuruDurum } from '@portal/domain';
import type { Db } from '../db/client';
import { applications, calls, companies, users } from '../db/schema';

/** Lifetime of the attachment links in application responses (a list stays open a while). */
export const ATTACHMENT_LINK_TTL_SECONDS = 30 * 60;

export const ZApplication = z.object({
  id: z.number(),
  proje_basligi: z.string(),
  aciklama: z.string(),
  durum: z.enum(BASVURU_DURUMLARI),
  olusturuldu: z.string(),
  sirket_id: z.number().nullable(),
  sirket: z.object({ id: z.number(), adi: z.string() }).nullable(),
  sirket_adi: z.string().nullable(),
  basvuran: z.object({ id: z.number(), ad_soyad: z.string(), email: z.string(), firma_adi: z.string() }),
  cagri: z.object({ id: z.number(), baslik: z.string() }),
  cagri_id: z.number(),
  /** Signed download URL (short-lived), or null. */
  ek_dosya: z.string().nullable(),
});
export type ApplicationResponse = z.infer<typeof ZApplication>;

/**
 * The applicant's display name: the profile's ad_soyad, else first + last name, else the username
 * (blank-only values count as empty). In SQL so that search and ordering use the same value.
 */
export const applicantName: SQL<string> = sql<string>`coalesce(
  nullif(btrim(${users.ad_soyad}), ''),
  nullif(btrim(concat_ws(' ', nullif(btrim(${users.first_name}), ''), nullif(btrim(${users.last_name}), ''))), ''),
  ${users.username}
)`;

export const applicationColumns = {
  id: applications.id,
  proje_basligi: applications.proje_basligi,
  aciklama: applications.aciklama,
  durum: applications.durum,
  olusturuldu: applications.olusturuldu,
  sirket_id: applications.sirket_id,
  sirket_adi: companies.adi,
  basvuran_id: applications.basvuran_id,
  basvuran_ad_soyad: applicantName,
  basvuran_email: users.email,
  basvuran_firma_adi: users.firma_adi,
  cagri_id: applications.cagri_id,
  cagri_baslik: calls.baslik,
  ek_dosya_id: applications.ek_dosya_id,
};

/** SELECT ... FROM basvurular JOIN cagrilar JOIN users LEFT JOIN sirketler: add WHERE, ORDER, LIMIT. */
export function selectApplications(db: Db) {
  return db
    .select(applicationColumns)
    .from(applications)
    .innerJoin(calls, eq(calls.id, applications.cagri_id))
    .innerJoin(users, eq(users.id, applications.basvuran_id))
    .leftJoin(companies, eq(companies.id, applications.sirket_id));
}

/** The same joins for counting (admin lists). */
export function countApplications(db: Db) {
  return db
    .select({ n: sql<number>`count(*)::int` })
    .from(applications)
    .innerJoin(calls, eq(calls.id, applications.cagri_id))
    .innerJoin(users, eq(users.id, applications.basvuran_id))
    .leftJoin(companies, eq(companies.id, applications.sirket_id));
}

export type ApplicationRow = Awaited<ReturnType<ReturnType<typeof selectApplications>['execute']>>[number];

export function toApplication(app: FastifyInstance, row: ApplicationRow): ApplicationResponse {
  const sirket = row.sirket_id !== null && row.sirket_adi !== null ? { id: row.sirket_id, adi: row.sirket_adi } : null;
  return {
    id: row.id,
    proje_basligi: row.proje_basligi,
    aciklama: row.aciklama,
    durum: row.durum as BasvuruDurum,
    olusturuldu: row.olusturuldu.toISOString(),
    sirket_id: row.sirket_id,
    sirket,
    sirket_adi: sirket?.adi ?? null,
    basvuran: {
      id: row.basvuran_id,
      ad_soyad: row.basvuran_ad_soyad,
      email: row.basvuran_email,
      firma_adi: row.basvuran_firma_adi,
    },
    cagri: { id: row.cagri_id, baslik: row.cagri_baslik },
    cagri_id: row.cagri_id,
    ek_dosya: row.ek_dosya_id === null ? null : app.files.signedUrl(row.ek_dosya_id, { ttlSeconds: ATTACHMENT_LINK_TTL_SECONDS }),
  };
}

/** One application by id under an extra visibility condition (undefined = no condition); null when not visible. */
export async function findApplication(app: FastifyInstance, db: Db, id: number, visible?: SQL): Promise<ApplicationResponse | null> {
  const [row] = await selectApplications(db).where(and(eq(applications.id, id), visible));
  return row ? toApplication(app, row) : null;
}
