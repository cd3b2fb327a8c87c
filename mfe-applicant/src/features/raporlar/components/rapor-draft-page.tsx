// /basvuru/:basvuruId/rapor/:raporId/duzenle: the applicant completes a draft (TASLAK) report by
// the rules of filing one (period start not after today, summary 10..5000 with its counter,
// PDF/DOC/DOCX attachment) and keeps it or sends it (saved first, then TASLAK -> GONDERILDI, then
// back to the reports). A report that is no longer a draft says so.
import { applyServerErrors, TextField, useZodForm } from '@portal/app-kit';
import { DRAFT_MSG, FILE_RULES, formatDate, isRaporEditable, makeReportCreateSchema, MSG, todayISO, zAttachment, type Rapor } from '@portal/domain';
import { Alert, Box, ErrorPanel, FormAlert, LoadingState, PageHeader, Stack, notifySuccess } from '@portal/ui';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { CurrentAttachment, DraftFormCard } from '../../../lib/draft-form-card';
import { EkDosyaField } from '../../../lib/ek-dosya-field';
import { PageMessage } from '../../../lib/page-states';
import { useRouteId } from '../../../lib/route-id';
import { useRaporlar, useSubmitDraftRapor, useUpdateDraftRapor } from '../api/raporlar';
import { SummaryField } from './summary-field';

const D = DRAFT_MSG.report;
const M = MSG.report;

function draftFormSchema(today: string) {
  return makeReportCreateSchema(today)
    .omit({ basvuru_id: true })
    .extend({ ek_dosya: zAttachment<File>(FILE_RULES.report, { optional: true }) });
}

export function RaporDraftPage() {
  const basvuruId = useRouteId('basvuruId');
  const raporId = useRouteId('raporId');
  const query = useRaporlar(basvuruId);
  if (basvuruId === null || raporId === null) {
    return (
      <Box py="6">
        <FormAlert>{basvuruId === null ? M.invalidApplicationId : D.notFound}</FormAlert>
      </Box>
    );
  }
  if (query.isPending) return <LoadingState label={D.loading} />;
  if (query.isError) return <ErrorPanel title={M.loadError} message={null} onRetry={() => void query.refetch()} />;
  const rapor = query.data.find((r) => r.id === raporId);
  const reportsPath = `/basvuru/${basvuruId}/raporlar`;
  if (!rapor) {
    return (
      <PageMessage status="error" my="6">
        {D.notFound}
      </PageMessage>
    );
  }
  return <DraftReportEditor key={rapor.id} rapor={rapor} reportsPath={reportsPath} />;
}

function DraftReportEditor({ rapor, reportsPath }: { rapor: Rapor; reportsPath: string }) {
  const navigate = useNavigate();
  const today = todayISO();
  const schema = useMemo(() => draftFormSchema(today), [today]);
  const form = useZodForm(schema, { defaultValues: { donem_baslangic: rapor.donem_baslangic, ozet: rapor.ozet, ek_dosya: null } });
  const [removeFile, setRemoveFile] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const update = useUpdateDraftRapor(rapor.basvuru_id, rapor.id, setProgress);
  const submit = useSubmitDraftRapor(rapor.basvuru_id);
  const back = <RouterLink to={reportsPath}>{M.backToReports}</RouterLink>;

  if (!isRaporEditable(rapor.durum)) {
    return (
      <Stack gap="6" maxW="3xl">
        <PageHeader title={M.cardTitle(rapor.id)} back={back} mb="0" />
        <Alert.Root status="info" borderRadius="md">
          <Alert.Indicator />
          <Alert.Title>{D.notEditableNotice}</Alert.Title>
        </Alert.Root>
      </Stack>
    );
  }

  const save = async (values: { donem_baslangic: string; ozet: string; ek_dosya?: File | null }): Promise<boolean> => {
    setAlert(null);
    setProgress(values.ek_dosya ? 0 : null);
    try {
      const saved = await update.mutateAsync({ donem_baslangic: values.donem_baslangic, ozet: values.ozet, ek_dosya: values.ek_dosya ?? null, ek_dosya_sil: removeFile });
      form.reset({ donem_baslangic: saved.donem_baslangic, ozet: saved.ozet, ek_dosya: null });
      setRemoveFile(false);
      return true;
    } catch (error) {
      setAlert(applyServerErrors(form, error, D.saveError));
      return false;
    } finally {
      setProgress(null);
    }
  };

  const invalid = () => setAlert(M.formInvalid);
  const onSave = form.handleSubmit(async (values) => {
    if (await save(values)) notifySuccess(D.saved);
  }, invalid);
  const onSubmit = form.handleSubmit(async (values) => {
    setSending(true);
    try {
      if (!(await save(values))) return;
      try {
        await submit.mutateAsync(rapor.id);
      } catch (error) {
        setAlert(applyServerErrors(form, error, M.unexpectedError));
        return;
      }
      notifySuccess(D.submitted);
      navigate(reportsPath);
    } finally {
      setSending(false);
    }
  }, invalid);

  const busy = update.isPending || sending;
  return (
    <Stack gap="6" maxW="3xl">
      <PageHeader
        title={D.editTitle}
        subtitle={`${rapor.proje_basligi} · ${M.periodLabel} ${M.periodText(formatDate(rapor.donem_baslangic), formatDate(rapor.donem_bitis))}`}
        back={back}
        mb="0"
      />
      <Alert.Root status="info" borderRadius="md">
        <Alert.Indicator />
        <Alert.Title>{D.draftNotice}</Alert.Title>
      </Alert.Root>
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
      >
        <TextField form={form} name="donem_baslangic" label={M.startLabel} required disabled={busy} type="date" max={today} maxW="xs" />
        <SummaryField form={form} disabled={busy} />
        <CurrentAttachment
          url={rapor.ek_dosya}
          label={DRAFT_MSG.application.currentFile}
          downloadLabel={M.downloadAttachment}
          removeLabel={DRAFT_MSG.application.removeFile}
          remove={removeFile}
          onRemoveChange={setRemoveFile}
          disabled={busy}
        />
        <EkDosyaField form={form} rule={FILE_RULES.report} text={M} sending={update.isPending} progress={progress} />
      </DraftFormCard>
    </Stack>
  );
}

export default RaporDraftPage;
