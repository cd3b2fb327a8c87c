// Calls: the response with `acik_mi` from the domain's call-active rule at request time, and how
// the admin form's date strings become stored instants.
import { callDeadline, parseDate, type CallFormData, type Cagri } from '@portal/domain';
import { isoIstanbul } from '../../lib/dates';
import type { CagriRow, CagriValues } from './repository';

export function toCagri(row: CagriRow, now: Date = new Date()): Cagri {
  const bitis = isoIstanbul(row.bitis);
  return {
    id: row.id,
    baslik: row.baslik,
    aciklama: row.aciklama,
    baslangic: isoIstanbul(row.baslangic),
    bitis,
    aktif: row.aktif,
    // isCallActive's rule for a stored instant (the deadline itself): active, with an end, not past
    // it. Compared as numbers: the domain function parses the ISO string with Luxon, per row.
    acik_mi: row.aktif === true && row.bitis !== null && now.getTime() <= row.bitis.getTime(),
    detay_url: row.detay_url ?? null,
  };
}

/**
 * The admin form (already checked by ZCallFormSchema) as column values. A date-only start is
 * 00:00 Istanbul; a date-only end is 23:59:59 Istanbul (callDeadline, the rule's own reading), so
 * the stored instant is exactly when the call closes. Date-times without an offset are Istanbul
 * wall time.
 */
export function cagriValues(form: CallFormData): CagriValues {
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
