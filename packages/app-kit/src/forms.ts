// The one way to build a form: react-hook-form holding the values, the domain's zod schema deciding
// what is valid (so the client says exactly what the server would), and the server's DRF field
// errors landing under the fields they name.
import { zodResolver } from '@hookform/resolvers/zod';
import { extractErrorText, extractFieldErrors } from '@portal/api-client';
import { get, useForm, type FieldValues, type Path, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

/** A schema whose parsed input is a record of fields (what a form edits). */
type FormSchema = z.ZodType<FieldValues, FieldValues>;

/**
 * `useForm` validated by `schema`: values are `z.input` while editing and the submit handler receives
 * the parsed `z.output` (trimmed strings, numbers, defaults). Errors show after the first submit and
 * then follow every change, so a corrected field clears its message at once.
 */
export function useZodForm<S extends FormSchema>(
  schema: S,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  return useForm<z.input<S>, unknown, z.output<S>>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    ...options,
    resolver: zodResolver(schema),
  });
}

/**
 * Put the server's per-field messages (`{"field": ["message"]}`) under the form's fields of those
 * names; messages for names the form does not have are left to the alert. Returns whether any field
 * got a message.
 */
export function setServerFieldErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T, unknown, FieldValues>, 'setError' | 'getValues'>,
  fieldErrors: Record<string, string | undefined>,
): boolean {
  const names = new Set(Object.keys(form.getValues()));
  let any = false;
  for (const [name, message] of Object.entries(fieldErrors)) {
    if (message === undefined || !names.has(name)) continue;
    form.setError(name as Path<T>, { type: 'server', message });
    any = true;
  }
  return any;
}

/**
 * A failed submit: field messages under their fields, and the text for the form's alert in the
 * client's error order (detail, non_field_errors, field messages, plain body, `fallback`).
 */
export function applyServerErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T, unknown, FieldValues>, 'setError' | 'getValues'>,
  error: unknown,
  fallback: string,
): string {
  setServerFieldErrors(form, extractFieldErrors(error));
  return extractErrorText(error, fallback);
}

/** The message to show under a field, if any (for Chakra's `Field.Root invalid` / `Field.ErrorText`). */
export function fieldError<T extends FieldValues>(
  form: Pick<UseFormReturn<T, unknown, FieldValues>, 'formState'>,
  name: Path<T>,
): string | undefined {
  // `get` follows dotted paths, so rows of a field array ('assignments.0.mentor_id') work too.
  const error = get(form.formState.errors, name) as { message?: unknown } | undefined;
  return typeof error?.message === 'string' ? error.message : undefined;
}
