// The status dialog of an application (spec 2, 4): any of the five statuses, whatever the current one.
import { BASVURU_DURUMLARI, BASVURU_DURUM_META, isBasvuruDurum, type Basvuru, type BasvuruDurum } from '@portal/domain';
import { StatusChangeDialog, type StatusOption } from '@portal/ui';
import { logAdminError } from '../../../lib/log-error';
import { useUpdateBasvuruStatus } from '../api/basvurular';

export interface BasvuruStatusDialogProps {
  basvuru: Basvuru;
  onClose: () => void;
}

const OPTIONS: StatusOption<BasvuruDurum>[] = BASVURU_DURUMLARI.map((d) => ({ value: d, label: BASVURU_DURUM_META[d].label }));

/** Mount it to open it. */
export function BasvuruStatusDialog({ basvuru, onClose }: BasvuruStatusDialogProps) {
  const update = useUpdateBasvuruStatus();
  return (
    <StatusChangeDialog
      open
      onClose={onClose}
      title="Başvuru Durumunu Değiştir"
      description={basvuru.proje_basligi}
      value={isBasvuruDurum(basvuru.durum) ? basvuru.durum : 'GONDERILDI'}
      options={OPTIONS}
      withNote
      onSave={async (durum, note) => {
        await update.mutateAsync({ id: basvuru.id, durum, note });
      }}
      onError={(error) => logAdminError('Başvuru durumu güncellenemedi', error)}
      busy={update.isPending}
    />
  );
}
