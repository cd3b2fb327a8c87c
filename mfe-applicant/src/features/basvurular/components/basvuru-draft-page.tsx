// /basvuru/:basvuruId/duzenle: the applicant's draft (TASLAK) application. Its call and whether the
// call still takes applications (the domain's callState), then the fields of applying (title,
// description, attachment: the same schema as applying) with two ways out: keep the draft, or send
// it (saved first, then TASLAK -> GONDERILDI, then the success page). A closed call keeps the draft
// but does not send it, and says why. An application that is no longer a draft says so and links
// to its reports.
import { applyServerErrors, TextField, useZodForm } from '@portal/app-kit';
import { callState, DRAFT_MSG, FILE_RULES, formatDate, isBasvuruEditable, MSG, ZApplicationCreateSchema, zAttachment, type BasvuruDetay } from '@portal/domain';
import { Alert, Badge, Box, Button, Card, ErrorPanel, FormAlert, Heading, HStack, Link, LoadingState, PageHeader, Stack, StatusChip, Text, notifySuccess } from '@portal/ui';
import { useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useCagri, useOwnBasvuru, useSubmitDraftBasvuru, useUpdateDraftBasvuru } from '../api/basvurular';
import { CurrentAttachment, DraftFormCard } from '../../../lib/draft-form-card';
import { EkDosyaField } from '../../../lib/ek-dosya-field';
import { PageMessage } from '../../../lib/page-states';
import { useRouteId } from '../../../lib/route-id';
import { CallFormSection, type CallFormHandle } from '../../../lib/call-form-section';

const D = DRAFT_MSG.application;
const M = MSG.application;
const C = MSG.call;

/** What the applicant types: the rules of applying for title and description, plus the attachment. */
const draftFormSchema = ZApplicationCreateSchema.pick({ proje_basligi: true, aciklama: true }).extend({
  ek_dosya: zAttachment<File>(FILE_RULES.application, { optional: true }),
});

export function BasvuruDraftPage() {
  const id = useRouteId('basvuruId');
  const query = useOwnBasvuru(id);
  if (id === null) {
    return (
      <Box py="6">
        <FormAlert>{M.invalidId}</FormAlert>
      </Box>
    );
  }
  if (query.isPending) return <LoadingState label={D.loading} />;
  if (query.isError) return <ErrorPanel title={D.loadError} message={null} onRetry={() => void query.refetch()} />;
  return <DraftEditor key={query.data.id} basvuru={query.data} />;
}

