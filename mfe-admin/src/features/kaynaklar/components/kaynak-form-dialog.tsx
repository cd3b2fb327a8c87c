// New / edit resource dialog: name (non-blank), capacity (an integer >= 1, falling back to 1 when
// invalid), active switch. Save failures are only logged, as on the other admin lists.
import { SwitchField, TextField, useZodForm } from '@portal/app-kit';
import { normalizeCapacity, ZResourceSchema, type Kaynak } from '@portal/domain';
import { FormDialog } from '@portal/ui';
import { HistorySection } from '../../../lib/history-section';
import { logAdminError } from '../../../lib/log-error';
import { saveAndClose } from '../../../lib/save-and-close';
import { useSaveKaynak } from '../api/kaynaklar';

export function KaynakFormDialog({ kaynak, onClose }: { kaynak: Kaynak | null; onClose: () => void }) {
  const form = useZodForm(ZResourceSchema, {
    defaultValues: { ad: kaynak?.ad ?? '', kapasite: kaynak?.kapasite ?? 1, aktif: kaynak?.aktif ?? true },
  });
  const save = useSaveKaynak();

  const onSubmit = form.handleSubmit(
    saveAndClose(save, kaynak?.id ?? null, onClose, (e) => logAdminError(kaynak ? 'Kaynak güncellenemedi' : 'Kaynak oluşturulamadı', e), {
      created: 'Kaynak oluşturuldu',
      updated: 'Kaynak güncellendi',
    }),
  );

  return (
    <FormDialog title={kaynak ? 'Kaynağı Düzenle' : 'Yeni Kaynak'} onSubmit={(e) => void onSubmit(e)} onClose={onClose} busy={save.isPending}>
      <TextField form={form} name="ad" label="Kaynak Adı" required />
      <TextField form={form} name="kapasite" label="Kapasite (kişi)" type="number" min={1} step={1} registerOptions={{ setValueAs: normalizeCapacity }} />
      <SwitchField form={form} name="aktif" label="Aktif" />
      {kaynak ? <HistorySection nesne="kaynak" id={kaynak.id} inForm /> : null}
    </FormDialog>
  );
}
