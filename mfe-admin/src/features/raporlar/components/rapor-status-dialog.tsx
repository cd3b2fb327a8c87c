// The status dialog of a report (spec 2, 4): any of TASLAK, GONDERILDI, ONAY, RED, whatever the
// current one.
import { isRaporDurum, RAPOR_DURUMLARI, RAPOR_DURUM_META, type Rapor, type RaporDurum } from '@portal/domain';
import { Button, Dialog, Field, NativeSelect, Portal, Text } from '@portal/ui';
import { useState } from 'react';
import { logAdminError } from '../../../lib/log-error';
import { useUpdateRaporStatus } from '../api/update-rapor-status';
import { projectOf } from './rapor-text';

export interface RaporStatusDialogProps {
  rapor: Rapor;
  onClose: () => void;
}

/** Mount it to open it. */
export function RaporStatusDialog({ rapor, onClose }: RaporStatusDialogProps) {
  const current = typeof rapor.durum === 'string' ? rapor.durum.toUpperCase() : '';
  const [durum, setDurum] = useState<RaporDurum>(isRaporDurum(current) ? current : 'GONDERILDI');
  const update = useUpdateRaporStatus();

  const save = async () => {
    try {
      await update.mutateAsync({ id: rapor.id, durum });
      onClose();
    } catch (error) {
      logAdminError('Rapor durumu güncellenemedi', error);
    }
  };

  return (
    <Dialog.Root
      open
      onOpenChange={(d) => {
        if (!d.open && !update.isPending) onClose();
      }}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Rapor Durumunu Değiştir</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text mb="4" fontWeight="medium">
                {projectOf(rapor)}
              </Text>
              <Field.Root>
                <Field.Label>Durum</Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field
                    value={durum}
                    onChange={(e) => {
                      const v = e.currentTarget.value;
                      if (isRaporDurum(v)) setDurum(v);
                    }}
                  >
                    {RAPOR_DURUMLARI.map((d) => (
                      <option key={d} value={d}>
                        {RAPOR_DURUM_META[d].label}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={update.isPending}>
                İptal
              </Button>
              <Button onClick={() => void save()} loading={update.isPending}>
                Kaydet
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
