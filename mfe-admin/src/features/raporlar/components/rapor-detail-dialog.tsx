// The detail dialog of a report (spec 2 Admin reports): every field, and the attachment link.
import type { Rapor } from '@portal/domain';
import { DateText, DetailDialog, DetailRow, StatusChip } from '@portal/ui';
import { applicantEmailOf, applicantOf, periodOf, projectOf } from './rapor-text';
import { AttachmentRow } from '../../../lib/attachment-row';
import { HistorySection } from '../../../lib/history-section';
import type { RowDialogProps } from '../../../lib/staff-decisions';

/** Mount it to open it. */
export function RaporDetailDialog({ row: r, onClose }: RowDialogProps<Rapor>) {
  return (
    <DetailDialog open onClose={onClose} title="Rapor Detayı">
      <DetailRow label="Proje">{projectOf(r)}</DetailRow>
      <DetailRow label="Başvuran">{applicantOf(r)}</DetailRow>
      <DetailRow label="E-posta">{applicantEmailOf(r) ?? '-'}</DetailRow>
      <DetailRow label="Şirket">{r.sirket_adi || r.basvuru?.basvuran?.firma_adi || '-'}</DetailRow>
      <DetailRow label="Çağrı">{r.cagri_adi || '-'}</DetailRow>
      <DetailRow label="Dönem">{periodOf(r)}</DetailRow>
      <DetailRow label="Durum">
        <StatusChip kind="rapor" value={r.durum} />
      </DetailRow>
      <DetailRow label="Özet">{r.ozet || '-'}</DetailRow>
      <DetailRow label="Oluşturulma">
        <DateText value={r.olusturuldu} variant="admin" withTime />
      </DetailRow>
      <AttachmentRow href={r.ek_dosya} />
      <HistorySection nesne="rapor" id={r.id} kind="rapor" />
    </DetailDialog>
  );
}
