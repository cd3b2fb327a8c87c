// The status dialog (the four statuses; a 409 — approving would overlap an approved reservation — is
// shown in it) and the view dialog (description if present, creation time) of a reservation.
import { extractErrorText, getErrorStatus } from '@portal/api-client';
import {
  isRezervasyonDurum,
  REZERVASYON_DURUM_META,
  REZERVASYON_DURUMLARI,
  reservationProjectTitle,
  reservationResourceName,
  type Rezervasyon,
  type RezervasyonDurum,
} from '@portal/domain';
import { DateText, DetailDialog, DetailRow, StatusChangeDialog, StatusChip, type StatusOption } from '@portal/ui';
import { useState } from 'react';
import { logAdminError } from '../../../lib/log-error';
import { useUpdateRezervasyonStatus } from '../api/rezervasyonlar';
import { ownerText } from './owner';
import { HistorySection } from '../../../lib/history-section';

export const CONFLICT_FALLBACK = 'Bu rezervasyon onaylanmış başka bir rezervasyonla çakışıyor.';

const OPTIONS: StatusOption<RezervasyonDurum>[] = REZERVASYON_DURUMLARI.map((d) => ({ value: d, label: REZERVASYON_DURUM_META[d].label }));

export function RezervasyonStatusDialog({ rezervasyon: r, onClose }: { rezervasyon: Rezervasyon; onClose: () => void }) {
  const [conflict, setConflict] = useState<string | null>(null);
  const update = useUpdateRezervasyonStatus();
  return (
    <StatusChangeDialog
      open
      onClose={onClose}
      title="Rezervasyon Durumunu Değiştir"
      description={`${reservationResourceName(r)} — ${reservationProjectTitle(r)}`}
      value={isRezervasyonDurum(r.durum) ? r.durum : 'BEKLEME'}
      options={OPTIONS}
      withNote
      onSave={async (durum, note) => {
        setConflict(null);
        await update.mutateAsync({ id: r.id, durum, note });
      }}
      onError={(error) => {
        if (getErrorStatus(error) === 409) setConflict(extractErrorText(error, CONFLICT_FALLBACK));
        else logAdminError('Rezervasyon durumu güncellenemedi', error);
      }}
      busy={update.isPending}
      error={conflict}
    />
  );
}

export function RezervasyonDetailDialog({ rezervasyon: r, onClose }: { rezervasyon: Rezervasyon; onClose: () => void }) {
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
