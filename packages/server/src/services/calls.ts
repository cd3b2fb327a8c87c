// Calls (cagrilar): the response shape of spec 3 with `acik_mi` from the domain's call-active rule
// at request time, and how the admin form's date strings become stored instants.
import { DateTime } from 'luxon';
import { z } from 'zod';
import { callDeadline, isCallActive, parseDate, TIME_ZONE, type CallFormData } from '@portal/domain';
import { calls } from '../db/schema';

export type CallRow = typeof calls.$inferSelect;

export const ZCall = z.object({
  id: z.number(),
  baslik: z.string(),
  aciklama: z.string(),
  /** ISO 8601 with the Istanbul offset ('2025-01-31T23:59:59.000+03:00'), or null. */
  baslangic: z.string().nullable(),
  bitis: z.string().nullable(),
  aktif: z.boolean(),
  /** The call-active rule (aktif, an end date, and now not after the end), evaluated now. */
  acik_mi: z.boolean(),
  detay_url: z.string().nullable(),
});
export type CallResponse = z.infer<typeof ZCall>;

/** An instant as ISO 8601 in Istanbul time, so that its first ten characters are the Istanbul date. */
export function isoIstanbul(d: Date | null): string | null {
  return d ? DateTime.fromJSDate(d, { zone: TIME_ZONE }).toISO() : null;
}

export function toCall(row: CallRow, now: Date = new Date()): CallResponse {
  const bitis = isoIstanbul(row.bitis);
  return {
    id: row.id,
    baslik: row.baslik,
    aciklama: row.aciklama,
    baslangic: isoIstanbul(row.baslangic),
    bitis,
    aktif: row.aktif,
    acik_mi: isCallActive({ aktif: row.aktif, bitis }, now),
    detay_url: row.detay_url ?? null,
  };
}

/**
 * The admin form (already checked by ZCallFormSchema) as column values. A date-only start is
 * 00:00 Istanbul; a date-only end is 23:59:59 Istanbul (callDeadline, the rule's own reading), so
 * the stored instant is exactly when the call closes. Date-times without an offset are Istanbul
 * wall time.
 */
export function callValues(form: CallFormData) {
  const start = parseDate(form.baslangic);
  const end = callDeadline(form.bitis);
  return {
    baslik: form.baslik,
    aciklama: form.aciklama,
    baslangic: start?.isValid ? start.toJSDate() : null,
    bitis: end?.isValid ? end.toJSDate() : null,
    aktif: form.aktif,
    detay_url: form.detay_url ?? null,
  };
}
