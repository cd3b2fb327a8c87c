// The score part of the evaluation form: the one 0..100 number with its live preview, or, on a call
// with a rubric, one score per criterion (name, share of the total, description, scale, optional
// comment) and the live weighted total (the domain's weightedTotal, as the server computes it).
import { fieldError, type UseFormReturn } from '@portal/app-kit';
import { weightedTotal, weightShares, type Olcut } from '@portal/domain';
import { Box, CriterionHeading, Field, HStack, Input, ScoreDisplay, Stack, Text, Textarea } from '@portal/ui';
import type { NewDegerlendirme } from '../api/degerlendirmeler';

/** What the form holds while it is being filled in (numbers are typed as text). */
export interface EvaluationFormValues {
  atama_id: number;
  puan?: string | number;
  puanlar?: Array<{ olcut_id: number; puan: string | number; yorum: string }>;
  yorum: string;
  onerilen_durum: NewDegerlendirme['onerilen_durum'];
}
export type EvaluationFormApi = UseFormReturn<EvaluationFormValues, unknown, NewDegerlendirme>;

export const SCORE_FIELDS_TEXT = {
  criteria: 'Değerlendirme Ölçütleri',
  score: 'Puan',
  comment: 'Ölçüt yorumu (isteğe bağlı)',
  total: 'Ağırlıklı Toplam',
  totalHint: 'Her ölçüt puanlandığında 100 üzerinden hesaplanır.',
} as const;
const T = SCORE_FIELDS_TEXT;

/** A whole number typed into a field, or null. */
const typedInteger = (value: unknown): number | null => {
  if (value === '' || value === undefined || value === null) return null;
  const n = Number(value);
  return Number.isInteger(n) ? n : null;
};

export function PlainScoreField({ form, label, hint, error }: { form: EvaluationFormApi; label: string; hint: string; error: string | undefined }) {
  const typed = typedInteger(form.watch('puan'));
  const preview = typed !== null && typed >= 0 && typed <= 100 ? typed : null;
  return (
    <Field.Root required invalid={!!fieldError(form, 'puan')}>
      <Field.Label>
        {label} <Field.RequiredIndicator />
      </Field.Label>
      <Input type="number" inputMode="numeric" min={0} max={100} step={1} bg="bg.panel" {...form.register('puan')} />
      {preview !== null ? (
        <Box mt="1" data-testid="score-preview">
          <ScoreDisplay puan={preview} size="sm" withBand data-testid="score-preview-value" />
        </Box>
      ) : (
        <Text fontSize="xs" color="fg.muted" mt="1">
          {hint}
        </Text>
      )}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

export function RubricScoreFields({ form, olcutler }: { form: EvaluationFormApi; olcutler: Olcut[] }) {
  const values = form.watch('puanlar') ?? [];
  const shares = weightShares(olcutler.map((o) => o.agirlik));
  const scored = olcutler.flatMap((o, i) => {
    const puan = typedInteger(values[i]?.puan);
    return puan !== null && puan >= o.olcek_min && puan <= o.olcek_max ? [{ olcut_id: o.id, puan }] : [];
  });
  const total = weightedTotal(olcutler, scored);

  return (
    <Stack gap="3" role="group" aria-label={T.criteria}>
      <Text fontWeight="semibold">{T.criteria}</Text>
      {olcutler.map((o, i) => {
        const error = fieldError(form, `puanlar.${i}.puan`);
        return (
          <Box key={o.id} borderWidth="1px" borderRadius="md" p="3" bg="bg.panel" data-testid="criterion-score">
            <Stack gap="2">
              <CriterionHeading ad={o.ad} olcek_min={o.olcek_min} olcek_max={o.olcek_max} share={shares[i] ?? 0} />
              {o.aciklama ? (
                <Text fontSize="sm" color="fg.muted">
                  {o.aciklama}
                </Text>
              ) : null}
              <Stack direction={{ base: 'column', sm: 'row' }} gap="3" align={{ base: 'stretch', sm: 'start' }}>
                <Field.Root required invalid={!!error} maxW={{ sm: '10rem' }}>
                  <Field.Label>
                    {T.score} ({o.olcek_min}-{o.olcek_max}) <Field.RequiredIndicator />
                  </Field.Label>
                  <Input
                    type="number"
                    inputMode="numeric"
                    min={o.olcek_min}
                    max={o.olcek_max}
                    step={1}
                    aria-label={`${o.ad} ${T.score}`}
                    {...form.register(`puanlar.${i}.puan`)}
                  />
                  <Field.ErrorText>{error}</Field.ErrorText>
                </Field.Root>
                <Field.Root invalid={!!fieldError(form, `puanlar.${i}.yorum`)} flex="1">
                  <Field.Label>{T.comment}</Field.Label>
                  <Textarea rows={2} aria-label={`${o.ad} yorumu`} {...form.register(`puanlar.${i}.yorum`)} />
                  <Field.ErrorText>{fieldError(form, `puanlar.${i}.yorum`)}</Field.ErrorText>
                </Field.Root>
              </Stack>
            </Stack>
          </Box>
        );
      })}
      <HStack gap="3" wrap="wrap" borderWidth="1px" borderRadius="md" p="3" bg="bg.panel" data-testid="weighted-total">
        <Text fontWeight="semibold">{T.total}</Text>
        {total === null ? (
          <Text fontSize="sm" color="fg.muted">
            {T.totalHint}
          </Text>
        ) : (
          <ScoreDisplay puan={total} size="md" withBand data-testid="weighted-total-value" />
        )}
      </HStack>
    </Stack>
  );
}
