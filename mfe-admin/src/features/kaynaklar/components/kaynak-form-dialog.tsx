// New / edit resource dialog: name (non-blank), capacity (an integer >= 1, falling back to 1 when
// invalid), active switch. Save failures are only logged, as on the other admin lists.
import { Controller, TextField, useZodForm } from '@portal/app-kit';
import { normalizeCapacity, ZResourceSchema, type Kaynak } from '@portal/domain';
import { FormDialog, Switch } from '@portal/ui';
import { HistorySection } from '../../../lib/history-section';
import { logAdminError } from '../../../lib/log-error';
import { useSaveKaynak } from '../api/kaynaklar';

export function KaynakFormDialog({ kaynak, onClose }: { kaynak: Kaynak | null; onClose: () => void }) {
  const form = useZodForm(ZResourceSchema, {
    defaultValues: { ad: kaynak?.ad ?? '', kapasite: kaynak?.kapasite ?? 1, aktif: kaynak?.aktif ?? true },
  });
  const save = useSaveKaynak();

  const onSubmit = form.handleSubmit(async (payload) => {
    try {
      await save.mutateAsync({ id: kaynak?.id ?? null, payload });
      onClose();
    } catch (e) {
      logAdminError(kaynak ? 'Kaynak güncellenemedi' : 'Kaynak oluşturulamadı', e);
    }
  });

  return (
    <FormDialog title={kaynak ? 'Kaynağı Düzenle' : 'Yeni Kaynak'} onSubmit={(e) => void onSubmit(e)} onClose={onClose} busy={save.isPending}>
      <TextField form={form} name="ad" label="Kaynak Adı" required />
      <TextField form={form} name="kapasite" label="Kapasite (kişi)" type="number" min={1} step={1} registerOptions={{ setValueAs: normalizeCapacity }} />
      <Controller
        control={form.control}
        name="aktif"
        render={({ field }) => (
          <Switch.Root checked={field.value ?? true} onCheckedChange={(d) => field.onChange(d.checked)}>
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>Aktif</Switch.Label>
          </Switch.Root>
        )}
      />
      {kaynak ? <HistorySection nesne="kaynak" id={kaynak.id} inForm /> : null}
    </FormDialog>
  );
}
