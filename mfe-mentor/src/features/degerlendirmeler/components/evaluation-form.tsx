// The evaluation form of one assignment, checked with the domain's schema for the assignment's call
// (makeEvaluationFormSchema, the rule the server applies): on a call with a rubric one score per
// criterion (its description, scale and an optional comment) and the live weighted total; otherwise
// puan (0..100). Then yorum and onerilen_durum (INCELEME by default and again after each submit). An
// empty score or comment gives the one message for both; the server's detail, else the spec's
// message, when it refuses; when it is saved, `onSaved` (the evaluation page: a toast and back to
// the queue), else a notice that more evaluations can follow.
import { applyServerErrors, fieldError, useZodForm } from '@portal/app-kit';
import {
  DEFAULT_ONERILEN_DURUM,
  makeEvaluationFormSchema,
  MSG,
  ONERILEN_DURUM_META,
  ONERILEN_DURUMLAR,
  type Degerlendirme,
  type Id,
  type Olcut,
} from '@portal/domain';
import { Alert, Box, Button, Field, Grid, Heading, NativeSelect, QueryState, Stack, Textarea } from '@portal/ui';
import { useState } from 'react';
import { useAtamaRubric, useCreateDegerlendirme } from '../api/degerlendirmeler';
import { PlainScoreField, RubricScoreFields, type EvaluationFormApi } from './score-fields';

const M = MSG.evaluation;

export const EVALUATION_FORM_TEXT = {
  title: 'Yeni Değerlendirme',
  puan: 'Puan (0-100)',
  puanHint: 'Tam sayı; yıldızlar puanın 20\'de biridir.',
  yorum: 'Yorum',
  durum: 'Önerilen Durum',
  submit: 'Değerlendirmeyi Gönder',
} as const;
const T = EVALUATION_FORM_TEXT;

/** Field messages other than the shared 'fill in score and comment', which the alert carries. */
export const ownMessage = (message: string | undefined) => (message === M.required ? undefined : message);

export interface EvaluationFormProps {
  atamaId: Id;
  projectTitle: string;
  onSaved?: (saved: Degerlendirme) => void;
}

/** Reads the rubric of the assignment's call, then shows the form that fits it. */
export function EvaluationForm(props: EvaluationFormProps) {
  const rubric = useAtamaRubric(props.atamaId);
  return (
    <QueryState query={rubric} loadingLabel={MSG.rubric.title} errorTitle={MSG.rubric.loadError}>
      {rubric.data ? <EvaluationFormOf {...props} olcutler={rubric.data.olcutler} /> : null}
    </QueryState>
  );
}

function EvaluationFormOf({ atamaId, projectTitle, onSaved, olcutler }: EvaluationFormProps & { olcutler: Olcut[] }) {
  const withRubric = olcutler.length > 0;
  const empty = withRubric
    ? { atama_id: atamaId, puanlar: olcutler.map((o) => ({ olcut_id: o.id, puan: '', yorum: '' })), yorum: '', onerilen_durum: DEFAULT_ONERILEN_DURUM }
    : { atama_id: atamaId, puan: '', yorum: '', onerilen_durum: DEFAULT_ONERILEN_DURUM };
  // One schema per rubric; the form's values follow it (the fields below are named by it).
  const form = useZodForm(makeEvaluationFormSchema(olcutler), { defaultValues: empty }) as unknown as EvaluationFormApi;
  const [alert, setAlert] = useState<{ status: 'error' | 'success'; text: string } | null>(null);
  const create = useCreateDegerlendirme();
  const puanError = withRubric ? undefined : fieldError(form, 'puan');
  const yorumError = fieldError(form, 'yorum');
  const missing = puanError === M.required || yorumError === M.required;

  const onSubmit = form.handleSubmit(
    async (payload) => {
      setAlert(null);
      try {
        const saved = await create.mutateAsync(payload);
        form.reset(empty);
        if (onSaved) onSaved(saved);
        else setAlert({ status: 'success', text: M.submitSuccess });
      } catch (error) {
        // Server detail (or its field messages under the fields), else the spec's message.
        setAlert({ status: 'error', text: applyServerErrors(form, error, M.submitError) });
      }
    },
    () => setAlert(null),
  );

  const shown = missing ? { status: 'error' as const, text: M.required } : alert;

  return (
    <Box as="section" aria-label={`${T.title}: ${projectTitle}`} borderWidth="1px" borderRadius="md" p={{ base: '3', md: '4' }} bg="bg.subtle">
      <form noValidate onSubmit={(e) => void onSubmit(e)}>
        <Stack gap="4">
          <Heading as="h2" size="md">
            {T.title}
          </Heading>
          {shown ? (
            <Alert.Root status={shown.status} role={shown.status === 'error' ? 'alert' : 'status'} borderRadius="md">
              <Alert.Indicator />
              <Alert.Title>{shown.text}</Alert.Title>
            </Alert.Root>
          ) : null}
          {withRubric ? <RubricScoreFields form={form} olcutler={olcutler} /> : null}
          <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
            {withRubric ? null : <PlainScoreField form={form} label={T.puan} hint={T.puanHint} error={ownMessage(puanError)} />}
            <Field.Root invalid={!!fieldError(form, 'onerilen_durum')}>
              <Field.Label>{T.durum}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field aria-label={T.durum} bg="bg.panel" {...form.register('onerilen_durum')}>
                  {ONERILEN_DURUMLAR.map((d) => (
                    <option key={d} value={d}>
                      {ONERILEN_DURUM_META[d].label}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Field.ErrorText>{fieldError(form, 'onerilen_durum')}</Field.ErrorText>
            </Field.Root>
          </Grid>
          <Field.Root required invalid={!!yorumError}>
            <Field.Label>
              {T.yorum} <Field.RequiredIndicator />
            </Field.Label>
            <Textarea rows={4} bg="bg.panel" {...form.register('yorum')} />
            <Field.ErrorText>{ownMessage(yorumError)}</Field.ErrorText>
          </Field.Root>
          <Box>
            <Button type="submit" colorPalette="primary" loading={create.isPending}>
              {T.submit}
            </Button>
          </Box>
        </Stack>
      </form>
    </Box>
  );
}
