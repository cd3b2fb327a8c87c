import { Button, Stack } from '@chakra-ui/react';
import { useId, type FormEventHandler, type ReactNode } from 'react';
import { DialogFrame } from './dialog-frame';
import { FormAlert } from './form-alert';

export interface FormDialogProps {
  title: ReactNode;
  /** The form's submit handler (react-hook-form's `handleSubmit(...)` fits). */
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  /** While saving: the dialog cannot be closed and the save button spins. */
  busy?: boolean;
  /** A message for the whole form (a refusal from the server), above the fields. */
  alert?: string | null;
  /** Default 'Kaydet'. */
  submitLabel?: string;
  /** The save button stays disabled until the form is ready (e.g. a required choice is made). */
  submitDisabled?: boolean;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  children: ReactNode;
}

/**
 * Every create/edit dialog of the portal: a title, the fields stacked in one form, a form-level alert,
 * and 'İptal' / 'Kaydet' in the footer. Mount it to open it; it closes through `onClose` (Escape, the
 * backdrop and 'İptal' are ignored while `busy`).
 */
export function FormDialog({
  title,
  onSubmit,
  onClose,
  busy = false,
  alert,
  submitLabel = 'Kaydet',
  submitDisabled = false,
  size = 'md',
  children,
}: FormDialogProps) {
  const formId = useId();
  return (
    <DialogFrame
      title={title}
      onClose={onClose}
      busy={busy}
      size={size}
      scrollBehavior="inside"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            İptal
          </Button>
          <Button type="submit" form={formId} loading={busy} disabled={submitDisabled}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit}>
        <Stack gap="4">
          {alert ? <FormAlert>{alert}</FormAlert> : null}
          {children}
        </Stack>
      </form>
    </DialogFrame>
  );
}
