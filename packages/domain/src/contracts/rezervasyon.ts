// Reservations (rezervasyonlar): a booking as its booker and staff read it, and the calendar's
// availability items (when and in which state, nothing about who or why).
import { z } from 'zod';
import { MSG } from '../messages';
import { REZERVASYON_DURUMLARI } from '../status';
import { availabilityWindow } from '../slots';
import { zOptionalId } from '../validation/helpers';
import { ZAdminListQuery, ZNoBody } from './page';

export const ZRezervasyon = z.object({
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
export type Rezervasyon = z.infer<typeof ZRezervasyon>;

export const ZRezervasyonAvailability = z.object({ baslangic: z.string(), bitis: z.string(), durum: z.enum(REZERVASYON_DURUMLARI) });
export type RezervasyonAvailability = z.infer<typeof ZRezervasyonAvailability>;

/** GET rezervasyonlar/: nothing (own reservations) or kaynak & month & year [& date] (availability). */
export const ZRezervasyonListQuery = z.object({
  kaynak: zOptionalId(MSG.reservation.resourceNotFound),
  month: z
    .string()
    .optional()
    .refine((v) => v === undefined || (/^\s*\d{1,2}\s*$/.test(v) && Number(v) >= 1 && Number(v) <= 12), MSG.reservation.invalidMonth)
    .transform((v) => (v === undefined ? undefined : Number(v))),
  year: z
    .string()
    .optional()
    .refine((v) => v === undefined || /^\s*\d{4}\s*$/.test(v), MSG.reservation.invalidYear)
    .transform((v) => (v === undefined ? undefined : Number(v))),
  date: z
    .string()
    .optional()
    .refine((v) => v === undefined || availabilityWindow({ date: v }) !== null, MSG.reservation.invalidDate),
});

/** A body of POST and PATCH rezervasyonlar/ (documentation; the rules are makeReservationSchema, ids may be nested objects). */
export const ZRezervasyonWrite = z
  .object({
    kaynak: z.unknown().optional(),
    basvuru: z.unknown().optional(),
    baslangic: z.unknown().optional(),
    bitis: z.unknown().optional(),
    aciklama: z.unknown().optional(),
  })
  .passthrough();

/** POST rezervasyonlar/{id}/iptal/: no body (the booker cancels their own BEKLEME reservation); answers ZRezervasyon. */
export const ZRezervasyonIptal = ZNoBody;

const zDay = () =>
  z
    .string()
    .optional()
    .refine((v) => v === undefined || availabilityWindow({ date: v }) !== null, MSG.reservation.invalidDate)
    .transform((v) => (v === undefined ? undefined : availabilityWindow({ date: v })!));

export const ZRezervasyonAdminListQuery = ZAdminListQuery.extend({
  durum: z.enum(REZERVASYON_DURUMLARI, { error: MSG.common.invalidStatus }).optional(),
  kaynak: zOptionalId(MSG.common.invalidId),
  /** YYYY-MM-DD, Istanbul days, both inclusive. */
  baslangic_gte: zDay(),
  baslangic_lte: zDay(),
});
