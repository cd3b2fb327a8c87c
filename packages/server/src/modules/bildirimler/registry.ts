// The one place that decides, per event type, who is told and with which parameters (the texts are
// the domain's, BILDIRIM_TURU_META; the reminders decide their own in modules/hatirlatmalar). Every event names one object by id; its source is read in the
// transaction of the change, so the notification says what was committed with it. A source answers
// null when the event does not apply (the object is gone, or a status nobody needs to hear about).
import type { BildirimParams, OlayTuru } from '@portal/domain';
import type { Tx } from '../../lib/transaction';
import { atamaSource, basvuruSource, degerlendirmeSource, dekontSource, raporSource, rezervasyonSource, staffIds } from './repository';

export interface Delivery<T extends OlayTuru> {
  recipients: number[];
  params: BildirimParams[T];
}

type Registry = { [T in OlayTuru]: (tx: Tx, id: number) => Promise<Delivery<T> | null> };

const isOneOf = <V extends string>(value: string, values: readonly V[]): value is V => (values as readonly string[]).includes(value);

export const NOTIFICATION_REGISTRY: Registry = {
  /** Any status an application is set to: to its applicant. */
  basvuru_durum: async (tx, id) => {
    const s = await basvuruSource(tx, id);
    return s && { recipients: [s.basvuran_id], params: { basvuru_id: id, proje_basligi: s.proje_basligi, durum: s.durum, cagri_baslik: s.cagri_baslik } };
  },
  /** A report approved or rejected: to its author. */
  rapor_durum: async (tx, id) => {
    const s = await raporSource(tx, id);
    if (!s || !isOneOf(s.durum, ['ONAY', 'RED'] as const)) return null;
    return { recipients: [s.olusturan_id], params: { rapor_id: id, basvuru_id: s.basvuru_id, proje_basligi: s.proje_basligi, durum: s.durum, donem_baslangic: s.donem_baslangic, donem_bitis: s.donem_bitis } };
  },
  /** A reservation approved, rejected or cancelled: to its booker. */
  rezervasyon_durum: async (tx, id) => {
    const s = await rezervasyonSource(tx, id);
    if (!s || !isOneOf(s.durum, ['ONAY', 'RED', 'IPTAL'] as const)) return null;
    return { recipients: [s.olusturan_id], params: { rezervasyon_id: id, kaynak_adi: s.kaynak_adi, baslangic: s.baslangic.toISOString(), bitis: s.bitis.toISOString(), durum: s.durum } };
  },
  /** A receipt approved or rejected: to the owners (sahip) of its company. */
  dekont_durum: async (tx, id) => {
    const s = await dekontSource(tx, id);
    if (!s || !isOneOf(s.durum, ['ONAYLANDI', 'REDDEDILDI'] as const)) return null;
    return { recipients: s.owner_ids, params: { dekont_id: id, sirket_adi: s.sirket_adi, odeme_tarihi: s.odeme_tarihi, durum: s.durum } };
  },
  /** A new (or re-activated) active assignment: to the mentor. */
  atama_yeni: async (tx, id) => {
    const s = await atamaSource(tx, id);
    if (!s || !s.aktif) return null;
    return { recipients: [s.mentor_user_id], params: { atama_id: id, basvuru_id: s.basvuru_id, proje_basligi: s.proje_basligi } };
  },
  /** A new evaluation: to the applicant of the evaluated application. */
  degerlendirme_yeni: async (tx, id) => {
    const s = await degerlendirmeSource(tx, id);
    return s && { recipients: [s.basvuran_id], params: { degerlendirme_id: id, basvuru_id: s.basvuru_id, proje_basligi: s.proje_basligi, puan: s.puan } };
  },
  /** A new application: to every active staff member. */
  basvuru_yeni: async (tx, id) => {
    const s = await basvuruSource(tx, id);
    return s && { recipients: await staffIds(tx), params: { basvuru_id: id, proje_basligi: s.proje_basligi, basvuran: s.basvuran, cagri_baslik: s.cagri_baslik } };
  },
  /** A new report: to every active staff member. */
  rapor_yeni: async (tx, id) => {
    const s = await raporSource(tx, id);
    return s && { recipients: await staffIds(tx), params: { rapor_id: id, basvuru_id: s.basvuru_id, proje_basligi: s.proje_basligi } };
  },
};
