// Resources (kaynaklar) and reservations (rezervasyonlar): the response shapes the applicant and
// admin screens read, one joined SELECT (resource, application, booker) that every reservation
// route uses with its own WHERE, and the rules of booking that need the database. The rules
// themselves (slot grid, opening hours, today or later, [) overlap) live in @portal/domain.
import { and, asc, eq, gt, lt, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  findApprovedConflict,
  makeReservationSchema,
  MSG,
  REZERVASYON_DURUMLARI,
  toDateTime,
  type RezervasyonDurum,
} from '@portal/domain';
import type { Db } from '../db/client';
import { applications, reservations, resources, users } from '../db/schema';
import { ApiError, issuesToFields } from '../plugins/errors';
import { canBookWithApplication } from '../policies';
import type { AuthUser } from './session-user';
import { isoIstanbul } from './calls';

// ---- resources ------------------------------------------------------------------------------

export const ZResource = z.object({ id: z.number(), ad: z.string(), kapasite: z.number(), aktif: z.boolean() });
export type ResourceResponse = z.infer<typeof ZResource>;

export function toResource(row: typeof resources.$inferSelect): ResourceResponse {
  return { id: row.id, ad: row.ad, kapasite: row.kapasite, aktif: row.aktif };
}

// ---- reservations ---------------------------------------------------------------------------

export const ZReservation = z.object({
  id: z.number(),
  kaynak: z.object({ id: z.number(), ad: z.string() }),
  kaynak_id: z.number(),
  kaynak_adi: z.string(),
  basvuru: z.object({ id: z.number(), proje_basligi: z.string() }),
  basvuru_id: z.number(),
  baslangic: z.string(),
  bitis: z.string(),
  aciklama: z.string(),
  durum: z.enum(REZERVASYON_DURUMLARI),
  olusturan: z.object({ id: z.number(), first_name: z.string(), last_name: z.string(), username: z.string() }),
  olusturuldu: z.string(),
});
export type ReservationResponse = z.infer<typeof ZReservation>;

/** Availability item: when and in which state, nothing about who or why. */
export const ZAvailability = z.object({ baslangic: z.string(), bitis: z.string(), durum: z.enum(REZERVASYON_DURUMLARI) });

/** The booker's display name for search and ordering: first + last name, else the username. */
export const bookerName: SQL<string> = sql<string>`coalesce(
  nullif(btrim(concat_ws(' ', nullif(btrim(${users.first_name}), ''), nullif(btrim(${users.last_name}), ''))), ''),
  ${users.username}
)`;

export const reservationColumns = {
  id: reservations.id,
  kaynak_id: reservations.kaynak_id,
  kaynak_ad: resources.ad,
  basvuru_id: reservations.basvuru_id,
  proje_basligi: applications.proje_basligi,
  baslangic: reservations.baslangic,
  bitis: reservations.bitis,
  aciklama: reservations.aciklama,
  durum: reservations.durum,
  olusturan_id: reservations.olusturan_id,
  first_name: users.first_name,
  last_name: users.last_name,
  username: users.username,
  olusturuldu: reservations.olusturuldu,
};

/** SELECT ... FROM rezervasyonlar JOIN kaynaklar JOIN basvurular JOIN users: add WHERE, ORDER, LIMIT. */
export function selectReservations(db: Db) {
  return db
    .select(reservationColumns)
    .from(reservations)
    .innerJoin(resources, eq(resources.id, reservations.kaynak_id))
    .innerJoin(applications, eq(applications.id, reservations.basvuru_id))
    .innerJoin(users, eq(users.id, reservations.olusturan_id));
}

export function countReservations(db: Db) {
  return db
    .select({ n: sql<number>`count(*)::int` })
    .from(reservations)
    .innerJoin(resources, eq(resources.id, reservations.kaynak_id))
    .innerJoin(applications, eq(applications.id, reservations.basvuru_id))
    .innerJoin(users, eq(users.id, reservations.olusturan_id));
}

export type ReservationRow = Awaited<ReturnType<ReturnType<typeof selectReservations>['execute']>>[number];

export function toReservation(row: ReservationRow): ReservationResponse {
  return {
    id: row.id,
    kaynak: { id: row.kaynak_id, ad: row.kaynak_ad },
    kaynak_id: row.kaynak_id,
    kaynak_adi: row.kaynak_ad,
    basvuru: { id: row.basvuru_id, proje_basligi: row.proje_basligi },
    basvuru_id: row.basvuru_id,
    baslangic: isoIstanbul(row.baslangic)!,
    bitis: isoIstanbul(row.bitis)!,
    aciklama: row.aciklama,
    durum: row.durum as RezervasyonDurum,
    olusturan: { id: row.olusturan_id, first_name: row.first_name, last_name: row.last_name, username: row.username },
    olusturuldu: isoIstanbul(row.olusturuldu)!,
  };
}

export async function findReservation(db: Db, id: number, visible?: SQL): Promise<ReservationResponse | null> {
  const [row] = await selectReservations(db).where(and(eq(reservations.id, id), visible));
  return row ? toReservation(row) : null;
}

