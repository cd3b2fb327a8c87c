// A call's own application form (issue 51) as applicants fill it: its sections and fields bound to
// a react-hook-form form under `cevaplar.<key>`, checked by the domain's makeAnswersSchema. The one
// renderer of a form: the apply page, the draft page and the admin builder's preview all draw it,
// so staff preview exactly what applicants see.
import { fileAnswerRule, type DosyaCevabi, type FormAlani, type FormTanimi } from '@portal/domain';
import { Box, Button, Field, Heading, HStack, Link, NativeSelect, Stack, Text, type FileRule } from '@portal/ui';
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { AttachmentField, CheckboxGroupField, TextField } from './form-fields';
import { fieldError } from './forms';

// The form's parsed output type does not matter to a field.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyForm<T extends FieldValues> = UseFormReturn<T, unknown, any>;

export interface CallFormFieldsProps<T extends FieldValues> {
  form: AnyForm<T>;
  tanim: FormTanimi;
  disabled?: boolean;
}

const YES = 'evet';
const NO = 'hayir';

/** The picker's rule of a file field: the types and size staff chose for it. */
function pickerRule(alan: Extract<FormAlani, { tur: 'dosya' }>): FileRule {
  const rule = fileAnswerRule(alan);
  return { extensions: rule.extensions, mimeTypes: [], maxBytes: rule.maxBytes, typeMessage: rule.typeMessage, sizeMessage: rule.sizeMessage };
}

const isKeptFile = (v: unknown): v is DosyaCevabi => typeof v === 'object' && v !== null && 'dosya_id' in v && 'url' in v;

function AnswerField<T extends FieldValues>({ form, alan, disabled }: { form: AnyForm<T>; alan: FormAlani; disabled?: boolean }) {
  const name = `cevaplar.${alan.anahtar}` as Path<T>;
  const common = { form, name, label: alan.etiket, required: alan.zorunlu, disabled, helperText: alan.yardim || undefined };
  switch (alan.tur) {
    case 'kisa_metin':
      return <TextField {...common} maxLength={alan.max_uzunluk} />;
    case 'uzun_metin':
      return <TextField {...common} rows={5} maxLength={alan.max_uzunluk} />;
    case 'sayi':
      return <TextField {...common} type="number" step={alan.tam_sayi ? 1 : undefined} min={alan.min ?? undefined} max={alan.max ?? undefined} maxW="xs" />;
    case 'tarih':
      return <TextField {...common} type="date" maxW="xs" />;
    case 'eposta':
      return <TextField {...common} type="email" autoComplete="email" />;
    case 'url':
      return <TextField {...common} type="url" placeholder="https://" />;
    case 'dosya':
      return <FileAnswerField form={form} name={name} alan={alan} disabled={disabled} />;
    case 'coklu_secim':
      return <CheckboxGroupField {...common} options={alan.secenekler.map((o) => ({ value: o, label: o }))} />;
    default:
      return <ChoiceField form={form} name={name} alan={alan} disabled={disabled} />;
  }
}

/** Single choice and yes/no as a select (several choices are a CheckboxGroupField). */
function ChoiceField<T extends FieldValues>({ form, name, alan, disabled }: { form: AnyForm<T>; name: Path<T>; alan: Extract<FormAlani, { tur: 'tek_secim' | 'evet_hayir' }>; disabled?: boolean }) {
  const error = fieldError(form, name);
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => {
        const yesNo = alan.tur === 'evet_hayir';
        const value = yesNo ? (field.value === true ? YES : field.value === false ? NO : '') : typeof field.value === 'string' ? field.value : '';
        return (
          <Field.Root required={alan.zorunlu} invalid={Boolean(error)} disabled={disabled} maxW="md">
            <Field.Label>
              {alan.etiket}
              {alan.zorunlu ? <Field.RequiredIndicator /> : null}
            </Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                name={field.name}
                ref={field.ref}
                onBlur={field.onBlur}
                value={value}
                onChange={(e) => {
                  const v = e.currentTarget.value;
                  field.onChange(yesNo ? (v === YES ? true : v === NO ? false : null) : v);
                }}
              >
                <option value="">Seçiniz</option>
                {yesNo ? (
                  <>
                    <option value={YES}>Evet</option>
                    <option value={NO}>Hayır</option>
                  </>
                ) : (
                  alan.secenekler.map((option) => (
                    <option key={option} value={option}>
                      {option}
                    </option>
                  ))
                )}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            {alan.yardim ? <Field.HelperText>{alan.yardim}</Field.HelperText> : null}
            {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
          </Field.Root>
        );
      }}
    />
  );
}

/** A file answer: the picker, or the draft's kept file with its link and a button to pick another. */
function FileAnswerField<T extends FieldValues>({ form, name, alan, disabled }: { form: AnyForm<T>; name: Path<T>; alan: Extract<FormAlani, { tur: 'dosya' }>; disabled?: boolean }) {
  const kept: unknown = form.watch(name);
  if (isKeptFile(kept)) {
    return (
      <Field.Root required={alan.zorunlu} disabled={disabled}>
        <Field.Label>
          {alan.etiket}
          {alan.zorunlu ? <Field.RequiredIndicator /> : null}
        </Field.Label>
        <HStack gap="3" wrap="wrap">
          <Link href={kept.url} target="_blank" rel="noreferrer" fontWeight="medium">
            {kept.ad}
          </Link>
          <Button size="xs" variant="outline" disabled={disabled} onClick={() => form.setValue(name, null as T[Path<T>], { shouldDirty: true })}>
            Başka Dosya Seç
          </Button>
        </HStack>
        {alan.yardim ? <Field.HelperText>{alan.yardim}</Field.HelperText> : null}
      </Field.Root>
    );
  }
  // The picker's label takes no required mark of its own: the same red star the other fields show.
  const label = alan.zorunlu ? (
    <>
      {alan.etiket}
      <Text as="span" color="fg.error" ms="1" aria-hidden>
        *
      </Text>
    </>
  ) : (
    alan.etiket
  );
  return <AttachmentField form={form} name={name} label={label} disabled={disabled} rule={pickerRule(alan)} helperText={alan.yardim || undefined} />;
}

/** The sections of a call's form, each with its title, then its fields in order. */
export function CallFormFields<T extends FieldValues>({ form, tanim, disabled }: CallFormFieldsProps<T>) {
  return (
    <Stack gap="6" data-testid="call-form-fields">
      {tanim.bolumler.map((bolum, i) => (
        <Box as="section" key={i} aria-label={bolum.baslik}>
          <Heading as="h3" size="md" mb="3" pb="2" borderBottomWidth="1px">
            {bolum.baslik}
          </Heading>
          <Stack gap="4">
            {bolum.alanlar.map((alan) => (
              <AnswerField key={alan.anahtar} form={form} alan={alan} disabled={disabled} />
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
