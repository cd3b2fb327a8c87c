// The admin list family, screen side: the server-paged table bound to the list's URL state and its
// query, and the delete confirmation every admin table has. A new admin screen is its columns,
// filters and dialogs; paging, sorting, empty texts and deleting come from here.
import { extractErrorText, getErrorStatus } from '@portal/api-client';
import type { Id, Paginated } from '@portal/domain';
import { ConfirmDialog, DataTable, type DataTableColumn } from '@portal/ui';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { ListParams } from './list-params';
import { ADMIN_PAGE_SIZE } from './list-params';
import { logAdminError } from './log-error';

export interface AdminListTableProps<T extends { id: Id }> {
  'aria-label': string;
  columns: readonly DataTableColumn<T>[];
  list: Pick<ListParams<string>, 'page' | 'sort' | 'setSort' | 'setPage'>;
  query: UseQueryResult<Paginated<T>>;
  /** True when a search or filter is set: the empty text then says nothing matched. */
  filtered: boolean;
  emptyText: { none: string; noMatch: string };
}

export function AdminListTable<T extends { id: Id }>({ list, query, filtered, emptyText, ...props }: AdminListTableProps<T>) {
  return (
    <DataTable
      aria-label={props['aria-label']}
      mode="server"
      columns={props.columns}
      rows={query.data?.results ?? []}
      getRowId={(row) => row.id}
      loading={query.isPending}
      sort={list.sort}
      onSortChange={list.setSort}
      page={list.page}
      pageSize={ADMIN_PAGE_SIZE}
      total={query.data?.count ?? 0}
      onPageChange={list.setPage}
      // On failure an admin list shows nothing (the error is logged by the page).
      emptyText={query.isError ? null : filtered ? emptyText.noMatch : emptyText.none}
    />
  );
}

export interface DeleteConfirmProps<T extends { id: Id }> {
  /** The row to delete; null closes the dialog. */
  item: T | null;
  onClose: () => void;
  title: string;
  message: (item: T) => string;
  remove: UseMutationResult<void, Error, Id>;
  /** What the log says when it fails (admin lists show nothing to the user on failure). */
  failure: string;
  /** When the server refuses with a reason (409/400), the dialog shows its detail, else this text. */
  refusal?: string;
}

export function DeleteConfirm<T extends { id: Id }>({ item, onClose, title, message, remove, failure, refusal }: DeleteConfirmProps<T>) {
  return (
    <ConfirmDialog
      open={item !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
      message={item ? message(item) : undefined}
      onConfirm={async () => {
        if (!item) return;
        try {
          await remove.mutateAsync(item.id);
        } catch (error) {
          const status = getErrorStatus(error);
          // A refusal with a reason (e.g. a call that still has applications): say why, in the dialog.
          if (refusal !== undefined && (status === 409 || status === 400)) throw new Error(extractErrorText(error, refusal));
          logAdminError(failure, error);
        }
      }}
    />
  );
}
