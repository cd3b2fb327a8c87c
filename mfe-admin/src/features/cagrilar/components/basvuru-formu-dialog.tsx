// "Başvuru Formu" of a call (issue 51): staff build the call's own application form (FormBuilder)
// and preview it drawn by the same component the apply page uses (CallFormFields), so the preview
// is what applicants will see; 'Doğrula' in the preview checks it by the rules applicants meet.
// Saving after applications answered the current version makes a new version (the server's rule).
import { applyServerErrors, CallFormFields, useZodForm } from '@portal/app-kit';
import { emptyAnswers, makeAnswersFormSchema, MSG, ZFormTanimi, type Cagri, type CagriFormu, type FormTanimi, type FormTanimiInput } from '@portal/domain';
import { Alert, Box, Button, ErrorPanel, FormDialog, HStack, LoadingState, notifySuccess, Stack, Tabs, Text } from '@portal/ui';
import { useMemo, useState, type ReactNode } from 'react';
import { logAdminError } from '../../../lib/log-error';
import { useCagriFormu, useSaveCagriFormu } from '../api/cagrilar';
import { FormBuilder, type BuilderForm } from './form-builder';

export interface BasvuruFormuDialogProps {
  cagri: Cagri;
  onClose: () => void;
}

/** The preview: the applicant's fields of the definition being built, checked as applying checks them. */
export function FormPreview({ tanim }: { tanim: FormTanimi }) {
  const schema = useMemo(() => makeAnswersFormSchema(tanim, { partial: false }), [tanim]);
  const form = useZodForm(schema, { defaultValues: { cevaplar: emptyAnswers(tanim) } });
  const [checked, setChecked] = useState(false);
  if (tanim.bolumler.length === 0) return <Text color="fg.muted">Önizlenecek bir alan yok.</Text>;
  return (
    <Stack gap="4" data-testid="form-preview">
      <Text color="fg.muted" fontSize="sm">
        Başvuranlar bu alanları proje başlığı, açıklama ve dosyadan sonra görür.
      </Text>
      <CallFormFields form={form} tanim={tanim} />
      <HStack gap="3">
        <Button size="sm" variant="outline" onClick={() => void form.handleSubmit(() => setChecked(true), () => setChecked(false))()}>
          Doğrula
        </Button>
        {checked ? (
          <Text color="fg.success" fontSize="sm" role="status">
            Cevaplar geçerli.
          </Text>
        ) : null}
      </HStack>
    </Stack>
  );
}

/** Mount it to open it (the calls list renders it from the row's 'Başvuru Formu'). One dialog from loading to saved. */
export function BasvuruFormuDialog({ cagri, onClose }: BasvuruFormuDialogProps) {
  const query = useCagriFormu(cagri.id);
  const saved: CagriFormu | undefined = query.data;
  // `values`: the saved definition once it has loaded (the form starts empty while it loads).
  const form = useZodForm(ZFormTanimi, { defaultValues: { bolumler: [] }, values: saved?.tanim as FormTanimiInput | undefined }) as BuilderForm;
  const save = useSaveCagriFormu(cagri.id);
  const [tab, setTab] = useState('duzenle');
  const [alert, setAlert] = useState<string | null>(null);
  const values = form.watch();
  const preview = ZFormTanimi.safeParse(values);

  const onSubmit = form.handleSubmit(
    async (tanim) => {
      if (!saved) return;
      setAlert(null);
      try {
        const result = await save.mutateAsync(tanim);
        notifySuccess('Başvuru formu kaydedildi', result.surum !== saved.surum && saved.surum !== null ? `Yeni sürüm: ${result.surum}. Önceki başvurular kendi sürümünü korur.` : undefined);
        onClose();
      } catch (error) {
        logAdminError('Başvuru formu kaydedilemedi', error);
        setAlert(applyServerErrors(form, error, 'Başvuru formu kaydedilemedi.'));
      }
    },
    () => setTab('duzenle'),
  );

  let body: ReactNode;
  if (query.isPending) body = <LoadingState label="Başvuru formu yükleniyor..." />;
  else if (query.isError || !saved) body = <ErrorPanel title={MSG.common.dataLoadError} message={null} onRetry={() => void query.refetch()} />;
  else {
    body = (
      <>
        {saved.basvuru_sayisi > 0 ? (
          <Alert.Root status="info" borderRadius="md">
            <Alert.Indicator />
            <Alert.Description>
              {saved.basvuru_sayisi} başvuru bu formun {saved.surum}. sürümünü cevapladı. Kaydettiğinizde yeni bir sürüm oluşur; önceki başvurular kendi sürümüyle okunur.
            </Alert.Description>
          </Alert.Root>
        ) : null}
        <Tabs.Root value={tab} onValueChange={(d) => setTab(d.value)} variant="line" lazyMount>
          <Tabs.List aria-label="Başvuru formu">
            <Tabs.Trigger value="duzenle">Düzenle</Tabs.Trigger>
            <Tabs.Trigger value="onizleme">Önizleme</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="duzenle" pt="4">
            <FormBuilder form={form} />
          </Tabs.Content>
          <Tabs.Content value="onizleme" pt="4">
            {preview.success ? (
              <Box borderWidth="1px" borderRadius="lg" p={{ base: '3', md: '5' }}>
                <FormPreview key={JSON.stringify(preview.data)} tanim={preview.data} />
              </Box>
            ) : (
              <Text color="fg.error">Önizleme için formdaki hataları düzeltin: {preview.error.issues[0]?.message}</Text>
            )}
          </Tabs.Content>
        </Tabs.Root>
      </>
    );
  }

  return (
    <FormDialog title={`Başvuru Formu: ${cagri.baslik}`} onSubmit={(e) => void onSubmit(e)} onClose={onClose} busy={save.isPending} alert={alert} submitDisabled={!saved} size="xl">
      {body}
    </FormDialog>
  );
}
