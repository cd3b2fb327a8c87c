// A reservation's dialogs: the texts of its status dialog (the four statuses; a 409, approving one
// that overlaps an approved reservation, is shown in it) and its view dialog (description if
// present, creation time).
import { reservationProjectTitle, reservationResourceName, type Rezervasyon } from '@portal/domain';
import { DateText, DetailDialog, DetailRow, StatusChip } from '@portal/ui';
import type { DecisionStatusTexts, RowDialogProps } from '../../../lib/staff-decisions';
import { useUpdateRezervasyonStatus } from '../api/rezervasyonlar';
import { ownerText } from './owner';
import { HistorySection } from '../../../lib/history-section';

export const CONFLICT_FALLBACK = 'Bu rezervasyon onaylanmış başka bir rezervasyonla çakışıyor.';

/** The status dialog: approving a reservation that overlaps an approved one is refused (409), said in it. */
export const REZERVASYON_STATUS: DecisionStatusTexts<'rezervasyon', Rezervasyon> = {
  description: (r) => `${reservationResourceName(r)} — ${reservationProjectTitle(r)}`,
  useUpdate: useUpdateRezervasyonStatus,
  refusal: CONFLICT_FALLBACK,
};

export function RezervasyonDetailDialog({ row: r, onClose }: RowDialogProps<Rezervasyon>) {
  return (
    <DetailDialog open onClose={onClose} title="Rezervasyon Detayı" scrollBehavior="outside">
      <DetailRow label="Kaynak">{reservationResourceName(r) || '-'}</DetailRow>
      <DetailRow label="Proje">{reservationProjectTitle(r) || '-'}</DetailRow>
      <DetailRow label="Rezervasyon Sahibi">{ownerText(r)}</DetailRow>
      <DetailRow label="Başlangıç"><DateText as="span" value={r.baslangic} variant="admin" withTime /></DetailRow>
      <DetailRow label="Bitiş"><DateText as="span" value={r.bitis} variant="admin" withTime /></DetailRow>
      <DetailRow label="Durum"><StatusChip kind="rezervasyon" value={r.durum} /></DetailRow>
      {r.aciklama ? <DetailRow label="Açıklama">{r.aciklama}</DetailRow> : null}
      <DetailRow label="Oluşturulma"><DateText as="span" value={r.olusturuldu} variant="admin" withTime /></DetailRow>
      <HistorySection nesne="rezervasyon" id={r.id} kind="rezervasyon" />
    </DetailDialog>
  );
}
