// /cagri/:cagriId/basvur (spec 2 "Apply"): the call, its deadline and state, the linked company
// (read-only), project title, description and an optional attachment with upload progress.
import { extractErrorText, extractFieldErrors } from '@portal/api-client';
import { useSessionUser } from '@portal/auth-store';
import { callStatus, FILE_RULES, formatDate, MSG, type Id } from '@portal/domain';
import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Center,
  ErrorPanel,
  Field,
  FileField,
  Heading,
  HStack,
  Input,
  PageHeader,
  Spinner,
  Stack,
  StatusChip,
  Text,
  Textarea,
} from '@portal/ui';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { useCagri } from '../api/basvurular';
import { useCreateBasvuru } from '../api/basvurular';
import { useSirket } from '../api/basvurular';

const M = MSG.application;
const C = MSG.call;

/** The call id of the URL: a positive integer, else null ('Çağrı ID bulunamadı.'). */
export function parseCagriId(raw: string | undefined): Id | null {
  if (raw === undefined || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

type FieldName = 'proje_basligi' | 'aciklama' | 'ek_dosya' | 'sirket_id';

function ErrorAlert({ children }: { children: string }) {
  return (
    <Alert.Root status="error" role="alert" borderRadius="md">
      <Alert.Indicator />
      <Alert.Title>{children}</Alert.Title>
    </Alert.Root>
  );
}

export function BasvuruFormPage() {
  const { cagriId } = useParams();
  const id = parseCagriId(cagriId);
  const navigate = useNavigate();
  const user = useSessionUser();
  const sirketId = user?.sirket_id ?? null;

  const cagriQuery = useCagri(id);
  const sirketQuery = useSirket(sirketId);

  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const mutation = useCreateBasvuru(setProgress);

  if (id === null) {
    return (
      <Box py="6">
        <ErrorAlert>{C.missingId}</ErrorAlert>
      </Box>
    );
  }
  if (cagriQuery.isPending) {
    return (
      <Center py="16" role="status" aria-live="polite">
        <Spinner size="lg" color="brand.primary" aria-label={C.loadingOne} />
      </Center>
    );
  }
  if (cagriQuery.isError) {
    return <ErrorPanel title={C.applyLoadError} message={null} onRetry={() => void cagriQuery.refetch()} />;
  }

  const cagri = cagriQuery.data;
  const active = callStatus(cagri).active;
  const company = sirketId !== null && sirketQuery.data?.adi ? { id: sirketId, adi: sirketQuery.data.adi } : null;
  const blank = title.trim() === '' || description.trim() === '';
  const canSubmit = active && !blank && !mutation.isPending;

  const clearFieldError = (name: FieldName) => setFieldErrors((prev) => ({ ...prev, [name]: undefined }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSubmit) return;
    setAlert(null);
    setFieldErrors({});
    setProgress(file ? 0 : null);
    mutation.mutate(
      {
        cagri: cagri.id,
        proje_basligi: title.trim(),
        aciklama: description.trim(),
        ek_dosya: file,
        sirket_id: sirketId,
      },
      {
        onSuccess: () => navigate('/basvuru-basarili'),
        onError: (error) => {
          setProgress(null);
          // Field messages under their fields (not non_field_errors or detail), the alert by spec 8's order.
          setFieldErrors(extractFieldErrors(error));
          setAlert(extractErrorText(error, M.submitError));
        },
      },
    );
  };

  return (
    <Stack gap="6" maxW="3xl">
      <PageHeader
        title={M.applyTitle}
        actions={
          <Button asChild variant="outline">
            <RouterLink to="/cagrilar">{M.backToCalls}</RouterLink>
          </Button>
        }
        mb="0"
      />
      <Card.Root variant="outline">
        <Card.Body gap="3">
          <Heading as="h2" size="lg">
            {cagri.baslik}
          </Heading>
          <Text color="fg.muted" whiteSpace="pre-line">
            {cagri.aciklama}
          </Text>
          <HStack gap="2" wrap="wrap">
            <Badge variant="outline" size="md">
              {C.deadlineLabel} {formatDate(cagri.bitis, { emptyText: C.deadlineNone })}
            </Badge>
            <StatusChip label={active ? C.activeChip : C.expiredChip} color={active ? 'success' : 'error'} />
          </HStack>
        </Card.Body>
      </Card.Root>

      {!active ? (
        <Alert.Root status="warning" role="alert" borderRadius="md">
          <Alert.Indicator />
          <Alert.Title>{C.expiredWarning}</Alert.Title>
        </Alert.Root>
      ) : null}

      <Card.Root variant="outline" asChild>
        <form onSubmit={onSubmit} noValidate aria-label={M.applyTitle}>
          <Card.Body gap="5">
            {alert ? <ErrorAlert>{alert}</ErrorAlert> : null}

            {company ? (
              <Field.Root readOnly invalid={Boolean(fieldErrors.sirket_id)}>
                <Field.Label>{M.companyLabel}</Field.Label>
                <Input value={company.adi} readOnly />
                <Field.HelperText>{M.companyHelp}</Field.HelperText>
                {fieldErrors.sirket_id ? <Field.ErrorText>{fieldErrors.sirket_id}</Field.ErrorText> : null}
              </Field.Root>
            ) : null}

            <Field.Root required invalid={Boolean(fieldErrors.proje_basligi)} disabled={!active}>
              <Field.Label>
                {M.titleLabel}
                <Field.RequiredIndicator />
              </Field.Label>
              <Input
                name="proje_basligi"
                value={title}
                maxLength={255}
                onChange={(e) => {
                  setTitle(e.currentTarget.value);
                  clearFieldError('proje_basligi');
                }}
              />
              {fieldErrors.proje_basligi ? <Field.ErrorText>{fieldErrors.proje_basligi}</Field.ErrorText> : null}
            </Field.Root>

            <Field.Root required invalid={Boolean(fieldErrors.aciklama)} disabled={!active}>
              <Field.Label>
                {M.descriptionLabel}
                <Field.RequiredIndicator />
              </Field.Label>
              <Textarea
                name="aciklama"
                rows={8}
                value={description}
                onChange={(e) => {
                  setDescription(e.currentTarget.value);
                  clearFieldError('aciklama');
                }}
              />
              {fieldErrors.aciklama ? <Field.ErrorText>{fieldErrors.aciklama}</Field.ErrorText> : null}
            </Field.Root>

            <FileField
              label={M.fileLabel}
              name="ek_dosya"
              rule={FILE_RULES.application}
              value={file}
              onChange={(f) => {
                setFile(f);
                clearFieldError('ek_dosya');
              }}
              progress={mutation.isPending ? progress : null}
              helperText={M.fileHelp}
              error={fieldErrors.ek_dosya ?? null}
              disabled={!active || mutation.isPending}
            />

            <Box>
              <Button type="submit" colorPalette="primary" disabled={!canSubmit} loading={mutation.isPending} loadingText={M.submitting}>
                {M.submit}
              </Button>
            </Box>
          </Card.Body>
        </form>
      </Card.Root>
    </Stack>
  );
}
