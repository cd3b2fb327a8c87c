import { Button, Dialog, Portal, Stack } from '@chakra-ui/react';
import { useId, type FormEventHandler, type ReactNode } from 'react';
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
    <Dialog.Root open onOpenChange={(d) => !d.open && !busy && onClose()} placement="center" size={size} scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <form id={formId} noValidate onSubmit={onSubmit}>
                <Stack gap="4">
                  {alert ? <FormAlert>{alert}</FormAlert> : null}
                  {children}
                </Stack>
              </form>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={busy}>
                İptal
              </Button>
              <Button type="submit" form={formId} loading={busy} disabled={submitDisabled}>
                {submitLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
