// The fields of a form built with useZodForm: one labelled control bound to the form, showing its
// message under it. A form is then a list of these, not a copy of the Field markup per input.
import { Checkbox, Field, Fieldset, FileField, Input, Stack, Switch, Text, Textarea, TurkishDateInput, TurkishDateTimeInput, type FileRule } from '@portal/ui';
import type { ReactNode } from 'react';
import { Controller, type FieldValues, type Path, type RegisterOptions, type UseFormReturn } from 'react-hook-form';
import { fieldError } from './forms';

// The form's parsed output type does not matter to a field.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyForm<T extends FieldValues> = UseFormReturn<T, unknown, any>;

interface BaseFieldProps<T extends FieldValues> {
  form: AnyForm<T>;
  name: Path<T>;
  label: ReactNode;
  required?: boolean;
  disabled?: boolean;
  helperText?: ReactNode;
}

export interface TextFieldProps<T extends FieldValues> extends BaseFieldProps<T> {
  /** An input type ('text' by default; 'email', 'date', 'datetime-local', 'number', 'password'...). */
  type?: string;
  /** A multi-line text area of this many rows instead of an input. */
  rows?: number;
  maxLength?: number;
  min?: string | number;
  max?: string | number;
  step?: number;
  placeholder?: string;
  autoComplete?: string;
  maxW?: string;
  /** datetime-local: the time taken when only the day is typed ('23:59' for an end). */
  defaultTime?: string;
  /** Extra register options, e.g. `setValueAs` to normalise what is typed. */
  registerOptions?: RegisterOptions<T, Path<T>>;
}

/**
 * A labelled text input (or text area) bound to `form`'s field `name`. A `type="date"` field is the
 * Turkish date input ('gg.aa.yyyy' in the box, 'YYYY-MM-DD' in the form), never the browser's own;
 * `type="datetime-local"` adds a 24-hour 'ss:dd' time box ('YYYY-MM-DDTHH:mm' in the form).
 */
export function TextField<T extends FieldValues>(props: TextFieldProps<T>) {
  if (props.type === 'date' || props.type === 'datetime-local') return <DateTextField {...props} />;
  return <PlainTextField {...props} />;
}

function PlainTextField<T extends FieldValues>({ form, name, label, required, disabled, helperText, rows, registerOptions, ...input }: TextFieldProps<T>) {
  const error = fieldError(form, name);
  const registered = form.register(name, registerOptions);
  return (
    <Field.Root required={required} disabled={disabled} invalid={Boolean(error)}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {rows ? <Textarea rows={rows} maxLength={input.maxLength} placeholder={input.placeholder} {...registered} /> : <Input {...input} {...registered} />}
      {helperText ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}

function DateTextField<T extends FieldValues>({ form, name, label, required, disabled, helperText, maxW, type, defaultTime }: TextFieldProps<T>) {
  const error = fieldError(form, name);
  return (
    <Field.Root required={required} disabled={disabled} invalid={Boolean(error)} maxW={maxW}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => {
          const bound = { name: field.name, ref: field.ref, value: typeof field.value === 'string' ? field.value : '', onValueChange: field.onChange, onBlur: field.onBlur };
          return type === 'datetime-local' ? (
            <TurkishDateTimeInput {...bound} timeLabel={typeof label === 'string' ? `${label} saati` : 'Saat'} defaultTime={defaultTime} />
          ) : (
            <TurkishDateInput {...bound} />
          );
        }}
      />
      {helperText ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}

export interface AttachmentFieldProps<T extends FieldValues> extends BaseFieldProps<T> {
  rule: FileRule;
  /** Upload progress 0..100 while sending, else null. */
  progress?: number | null;
}

/**
 * A file picker bound to `form`'s field `name`. The form holds the File — also a rejected one (a
 * `.txt` where PDF is asked for), so that the form's schema refuses to submit with the field's
 * message instead of sending the form without the attachment; the picker's remove button clears it.
 * The field is checked again on every pick, so the message goes as soon as an acceptable file is in.
 */
export function AttachmentField<T extends FieldValues>({ form, name, label, disabled, helperText, rule, progress = null }: AttachmentFieldProps<T>) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <FileField
          label={label}
          name={field.name}
          rule={rule}
          value={(field.value as File | null | undefined) ?? null}
          onChange={(file) => {
            field.onChange(file);
            void form.trigger(name);
          }}
          onReject={(file) => {
            field.onChange(file);
            void form.trigger(name);
          }}
          progress={progress}
          helperText={helperText}
          error={fieldState.error?.message ?? null}
          disabled={disabled}
        />
      )}
    />
  );
}

export interface SwitchFieldProps<T extends FieldValues> {
  form: AnyForm<T>;
  name: Path<T>;
  label: ReactNode;
  /** Shown while the form holds no value (a new record's default). */
  defaultChecked?: boolean;
}

/** An on/off switch (a record's 'Aktif') bound to `form`'s boolean field `name`. */
export function SwitchField<T extends FieldValues>({ form, name, label, defaultChecked = true }: SwitchFieldProps<T>) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Switch.Root checked={(field.value as boolean | undefined) ?? defaultChecked} onCheckedChange={(d) => field.onChange(d.checked)}>
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>{label}</Switch.Label>
        </Switch.Root>
      )}
    />
  );
}

export interface CheckboxGroupFieldProps<T extends FieldValues> extends BaseFieldProps<T> {
  /** The choices: the value kept in the form's array, and its label. */
  options: readonly { value: string; label: string }[];
  /** Side by side (short labels such as file types) instead of one per line. */
  inline?: boolean;
}

/** A group of checkboxes bound to `form`'s array field `name` (the values checked, in the order checked). */
export function CheckboxGroupField<T extends FieldValues>({ form, name, label, required, disabled, helperText, options, inline = false }: CheckboxGroupFieldProps<T>) {
  const error = fieldError(form, name);
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => {
        const chosen = Array.isArray(field.value) ? (field.value as string[]) : [];
        return (
          <Fieldset.Root invalid={Boolean(error)} disabled={disabled}>
            <Fieldset.Legend fontWeight="medium" fontSize="sm">
              {label}
              {required ? (
                <Text as="span" color="fg.error" ms="1" aria-hidden>
                  *
                </Text>
              ) : null}
            </Fieldset.Legend>
            {helperText ? <Fieldset.HelperText>{helperText}</Fieldset.HelperText> : null}
            <Stack direction={inline ? 'row' : 'column'} gap={inline ? '4' : '2'} wrap="wrap" mt="1">
              {options.map((option) => (
                <Checkbox.Root
                  key={option.value}
                  checked={chosen.includes(option.value)}
                  onCheckedChange={(e) => field.onChange(e.checked === true ? [...chosen, option.value] : chosen.filter((c) => c !== option.value))}
                  disabled={disabled}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{option.label}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </Stack>
            {error ? <Fieldset.ErrorText>{error}</Fieldset.ErrorText> : null}
          </Fieldset.Root>
        );
      }}
    />
  );
}
