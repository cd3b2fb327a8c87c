// The frame every dialog of the portal shares (confirm, form, detail, status change, the wide
// assignment dialogs): Chakra's dialog in a portal over a backdrop, centred, with a title, a body
// and a footer of buttons. While `busy` (a write in flight) nothing closes it: Escape, the backdrop
// and the close button's request are ignored, so a save cannot be left half-seen.
import { Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface DialogFrameProps
  extends Omit<Dialog.RootProps, 'open' | 'onOpenChange' | 'children' | 'title'> {
  /** Default true: most dialogs are mounted to open them. */
  open?: boolean;
  title: ReactNode;
  /** A close request (Escape, the backdrop) while not busy. */
  onClose: () => void;
  busy?: boolean;
  footer: ReactNode;
  children: ReactNode;
}

export function DialogFrame({ open = true, title, onClose, busy = false, footer, children, ...root }: DialogFrameProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(d) => !d.open && !busy && onClose()} placement="center" {...root}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>{footer}</Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
