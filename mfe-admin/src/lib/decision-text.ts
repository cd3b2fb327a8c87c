// The words of staff decisions in the admin lists (ours): the decision dialog's title, who is told,
// the toasts and the selection bar.
import type { QuickDecisionKind } from '@portal/domain';
import type { Decision } from '@portal/ui';

/** Each decided noun in a decision dialog's title ('Başvuruyu Onayla', '3 Başvuruyu Reddet') and who is told. */
export const DECISION_WORDS: Record<QuickDecisionKind, { noun: string; accusative: string; told: string }> = {
  basvuru: { noun: 'Başvuru', accusative: 'Başvuruyu', told: 'Karar, başvuru sahibine bildirim ve e-posta ile iletilir.' },
  rapor: { noun: 'Rapor', accusative: 'Raporu', told: 'Karar, raporu gönderen kişiye bildirim ve e-posta ile iletilir.' },
  rezervasyon: { noun: 'Rezervasyon', accusative: 'Rezervasyonu', told: 'Karar, rezervasyonu yapan kişiye bildirim ve e-posta ile iletilir.' },
  dekont: { noun: 'Dekont', accusative: 'Dekontu', told: 'Karar, şirketin sahiplerine bildirim ve e-posta ile iletilir.' },
};

/** The words of the decisions (ours). */
export const DECISION_MESSAGES = {
  title: (kind: QuickDecisionKind, decision: Decision, count: number) =>
    `${count > 1 ? `${count} ` : ''}${DECISION_WORDS[kind].accusative} ${decision === 'approve' ? 'Onayla' : 'Reddet'}`,
  done: (kind: QuickDecisionKind, decision: Decision, count: number) =>
    `${count > 1 ? `${count} ${DECISION_WORDS[kind].noun.toLocaleLowerCase('tr')}` : DECISION_WORDS[kind].noun} ${decision === 'approve' ? 'onaylandı' : 'reddedildi'}`,
  statusSaved: 'Durum güncellendi',
  /** A bulk decision refused for some records: nothing was decided. */
  bulkRefused: 'Hiçbir kayıt güncellenmedi:',
  selected: (n: number) => `${n} kayıt seçildi`,
  approveSelected: 'Seçilenleri Onayla',
  rejectSelected: 'Seçilenleri Reddet',
  clearSelection: 'Seçimi Temizle',
  /** More names than the dialog lists. */
  andMore: (n: number) => `ve ${n} kayıt daha`,
} as const;

