// /basvuru/:basvuruId/rapor/yeni (spec 2 "New report", spec 5): period start (not after today),
// summary with the n/5000 counter, optional PDF/DOC/DOCX attachment with upload progress. Client
// validation with the spec's messages; server errors by the catalogue of spec 8. On success back to
// the reports page (its query invalidated).
import { FILE_RULES, makeReportCreateSchema, MSG, REPORT_SUMMARY_MAX, todayISO } from '@portal/domain';
import { Alert, Box, Button, Card, Field, FileField, HStack, Input, PageHeader, Stack, Text, Textarea } from '@portal/ui';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { parseRouteId } from '../../../lib/route-id';
import { useCreateRapor } from '../api/raporlar';
import { reportSubmitError, type ReportField } from './report-submit-error';

const M = MSG.report;

function ErrorAlert({ children }: { children: string }) {
  return (
    <Alert.Root status="error" role="alert" borderRadius="md">
      <Alert.Indicator />
      <Alert.Title>{children}</Alert.Title>
    </Alert.Root>
  );
}

type FieldErrors = Partial<Record<ReportField, string>>;

/** Client rules of spec 5 (first failure per field). */
function validate(values: { donem_baslangic: string; ozet: string }, today: string): FieldErrors {
  const schema = makeReportCreateSchema(today).omit({ basvuru_id: true });
  const result = schema.safeParse(values);
  const errors: FieldErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'donem_baslangic' || field === 'ozet') && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

export function RaporFormPage() {
  const { basvuruId } = useParams();
  const id = parseRouteId(basvuruId);
  const navigate = useNavigate();
  const today = todayISO();

  const [start, setStart] = useState('');
  const [summary, setSummary] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const mutation = useCreateRapor(setProgress);

  if (id === null) {
    return (
      <Box py="6">
        <ErrorAlert>{M.missingApplicationId}</ErrorAlert>
      </Box>
    );
  }
  const reportsPath = `/basvuru/${id}/raporlar`;

  const clearFieldError = (name: ReportField) => setFieldErrors((prev) => ({ ...prev, [name]: undefined }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const errors = validate({ donem_baslangic: start, ozet: summary }, today);
    if (Object.keys(errors).length > 0) {
      setFieldErrors(errors);
      setAlert(M.formInvalid);
      return;
    }
    setAlert(null);
    setFieldErrors({});
    setProgress(file ? 0 : null);
    mutation.mutate(
      { basvuru_id: id, donem_baslangic: start, ozet: summary.trim(), ek_dosya: file },
      {
        onSuccess: () => navigate(reportsPath),
        onError: async (error) => {
          setProgress(null);
          const result = await reportSubmitError(error);
          setFieldErrors(result.fieldErrors);
          setAlert(result.alert);
        },
      },
    );
  };

  const over = summary.length > REPORT_SUMMARY_MAX;

  return (
    <Stack gap="6" maxW="3xl">
      <PageHeader
        title={M.newTitle}
        actions={
          <Button asChild variant="outline">
            <RouterLink to={reportsPath}>{M.backToReports}</RouterLink>
          </Button>
        }
        mb="0"
      />
      <Card.Root variant="outline" asChild>
        <form onSubmit={onSubmit} noValidate aria-label={M.newTitle}>
          <Card.Body gap="5">
            {alert ? <ErrorAlert>{alert}</ErrorAlert> : null}

            <Field.Root required invalid={Boolean(fieldErrors.donem_baslangic)} disabled={mutation.isPending}>
              <Field.Label>
                {M.startLabel}
                <Field.RequiredIndicator />
              </Field.Label>
              <Input
                type="date"
                name="donem_baslangic"
                max={today}
                value={start}
                onChange={(e) => {
                  setStart(e.currentTarget.value);
                  clearFieldError('donem_baslangic');
                }}
                maxW="xs"
              />
              {fieldErrors.donem_baslangic ? <Field.ErrorText>{fieldErrors.donem_baslangic}</Field.ErrorText> : null}
            </Field.Root>

            <Field.Root required invalid={Boolean(fieldErrors.ozet)} disabled={mutation.isPending}>
              <Field.Label>
                {M.summaryLabel}
                <Field.RequiredIndicator />
              </Field.Label>
              <Textarea
                name="ozet"
                rows={10}
                value={summary}
                onChange={(e) => {
                  setSummary(e.currentTarget.value);
                  clearFieldError('ozet');
                }}
              />
              <HStack justify="space-between" width="full" gap="3" align="start">
                <Box>{fieldErrors.ozet ? <Field.ErrorText>{fieldErrors.ozet}</Field.ErrorText> : null}</Box>
                <Text fontSize="sm" color={over ? 'fg.error' : 'fg.muted'} aria-live="polite" data-testid="summary-counter" flexShrink={0}>
                  {M.summaryCounter(summary.length)}
                </Text>
              </HStack>
            </Field.Root>

            <FileField
              label={M.fileLabel}
              name="ek_dosya"
              rule={FILE_RULES.report}
              value={file}
              onChange={(f) => {
                setFile(f);
                clearFieldError('ek_dosya');
              }}
              progress={mutation.isPending ? progress : null}
              helperText={M.fileHelp}
              error={fieldErrors.ek_dosya ?? null}
              disabled={mutation.isPending}
            />

            <Box>
              <Button type="submit" colorPalette="primary" loading={mutation.isPending} loadingText={M.submitting}>
                {M.submit}
              </Button>
            </Box>
          </Card.Body>
        </form>
      </Card.Root>
    </Stack>
  );
}

export default RaporFormPage;
