// The actions cell of a table row: the same buttons, words, colours and accessible names on every
// admin table ("Sil: <row name>"), in the order view, edit, approve, reject, delete.
import { Button, HStack } from '@chakra-ui/react';

export type RowActionKind = 'view' | 'edit' | 'approve' | 'reject' | 'delete';

export interface RowAction {
  kind: RowActionKind;
  onClick: () => void;
  disabled?: boolean;
}

const LOOK: Record<RowActionKind, { label: string; variant: 'outline' | 'solid'; colorPalette?: string }> = {
  view: { label: 'Görüntüle', variant: 'outline' },
  edit: { label: 'Düzenle', variant: 'outline' },
  approve: { label: 'Onayla', variant: 'solid', colorPalette: 'green' },
  reject: { label: 'Reddet', variant: 'solid', colorPalette: 'orange' },
  delete: { label: 'Sil', variant: 'outline', colorPalette: 'red' },
};
const ORDER: RowActionKind[] = ['view', 'edit', 'approve', 'reject', 'delete'];

export interface RowActionsProps {
  /** The row's name in the buttons' accessible names ("Düzenle: <name>"). */
  name: string;
  /** Falsy entries are left out (an action that does not apply to this row). */
  actions: (RowAction | false | null | undefined)[];
}

export function RowActions({ name, actions }: RowActionsProps) {
  const shown = actions.filter((a): a is RowAction => !!a).sort((a, b) => ORDER.indexOf(a.kind) - ORDER.indexOf(b.kind));
  return (
    <HStack gap="2" justify="flex-end" wrap="wrap">
      {shown.map((action) => {
        const look = LOOK[action.kind];
        return (
          <Button
            key={action.kind}
            size="xs"
            variant={look.variant}
            colorPalette={look.colorPalette}
            aria-label={`${look.label}: ${name}`}
            disabled={action.disabled}
            onClick={action.onClick}
          >
            {look.label}
          </Button>
        );
      })}
    </HStack>
  );
}
