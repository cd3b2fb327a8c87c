// The frame of an admin form dialog: title, the form (submitted by the footer's save button), an
// error alert above the fields, cancel and save. Closing is refused while saving.
import { Alert, Button, Dialog, Portal, Stack } from '@portal/ui';
import { useId, type FormEvent, type ReactNode } from 'react';

export interface FormDialogProps {
  title: string;
  onClose: () => void;
  onSubmit: () => void | Promise<void>;
  busy: boolean;
  /** A message for the whole form (the server's detail, a rule that belongs to no field). */
  error?: string | null;
  submitLabel?: string;
  children: ReactNode;
  size?: 'sm' | 'md' | 'lg';
}

export function FormDialog({ title, onClose, onSubmit, busy, error, submitLabel = 'Kaydet', children, size = 'md' }: FormDialogProps) {
  const formId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) void onSubmit();
  };
  return (
    <Dialog.Root open onOpenChange={(d) => !d.open && !busy && onClose()} placement="center" size={size} scrollBehavior="outside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <form id={formId} noValidate onSubmit={submit} aria-label={title}>
                <Stack gap="4">
                  {error ? (
                    <Alert.Root status="error" role="alert" borderRadius="md">
                      <Alert.Indicator />
                      <Alert.Title>{error}</Alert.Title>
                    </Alert.Root>
                  ) : null}
                  {children}
                </Stack>
              </form>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={busy}>
                İptal
              </Button>
              <Button type="submit" form={formId} loading={busy} colorPalette="primary">
                {submitLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