/** BEKLEME and ONAY reservations of a resource overlapping [start, end): what the calendar shows. */
export async function activeReservationsOf(db: Db, kaynakId: number, start: Date, end: Date) {
  return db
    .select({ id: reservations.id, baslangic: reservations.baslangic, bitis: reservations.bitis, durum: reservations.durum })
    .from(reservations)
    .where(
      and(
        eq(reservations.kaynak_id, kaynakId),
        sql`${reservations.durum} in ('BEKLEME', 'ONAY')`,
        lt(reservations.baslangic, end),
        gt(reservations.bitis, start),
      ),
    )
    .orderBy(asc(reservations.baslangic), asc(reservations.id));
}

// ---- booking --------------------------------------------------------------------------------

/**
 * The body of POST and PATCH: ids may come as numbers, digit strings or nested objects ({id, ...},
 * as a client sending "the whole edited reservation" has them); `fallback` fills what a PATCH
 * leaves out. Only kaynak, basvuru, baslangic, bitis and aciklama are read: durum and the rest of a
 * whole reservation are ignored.
 */
function bookingInput(body: unknown, fallback?: Record<string, unknown>): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  const b = body as Record<string, unknown>;
  const ref = (v: unknown) => (v !== null && typeof v === 'object' && !Array.isArray(v) && 'id' in v ? (v as { id: unknown }).id : v);
  const pick = (key: string, flat: string) => {
    if (key in b) return ref(b[key]);
    if (flat in b) return b[flat];
    return fallback?.[key];
  };
  return {
    kaynak: pick('kaynak', 'kaynak_id'),
    basvuru: pick('basvuru', 'basvuru_id'),
    baslangic: 'baslangic' in b ? b.baslangic : fallback?.baslangic,
    bitis: 'bitis' in b ? b.bitis : fallback?.bitis,
    aciklama: 'aciklama' in b ? b.aciklama : fallback?.aciklama,
  };
}

export interface BookingValues {
  kaynak_id: number;
  basvuru_id: number;
  baslangic: Date;
  bitis: Date;
  aciklama: string;
}

/**
 * Checks a booking inside `tx` and returns the values to store, or throws the DRF error:
 * - 400 {field: [...]} for the fields (domain schema: required, grid, hours, today or later, end
 *   after start), an unknown or inactive resource, an application that is not the caller's own
 *   approved one — all field errors together;
 * - 409 {detail} when it overlaps an approved reservation of the resource (the domain's rule; a
 *   courtesy to the user: the guarantee is the exclusion constraint at approval time).
 * The resource row is locked FOR SHARE until the transaction ends.
 */
export async function checkBooking(
  tx: Db,
  user: AuthUser,
  body: unknown,
  options: { fallback?: Record<string, unknown>; excludeId?: number } = {},
): Promise<BookingValues> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw ApiError.fields({ non_field_errors: MSG.reservation.requiredFields });
  }
  const input = bookingInput(body, options.fallback) as Record<string, unknown>;
  const schema = makeReservationSchema();
  const parsed = schema.safeParse(input);
  const errors: Record<string, string[]> = parsed.success ? {} : issuesToFields(parsed.error.issues);
  const kaynak = schema.shape.kaynak.safeParse(input.kaynak);
  const basvuru = schema.shape.basvuru.safeParse(input.basvuru);

  if (kaynak.success) {
    const [row] = await tx.select({ aktif: resources.aktif }).from(resources).where(eq(resources.id, kaynak.data)).for('share');
    if (!row) errors.kaynak = [MSG.reservation.resourceNotFound];
    else if (!row.aktif) errors.kaynak = [MSG.reservation.resourceInactive];
  }
  if (basvuru.success) {
    const [row] = await tx
      .select({ basvuran_id: applications.basvuran_id, durum: applications.durum })
      .from(applications)
      .where(eq(applications.id, basvuru.data))
      .for('share');
    // Someone else's application reads like an unknown one (no hint that it exists).
    if (!row || row.basvuran_id !== user.id) errors.basvuru = [MSG.reservation.applicationNotFound];
    else if (!canBookWithApplication(user, row)) errors.basvuru = [MSG.reservation.applicationNotApproved];
  }
  if (!parsed.success || Object.keys(errors).length > 0) throw ApiError.fields(errors);

  const data = parsed.data;
  const values: BookingValues = {
    kaynak_id: data.kaynak,
    basvuru_id: data.basvuru,
    baslangic: toDateTime(data.baslangic).toJSDate(),
    bitis: toDateTime(data.bitis).toJSDate(),
    aciklama: data.aciklama ?? '',
  };
  const existing = await activeReservationsOf(tx, values.kaynak_id, values.baslangic, values.bitis);
  if (findApprovedConflict({ baslangic: values.baslangic, bitis: values.bitis }, existing, options.excludeId)) {
    throw ApiError.detail(409, MSG.reservation.slotOccupied);
  }
  return values;
}
