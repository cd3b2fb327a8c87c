import { Button, Dialog, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { DialogFrame } from './dialog-frame';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  message?: ReactNode;
  /** Default 'Sil'. */
  confirmLabel?: string;
  /** Default 'İptal'. */
  cancelLabel?: string;
  /** May be async: the dialog shows a busy state until it settles, then closes. If it throws, the
   *  dialog stays open and shows the error's message (the caller may also toast it). */
  onConfirm: () => void | Promise<void>;
  /** Red confirm button (default true: most confirmations are deletes). */
  destructive?: boolean;
}

function errorText(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return 'İşlem başarısız oldu. Lütfen tekrar deneyin.';
}

/** Every delete in the portal asks here first. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  confirmLabel = 'Sil',
  cancelLabel = 'İptal',
  onConfirm,
  destructive = true,
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const mounted = useRef(true);
  const cancelRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (open) setError(null);
  }, [open]);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
      if (mounted.current) onOpenChange(false);
    } catch (e) {
      if (mounted.current) setError(errorText(e));
    } finally {
      if (mounted.current) setBusy(false);
    }
  };

  return (
    <DialogFrame
      role="alertdialog"
      open={open}
      title={title}
      onClose={() => onOpenChange(false)}
      busy={busy}
      initialFocusEl={() => cancelRef.current}
      closeOnInteractOutside={!busy}
      closeOnEscape={!busy}
      footer={
        <>
          <Button ref={cancelRef} variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button colorPalette={destructive ? 'red' : 'primary'} onClick={() => void confirm()} loading={busy} aria-busy={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {message ? <Dialog.Description asChild><div>{message}</div></Dialog.Description> : null}
      {error ? (
        <Text role="alert" color="fg.error" mt={message ? '3' : '0'}>
          {error}
        </Text>
      ) : null}
    </DialogFrame>
  );
}
