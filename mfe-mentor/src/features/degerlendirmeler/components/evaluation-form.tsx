// The evaluation form of one assignment: puan (0..100), yorum, onerilen_durum (INCELEME by default and
// again after each submit). Checked with the domain's schema before sending; the server's detail, else
// the spec's message, when it refuses; a success notice that more evaluations can follow.
import { extractFieldErrors, readErrorBody } from '@portal/api-client';
import { DEFAULT_ONERILEN_DURUM, MSG, ONERILEN_DURUM_META, ONERILEN_DURUMLAR, ZDegerlendirmeCreate, type Id, type OnerilenDurum } from '@portal/domain';
import { Alert, Box, Button, Field, Grid, Input, NativeSelect, Stack, Textarea } from '@portal/ui';
import { useId, useState, type FormEvent } from 'react';
import { useCreateDegerlendirme } from '../api/degerlendirmeler';

const M = MSG.evaluation;

export const EVALUATION_FORM_TEXT = {
  title: 'Yeni Değerlendirme',
  puan: 'Puan (0-100)',
  yorum: 'Yorum',
  durum: 'Önerilen Durum',
  submit: 'Değerlendirmeyi Gönder',
} as const;
const T = EVALUATION_FORM_TEXT;

type FieldName = 'puan' | 'yorum' | 'onerilen_durum';

/** The server's `detail` when it gives one (spec: "server detail, else ..."). */
async function detailOf(error: unknown): Promise<string | null> {
  const body = await readErrorBody(error);
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const detail = (body as { detail?: unknown }).detail;
    if (typeof detail === 'string' && detail.trim() !== '') return detail;
  }
  return null;
}

export function EvaluationForm({ atamaId, projectTitle }: { atamaId: Id; projectTitle: string }) {
  const formId = useId();
  const [puan, setPuan] = useState('');
  const [yorum, setYorum] = useState('');
  const [durum, setDurum] = useState<OnerilenDurum>(DEFAULT_ONERILEN_DURUM);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [alert, setAlert] = useState<{ status: 'error' | 'success'; text: string } | null>(null);
  const create = useCreateDegerlendirme();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAlert(null);
    setFieldErrors({});
    // Both empty or either empty: the spec's one message for the pair.
    if (puan.trim() === '' || yorum.trim() === '') {
      setAlert({ status: 'error', text: M.required });
      return;
    }
    const parsed = ZDegerlendirmeCreate.safeParse({ atama_id: atamaId, puan, yorum, onerilen_durum: durum });
    if (!parsed.success) {
      const errors: Partial<Record<FieldName, string>> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as FieldName;
        errors[key] ??= issue.message;
      }
      setFieldErrors(errors);
      return;
    }
    try {
      await create.mutateAsync(parsed.data);
      setPuan('');
      setYorum('');
      setDurum(DEFAULT_ONERILEN_DURUM);
      setAlert({ status: 'success', text: M.submitSuccess });
    } catch (error) {
      const fields = extractFieldErrors(await readErrorBody(error));
      setFieldErrors({ puan: fields.puan, yorum: fields.yorum, onerilen_durum: fields.onerilen_durum });
      setAlert({ status: 'error', text: (await detailOf(error)) ?? M.submitError });
    }
  };

  return (
    <Box as="section" aria-label={`${T.title}: ${projectTitle}`} borderWidth="1px" borderRadius="md" p={{ base: '3', md: '4' }} bg="bg.subtle">
      <form id={formId} noValidate onSubmit={(e) => void onSubmit(e)}>
        <Stack gap="4">
          {alert ? (
            <Alert.Root status={alert.status} role={alert.status === 'error' ? 'alert' : 'status'} borderRadius="md">
              <Alert.Indicator />
              <Alert.Title>{alert.text}</Alert.Title>
            </Alert.Root>
          ) : null}
          <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
            <Field.Root required invalid={!!fieldErrors.puan}>
              <Field.Label>
                {T.puan} <Field.RequiredIndicator />
              </Field.Label>
              <Input
                type="number"
                inputMode="numeric"
                min={0}
                max={100}
                step={1}
                value={puan}
                bg="bg.panel"
                onChange={(e) => setPuan(e.currentTarget.value)}
              />
              <Field.ErrorText>{fieldErrors.puan}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={!!fieldErrors.onerilen_durum}>
              <Field.Label>{T.durum}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field aria-label={T.durum} value={durum} bg="bg.panel" onChange={(e) => setDurum(e.currentTarget.value as OnerilenDurum)}>
                  {ONERILEN_DURUMLAR.map((d) => (
                    <option key={d} value={d}>
                      {ONERILEN_DURUM_META[d].label}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Field.ErrorText>{fieldErrors.onerilen_durum}</Field.ErrorText>
            </Field.Root>
          </Grid>
          <Field.Root required invalid={!!fieldErrors.yorum}>
            <Field.Label>
              {T.yorum} <Field.RequiredIndicator />
            </Field.Label>
            <Textarea rows={4} value={yorum} bg="bg.panel" onChange={(e) => setYorum(e.currentTarget.value)} />
            <Field.ErrorText>{fieldErrors.yorum}</Field.ErrorText>
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
