// The dialogs of an admin table's rows: at most one open at a time (create, edit, view or one of the
// page's own, for one row) and the delete confirmation. A page says how each dialog renders; which
// one is open, the row menu's standard items and what the create button opens come from here.
import type { Id } from '@portal/domain';
import type { RowActionsProps } from '@portal/ui';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { DeleteConfirm, type AdminRows, type DeleteConfirmProps } from './admin-list';

/** Renders a row's dialog, open (it is mounted only while open); `onClose` unmounts it. */
export type RowDialog<T> = (row: T, onClose: () => void) => ReactNode;

export interface RowDialogsConfig<T extends { id: Id }, K extends string> {
  /** The create / edit form: `row` is null for a new one. */
  form?: (row: T | null, onClose: () => void) => ReactNode;
  /** The 'Görüntüle' dialog. */
  view?: RowDialog<T>;
  /** The page's other row dialogs by name, opened with `open(name, row)`. */
  more?: Record<K, RowDialog<T>>;
  /** The delete confirmation's texts and mutation. */
  remove: Omit<DeleteConfirmProps<T>, 'item' | 'onClose'>;
}

/** AdminListScreen's `rows`: the standard row menu (view with a view dialog, edit with a form, delete),
 *  the dialogs, and what a page with its own menu items opens them with. */
export interface RowDialogs<T, K extends string> extends AdminRows<T> {
  /** Opens the form for a new row (the header's create button). */
  create: () => void;
  /** Opens a row's dialog. */
  open: (kind: 'view' | 'edit' | K, row: T) => void;
  /** Asks whether to delete the row. */
  confirmDelete: (row: T) => void;
}

/** The open dialog; the form with no row is the one for a new row. */
type Opened<T, K> = { kind: 'view' | 'edit' | K; row: T | null } | null;

/** The row dialogs of an admin list. The functions it returns never change, so columns built with
 *  them need no other dependency. */
export function useRowDialogs<T extends { id: Id }, K extends string = never>(config: RowDialogsConfig<T, K>): RowDialogs<T, K> {
  const { form, view, more, remove } = config;
  const [opened, setOpened] = useState<Opened<T, K>>(null);
  const [deleting, setDeleting] = useState<T | null>(null);

  const create = useCallback(() => setOpened({ kind: 'edit', row: null }), []);
  const open = useCallback((kind: 'view' | 'edit' | K, row: T) => setOpened({ kind, row }), []);
  const hasForm = form !== undefined;
  const hasView = view !== undefined;
  const actions = useMemo(
    () =>
      (row: T): RowActionsProps['actions'] => [
        hasView && { kind: 'view', onClick: () => open('view', row) },
        hasForm && { kind: 'edit', onClick: () => open('edit', row) },
        { kind: 'delete', onClick: () => setDeleting(row) },
      ],
    [hasView, hasForm, open],
  );

  const close = () => setOpened(null);
  let dialog: ReactNode = null;
  if (opened?.kind === 'edit') dialog = form?.(opened.row, close);
  else if (opened?.row) dialog = (opened.kind === 'view' ? view : more?.[opened.kind as K])?.(opened.row, close);
  const dialogs = (
    <>
      {dialog}
      <DeleteConfirm item={deleting} onClose={() => setDeleting(null)} {...remove} />
    </>
  );
  return { create, open, confirmDelete: setDeleting, actions, dialogs };
}
