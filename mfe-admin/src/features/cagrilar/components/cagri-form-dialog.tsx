// New / edit call dialog: Başlık, Açıklama, Başlangıç, Bitiş, Detay URL, Aktif. Title, start and end
// required and end not before start (ZCallFormSchema, the same schema the server checks); a new call
// starts active. Save failures are only logged, as on the other admin lists.
import { Controller, fieldError, useZodForm } from '@portal/app-kit';
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
import { Field, FormDialog, Input, Stack, Switch, Textarea } from '@portal/ui';
import { logAdminError } from '../../../lib/log-error';
import { useSaveCagri } from '../api/cagrilar';

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
  const error = (name: keyof CallFormInput) => fieldError(form, name);

  const onSubmit = form.handleSubmit(async (data) => {
    try {
      await save.mutateAsync({ id: cagri?.id ?? null, payload: toPayload(data) });
      onClose();
    } catch (e) {
      logAdminError(cagri ? 'Çağrı güncellenemedi' : 'Çağrı oluşturulamadı', e);
    }
  });

  return (
    <FormDialog
      title={cagri ? 'Çağrıyı Düzenle' : 'Yeni Çağrı'}
      onSubmit={(e) => void onSubmit(e)}
      onClose={onClose}
      busy={save.isPending}
      size="lg"
    >
      <Field.Root required invalid={!!error('baslik')}>
        <Field.Label>
          Başlık <Field.RequiredIndicator />
        </Field.Label>
        <Input {...form.register('baslik')} />
        <Field.ErrorText>{error('baslik')}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={!!error('aciklama')}>
        <Field.Label>Açıklama</Field.Label>
        <Textarea rows={4} {...form.register('aciklama')} />
        <Field.ErrorText>{error('aciklama')}</Field.ErrorText>
      </Field.Root>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
        <Field.Root required invalid={!!error('baslangic')}>
          <Field.Label>
            Başlangıç <Field.RequiredIndicator />
          </Field.Label>
          <Input type="datetime-local" {...form.register('baslangic')} />
          <Field.ErrorText>{error('baslangic')}</Field.ErrorText>
        </Field.Root>
        <Field.Root required invalid={!!error('bitis')}>
          <Field.Label>
            Bitiş <Field.RequiredIndicator />
          </Field.Label>
          <Input type="datetime-local" min={form.watch('baslangic') || undefined} {...form.register('bitis')} />
          <Field.ErrorText>{error('bitis')}</Field.ErrorText>
        </Field.Root>
      </Stack>
      <Field.Root invalid={!!error('detay_url')}>
        <Field.Label>Detay URL</Field.Label>
        <Input type="url" placeholder="https://" {...form.register('detay_url')} />
        <Field.ErrorText>{error('detay_url')}</Field.ErrorText>
      </Field.Root>
      <Controller
        control={form.control}
        name="aktif"
        render={({ field }) => (
          <Switch.Root checked={field.value ?? DEFAULT_CALL_ACTIVE} onCheckedChange={(d) => field.onChange(d.checked)}>
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>Aktif</Switch.Label>
          </Switch.Root>
        )}
      />
    </FormDialog>
  );
}
