// The form builder of a call's application form (issue 51): sections with titles, each with its
// fields; every field's kind, key, label, help text, required flag and its kind's settings (length,
// number limits, choices, file types and size); add, remove and reorder sections and fields. The
// values are the domain's ZFormTanimi input, checked by that schema before saving.
import { CheckboxGroupField, Controller, fieldError, SwitchField, TextField, useFieldArray, type Path, type UseFormReturn } from '@portal/app-kit';
import { FORM_ALAN_TURLERI, FORM_ALAN_TURU_ETIKETLERI, FORM_DOSYA_TURLERI, type FormAlaniInput, type FormAlanTuru, type FormTanimiInput } from '@portal/domain';
import { Box, Button, Card, Field, HStack, IconButton, NativeSelect, SimpleGrid, Stack, Text, Textarea } from '@portal/ui';
import { LuArrowDown, LuArrowUp, LuPlus, LuTrash2 } from 'react-icons/lu';

// The form's parsed output type does not matter here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type BuilderForm = UseFormReturn<FormTanimiInput, unknown, any>;

/** What a new field of `tur` starts with besides the common parts. */
function kindDefaults(tur: FormAlanTuru): Partial<FormAlaniInput> {
  switch (tur) {
    case 'kisa_metin':
      return { max_uzunluk: 255 };
    case 'uzun_metin':
      return { max_uzunluk: 5000 };
    case 'sayi':
      return { min: null, max: null, tam_sayi: false };
    case 'tek_secim':
    case 'coklu_secim':
      return { secenekler: ['Seçenek 1', 'Seçenek 2'] };
    case 'dosya':
      return { dosya_turleri: ['pdf'], max_mb: 10 };
    default:
      return {};
  }
}

/** A key not used yet in the form: alan_1, alan_2, ... */
function freshKey(tanim: FormTanimiInput): string {
  const used = new Set(tanim.bolumler.flatMap((b) => b.alanlar.map((a) => a.anahtar)));
  let n = used.size + 1;
  while (used.has(`alan_${n}`)) n++;
  return `alan_${n}`;
}

export function newField(tanim: FormTanimiInput, tur: FormAlanTuru = 'kisa_metin'): FormAlaniInput {
  return { anahtar: freshKey(tanim), tur, etiket: '', yardim: '', zorunlu: false, ...kindDefaults(tur) } as FormAlaniInput;
}

/** '' -> null (no limit), else the number typed (the schema refuses what is not one). */
const numberOrNull = (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v));
const numberOrUndefined = (v: unknown) => (v === '' || v === null || v === undefined ? undefined : Number(v));

function MoveButtons({ label, index, count, move, remove }: { label: string; index: number; count: number; move: (from: number, to: number) => void; remove: () => void }) {
  return (
    <HStack gap="1">
      <IconButton aria-label={`Yukarı taşı: ${label}`} size="xs" variant="ghost" disabled={index === 0} onClick={() => move(index, index - 1)}>
        <LuArrowUp />
      </IconButton>
      <IconButton aria-label={`Aşağı taşı: ${label}`} size="xs" variant="ghost" disabled={index === count - 1} onClick={() => move(index, index + 1)}>
        <LuArrowDown />
      </IconButton>
      <IconButton aria-label={`Sil: ${label}`} size="xs" variant="ghost" colorPalette="red" onClick={remove}>
        <LuTrash2 />
      </IconButton>
    </HStack>
  );
}

function KindSettings({ form, base, tur }: { form: BuilderForm; base: `bolumler.${number}.alanlar.${number}`; tur: FormAlanTuru }) {
  const p = (k: string) => `${base}.${k}` as Path<FormTanimiInput>;
  switch (tur) {
    case 'kisa_metin':
    case 'uzun_metin':
      return <TextField form={form} name={p('max_uzunluk')} label="En fazla karakter" type="number" maxW="xs" registerOptions={{ setValueAs: numberOrUndefined }} />;
    case 'sayi':
      return (
        <Stack gap="3">
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
            <TextField form={form} name={p('min')} label="En küçük değer" type="number" registerOptions={{ setValueAs: numberOrNull }} />
            <TextField form={form} name={p('max')} label="En büyük değer" type="number" registerOptions={{ setValueAs: numberOrNull }} />
          </SimpleGrid>
          <SwitchField form={form} name={p('tam_sayi')} label="Yalnızca tam sayı" defaultChecked={false} />
        </Stack>
      );
    case 'tek_secim':
    case 'coklu_secim':
      return <ChoicesField form={form} name={p('secenekler')} />;
    case 'dosya':
      return (
        <Stack gap="3">
          <CheckboxGroupField form={form} name={p('dosya_turleri')} label="İzin verilen dosya türleri" inline options={FORM_DOSYA_TURLERI.map((t) => ({ value: t, label: t.toUpperCase() }))} />
          <TextField form={form} name={p('max_mb')} label="En büyük dosya (MB)" type="number" maxW="xs" registerOptions={{ setValueAs: numberOrUndefined }} />
        </Stack>
      );
    default:
      return null;
  }
}

