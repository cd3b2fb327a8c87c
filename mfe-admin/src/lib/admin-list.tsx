// The admin list family, screen side: a list's state in the URL and its query (useAdminList), the
// page drawn from it (AdminListScreen: toolbar, server-paged table with the 'İşlemler' column, the
// dialogs) and the delete confirmation every admin table has. A new admin screen is its view
// (columns, texts, filters) and its dialogs; paging, sorting, empty texts and deleting come from here.
import { useDebouncedSearch } from '@portal/app-kit';
import { extractErrorText, getErrorStatus } from '@portal/api-client';
import { aktifPasifMeta, type Id, type Paginated } from '@portal/domain';
import {
  Button,
  ConfirmDialog,
  DataTable,
  Flex,
  HStack,
  RowActions,
  SearchFilterBar,
  selectionColumn,
  Stack,
  StatusChip,
  notifySuccess,
  type DataTableColumn,
  type Decision,
  type FilterOption,
  type RowActionsProps,
} from '@portal/ui';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import type { AdminExportList } from '@portal/api-client';
import { ExportMenu } from './export-menu';
import { ADMIN_PAGE_SIZE, useListParams, type ListParams } from './list-params';
import { logAdminError, useLogError } from './log-error';
import { LeftFilterNotice, SelectionBar } from './selection-bar';

/** The query every admin list sends: the page, the search, the order and the list's own filters. */
export type AdminListQuery<F extends string> = { page: number; page_size: number; search: string; ordering: string } & Record<F, string>;

export interface AdminList<F extends string, T> {
  list: ListParams<F>;
  query: UseQueryResult<Paginated<T>>;
  /** The search box's text (committed to the URL after a pause). */
  searchText: string;
  setSearchText: (text: string) => void;
  /** A search or a filter is set. */
  filtered: boolean;
  /** 'Filtreleri Temizle': the search (also one typed but not yet in the URL) and the filters. */
  clear: () => void;
}

/**
 * The state of one admin list screen: paging, search, order and the view's `filters` in the URL, the
 * page query built from them, and its failure logged as '<label> yüklenemedi' (admin lists show
 * nothing on failure).
 */
export function useAdminList<F extends string, T>(
  view: Pick<AdminListView<F, T>, 'label' | 'filters'>,
  useList: (query: AdminListQuery<F>) => UseQueryResult<Paginated<T>>,
): AdminList<F, T> {
  const list = useListParams(view.filters);
  const [searchText, setSearchText, resetSearchText] = useDebouncedSearch(list.search, list.setSearch);
  const query = useList({ page: list.page, page_size: ADMIN_PAGE_SIZE, search: list.search, ordering: list.ordering, ...list.filters });
  useLogError(`${view.label} yüklenemedi`, query.error);
  const filtered = list.search !== '' || Object.values<string>(list.filters).some((v) => v !== '');
  const { clear: clearUrl } = list;
  const clear = useCallback(() => {
    // The box too: a search typed but not yet in the URL would otherwise come back after the pause.
    resetSearchText('');
    clearUrl();
  }, [resetSearchText, clearUrl]);
  return { list, query, searchText, setSearchText, filtered, clear };
}

export interface AdminListToolbarProps<F extends string> {
  admin: AdminList<F, unknown>;
  placeholder: string;
  /** The filter the status select drives, and its options. */
  status?: { key: F; options: readonly FilterOption[] };
  /** The header button that opens the create dialog. */
  create?: { label: string; onClick: () => void };
  /** Further header buttons or links, before the create button. */
  actions?: ReactNode;
  /** Further filters after the status select. */
  children?: ReactNode;
  /** The list whose current view the 'Dışa Aktar' menu downloads. */
  exportList?: AdminExportList;
}

