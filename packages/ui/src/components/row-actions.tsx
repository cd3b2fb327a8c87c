// The actions cell of a table row, the same on every admin table and on one line: the quick
// decisions the spec gives a row (Onayla / Reddet) as buttons, everything else in one menu
// 'İşlemler: <row name>' in the fixed order view, edit, status, the page's own items, delete.
import { Button, HStack, IconButton, Menu, Portal } from '@chakra-ui/react';
import { LuEllipsisVertical } from 'react-icons/lu';

/** 'approve' and 'reject' are buttons; the others are menu items. */
export type RowActionKind = 'view' | 'edit' | 'status' | 'approve' | 'reject' | 'delete';

export interface StandardRowAction {
  kind: RowActionKind;
  onClick: () => void;
  disabled?: boolean;
}

/** A page's own menu item (e.g. 'Şirkete Ata'), placed after status and before delete. */
export interface CustomRowAction {
  kind: 'custom';
  /** Stable id of the item. */
  value: string;
  label: string;
  onClick: () => void;
  disabled?: boolean;
  tone?: 'success' | 'warning' | 'danger';
}

export type RowAction = StandardRowAction | CustomRowAction;

const LABEL: Record<RowActionKind, string> = {
  view: 'Görüntüle',
  edit: 'Düzenle',
  status: 'Durumu Değiştir',
  approve: 'Onayla',
  reject: 'Reddet',
  delete: 'Sil',
};
const QUICK: Partial<Record<RowActionKind, { colorPalette: string }>> = {
  approve: { colorPalette: 'green' },
  reject: { colorPalette: 'orange' },
};
const ORDER: (RowActionKind | 'custom')[] = ['view', 'edit', 'status', 'custom', 'delete'];
const TONE = { success: 'fg.success', warning: 'fg.warning', danger: 'fg.error' } as const;

export interface RowActionsProps {
  /** The row's name in the accessible names ('İşlemler: <name>', 'Onayla: <name>'). */
  name: string;
  /** Falsy entries are left out (an action that does not apply to this row). */
  actions: (RowAction | false | null | undefined)[];
}

export function RowActions({ name, actions }: RowActionsProps) {
  const given = actions.filter((a): a is RowAction => !!a);
  const quick = (['approve', 'reject'] as const).flatMap((kind) => given.filter((a) => a.kind === kind));
  // Stable sort: the page's own items keep their order.
  const items = given.filter((a) => !(a.kind in QUICK)).sort((a, b) => ORDER.indexOf(a.kind) - ORDER.indexOf(b.kind));
  return (
    <HStack gap="1.5" justify="flex-end" wrap="nowrap" w="max-content" ml="auto">
      {quick.map((action) => (
        <Button
          key={action.kind}
          size="xs"
          variant="subtle"
          colorPalette={QUICK[action.kind as RowActionKind]?.colorPalette}
          aria-label={`${LABEL[action.kind as RowActionKind]}: ${name}`}
          disabled={action.disabled}
          onClick={action.onClick}
        >
          {LABEL[action.kind as RowActionKind]}
        </Button>
      ))}
      {items.length > 0 ? (
        <Menu.Root positioning={{ placement: 'bottom-end' }} lazyMount unmountOnExit>
          <Menu.Trigger asChild>
            <IconButton size="xs" variant="outline" aria-label={`İşlemler: ${name}`}>
              <LuEllipsisVertical aria-hidden="true" />
            </IconButton>
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content minW="40">
                {items.map((action) =>
                  action.kind === 'custom' ? (
                    <Menu.Item
                      key={`custom-${action.value}`}
                      value={action.value}
                      disabled={action.disabled}
                      color={action.tone ? TONE[action.tone] : undefined}
                      onClick={action.onClick}
                    >
                      {action.label}
                    </Menu.Item>
                  ) : (
                    <Menu.Item
                      key={action.kind}
                      value={action.kind}
                      disabled={action.disabled}
                      color={action.kind === 'delete' ? 'fg.error' : undefined}
                      onClick={action.onClick}
                    >
                      {LABEL[action.kind]}
                    </Menu.Item>
                  ),
                )}
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
      ) : null}
    </HStack>
  );
}
