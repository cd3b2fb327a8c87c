/**
 * Reading a reservation the same way on every screen (applicant cards, the edit form, admin table):
 * the API gives the resource and the application both as nested objects ({id, ad} / {id,
 * proje_basligi}) and as flat fields (kaynak_id, kaynak_adi, basvuru_id), or only as ids on older
 * answers. And the ISO text a picked slot is sent as.
 */
import { DateTime } from 'luxon';
import { TIME_ZONE } from './constants';
import type { Id } from './types';

/** A reservation as the API sends it, or as a form holds it (bare ids before the server has answered). */
type ReservationRefs = {
  kaynak: Id | { id: Id; ad?: string };
  basvuru: Id | { id: Id; proje_basligi?: string };
  kaynak_id?: Id;
  kaynak_adi?: string;
  basvuru_id?: Id;
};

/** The resource id: kaynak_id, else kaynak.id, else kaynak (a bare id). */
export function reservationResourceId(r: ReservationRefs): Id | null {
  if (typeof r.kaynak_id === 'number') return r.kaynak_id;
  if (typeof r.kaynak === 'number') return r.kaynak;
  return r.kaynak && typeof r.kaynak === 'object' ? r.kaynak.id : null;
}

/** The resource name: kaynak.ad, else kaynak_adi, else ''. */
export function reservationResourceName(r: ReservationRefs): string {
  if (r.kaynak && typeof r.kaynak === 'object' && r.kaynak.ad) return r.kaynak.ad;
  return r.kaynak_adi ?? '';
}

/** The application id: basvuru_id, else basvuru.id, else basvuru (a bare id). */
export function reservationApplicationId(r: ReservationRefs): Id | null {
  if (typeof r.basvuru_id === 'number') return r.basvuru_id;
  if (typeof r.basvuru === 'number') return r.basvuru;
  return r.basvuru && typeof r.basvuru === 'object' ? r.basvuru.id : null;
}

/** The project title of the application, '' when only an id is known. */
export function reservationProjectTitle(r: ReservationRefs): string {
  return r.basvuru && typeof r.basvuru === 'object' ? (r.basvuru.proje_basligi ?? '') : '';
}

/** An instant as sent to the API: ISO in Istanbul's offset, no milliseconds ('2025-03-11T10:00:00+03:00'). */
export function toSlotISO(instant: DateTime): string {
  return instant.setZone(TIME_ZONE).toISO({ suppressMilliseconds: true }) ?? '';
}