/** Search, status filter, 'Filtreleri Temizle' and the create button above an admin table. */
export function AdminListToolbar<F extends string>({ admin, placeholder, status, create, actions, children, exportList }: AdminListToolbarProps<F>) {
  const { list } = admin;
  return (
    <Flex gap="3" align="flex-start" direction={{ base: 'column-reverse', md: 'row' }}>
      <SearchFilterBar
        flex="1"
        search={admin.searchText}
        onSearchChange={admin.setSearchText}
        placeholder={placeholder}
        status={status ? list.filters[status.key] : undefined}
        onStatusChange={status ? (v) => list.setFilter(status.key, v) : undefined}
        statusOptions={status?.options}
        onClear={admin.filtered ? admin.clear : undefined}
        // A search typed and not yet sent, or a new page of results on its way (the old one stays shown meanwhile).
        busy={admin.searchText.trim() !== list.search || admin.query.isPlaceholderData}
      >
        {children}
      </SearchFilterBar>
      <HStack gap="2" wrap="wrap">
        {exportList ? <ExportMenu list={exportList} params={list} /> : null}
        {actions}
        {create ? (
          <Button colorPalette="primary" onClick={create.onClick}>
            {create.label}
          </Button>
        ) : null}
      </HStack>
    </Flex>
  );
}

/** The 'Durum' column of the lists of things staff switch off (calls, resources, companies, users, mentors). */
export function aktifColumn<T>(aktif: (row: T) => boolean, options: { key?: string; sortKey?: string } = {}): DataTableColumn<T> {
  return {
    key: options.key ?? 'durum',
    header: 'Durum',
    sortKey: options.sortKey,
    cell: (row) => {
      const meta = aktifPasifMeta(aktif(row));
      return <StatusChip label={meta.label} color={meta.color} />;
    },
  };
}

/** The last column of every admin table: the row's menu ('İşlemler: <name>'). */
export function rowActionsColumn<T>(name: (row: T) => string, actions: (row: T) => RowActionsProps['actions']): DataTableColumn<T> {
  return { key: 'islemler', header: 'İşlemler', align: 'end', actions: true, cell: (row) => <RowActions name={name(row)} actions={actions(row)} /> };
}

export interface AdminListTableProps<T extends { id: Id }> {
  'aria-label': string;
  columns: readonly DataTableColumn<T>[];
  /** The list's state (spread a `useAdminList` result). */
  list: Pick<ListParams<string>, 'page' | 'sort' | 'setSort' | 'setPage'>;
  query: UseQueryResult<Paginated<T>>;
  /** True when a search or filter is set: the empty text then says nothing matched. */
  filtered: boolean;
  emptyText: { none: string; noMatch: string };
  /** The row's name in the detail toggle ('Ayrıntılar: <name>'). */
  rowLabel?: (row: T) => string;
}

