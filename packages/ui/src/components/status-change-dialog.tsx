import { Alert, Button, Field, NativeSelect, Text, Textarea } from '@chakra-ui/react';
import { GECMIS_NOT_MAX, KARAR_MESSAGES } from '../lib/domain';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { DialogFrame } from './dialog-frame';

export interface StatusOption<T extends string = string> {
  value: T;
  label: string;
}

export interface StatusChangeDialogProps<T extends string = string> {
  open: boolean;
  /** Called on 'İptal', on a dismiss (Escape, backdrop) while not busy, and after a successful save. */
  onClose: () => void;
  title: ReactNode;
  /** Shown above the select (e.g. the record's name). */
  description?: ReactNode;
  /** The current status: the select starts here (and again each time the dialog opens). */
  value: T;
  options: readonly StatusOption<T>[];
  /** May be async: the dialog shows a busy state until it settles, then closes. If it throws, the
   *  dialog stays open and the error goes to onError. */
  onSave: (value: T, note: string) => void | Promise<void>;
  /** Offer a note with the change (a rejection's reason), kept in the object's history and shown to its owner. */
  withNote?: boolean;
  /** The statuses whose note is required (a rejection's reason): saving without one is refused. */
  noteRequired?: (value: T) => boolean;
  /** Told about a failed save (log it, or turn it into `error`). */
  onError?: (error: unknown) => void;
  /** Extra busy state from the caller (e.g. a mutation's isPending). */
  busy?: boolean;
  /** Shown in the dialog as an error alert. */
  error?: ReactNode;
  /** Default 'Durum'. */
  fieldLabel?: string;
  /** Default 'Kaydet'. */
  saveLabel?: string;
  /** Default 'İptal'. */
  cancelLabel?: string;
}

export const STATUS_NOTE_TEXT = {
  label: 'Açıklama (isteğe bağlı)', // ours
  helper: 'Kaydın sahibi bunu bildirimde, e-postada ve geçmişte görür.', // ours
  requiredLabel: 'Red gerekçesi', // ours
} as const;

/** Pick one of a fixed set of statuses and save it (with a note, when offered). */
export function StatusChangeDialog<T extends string = string>({
  open,
  onClose,
  title,
  description,
  value,
  options,
  onSave,
  onError,
  busy: busyProp = false,
  error,
  fieldLabel = 'Durum',
  saveLabel = 'Kaydet',
  cancelLabel = 'İptal',
  withNote = false,
  noteRequired,
}: StatusChangeDialogProps<T>) {
  const [missing, setMissing] = useState(false);
  const [selected, setSelected] = useState<T>(value);
  const [note, setNote] = useState('');
  const [saving, setSaving] = useState(false);
  const mounted = useRef(true);
  const busy = busyProp || saving;

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (open) {
      setSelected(value);
      setNote('');
      setMissing(false);
    }
  }, [open, value]);

  const needsNote = withNote && noteRequired?.(selected) === true;
  const save = async () => {
    if (needsNote && !note.trim()) {
      setMissing(true);
      return;
    }
    setSaving(true);
    try {
      await onSave(selected, note);
      if (mounted.current) onClose();
    } catch (e) {
      onError?.(e);
    } finally {
      if (mounted.current) setSaving(false);
    }
  };

  return (
    <DialogFrame
      open={open}
      title={title}
      onClose={onClose}
      busy={busy}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button onClick={() => void save()} loading={busy}>
            {saveLabel}
          </Button>
        </>
      }
    >
      {description ? (
        <Text mb="4" fontWeight="medium">
          {description}
        </Text>
      ) : null}
      {error ? (
        <Alert.Root status="error" role="alert" mb="4" borderRadius="md">
          <Alert.Indicator />
          <Alert.Title>{error}</Alert.Title>
        </Alert.Root>
      ) : null}
      <Field.Root>
        <Field.Label>{fieldLabel}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={selected}
            onChange={(e) => {
              const next = options.find((o) => o.value === e.currentTarget.value);
              if (next) setSelected(next.value);
            }}
          >
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {withNote ? (
        <Field.Root mt="4" required={needsNote} invalid={needsNote && missing}>
          <Field.Label>
            {needsNote ? STATUS_NOTE_TEXT.requiredLabel : STATUS_NOTE_TEXT.label}
            {needsNote ? <Field.RequiredIndicator /> : null}
          </Field.Label>
          <Textarea
            rows={3}
            maxLength={GECMIS_NOT_MAX}
            value={note}
            onChange={(e) => {
              setNote(e.currentTarget.value);
              if (e.currentTarget.value.trim()) setMissing(false);
            }}
          />
          {needsNote && missing ? <Field.ErrorText>{KARAR_MESSAGES.reasonRequired}</Field.ErrorText> : <Field.HelperText>{STATUS_NOTE_TEXT.helper}</Field.HelperText>}
        </Field.Root>
      ) : null}
    </DialogFrame>
  );
}
