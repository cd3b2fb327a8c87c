// "Değerlendirme Ölçütleri" of the call editor: the call's rubric as a list of criteria (name,
// description, weight with its share of the total, scale), added, removed and moved up and down,
// checked with the domain's ZRubricSave and saved on its own (PUT admin/cagrilar/{id}/olcutler/)
// with its own button, beside the call's fields. Once an application of the call has been
// evaluated the rubric is shown read-only with the reason (the server refuses a change, 409).
import { applyServerErrors, fieldError, useFieldArray, useZodForm } from '@portal/app-kit';
import { MSG, weightShares, ZRubricSave, type CagriRubric, type Id, type RubricSavePayload } from '@portal/domain';
import {
  Alert,
  Badge,
  Box,
  Button,
  CriterionHeading,
  Field,
  FormAlert,
  Grid,
  HStack,
  IconButton,
  Input,
  notifySuccess,
  QueryState,
  Stack,
  Text,
  Textarea,
} from '@portal/ui';
import { useState, type KeyboardEvent } from 'react';
import { LuArrowDown, LuArrowUp, LuPlus, LuTrash2 } from 'react-icons/lu';
import { useRubric, useSaveRubric } from '../api/olcutler';

export const RUBRIC_TEXT = {
  title: MSG.rubric.title,
  intro: 'Mentorlar her ölçütü ayrı puanlar; başvurunun puanı (0-100) ölçütlerin ağırlıklı toplamıdır. Ölçüt yoksa tek bir 0-100 puan verilir.',
  none: 'Bu çağrının değerlendirme ölçütü yok.',
  afterSave: 'Ölçütler çağrı kaydedildikten sonra eklenebilir.',
  add: 'Ölçüt Ekle',
  save: 'Ölçütleri Kaydet',
  name: 'Ölçüt Adı',
  description: 'Açıklama',
  weight: 'Ağırlık',
  scaleMin: 'En düşük',
  scaleMax: 'En yüksek',
  share: (percent: number) => `Toplamın %${percent}'i`,
  up: (ad: string) => `Yukarı taşı: ${ad}`,
  down: (ad: string) => `Aşağı taşı: ${ad}`,
  remove: (ad: string) => `Kaldır: ${ad}`,
  criterion: (n: number) => `${n}. ölçüt`,
} as const;
const T = RUBRIC_TEXT;

const NEW_CRITERION = { ad: '', aciklama: '', agirlik: 1, olcek_min: 1, olcek_max: 5 };

/** Enter in a criterion's one-line field must not submit the call's form around the section. */
const keepEnter = (e: KeyboardEvent) => {
  if (e.key === 'Enter' && (e.target as HTMLElement).tagName === 'INPUT') e.preventDefault();
};

/** The section; `cagriId` null (a call not saved yet): only the hint that criteria come after saving. */
export function RubricSection({ cagriId }: { cagriId: Id | null }) {
  return (
    <Box as="section" aria-label={T.title} borderTopWidth="1px" pt="4" data-testid="rubric-section">
      <Text fontWeight="semibold" mb="1">
        {T.title}
      </Text>
      <Text fontSize="sm" color="fg.muted" mb="3">
        {T.intro}
      </Text>
      {cagriId === null ? (
        <Text fontSize="sm" color="fg.muted">
          {T.afterSave}
        </Text>
      ) : (
        <RubricLoader cagriId={cagriId} />
      )}
    </Box>
  );
}

function RubricLoader({ cagriId }: { cagriId: Id }) {
  const rubric = useRubric(cagriId);
  return (
    <QueryState query={rubric} loadingLabel={T.title} errorTitle={MSG.rubric.loadError}>
      {rubric.data ? rubric.data.kilitli ? <LockedRubric rubric={rubric.data} /> : <RubricEditor cagriId={cagriId} rubric={rubric.data} /> : null}
    </QueryState>
  );
}

function LockedRubric({ rubric }: { rubric: CagriRubric }) {
  const shares = weightShares(rubric.olcutler.map((o) => o.agirlik));
  return (
    <Stack gap="2">
      <Alert.Root status="info" borderRadius="md">
        <Alert.Indicator />
        <Alert.Description>{MSG.rubric.locked}</Alert.Description>
      </Alert.Root>
      {rubric.olcutler.length === 0 ? <Text fontSize="sm">{T.none}</Text> : null}
      {rubric.olcutler.map((o, i) => (
        <Box key={o.id} borderWidth="1px" borderRadius="md" p="2" data-testid="rubric-criterion">
          <CriterionHeading ad={o.ad} olcek_min={o.olcek_min} olcek_max={o.olcek_max} share={shares[i] ?? 0} />
        </Box>
      ))}
    </Stack>
  );
}