export function AdminListTable<T extends { id: Id }>({ list, query, filtered, emptyText, rowLabel, ...props }: AdminListTableProps<T>) {
  return (
    <DataTable
      aria-label={props['aria-label']}
      size="sm"
      rowLabel={rowLabel}
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

/**
 * What an admin list page shows, beside its state and its dialogs: the table (its name, its columns,
 * the row's name, the empty texts; the row menu is added after the columns) and the toolbar's search,
 * status filter, export and create button.
 */
export interface AdminListView<F extends string, T> {
  /** The table's name ('Çağrılar'). */
  label: string;
  /** The list's filters kept in the URL and sent with its query (the status select's among them). */
  filters: readonly F[];
  /** In order; STATUS_COLUMN stands where the rows' status column goes. */
  columns: readonly (DataTableColumn<T> | typeof STATUS_COLUMN)[];
  /** The row's name in its menu ('İşlemler: <name>') and its detail toggle ('Ayrıntılar: <name>'). */
  rowName: (row: T) => string;
  /** The detail toggle's name, when it is not `rowName`. */
  rowLabel?: (row: T) => string;
  emptyText: { none: string; noMatch: string };
  placeholder: string;
  /** The filter the status select drives, and its options. */
  status?: { key: F; options: readonly FilterOption[] };
  /** The list whose current view the 'Dışa Aktar' menu downloads. */
  exportList?: AdminExportList;
  /** The label of the header button that opens the create form (`rows.create`). */
  create?: string;
}

/** In a view's columns, the place of the rows' `statusColumn` (the staff decisions' status chip,
 *  which opens their status dialog, so it is made with the rows, not with the view). */
export const STATUS_COLUMN = 'status';

/** The row menu and the row dialogs of a list (useRowDialogs, useStaffDecisions). */
export interface AdminRows<T> {
  actions: (row: T) => RowActionsProps['actions'];
  /** The column the view's STATUS_COLUMN stands for. */
  statusColumn?: DataTableColumn<T>;
  /** The open dialog and the delete confirmation. */
  dialogs: ReactNode;
  /** Opens the form for a new row. */
  create?: () => void;
  /** Rows staff may select and decide together (a checkbox column and the selection bar). */
  selection?: {
    selected: ReadonlySet<Id>;
    onChange: (next: Set<Id>) => void;
    selectable: (row: T) => boolean;
    decide: (decision: Decision, rows: T[]) => void;
  };
  /** Rows just given a new status: those the refreshed page no longer holds are named above it. */
  decided?: readonly DecidedRow[];
  clearDecided?: () => void;
}

/** A row just decided: its id, its name and its new status as shown. */
export interface DecidedRow {
  id: Id;
  name: string;
  label: string;
}

export interface AdminListScreenProps<F extends string, T extends { id: Id }> {
  /** The list's state (a `useAdminList` result). */
  admin: AdminList<F, T>;
  view: AdminListView<F, T>;
  rows: AdminRows<T>;
  /** Further filters in the toolbar, after the status select. */
  filters?: ReactNode;
  /** Further header buttons or links, before the create button. */
  actions?: ReactNode;
  /** More of the page, between the table and the dialogs. */
  children?: ReactNode;
}

/** An admin list page: the toolbar, the server-paged table with the row menu last, then the row dialogs. */
export function AdminListScreen<F extends string, T extends { id: Id }>({ admin, view, rows, filters, actions, children }: AdminListScreenProps<F, T>) {
  const { columns, rowName } = view;
  const { statusColumn, actions: rowActions, selection, decided, clearDecided } = rows;
  const results = admin.query.data?.results;
  const withMenu = useMemo(
    () => [...columns.flatMap((c) => (c !== STATUS_COLUMN ? [c] : statusColumn ? [statusColumn] : [])), rowActionsColumn(rowName, rowActions)],
    [columns, statusColumn, rowName, rowActions],
  );
  const withSelection = useMemo(
    () =>
      selection
        ? [selectionColumn<T, Id>({ rows: results ?? [], getRowId: (r) => r.id, selected: selection.selected, onChange: selection.onChange, selectable: selection.selectable, rowLabel: rowName }), ...withMenu]
        : withMenu,
    [selection, results, withMenu, rowName],
  );
  // The selected rows of this page that can still be decided.
  const chosen = selection && results ? results.filter((r) => selection.selected.has(r.id) && selection.selectable(r)) : [];
  // Decided rows the refreshed page no longer holds (they left the filter); none while it loads.
  const left = decided && results && !admin.query.isFetching ? decided.filter((d) => !results.some((r) => r.id === d.id)) : [];

  // Another page, search or filter: the selection and the notes of the last page go.
  const { page, search, filters: listFilters } = admin.list;
  const listKey = JSON.stringify([page, search, listFilters]);
  const clearSelection = selection?.onChange;
  useEffect(() => {
    clearSelection?.(new Set());
    clearDecided?.();
    // Only a new list position clears them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [listKey]);

  const create = view.create !== undefined && rows.create ? { label: view.create, onClick: rows.create } : undefined;
  return (
    <>
      <AdminListToolbar admin={admin} placeholder={view.placeholder} status={view.status} exportList={view.exportList} actions={actions} create={create}>
        {filters}
      </AdminListToolbar>
      {left.length > 0 || chosen.length > 0 ? (
        <Stack gap="2">
          {left.length > 0 && clearDecided ? <LeftFilterNotice rows={left} onClose={clearDecided} /> : null}
          {selection && chosen.length > 0 ? (
            <SelectionBar count={chosen.length} onDecide={(decision) => selection.decide(decision, chosen)} onClear={() => selection.onChange(new Set())} />
          ) : null}
        </Stack>
      ) : null}
      <AdminListTable aria-label={view.label} columns={withSelection} rowLabel={view.rowLabel ?? rowName} {...admin} emptyText={view.emptyText} />
      {children}
      {rows.dialogs}
    </>
  );
}

/** The toast after a delete (ours). */
export const DELETE_DONE = 'Kayıt silindi';

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
          notifySuccess(DELETE_DONE);
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