/** The choices, one per line; blank lines go when the box loses focus. */
function ChoicesField({ form, name }: { form: BuilderForm; name: Path<FormTanimiInput> }) {
  const error = fieldError(form, name);
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Field.Root invalid={Boolean(error)} required>
          <Field.Label>
            Seçenekler <Field.RequiredIndicator />
          </Field.Label>
          <Textarea
            rows={4}
            value={Array.isArray(field.value) ? (field.value as string[]).join('\n') : ''}
            onChange={(e) => field.onChange(e.currentTarget.value.split('\n'))}
            onBlur={() => {
              field.onChange((Array.isArray(field.value) ? (field.value as string[]) : []).filter((o) => o.trim() !== ''));
              field.onBlur();
            }}
          />
          <Field.HelperText>Her satıra bir seçenek yazın.</Field.HelperText>
          {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
        </Field.Root>
      )}
    />
  );
}

function FieldEditor({ form, section, index, count, move, remove }: { form: BuilderForm; section: number; index: number; count: number; move: (a: number, b: number) => void; remove: () => void }) {
  const base = `bolumler.${section}.alanlar.${index}` as const;
  const tur = form.watch(`${base}.tur`) as FormAlanTuru;
  const etiket = form.watch(`${base}.etiket`);
  const name = etiket?.trim() || `${index + 1}. alan`;
  return (
    <Card.Root variant="outline" size="sm" data-testid="builder-field">
      <Card.Body gap="3">
        <HStack justify="space-between" gap="2" wrap="wrap">
          <Text fontWeight="semibold" fontSize="sm">
            {index + 1}. {FORM_ALAN_TURU_ETIKETLERI[tur]}
          </Text>
          <MoveButtons label={name} index={index} count={count} move={move} remove={remove} />
        </HStack>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <Field.Root>
            <Field.Label>Alan türü</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                aria-label={`Alan türü: ${name}`}
                value={tur}
                onChange={(e) => {
                  const next = e.currentTarget.value as FormAlanTuru;
                  const current = form.getValues(base);
                  form.setValue(base, { anahtar: current.anahtar, etiket: current.etiket, yardim: current.yardim, zorunlu: current.zorunlu, tur: next, ...kindDefaults(next) } as FormAlaniInput, {
                    shouldDirty: true,
                  });
                }}
              >
                {FORM_ALAN_TURLERI.map((t) => (
                  <option key={t} value={t}>
                    {FORM_ALAN_TURU_ETIKETLERI[t]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <TextField form={form} name={`${base}.anahtar`} label="Anahtar" required helperText="Dışa aktarımda ve cevaplarda kullanılır; sonradan değiştirmeyin." />
        </SimpleGrid>
        <TextField form={form} name={`${base}.etiket`} label="Etiket" required maxLength={200} />
        <TextField form={form} name={`${base}.yardim`} label="Yardım metni" rows={2} maxLength={500} />
        <SwitchField form={form} name={`${base}.zorunlu`} label="Zorunlu" defaultChecked={false} />
        <KindSettings key={tur} form={form} base={base} tur={tur} />
      </Card.Body>
    </Card.Root>
  );
}

function SectionEditor({ form, index, count, move, remove }: { form: BuilderForm; index: number; count: number; move: (a: number, b: number) => void; remove: () => void }) {
  const fields = useFieldArray({ control: form.control, name: `bolumler.${index}.alanlar` });
  const baslik = form.watch(`bolumler.${index}.baslik`);
  const name = baslik?.trim() || `${index + 1}. bölüm`;
  return (
    <Box borderWidth="1px" borderRadius="lg" p={{ base: '3', md: '4' }} bg="bg.subtle" data-testid="builder-section">
      <Stack gap="3">
        <HStack justify="space-between" align="flex-end" gap="2">
          <Box flex="1">
            <TextField form={form} name={`bolumler.${index}.baslik`} label={`${index + 1}. Bölüm başlığı`} required maxLength={200} />
          </Box>
          <MoveButtons label={name} index={index} count={count} move={move} remove={remove} />
        </HStack>
        {fields.fields.map((f, i) => (
          <FieldEditor key={f.id} form={form} section={index} index={i} count={fields.fields.length} move={fields.move} remove={() => fields.remove(i)} />
        ))}
        {fields.fields.length === 0 ? (
          <Text color="fg.muted" fontSize="sm">
            Bu bölümde henüz alan yok.
          </Text>
        ) : null}
        <Box>
          <Button size="sm" variant="outline" onClick={() => fields.append(newField(form.getValues()))}>
            <LuPlus /> Alan Ekle
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

/** Every section of the form with its fields, and a button for another section. */
export function FormBuilder({ form }: { form: BuilderForm }) {
  const sections = useFieldArray({ control: form.control, name: 'bolumler' });
  return (
    <Stack gap="4">
      {sections.fields.length === 0 ? (
        <Text color="fg.muted">Bu çağrının ek sorusu yok: başvuranlar yalnızca proje başlığı, açıklama ve dosya gönderir. Bir bölüm ekleyerek başlayın.</Text>
      ) : null}
      {sections.fields.map((s, i) => (
        <SectionEditor key={s.id} form={form} index={i} count={sections.fields.length} move={sections.move} remove={() => sections.remove(i)} />
      ))}
      <Box>
        <Button size="sm" variant="outline" onClick={() => sections.append({ baslik: '', alanlar: [newField(form.getValues())] })}>
          <LuPlus /> Bölüm Ekle
        </Button>
      </Box>
    </Stack>
  );
}
