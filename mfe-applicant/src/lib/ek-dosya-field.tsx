// The optional attachment of the applicant's forms that upload one (an application, a report): the
// form's 'ek_dosya' under the texts' file label and help, showing the upload's progress while the
// form sends and taking no other file meanwhile.
import { AttachmentField, type AttachmentFieldProps } from '@portal/app-kit';

export interface EkDosyaFieldProps<T extends Record<string, unknown>> extends Pick<AttachmentFieldProps<T>, 'form' | 'rule'> {
  /** The form's texts (MSG.application, MSG.report). */
  text: { fileLabel: string; fileHelp: string };
  /** The form is sending. */
  sending: boolean;
  /** The upload's progress, 0..100, shown only while sending. */
  progress: number | null;
  /** Locked for a reason of the form's own (a closed call). */
  disabled?: boolean;
}

export function EkDosyaField<T extends Record<string, unknown>>({ form, rule, text, sending, progress, disabled = false }: EkDosyaFieldProps<T>) {
  return (
    <AttachmentField
      form={form}
      name={'ek_dosya' as AttachmentFieldProps<T>['name']}
      label={text.fileLabel}
      rule={rule}
      progress={sending ? progress : null}
      helperText={text.fileHelp}
      disabled={disabled || sending}
    />
  );
}
