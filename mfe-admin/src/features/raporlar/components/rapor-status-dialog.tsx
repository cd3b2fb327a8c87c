// The status dialog of a report (spec 2, 4): any of TASLAK, GONDERILDI, ONAY, RED, whatever the
// current one.
import { isRaporDurum, RAPOR_DURUMLARI, RAPOR_DURUM_META, type Rapor, type RaporDurum } from '@portal/domain';
import { StatusChangeDialog, type StatusOption } from '@portal/ui';
import { logAdminError } from '../../../lib/log-error';
import { useUpdateRaporStatus } from '../api/raporlar';
import { projectOf } from './rapor-text';

export interface RaporStatusDialogProps {
  rapor: Rapor;
  onClose: () => void;
}

const OPTIONS: StatusOption<RaporDurum>[] = RAPOR_DURUMLARI.map((d) => ({ value: d, label: RAPOR_DURUM_META[d].label }));

/** Mount it to open it. */
export function RaporStatusDialog({ rapor, onClose }: RaporStatusDialogProps) {
  const current = typeof rapor.durum === 'string' ? rapor.durum.toUpperCase() : '';
  const update = useUpdateRaporStatus();
  return (
    <StatusChangeDialog
      open
      onClose={onClose}
      title="Rapor Durumunu Değiştir"
      description={projectOf(rapor)}
      value={isRaporDurum(current) ? current : 'GONDERILDI'}
      options={OPTIONS}
      withNote
      onSave={async (durum, note) => {
        await update.mutateAsync({ id: rapor.id, durum, note });
      }}
      onError={(error) => logAdminError('Rapor durumu güncellenemedi', error)}
      busy={update.isPending}
    />
  );
}
