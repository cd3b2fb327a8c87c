// /basvuru/:basvuruId/rapor/yeni (spec 2 "New report", spec 5): period start (not after today),
// summary with the n/5000 counter, optional PDF/DOC/DOCX attachment with upload progress. Client
// validation with the spec's messages; server errors by the catalogue of spec 8. On success back to
// the reports page (its query invalidated).
import { setServerFieldErrors, TextField, useZodForm } from '@portal/app-kit';
import { FILE_RULES, makeReportCreateSchema, MSG, todayISO, zAttachment } from '@portal/domain';
import { Box, FormAlert, PageHeader, Stack } from '@portal/ui';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { EkDosyaField } from '../../../lib/ek-dosya-field';
import { FormCard } from '../../../lib/form-card';
import { useRouteId } from '../../../lib/route-id';
import { useCreateRapor } from '../api/raporlar';
import { reportSubmitError } from './report-submit-error';
import { SummaryField } from './summary-field';

const M = MSG.report;

/** The report form: the server's schema without the application id (it comes from the URL) plus the attachment. */
function reportFormSchema(today: string) {
  return makeReportCreateSchema(today)
    .omit({ basvuru_id: true })
    .extend({ ek_dosya: zAttachment<File>(FILE_RULES.report, { optional: true }) });
}

export function RaporFormPage() {
  const id = useRouteId('basvuruId');
  const navigate = useNavigate();
  const today = todayISO();
  const schema = useMemo(() => reportFormSchema(today), [today]);
  const form = useZodForm(schema, { defaultValues: { donem_baslangic: '', ozet: '', ek_dosya: null } });
  const [progress, setProgress] = useState<number | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const mutation = useCreateRapor(setProgress);

  if (id === null) {
    return (
      <Box py="6">
        <FormAlert>{M.missingApplicationId}</FormAlert>
      </Box>
    );
  }
  const reportsPath = `/basvuru/${id}/raporlar`;

  const onSubmit = form.handleSubmit(
    (values) => {
      if (mutation.isPending) return;
      setAlert(null);
      setProgress(values.ek_dosya ? 0 : null);
      mutation.mutate(
        { basvuru_id: id, donem_baslangic: values.donem_baslangic, ozet: values.ozet, ek_dosya: values.ek_dosya },
        {
          onSuccess: () => navigate(reportsPath),
          onError: async (error) => {
            setProgress(null);
            // The report screen has its own catalogue (by status code), so not applyServerErrors' order.
            const result = await reportSubmitError(error);
            setServerFieldErrors(form, result.fieldErrors);
            setAlert(result.alert);
          },
        },
      );
    },
    () => setAlert(M.formInvalid),
  );

  return (
    <Stack gap="6" maxW="3xl">
      <PageHeader
        title={M.newTitle}
        back={<RouterLink to={reportsPath}>{M.backToReports}</RouterLink>}
        mb="0"
      />
      <FormCard label={M.newTitle} onSubmit={onSubmit} alert={alert} submitLabel={M.submit} pending={mutation.isPending} pendingLabel={M.submitting}>
        <TextField form={form} name="donem_baslangic" label={M.startLabel} required disabled={mutation.isPending} type="date" max={today} maxW="xs" />

        <SummaryField form={form} disabled={mutation.isPending} />

        <EkDosyaField form={form} rule={FILE_RULES.report} text={M} sending={mutation.isPending} progress={progress} />
      </FormCard>
    </Stack>
  );
}

export default RaporFormPage;
