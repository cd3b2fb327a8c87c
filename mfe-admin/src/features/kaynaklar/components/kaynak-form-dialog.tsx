// New / edit resource dialog (spec 2 Admin resources, 5 Resource): name (non-blank), capacity (an
// integer >= 1, falling back to 1 when invalid), active switch. Save failures are only logged (spec 8).
import { normalizeCapacity, ZResourceSchema, type Kaynak } from '@portal/domain';
import { Button, Dialog, Field, Input, Portal, Stack, Switch } from '@portal/ui';
import { useId, useState, type FormEvent } from 'react';
import { logAdminError } from '../../../lib/log-error';
import { useSaveKaynak } from '../api/kaynaklar';

export function KaynakFormDialog({ kaynak, onClose }: { kaynak: Kaynak | null; onClose: () => void }) {
  const formId = useId();
  const [ad, setAd] = useState(kaynak?.ad ?? '');
  const [kapasite, setKapasite] = useState(String(kaynak?.kapasite ?? 1));
  const [aktif, setAktif] = useState(kaynak?.aktif ?? true);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveKaynak();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = ZResourceSchema.safeParse({ ad, kapasite: normalizeCapacity(kapasite), aktif });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    try {
      await save.mutateAsync({ id: kaynak?.id ?? null, payload: parsed.data });
      onClose();
    } catch (e) {
      logAdminError(kaynak ? 'Kaynak güncellenemedi' : 'Kaynak oluşturulamadı', e);
    }
  };

  return (
    <Dialog.Root open onOpenChange={(d) => !d.open && !save.isPending && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{kaynak ? 'Kaynağı Düzenle' : 'Yeni Kaynak'}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <form id={formId} noValidate onSubmit={(e) => void onSubmit(e)}>
                <Stack gap="4">
                  <Field.Root required invalid={!!error}>
                    <Field.Label>
                      Kaynak Adı <Field.RequiredIndicator />
                    </Field.Label>
                    <Input value={ad} onChange={(e) => { setAd(e.currentTarget.value); setError(null); }} />
                    <Field.ErrorText>{error}</Field.ErrorText>
                  </Field.Root>
                  <Field.Root>
                    <Field.Label>Kapasite (kişi)</Field.Label>
                    <Input type="number" min={1} step={1} value={kapasite} onChange={(e) => setKapasite(e.currentTarget.value)} />
                  </Field.Root>
                  <Switch.Root checked={aktif} onCheckedChange={(d) => setAktif(d.checked)}>
                    <Switch.HiddenInput />
                    <Switch.Control />
                    <Switch.Label>Aktif</Switch.Label>
                  </Switch.Root>
                </Stack>
              </form>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={save.isPending}>İptal</Button>
              <Button type="submit" form={formId} loading={save.isPending}>Kaydet</Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