function DraftEditor({ basvuru }: { basvuru: BasvuruDetay }) {
  const navigate = useNavigate();
  const cagriQuery = useCagri(basvuru.cagri_id);
  const form = useZodForm(draftFormSchema, {
    defaultValues: { proje_basligi: basvuru.proje_basligi, aciklama: basvuru.aciklama, ek_dosya: null },
  });
  const [removeFile, setRemoveFile] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const update = useUpdateDraftBasvuru(basvuru.id, setProgress);
  const submit = useSubmitDraftBasvuru();
  const answers = useRef<CallFormHandle>(null);

  const back = <RouterLink to="/my-applications">{D.backToApplications}</RouterLink>;
  if (!isBasvuruEditable(basvuru.durum)) {
    return (
      <Stack gap="6" maxW="3xl">
        <PageHeader title={basvuru.proje_basligi} back={back} mb="0" />
        <Alert.Root status="info" borderRadius="md">
          <Alert.Indicator />
          <Alert.Title>{D.notEditableNotice}</Alert.Title>
        </Alert.Root>
        <Box>
          <Button asChild colorPalette="primary" variant="outline">
            <RouterLink to={`/basvuru/${basvuru.id}/raporlar`}>{M.viewReports}</RouterLink>
          </Button>
        </Box>
      </Stack>
    );
  }

  const cagri = cagriQuery.data;
  const state = cagri ? callState(cagri) : null;
  const open = state?.open ?? false;

  /**
   * Saves the fields and the answers to the call's own questions (issue 51; checked partially, or
   * fully when about to send); answers whether it worked (a failure fills the form's alert and fields).
   */
  const save = async (values: { proje_basligi: string; aciklama: string; ek_dosya?: File | null }, sending = false): Promise<boolean> => {
    const cevaplar = basvuru.form ? answers.current?.check(!sending) : undefined;
    if (cevaplar === null) return false;
    setAlert(null);
    setProgress(values.ek_dosya ? 0 : null);
    try {
      const saved = await update.mutateAsync({
        proje_basligi: values.proje_basligi,
        aciklama: values.aciklama,
        ek_dosya: values.ek_dosya ?? null,
        ek_dosya_sil: removeFile,
        ...(cevaplar ? { cevaplar } : {}),
      });
      form.reset({ proje_basligi: saved.proje_basligi, aciklama: saved.aciklama, ek_dosya: null });
      setRemoveFile(false);
      return true;
    } catch (error) {
      answers.current?.showServerErrors(error);
      setAlert(applyServerErrors(form, error, D.saveError));
      return false;
    } finally {
      setProgress(null);
    }
  };

  const onSave = form.handleSubmit(async (values) => {
    if (await save(values)) notifySuccess(D.saved);
  });

  const onSubmit = form.handleSubmit(async (values) => {
    if (!open) return;
    setSending(true);
    try {
      if (!(await save(values, true))) return;
      try {
        await submit.mutateAsync(basvuru.id);
      } catch (error) {
        answers.current?.showServerErrors(error);
        setAlert(applyServerErrors(form, error, M.submitError));
        return;
      }
      notifySuccess(D.submitted);
      navigate('/basvuru-basarili');
    } finally {
      setSending(false);
    }
  });

  return (
    <Stack gap="6" maxW="3xl">
      <PageHeader title={D.editTitle} subtitle={D.editHint} back={back} mb="0" />
      <Card.Root variant="outline">
        <Card.Body gap="3">
          <HStack justify="space-between" align="start" gap="3" wrap="wrap">
            <Box minW="0">
              <Text fontSize="sm" color="fg.muted">
                {M.callLabel}
              </Text>
              <Heading as="h2" size="md">
                <Link asChild color="brand.primary">
                  <RouterLink to={`/cagrilar/${basvuru.cagri_id}`}>{basvuru.cagri.baslik}</RouterLink>
                </Link>
              </Heading>
            </Box>
            <StatusChip kind="basvuru" value={basvuru.durum} flexShrink={0} />
          </HStack>
          {cagri && state ? (
            <HStack gap="2" wrap="wrap">
              <Badge variant="outline" size="md">
                {C.deadlineLabel} {formatDate(cagri.bitis, { emptyText: C.deadlineNone })}
              </Badge>
              <StatusChip label={state.label} color={state.color} data-testid="call-state" />
            </HStack>
          ) : null}
        </Card.Body>
      </Card.Root>

      {state && state.explanation !== null ? (
        <PageMessage status="warning" data-reason={state.reason}>
          {state.explanation}
        </PageMessage>
      ) : null}

      <DraftFormCard
        label={D.editTitle}
        onSubmit={onSubmit}
        onSave={onSave}
        alert={alert}
        saveLabel={D.save}
        savingLabel={D.saving}
        submitLabel={D.submit}
        submittingLabel={D.submitting}
        saving={update.isPending && !sending}
        submitting={sending}
        submitDisabled={!open}
      >
        <TextField form={form} name="proje_basligi" label={M.titleLabel} required maxLength={255} />
        <TextField form={form} name="aciklama" label={M.descriptionLabel} required rows={8} />
        <CurrentAttachment
          url={basvuru.ek_dosya}
          label={D.currentFile}
          downloadLabel={MSG.report.downloadAttachment}
          removeLabel={D.removeFile}
          remove={removeFile}
          onRemoveChange={setRemoveFile}
        />
        <EkDosyaField form={form} rule={FILE_RULES.application} text={{ fileLabel: M.fileLabel, fileHelp: basvuru.ek_dosya ? `${M.fileHelp} ${D.replaceHint}` : M.fileHelp }} sending={update.isPending} progress={progress} />
        {basvuru.form ? <CallFormSection key={JSON.stringify(basvuru.form.cevaplar)} ref={answers} tanim={basvuru.form.tanim} initial={basvuru.form.cevaplar} /> : null}
      </DraftFormCard>
    </Stack>
  );
}

export default BasvuruDraftPage;