function RubricEditor({ cagriId, rubric }: { cagriId: Id; rubric: CagriRubric }) {
  const initial: RubricSavePayload = {
    olcutler: rubric.olcutler.map(({ ad, aciklama, agirlik, olcek_min, olcek_max }) => ({ ad, aciklama, agirlik, olcek_min, olcek_max })),
  };
  const form = useZodForm(ZRubricSave, { defaultValues: initial });
  const rows = useFieldArray({ control: form.control, name: 'olcutler' });
  const save = useSaveRubric(cagriId);
  const [alert, setAlert] = useState<string | null>(null);
  const values = form.watch('olcutler');
  const shares = weightShares(values.map((o) => Number(o.agirlik)));
  // A rule of the whole list (too many criteria) rather than of one criterion.
  const listError = fieldError(form, 'olcutler') ?? fieldError(form, 'olcutler.root' as 'olcutler');

  const submit = form.handleSubmit(async (payload) => {
    setAlert(null);
    try {
      const saved = await save.mutateAsync(payload);
      form.reset({ olcutler: saved.olcutler.map(({ ad, aciklama, agirlik, olcek_min, olcek_max }) => ({ ad, aciklama, agirlik, olcek_min, olcek_max })) });
      notifySuccess(MSG.rubric.saved);
    } catch (error) {
      setAlert(applyServerErrors(form, error, MSG.rubric.saveError));
    }
  });

  return (
    <Stack gap="3" onKeyDown={keepEnter}>
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      {listError ? <FormAlert>{listError}</FormAlert> : null}
      {rows.fields.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {T.none}
        </Text>
      ) : null}
      {rows.fields.map((row, i) => {
        const ad = values[i]?.ad || T.criterion(i + 1);
        const error = (name: 'ad' | 'aciklama' | 'agirlik' | 'olcek_min' | 'olcek_max') => fieldError(form, `olcutler.${i}.${name}`);
        return (
          <Box key={row.id} borderWidth="1px" borderRadius="md" p="3" bg="bg.panel" data-testid="rubric-criterion">
            <Stack gap="3">
              <HStack justify="space-between" gap="2">
                <Text fontSize="sm" fontWeight="semibold" color="fg.muted">
                  {T.criterion(i + 1)}
                </Text>
                <HStack gap="1">
                  <Badge variant="subtle" colorPalette="primary" data-testid="criterion-share">
                    {T.share(Math.round(shares[i] ?? 0))}
                  </Badge>
                  <IconButton size="xs" variant="ghost" aria-label={T.up(ad)} disabled={i === 0} onClick={() => rows.move(i, i - 1)}>
                    <LuArrowUp />
                  </IconButton>
                  <IconButton size="xs" variant="ghost" aria-label={T.down(ad)} disabled={i === rows.fields.length - 1} onClick={() => rows.move(i, i + 1)}>
                    <LuArrowDown />
                  </IconButton>
                  <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={T.remove(ad)} onClick={() => rows.remove(i)}>
                    <LuTrash2 />
                  </IconButton>
                </HStack>
              </HStack>
              <Grid templateColumns={{ base: 'repeat(3, minmax(0, 1fr))', md: '2fr repeat(3, minmax(0, 1fr))' }} gap="3">
                <Field.Root required invalid={!!error('ad')} gridColumn={{ base: '1 / -1', md: 'auto' }}>
                  <Field.Label>
                    {T.name} <Field.RequiredIndicator />
                  </Field.Label>
                  <Input {...form.register(`olcutler.${i}.ad`)} />
                  <Field.ErrorText>{error('ad')}</Field.ErrorText>
                </Field.Root>
                <Field.Root required invalid={!!error('agirlik')}>
                  <Field.Label>{T.weight}</Field.Label>
                  <Input type="number" inputMode="numeric" min={1} max={100} step={1} {...form.register(`olcutler.${i}.agirlik`)} />
                  <Field.ErrorText>{error('agirlik')}</Field.ErrorText>
                </Field.Root>
                <Field.Root required invalid={!!error('olcek_min')}>
                  <Field.Label>{T.scaleMin}</Field.Label>
                  <Input type="number" inputMode="numeric" min={0} max={100} step={1} {...form.register(`olcutler.${i}.olcek_min`)} />
                  <Field.ErrorText>{error('olcek_min')}</Field.ErrorText>
                </Field.Root>
                <Field.Root required invalid={!!error('olcek_max')}>
                  <Field.Label>{T.scaleMax}</Field.Label>
                  <Input type="number" inputMode="numeric" min={0} max={100} step={1} {...form.register(`olcutler.${i}.olcek_max`)} />
                  <Field.ErrorText>{error('olcek_max')}</Field.ErrorText>
                </Field.Root>
                <Field.Root invalid={!!error('aciklama')} gridColumn="1 / -1">
                  <Field.Label>{T.description}</Field.Label>
                  <Textarea rows={2} {...form.register(`olcutler.${i}.aciklama`)} />
                  <Field.ErrorText>{error('aciklama')}</Field.ErrorText>
                </Field.Root>
              </Grid>
            </Stack>
          </Box>
        );
      })}
      <HStack justify="space-between" gap="2" wrap="wrap">
        <Button variant="outline" size="sm" onClick={() => rows.append({ ...NEW_CRITERION })}>
          <LuPlus /> {T.add}
        </Button>
        <Button size="sm" colorPalette="primary" loading={save.isPending} onClick={() => void submit()}>
          {T.save}
        </Button>
      </HStack>
    </Stack>
  );
}
