// /cagri/:cagriId/basvur (spec 2 "Apply"): the call, its deadline and state, the linked company
// (read-only), project title, description and an optional attachment with upload progress. A closed
// call says why (closed by staff, no end date, deadline passed: the domain's callApplyState, which
// the server answers with too); a picked file that breaks the rule keeps the form from sending; a
// second application to the same call is allowed but shown and confirmed first.
import { applyServerErrors, fieldError, TextField, useZodForm } from '@portal/app-kit';
import { useSessionUser } from '@portal/auth-store';
import { basvuruDurumMeta, callApplyState, DRAFT_MSG, FILE_RULES, isBasvuruEditable, formatDate, formatDateTime, MSG, ZApplicationCreateSchema, zAttachment, type Basvuru, type Id } from '@portal/domain';
import {
  Alert,
  Badge,
  Box,
  Card,
  ConfirmDialog,
  ErrorPanel,
  Field,
  Heading,
  HStack,
  Input,
  PageHeader,
  Stack,
  StatusChip,
  Text,
  FormAlert,
  Link,
  LoadingState,
  notifySuccess,
} from '@portal/ui';
import { useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useBasvurular, useCagri, useCreateBasvuru, useSirket } from '../api/basvurular';
import { applicationPath } from '../../../lib/application-path';
import { EkDosyaField } from '../../../lib/ek-dosya-field';
import { FormCard } from '../../../lib/form-card';
import { DraftFormCard } from '../../../lib/draft-form-card';
import { CallFormSection, type CallFormHandle } from '../../../lib/call-form-section';
import { PageMessage } from '../../../lib/page-states';
import { useRouteId } from '../../../lib/route-id';

const M = MSG.application;
const C = MSG.call;

/**
 * The caller's earlier applications to call `cagriId`, the first one first (by instant: the text
 * of two instants written with different offsets does not sort by time).
 */
export function earlierApplications(own: readonly Basvuru[] | undefined, cagriId: Id): Basvuru[] {
  return (own ?? [])
    .filter((b) => (b.cagri_id ?? b.cagri?.id) === cagriId)
    .sort((a, b) => Date.parse(a.olusturuldu) - Date.parse(b.olusturuldu) || a.id - b.id);
}

/** What the applicant types: the server's rules for title and description, plus the attachment. */
const basvuruFormSchema = ZApplicationCreateSchema.pick({ proje_basligi: true, aciklama: true, sirket_id: true }).extend({
  ek_dosya: zAttachment<File>(FILE_RULES.application, { optional: true }),
});

/**
 * The apply form's card: as before for a call that asks nothing more; a call with its own questions
 * can also be kept as a draft (its answers partly given) and finished later.
 */
function ApplyFormCard({ withDraft, onSubmit, onSave, alert, pending, submitDisabled, children }: {
  withDraft: boolean;
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => unknown;
  onSave: () => void;
  alert: string | null;
  pending: boolean;
  submitDisabled: boolean;
  children: React.ReactNode;
}) {
  if (!withDraft) {
    return (
      <FormCard label={M.applyTitle} onSubmit={onSubmit} alert={alert} submitLabel={M.submit} pending={pending} pendingLabel={M.submitting} submitDisabled={submitDisabled}>
        {children}
      </FormCard>
    );
  }
  return (
    <DraftFormCard
      label={M.applyTitle}
      onSubmit={onSubmit}
      onSave={onSave}
      alert={alert}
      saveLabel={DRAFT_MSG.application.save}
      savingLabel={DRAFT_MSG.application.saving}
      submitLabel={M.submit}
      submittingLabel={M.submitting}
      saving={false}
      submitting={pending}
      submitDisabled={submitDisabled}
    >
      {children}
    </DraftFormCard>
  );
}

