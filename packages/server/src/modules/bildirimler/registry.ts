// The one place that decides, per event type, who is told and with which parameters (the texts are
// the domain's, BILDIRIM_TURU_META; the reminders decide their own in modules/hatirlatmalar). Every event names one object by id; its source is read in the
// transaction of the change, so the notification says what was committed with it. A source answers
// null when the event does not apply (the object is gone, or a status nobody needs to hear about).
import { MESAJ_MESSAGES, mesajOzeti, type BildirimParams, type OlayTuru } from '@portal/domain';
import type { Tx } from '../../lib/transaction';
import { atamaSource, basvuruSource, degerlendirmeSource, dekontSource, raporSource, rezervasyonSource, staffIds } from './repository';
import { messageSource, staffWriters, threadAccess } from '../mesajlar/repository';

export interface Delivery<T extends OlayTuru> {
  recipients: number[];
  params: BildirimParams[T];
  /** Parameters that differ per recipient (the page a message's link opens for each side). */
  perRecipient?: Map<number, Partial<BildirimParams[T]>>;
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
  /**
   * A message in an application's thread (never an internal note): to everyone else in it, the
   * applicant's side, the active mentors and the staff who wrote in it (all active staff while none
   * has), each with the link of their own page.
   */
  mesaj_yeni: async (tx, id) => {
    const m = await messageSource(tx, id);
    if (!m || m.ic_not) return null;
    const access = await threadAccess(tx, m.basvuru_id);
    if (!access) return null;
    const sides = new Map<number, Partial<BildirimParams['mesaj_yeni']>>();
    for (const user of access.applicantIds) sides.set(user, { hedef: 'basvuran' });
    for (const mentor of access.activeMentors) if (!sides.has(mentor.user_id)) sides.set(mentor.user_id, { hedef: 'mentor', atama_id: mentor.atama_id });
    const writers = await staffWriters(tx, m.basvuru_id);
    for (const user of writers.length > 0 ? writers : await staffIds(tx)) if (!sides.has(user)) sides.set(user, { hedef: 'yonetici' });
    if (m.yazar_id !== null) sides.delete(m.yazar_id);
    return {
      recipients: [...sides.keys()],
      params: { mesaj_id: id, basvuru_id: m.basvuru_id, proje_basligi: access.proje_basligi, yazar: m.yazar_adi ?? MESAJ_MESSAGES.anonymous, ozet: mesajOzeti(m.metin), bilgi_talebi: m.bilgi_talebi, hedef: 'yonetici' },
      perRecipient: sides,
    };
  },
};
