// New / edit call dialog: Başlık, Açıklama, Başlangıç, Bitiş, Detay URL, Aktif. Title, start and end
// required and end not before start (ZCallFormSchema, the same schema the server checks); a new call
// starts active. Save failures are only logged, as on the other admin lists.
import { SwitchField, TextField, useZodForm } from '@portal/app-kit';
import {
  DEFAULT_CALL_ACTIVE,
  fromDateTimeLocalValue,
  toDateTimeLocalValue,
  ZCallFormSchema,
  type Cagri,
  type CallFormData,
  type CallFormInput,
  type CagriPayload,
} from '@portal/domain';
import { FormDialog, Stack } from '@portal/ui';
import { HistorySection } from '../../../lib/history-section';
import { logAdminError } from '../../../lib/log-error';
import { saveAndClose } from '../../../lib/save-and-close';
import { useSaveCagri } from '../api/cagrilar';
import { RubricSection } from './rubric-section';

function initialValues(cagri: Cagri | null): CallFormInput {
  if (!cagri) return { baslik: '', aciklama: '', baslangic: '', bitis: '', detay_url: '', aktif: DEFAULT_CALL_ACTIVE };
  return {
    baslik: cagri.baslik,
    aciklama: cagri.aciklama ?? '',
    baslangic: toDateTimeLocalValue(cagri.baslangic),
    bitis: toDateTimeLocalValue(cagri.bitis, { endOfDay: true }),
    detay_url: cagri.detay_url ?? '',
    aktif: cagri.aktif,
  };
}

/** The form's local date-times become ISO instants with the Istanbul offset. */
function toPayload(data: CallFormData): CagriPayload {
  return {
    baslik: data.baslik,
    aciklama: data.aciklama,
    baslangic: fromDateTimeLocalValue(data.baslangic) ?? data.baslangic,
    bitis: fromDateTimeLocalValue(data.bitis) ?? data.bitis,
    aktif: data.aktif,
    detay_url: data.detay_url ?? null,
  };
}

export interface CagriFormDialogProps {
  /** The call to edit; null for a new call. */
  cagri: Cagri | null;
  onClose: () => void;
}

/** Mount it to open it (the parent renders it while a call is being created or edited). */
export function CagriFormDialog({ cagri, onClose }: CagriFormDialogProps) {
  const form = useZodForm(ZCallFormSchema, { defaultValues: initialValues(cagri) });
  const save = useSaveCagri();

  const submit = saveAndClose(save, cagri?.id ?? null, onClose, (e) => logAdminError(cagri ? 'Çağrı güncellenemedi' : 'Çağrı oluşturulamadı', e), {
    created: 'Çağrı oluşturuldu',
    updated: 'Çağrı güncellendi',
  });
  const onSubmit = form.handleSubmit((data) => submit(toPayload(data)));

  return (
    <FormDialog
      title={cagri ? 'Çağrıyı Düzenle' : 'Yeni Çağrı'}
      onSubmit={(e) => void onSubmit(e)}
      onClose={onClose}
      busy={save.isPending}
      size="lg"
    >
      <TextField form={form} name="baslik" label="Başlık" required />
      <TextField form={form} name="aciklama" label="Açıklama" rows={4} />
      <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
        <TextField form={form} name="baslangic" label="Başlangıç" required type="datetime-local" />
        <TextField form={form} name="bitis" label="Bitiş" required type="datetime-local" defaultTime="23:59" />
      </Stack>
      <TextField form={form} name="detay_url" label="Detay URL" type="url" placeholder="https://" />
      <SwitchField form={form} name="aktif" label="Aktif" defaultChecked={DEFAULT_CALL_ACTIVE} />
      <RubricSection cagriId={cagri?.id ?? null} />
      {cagri ? <HistorySection nesne="cagri" id={cagri.id} inForm /> : null}
    </FormDialog>
  );
}
