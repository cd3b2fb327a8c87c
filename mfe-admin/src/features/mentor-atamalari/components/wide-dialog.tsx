// The frame of the two assignment dialogs that show many rows at once (bulk assign, the suggested
// plan): a wide dialog whose body scrolls, 'İptal' and the dialog's own primary button in the
// footer; not closable while saving.
import { Button, DialogFrame, type ButtonProps } from '@portal/ui';
import type { ReactNode } from 'react';
import { ASSIGNMENT_TEXT as T } from './assignment-text';

export interface WideDialogProps {
  title: string;
  /** While saving: Escape, the backdrop and 'İptal' do nothing. */
  busy: boolean;
  onClose: () => void;
  /** The footer's primary button, after 'İptal' (it shows it is busy while saving). */
  primary: Omit<ButtonProps, 'children'> & { label: ReactNode };
  children: ReactNode;
}

/** Mount it to open it. */
export function WideDialog({ title, busy, onClose, primary, children }: WideDialogProps) {
  const { label, ...primaryProps } = primary;
  return (
    <DialogFrame
      title={title}
      onClose={onClose}
      busy={busy}
      size="xl"
      scrollBehavior="inside"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {T.cancel}
          </Button>
          <Button colorPalette="primary" loading={busy} {...primaryProps}>
            {label}
          </Button>
        </>
      }
    >
      {children}
    </DialogFrame>
  );
}
