import { Button, Field, HStack, Input, Progress, Text } from '@chakra-ui/react';
import { useId, useRef, useState, type ReactNode } from 'react';
import { LuPaperclip, LuX } from 'react-icons/lu';
import { acceptAttribute, checkFileMeta, type FileRule } from '../lib/domain';

export interface FileFieldProps {
  label: ReactNode;
  /** The domain's rule (extensions, max bytes, Turkish messages). */
  rule: FileRule;
  /** The accepted file (controlled); null/undefined = none. */
  value?: File | null;
  /**
   * Called with the accepted file, or null when the choice was cleared — and when it was rejected,
   * unless `onReject` is given.
   */
  onChange: (file: File | null) => void;
  /**
   * Called instead of `onChange(null)` when a picked file breaks the rule: a form that keeps the
   * rejected file (and so refuses to submit with the field's error) passes it on; the picker shows
   * the message and offers to remove the file.
   */
  onReject?: (file: File, message: string) => void;
  /** Upload progress 0..100; null/undefined hides the bar. */
  progress?: number | null;
  required?: boolean;
  disabled?: boolean;
  helperText?: ReactNode;
  /** An error from outside (e.g. the server's field error); shown when the file itself is fine. */
  error?: string | null;
  name?: string;
  /** Default 'Dosya Seç'. */
  buttonLabel?: string;
  /** Default 'Dosya seçilmedi'. */
  placeholder?: string;
  /** The remove button's label (shown while a file, or a rejected choice, is there). Default 'Dosyayı Kaldır'. */
  removeLabel?: string;
}

/** A file picker that checks type and size with the domain's `checkFileMeta` before accepting. */
export function FileField({
  label,
  rule,
  value,
  onChange,
  progress,
  required,
  disabled,
  helperText,
  error,
  name,
  buttonLabel = 'Dosya Seç',
  placeholder = 'Dosya seçilmedi',
  onReject,
  removeLabel = 'Dosyayı Kaldır',
}: FileFieldProps) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [message, setMessage] = useState<string | null>(null);
  const shown = message ?? error ?? null;

  const onSelect = (files: FileList | null) => {
    const file = files?.[0] ?? null;
    if (!file) {
      setMessage(null);
      onChange(null);
      return;
    }
    const problem = checkFileMeta(rule, { name: file.name, size: file.size });
    if (problem) {
      setMessage(problem);
      if (inputRef.current) inputRef.current.value = '';
      if (onReject) onReject(file, problem);
      else onChange(null);
      return;
    }
    setMessage(null);
    onChange(file);
  };

  const remove = () => {
    setMessage(null);
    if (inputRef.current) inputRef.current.value = '';
    onChange(null);
  };

  const uploading = progress !== null && progress !== undefined;
  const pct = uploading ? Math.min(100, Math.max(0, Math.round(progress))) : 0;

  return (
    <Field.Root invalid={shown !== null} required={required} disabled={disabled} id={inputId}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <HStack gap="3" wrap="wrap">
        <Input
          ref={inputRef}
          type="file"
          name={name}
          accept={acceptAttribute(rule)}
          disabled={disabled || uploading}
          required={required}
          onChange={(e) => onSelect(e.currentTarget.files)}
          srOnly
          css={{ '&:focus-visible + label': { outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' } }}
        />
        <Button asChild variant="outline" size="sm" aria-disabled={disabled || uploading || undefined}>
          <label htmlFor={inputId} aria-hidden="true">
            <LuPaperclip /> {buttonLabel}
          </label>
        </Button>
        <Text fontSize="sm" color={value ? 'fg' : 'fg.muted'} data-testid="file-field-name" wordBreak="break-all">
          {value ? value.name : placeholder}
        </Text>
        {(value || message) && !uploading ? (
          <Button variant="ghost" size="sm" onClick={remove} disabled={disabled}>
            <LuX /> {removeLabel}
          </Button>
        ) : null}
      </HStack>
      {helperText && !shown ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      {shown ? <Field.ErrorText>{shown}</Field.ErrorText> : null}
      {uploading ? (
        <Progress.Root value={pct} max={100} width="full" size="sm" mt="2" aria-label="Yükleme ilerlemesi">
          <HStack gap="3">
            <Progress.Track flex="1">
              <Progress.Range />
            </Progress.Track>
            <Progress.ValueText>%{pct}</Progress.ValueText>
          </HStack>
        </Progress.Root>
      ) : null}
    </Field.Root>
  );
}
