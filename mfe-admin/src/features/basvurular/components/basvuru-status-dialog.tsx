// The status dialog of an application (spec 2, 4): any of the five statuses, whatever the current one.
import { BASVURU_DURUMLARI, BASVURU_DURUM_META, isBasvuruDurum, type Basvuru, type BasvuruDurum } from '@portal/domain';
import { Button, Dialog, Field, NativeSelect, Portal, Text } from '@portal/ui';
import { useState } from 'react';
import { logAdminError } from '../../../lib/log-error';
import { useUpdateBasvuruStatus } from '../api/update-basvuru-status';

export interface BasvuruStatusDialogProps {
  basvuru: Basvuru;
  onClose: () => void;
}

/** Mount it to open it. */
export function BasvuruStatusDialog({ basvuru, onClose }: BasvuruStatusDialogProps) {
  const [durum, setDurum] = useState<BasvuruDurum>(isBasvuruDurum(basvuru.durum) ? basvuru.durum : 'GONDERILDI');
  const update = useUpdateBasvuruStatus();

  const save = async () => {
    try {
      await update.mutateAsync({ id: basvuru.id, durum });
      onClose();
    } catch (error) {
      logAdminError('Başvuru durumu güncellenemedi', error);
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
              <Dialog.Title>Başvuru Durumunu Değiştir</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text mb="4" fontWeight="medium">
                {basvuru.proje_basligi}
              </Text>
              <Field.Root>
                <Field.Label>Durum</Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field
                    value={durum}
                    onChange={(e) => {
                      const v = e.currentTarget.value;
                      if (isBasvuruDurum(v)) setDurum(v);
                    }}
                  >
                    {BASVURU_DURUMLARI.map((d) => (
                      <option key={d} value={d}>
                        {BASVURU_DURUM_META[d].label}
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
