// New / edit call dialog (spec 2 Admin calls, 5 Call form): Başlık, Açıklama, Başlangıç, Bitiş,
// Detay URL, Aktif. Title, start and end required and end not before start (ZCallFormSchema, the
// same schema the server checks); a new call starts active. Save failures are only logged (spec 8).
import {
  DEFAULT_CALL_ACTIVE,
  fromDateTimeLocalValue,
  toDateTimeLocalValue,
  ZCallFormSchema,
  type Cagri,
  type CagriPayload,
} from '@portal/domain';
import { Button, Dialog, Field, Input, Portal, Stack, Switch, Textarea } from '@portal/ui';
import { useId, useState, type FormEvent } from 'react';
import { logAdminError } from '../../../lib/log-error';
import { useSaveCagri } from '../api/cagrilar';

interface FormValues {
  baslik: string;
  aciklama: string;
  baslangic: string;
  bitis: string;
  detay_url: string;
  aktif: boolean;
}
type FieldName = keyof FormValues;
type FormErrors = Partial<Record<FieldName, string>>;

function initialValues(cagri: Cagri | null): FormValues {
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

/** Validates with the domain's call form rules; the payload carries ISO instants (Istanbul offset). */
export function validateCallForm(values: FormValues): { payload: CagriPayload } | { errors: FormErrors } {
  const result = ZCallFormSchema.safeParse(values);
  if (!result.success) {
    const errors: FormErrors = {};
    for (const issue of result.error.issues) {
      const field = issue.path[0] as FieldName | undefined;
      if (field && !errors[field]) errors[field] = issue.message;
    }
    return { errors };
  }
  const data = result.data;
  return {
    payload: {
      baslik: data.baslik,
      aciklama: data.aciklama,
      baslangic: fromDateTimeLocalValue(data.baslangic) ?? data.baslangic,
      bitis: fromDateTimeLocalValue(data.bitis) ?? data.bitis,
      aktif: data.aktif,
      detay_url: data.detay_url ?? null,
    },
  };
}

export interface CagriFormDialogProps {
  /** The call to edit; null for a new call. */
  cagri: Cagri | null;
  onClose: () => void;
}

/** Mount it to open it (the parent renders it while a call is being created or edited). */
export function CagriFormDialog({ cagri, onClose }: CagriFormDialogProps) {
  const formId = useId();
  const [values, setValues] = useState<FormValues>(() => initialValues(cagri));
  const [errors, setErrors] = useState<FormErrors>({});
  const save = useSaveCagri();
  const busy = save.isPending;

  const set = <K extends FieldName>(field: K, value: FormValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validateCallForm(values);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    try {
      await save.mutateAsync({ id: cagri?.id ?? null, payload: checked.payload });
      onClose();
    } catch (error) {
      logAdminError(cagri ? 'Çağrı güncellenemedi' : 'Çağrı oluşturulamadı', error);
    }
  };

  return (
    <Dialog.Root
      open
      onOpenChange={(d) => {
        if (!d.open && !busy) onClose();
      }}
      placement="center"
      size="lg"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{cagri ? 'Çağrıyı Düzenle' : 'Yeni Çağrı'}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <form id={formId} noValidate onSubmit={(e) => void onSubmit(e)}>
                <Stack gap="4">
                  <Field.Root required invalid={!!errors.baslik}>
                    <Field.Label>
                      Başlık <Field.RequiredIndicator />
                    </Field.Label>
                    <Input value={values.baslik} onChange={(e) => set('baslik', e.currentTarget.value)} />
                    <Field.ErrorText>{errors.baslik}</Field.ErrorText>
                  </Field.Root>
                  <Field.Root invalid={!!errors.aciklama}>
                    <Field.Label>Açıklama</Field.Label>
                    <Textarea rows={4} value={values.aciklama} onChange={(e) => set('aciklama', e.currentTarget.value)} />
                    <Field.ErrorText>{errors.aciklama}</Field.ErrorText>
                  </Field.Root>
                  <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
                    <Field.Root required invalid={!!errors.baslangic}>
                      <Field.Label>
                        Başlangıç <Field.RequiredIndicator />
                      </Field.Label>
                      <Input
                        type="datetime-local"
                        value={values.baslangic}
                        onChange={(e) => set('baslangic', e.currentTarget.value)}
                      />
                      <Field.ErrorText>{errors.baslangic}</Field.ErrorText>
                    </Field.Root>
                    <Field.Root required invalid={!!errors.bitis}>
                      <Field.Label>
                        Bitiş <Field.RequiredIndicator />
                      </Field.Label>
                      <Input
                        type="datetime-local"
                        value={values.bitis}
                        min={values.baslangic || undefined}
                        onChange={(e) => set('bitis', e.currentTarget.value)}
                      />
                      <Field.ErrorText>{errors.bitis}</Field.ErrorText>
                    </Field.Root>
                  </Stack>
                  <Field.Root invalid={!!errors.detay_url}>
                    <Field.Label>Detay URL</Field.Label>
                    <Input
                      type="url"
                      placeholder="https://"
                      value={values.detay_url}
                      onChange={(e) => set('detay_url', e.currentTarget.value)}
                    />
                    <Field.ErrorText>{errors.detay_url}</Field.ErrorText>
                  </Field.Root>
                  <Switch.Root checked={values.aktif} onCheckedChange={(d) => set('aktif', d.checked)}>
                    <Switch.HiddenInput />
                    <Switch.Control />
                    <Switch.Label>Aktif</Switch.Label>
                  </Switch.Root>
                </Stack>
              </form>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={busy}>
                İptal
              </Button>
              <Button type="submit" form={formId} loading={busy}>
                Kaydet
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