export function BasvuruFormPage() {
  const id = useRouteId('cagriId');
  const navigate = useNavigate();
  const user = useSessionUser();
  const sirketId = user?.sirket_id ?? null;

  const cagriQuery = useCagri(id);
  const sirketQuery = useSirket(sirketId);

  const form = useZodForm(basvuruFormSchema, {
    defaultValues: { proje_basligi: '', aciklama: '', ek_dosya: null, sirket_id: sirketId },
  });
  const [progress, setProgress] = useState<number | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const mutation = useCreateBasvuru(setProgress);
  const own = useBasvurular({ enabled: id !== null });
  const answers = useRef<CallFormHandle>(null);

  if (id === null) {
    return (
      <Box py="6">
        <FormAlert>{C.missingId}</FormAlert>
      </Box>
    );
  }
  if (cagriQuery.isPending) {
    return <LoadingState label={C.loadingOne} />;
  }
  if (cagriQuery.isError) {
    return <ErrorPanel title={C.applyLoadError} message={null} onRetry={() => void cagriQuery.refetch()} />;
  }

  const cagri = cagriQuery.data;
  const state = callApplyState(cagri);
  const active = state.open;
  const earlier = earlierApplications(own.data, cagri.id);
  const first = earlier[0];
  const company = sirketId !== null && sirketQuery.data?.adi ? { id: sirketId, adi: sirketQuery.data.adi } : null;
  const [title, description] = form.watch(['proje_basligi', 'aciklama']);
  const blank = (title ?? '').trim() === '' || (description ?? '').trim() === '';
  const canSubmit = active && !blank && !mutation.isPending;
  const companyError = fieldError(form, 'sirket_id');

  // The call's own questions (issue 51), when it has them: checked with the fixed fields, sent as `cevaplar`.
  const callForm = cagri.form;
  const sendAs = (taslak: boolean) =>
    form.handleSubmit((values) => {
      if (!canSubmit) return;
      const cevaplar = callForm ? answers.current?.check(taslak) : undefined;
      if (cevaplar === null) return;
      setAlert(null);
      setProgress(values.ek_dosya ? 0 : null);
      mutation.mutate(
        { cagri: cagri.id, ...values, ...(callForm ? { cevaplar } : {}), ...(taslak ? { taslak } : {}) },
        {
          onSuccess: () => {
            if (!taslak) return navigate('/basvuru-basarili');
            notifySuccess(DRAFT_MSG.application.saved);
            navigate('/my-applications');
          },
          onError: (error) => {
            setProgress(null);
            answers.current?.showServerErrors(error);
            setAlert(applyServerErrors(form, error, M.submitError));
          },
        },
      );
    });
  const send = sendAs(false);
  const saveDraft = sendAs(true);

  // Applying twice is allowed (the server takes it), but never by accident: confirm first.
  const onSubmit = form.handleSubmit(() => {
    if (!canSubmit) return;
    if (first) setConfirming(true);
    else void send();
  });

  return (
    <Stack gap="6" maxW="3xl">
      <PageHeader
        title={M.applyTitle}
        back={<RouterLink to="/cagrilar">{M.backToCalls}</RouterLink>}
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
            <StatusChip label={state.chip} color={state.color} />
          </HStack>
        </Card.Body>
      </Card.Root>

      {state.message !== null ? (
        <PageMessage status="warning" data-reason={state.reason}>
          {state.message}
        </PageMessage>
      ) : null}

      {first ? (
        <Alert.Root status="info" role="status" borderRadius="md" data-testid="earlier-application">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{M.earlierTitle}</Alert.Title>
            <Alert.Description>
              <Stack gap="1">
                <Text>{M.earlierText(earlier.length)}</Text>
                <Text>
                  <Text as="span" fontWeight="semibold">
                    {first.proje_basligi}
                  </Text>{' '}
                  · {formatDateTime(first.olusturuldu)} · {basvuruDurumMeta(first.durum).label}
                </Text>
                <Link asChild fontWeight="medium" textDecoration="underline">
                  <RouterLink to={applicationPath(first)}>{isBasvuruEditable(first.durum) ? DRAFT_MSG.application.continueDraft : M.earlierOpen}</RouterLink>
                </Link>
              </Stack>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}

      <ApplyFormCard
        withDraft={Boolean(callForm)}
        onSubmit={onSubmit}
        onSave={() => void saveDraft()}
        alert={alert}
        pending={mutation.isPending}
        submitDisabled={!canSubmit}
      >
        {company ? (
          <Field.Root readOnly invalid={Boolean(companyError)}>
            <Field.Label>{M.companyLabel}</Field.Label>
            <Input value={company.adi} readOnly />
            <Field.HelperText>{M.companyHelp}</Field.HelperText>
            {companyError ? <Field.ErrorText>{companyError}</Field.ErrorText> : null}
          </Field.Root>
        ) : null}

        <TextField form={form} name="proje_basligi" label={M.titleLabel} required disabled={!active} maxLength={255} />
        <TextField form={form} name="aciklama" label={M.descriptionLabel} required disabled={!active} rows={8} />
        <EkDosyaField form={form} rule={FILE_RULES.application} text={M} sending={mutation.isPending} progress={progress} disabled={!active} />
        {callForm ? <CallFormSection ref={answers} tanim={callForm.tanim} disabled={!active} /> : null}
      </ApplyFormCard>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={M.earlierConfirmTitle}
        message={
          first ? (
            <>
              {M.earlierConfirmText}{' '}
              <Text as="span" fontWeight="semibold">
                {first.proje_basligi}
              </Text>
            </>
          ) : null
        }
        confirmLabel={M.earlierConfirm}
        cancelLabel={M.cancel}
        destructive={false}
        onConfirm={() => send()}
      />
    </Stack>
  );
}
