// The evaluation form of one assignment: puan (0..100), yorum, onerilen_durum (INCELEME by default and
// again after each submit), checked with the domain's schema, the same one the server uses. An empty
// score or comment gives the one message for both; the server's detail, else the spec's message,
// when it refuses; when it is saved, `onSaved` (the evaluation page: a toast and back to the queue),
// else a notice that more evaluations can follow.
import { applyServerErrors, fieldError, useZodForm } from '@portal/app-kit';
import { DEFAULT_ONERILEN_DURUM, MSG, ONERILEN_DURUM_META, ONERILEN_DURUMLAR, ZDegerlendirmeCreate, type Degerlendirme, type Id } from '@portal/domain';
import { Alert, Box, Button, Field, Grid, Heading, Input, NativeSelect, ScoreDisplay, Stack, Text, Textarea } from '@portal/ui';
import { useState } from 'react';
import { useCreateDegerlendirme } from '../api/degerlendirmeler';

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
const own = (message: string | undefined) => (message === M.required ? undefined : message);

export interface EvaluationFormProps {
  atamaId: Id;
  projectTitle: string;
  onSaved?: (saved: Degerlendirme) => void;
}

export function EvaluationForm({ atamaId, projectTitle, onSaved }: EvaluationFormProps) {
  const empty = { atama_id: atamaId, puan: '', yorum: '', onerilen_durum: DEFAULT_ONERILEN_DURUM };
  const form = useZodForm(ZDegerlendirmeCreate, { defaultValues: empty });
  const [alert, setAlert] = useState<{ status: 'error' | 'success'; text: string } | null>(null);
  const create = useCreateDegerlendirme();
  const puanError = fieldError(form, 'puan');
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
  const typed = Number(form.watch('puan'));
  const preview = form.watch('puan') !== '' && Number.isInteger(typed) && typed >= 0 && typed <= 100 ? typed : null;

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
          <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
            <Field.Root required invalid={!!puanError}>
              <Field.Label>
                {T.puan} <Field.RequiredIndicator />
              </Field.Label>
              <Input type="number" inputMode="numeric" min={0} max={100} step={1} bg="bg.panel" {...form.register('puan')} />
              {preview !== null ? (
                <Box mt="1" data-testid="score-preview">
                  <ScoreDisplay puan={preview} size="sm" withBand data-testid="score-preview-value" />
                </Box>
              ) : (
                <Text fontSize="xs" color="fg.muted" mt="1">
                  {T.puanHint}
                </Text>
              )}
              <Field.ErrorText>{own(puanError)}</Field.ErrorText>
            </Field.Root>
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
            <Field.ErrorText>{own(yorumError)}</Field.ErrorText>
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
