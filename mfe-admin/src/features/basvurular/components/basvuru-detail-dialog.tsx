// The detail dialog of an application: every field, the attachment link when there is one, and
// whether its mentors' evaluations disagree, the scores by criterion when its call has a rubric,
// and its answers to the call's own form.
import { CallFormAnswers } from '@portal/app-kit';
import type { Basvuru } from '@portal/domain';
import { DateText, DetailDialog, DetailRow, StatusChip, Text } from '@portal/ui';
import { ConsensusFlags } from '../../mentor-atamalari/components/consensus-panel';
import { useBasvuruConsensus, useBasvuruDetay } from '../api/basvurular';
import { companyName } from './company-name';
import { CriterionTable } from './criterion-table';
import { AttachmentRow } from '../../../lib/attachment-row';
import { HistorySection } from '../../../lib/history-section';
import { ApplicationMessages } from '../../mesajlar/components/application-messages';
import type { RowDialogProps } from '../../../lib/staff-decisions';

/** Evaluations that disagree are flagged; a single evaluation or none has nothing to compare. */
function EvaluationConsensus({ basvuruId }: { basvuruId: number }) {
  const consensus = useBasvuruConsensus(basvuruId);
  if (consensus.isPending || consensus.isError) return <Text color="fg.muted">-</Text>;
  const c = consensus.data;
  if (!c) return <Text color="fg.muted">Karşılaştırılacak en az iki değerlendirme yok</Text>;
  if (!c.flagged) return <Text>{`${c.evaluation_count} değerlendirme, görüşler uyumlu`}</Text>;
  return <ConsensusFlags consensus={c} />;
}

/** The answers to the call's own form (issue 51), when the application gave them. */
function CallFormAnswersRow({ basvuruId }: { basvuruId: number }) {
  const detail = useBasvuruDetay(basvuruId);
  const form = detail.data?.form;
  if (!form) return null;
  return (
    <DetailRow label="Başvuru Formu">
      <CallFormAnswers form={form} />
    </DetailRow>
  );
}

/** Mount it to open it. */
export function BasvuruDetailDialog({ row: b, onClose }: RowDialogProps<Basvuru>) {
  return (
    <DetailDialog open onClose={onClose} title="Başvuru Detayı">
      <DetailRow label="Proje Başlığı">{b.proje_basligi}</DetailRow>
      <DetailRow label="Açıklama">{b.aciklama || '-'}</DetailRow>
      <DetailRow label="Durum">
        <StatusChip kind="basvuru" value={b.durum} />
      </DetailRow>
      <DetailRow label="Başvuran">{b.basvuran?.ad_soyad || '-'}</DetailRow>
      <DetailRow label="E-posta">{b.basvuran?.email || '-'}</DetailRow>
      <DetailRow label="Firma">{b.basvuran?.firma_adi || '-'}</DetailRow>
      <DetailRow label="Şirket">{companyName(b)}</DetailRow>
      <DetailRow label="Çağrı">{b.cagri?.baslik || '-'}</DetailRow>
      <DetailRow label="Başvuru Tarihi">
        <DateText value={b.olusturuldu} variant="admin" withTime />
      </DetailRow>
      <DetailRow label="Mentor Görüşleri">
        <EvaluationConsensus basvuruId={b.id} />
      </DetailRow>
      <CriterionTable basvuruId={b.id} />
      <AttachmentRow href={b.ek_dosya} />
      <CallFormAnswersRow basvuruId={b.id} />
      <HistorySection nesne="basvuru" id={b.id} kind="basvuru" />
      <ApplicationMessages basvuruId={b.id} />
    </DetailDialog>
  );
}
