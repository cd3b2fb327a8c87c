// Staff's decision on one record or on several: approve (a note is optional) or reject (the reason is
// required: the person reads it in the notification and the e-mail). The dialog names what is being
// decided and who will be told, and stays open showing the refusal when the save fails.
import { Button, Field, Text, Textarea } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { GECMIS_NOT_MAX, KARAR_MESSAGES } from '../lib/domain';
import { DialogFrame } from './dialog-frame';

export type Decision = 'approve' | 'reject';

export interface DecisionDialogProps {
  decision: Decision;
  /** 'Başvuruyu Reddet', '3 Başvuruyu Onayla'. */
  title: ReactNode;
  /** What is decided: the record's name, or the names of the selected ones. */
  subject: ReactNode;
  /** Who hears of it ('Başvuru sahibine bildirim ve e-posta gönderilir.'). */
  notice?: ReactNode;
  /** Saves with the trimmed note; if it throws, the dialog stays open and shows the error's message. */
  onConfirm: (note: string) => Promise<void>;
  /** 'İptal', Escape or the backdrop while not busy, and after a successful save. */
  onClose: () => void;
  /** Default 'Onayla' / 'Reddet'. */
  confirmLabel?: string;
}

export const DECISION_TEXT = {
  approve: 'Onayla',
  reject: 'Reddet',
  reasonLabel: 'Red gerekçesi',
  reasonHelper: 'Kaydın sahibi bu gerekçeyi bildirimde ve e-postada okur; geçmişte de saklanır.',
  noteLabel: 'Not (isteğe bağlı)',
  noteHelper: 'Yazarsanız kaydın sahibi bildirimde ve e-postada okur.',
  failed: 'İşlem başarısız oldu. Lütfen tekrar deneyin.',
} as const;

function errorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : DECISION_TEXT.failed;
}

export function DecisionDialog({ decision, title, subject, notice, onConfirm, onClose, confirmLabel }: DecisionDialogProps) {
  const reject = decision === 'reject';
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [missing, setMissing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const mounted = useRef(true);
  const noteRef = useRef<HTMLTextAreaElement>(null);
  const errorId = useId();

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const confirm = async () => {
    const text = note.trim();
    if (reject && !text) {
      setMissing(true);
      noteRef.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onConfirm(text);
      if (mounted.current) onClose();
    } catch (e) {
      if (mounted.current) setError(errorText(e));
    } finally {
      if (mounted.current) setBusy(false);
    }
  };

  return (
    <DialogFrame
      title={title}
      onClose={onClose}
      busy={busy}
      initialFocusEl={() => noteRef.current}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            İptal
          </Button>
          <Button colorPalette={reject ? 'red' : 'green'} onClick={() => void confirm()} loading={busy}>
            {confirmLabel ?? (reject ? DECISION_TEXT.reject : DECISION_TEXT.approve)}
          </Button>
        </>
      }
    >
      <Text fontWeight="medium" mb="2" wordBreak="break-word">
        {subject}
      </Text>
      {notice ? (
        <Text color="fg.muted" fontSize="sm" mb="4">
          {notice}
        </Text>
      ) : null}
      {error ? (
        <Text role="alert" color="fg.error" mb="3" whiteSpace="pre-line">
          {error}
        </Text>
      ) : null}
      <Field.Root required={reject} invalid={missing}>
        <Field.Label>
          {reject ? DECISION_TEXT.reasonLabel : DECISION_TEXT.noteLabel}
          {reject ? <Field.RequiredIndicator /> : null}
        </Field.Label>
        <Textarea
          ref={noteRef}
          rows={4}
          maxLength={GECMIS_NOT_MAX}
          value={note}
          aria-describedby={missing ? errorId : undefined}
          onChange={(e) => {
            setNote(e.currentTarget.value);
            if (missing && e.currentTarget.value.trim()) setMissing(false);
          }}
        />
        {missing ? <Field.ErrorText id={errorId}>{KARAR_MESSAGES.reasonRequired}</Field.ErrorText> : <Field.HelperText>{reject ? DECISION_TEXT.reasonHelper : DECISION_TEXT.noteHelper}</Field.HelperText>}
      </Field.Root>
    </DialogFrame>
  );
}
