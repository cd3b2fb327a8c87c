// The admin lists whose rows staff decide on (applications, reports, reservations, receipts): the
// status filter's options and the rows' shared columns and dialogs: the status chip opening that
// dialog, and the row menu with view, status, quick approve / reject (only from the state
// QUICK_DECISION_FROM names) and delete; the status dialog (any status, with a note) and the delete
// confirmation (opened through useRowDialogs). The status dialog's title and the log lines are the
// noun's ('Başvuru Durumunu Değiştir', 'Başvuru silinemedi'). A page adds its own columns, its detail
// dialog and its other texts.
import { extractErrorText, getErrorStatus } from '@portal/api-client';
import {
  BASVURU_DURUMLARI,
  BASVURU_DURUM_META,
  canQuickDecide,
  DEKONT_DURUMLARI,
  DEKONT_DURUM_META,
  QUICK_DECISION_TO,
  RAPOR_DURUMLARI,
  RAPOR_DURUM_META,
  REZERVASYON_DURUMLARI,
  REZERVASYON_DURUM_META,
  type Id,
  type QuickDecisionKind,
  type StatusMeta,
} from '@portal/domain';
import { StatusChangeDialog, type DataTableColumn, type RowActionsProps, type StatusOption } from '@portal/ui';
import type { UseMutationResult } from '@tanstack/react-query';
import { useMemo, useState, type ComponentType } from 'react';
import type { AdminRows, DeleteConfirmProps } from './admin-list';
import { logAdminError } from './log-error';
import { useRowDialogs } from './row-dialogs';
import { statusColumn } from './status-column';

/** Each decided noun's name (in its dialogs' titles and its log lines), its statuses, and the one
 *  its status dialog starts at when a row's is unknown (the state a submitted record starts in). */
const DECIDED = {
  basvuru: { noun: 'Başvuru', statuses: BASVURU_DURUMLARI, meta: BASVURU_DURUM_META as Record<string, StatusMeta>, fallback: 'GONDERILDI' },
  rapor: { noun: 'Rapor', statuses: RAPOR_DURUMLARI, meta: RAPOR_DURUM_META as Record<string, StatusMeta>, fallback: 'GONDERILDI' },
  rezervasyon: { noun: 'Rezervasyon', statuses: REZERVASYON_DURUMLARI, meta: REZERVASYON_DURUM_META as Record<string, StatusMeta>, fallback: 'BEKLEME' },
  dekont: { noun: 'Dekont', statuses: DEKONT_DURUMLARI, meta: DEKONT_DURUM_META as Record<string, StatusMeta>, fallback: 'YUKLENDI' },
} as const satisfies Record<QuickDecisionKind, { noun: string; statuses: readonly string[]; meta: Record<string, StatusMeta>; fallback: string }>;

/** The statuses of a decided noun ('ONAY' | 'RED' | ... for applications). */
export type DurumOf<K extends QuickDecisionKind> = (typeof DECIDED)[K]['statuses'][number];

/** The status filter's and the status dialog's options: every status of `kind`, in the domain's order. */
export function decisionOptions<K extends QuickDecisionKind>(kind: K): StatusOption<DurumOf<K>>[] {
  const { statuses, meta } = DECIDED[kind];
  return statuses.map((d: DurumOf<K>) => ({ value: d, label: meta[d]!.label }));
}

/** The status select of a decided list's toolbar: the list's `durum` filter, every status of `kind`. */
export function decisionFilter<K extends QuickDecisionKind>(kind: K) {
  return { key: 'durum', options: decisionOptions(kind) } as const;
}

/** The status a row's dialog starts at: its own (compared in upper case), else the noun's fallback. */
function currentStatus<K extends QuickDecisionKind>(kind: K, durum: string | null | undefined): DurumOf<K> {
  const value = typeof durum === 'string' ? durum.toUpperCase() : '';
  const statuses: readonly string[] = DECIDED[kind].statuses;
  return (statuses.includes(value) ? value : DECIDED[kind].fallback) as DurumOf<K>;
}

/** What the log says when a status change of `kind` fails. */
function statusFailure(kind: QuickDecisionKind) {
  return `${DECIDED[kind].noun} durumu güncellenemedi`;
}

/** A status change as the admin hooks' useUpdateStatus makes it. */
export type StatusMutation<D extends string> = UseMutationResult<unknown, Error, { id: Id; durum: D; note?: string }>;

/** A decided noun's status dialog, as its page states it. */
export interface DecisionStatusTexts<K extends QuickDecisionKind, T> {
  /** The record's name above the select. */
  description: (row: T) => string;
  /** The noun's status change (its admin hooks' useUpdateStatus). */
  useUpdate: () => StatusMutation<DurumOf<K>>;
  /** A 409 is the server refusing this change with a reason: the dialog shows it (this text when the
   *  answer has none) instead of only logging it. */
  refusal?: string;
}

interface DecisionStatusDialogProps<K extends QuickDecisionKind, T extends { id: Id; durum: string }> extends DecisionStatusTexts<K, T> {
  kind: K;
  row: T;
  onClose: () => void;
}

/** Any status of the row, with a note kept in its history ('<Noun> Durumunu Değiştir'). Mount it to open it. */
function DecisionStatusDialog<K extends QuickDecisionKind, T extends { id: Id; durum: string }>({
  kind,
  row,
  description,
  useUpdate,
  refusal,
  onClose,
}: DecisionStatusDialogProps<K, T>) {
  const { noun } = DECIDED[kind];
  const [refused, setRefused] = useState<string | null>(null);
  const update = useUpdate();
  return (
    <StatusChangeDialog
      open
      onClose={onClose}
      title={`${noun} Durumunu Değiştir`}
      description={description(row)}
      value={currentStatus(kind, row.durum)}
      options={decisionOptions(kind)}
      withNote
      onSave={async (durum, note) => {
        setRefused(null);
        await update.mutateAsync({ id: row.id, durum, note });
      }}
      onError={(error) => {
        if (refusal !== undefined && getErrorStatus(error) === 409) setRefused(extractErrorText(error, refusal));
        else logAdminError(statusFailure(kind), error);
      }}
      busy={update.isPending}
      error={refusal !== undefined ? refused : undefined}
    />
  );
}

/** The props of a row's dialog: the row, and how to close it (mount the dialog to open it). */
export interface RowDialogProps<T> {
  row: T;
  onClose: () => void;
}

export interface StaffDecisionsConfig<K extends QuickDecisionKind, T extends { id: Id; durum: string }> {
  kind: K;
  /** The row's name in the status chip's label ('Durumu değiştir: <status> (<name>)'). */
  statusName: (row: T) => string;
  /** The quick approve / reject of a row; by default the status dialog's `useUpdate`. */
  useQuickDecide?: () => UseMutationResult<unknown, Error, { id: Id; durum: DurumOf<K> }>;
  /** Told (after the log) when a quick decision fails. */
  onQuickDecideError?: (error: Error) => void;
  /** The status dialog's texts and mutation. */
  status: DecisionStatusTexts<K, T>;
  /** The row's view dialog (mount it to open it). */
  DetailDialog: ComponentType<RowDialogProps<T>>;
  /** The delete confirmation's texts and mutation (its failure is logged as '<Noun> silinemedi'). */
  remove: Omit<DeleteConfirmProps<T>, 'item' | 'onClose' | 'failure'>;
}

/** The status column, and the row menu and dialogs for AdminListScreen's `rows`. */
export interface StaffDecisions<T> extends AdminRows<T> {
  statusColumn: DataTableColumn<T>;
}

/** The shared column, row menu and dialogs of a decided list (pass module-level functions: a new one makes a new column). */
export function useStaffDecisions<K extends QuickDecisionKind, T extends { id: Id; durum: string }>(config: StaffDecisionsConfig<K, T>): StaffDecisions<T> {
  const { kind, statusName, useQuickDecide = config.status.useUpdate, onQuickDecideError, status, DetailDialog, remove } = config;
  const quickDecide = useQuickDecide();
  const { open, confirmDelete, dialogs } = useRowDialogs<T, 'status'>({
    view: (row, onClose) => <DetailDialog row={row} onClose={onClose} />,
    more: { status: (row, onClose) => <DecisionStatusDialog kind={kind} row={row} onClose={onClose} {...status} /> },
    remove: { ...remove, failure: `${DECIDED[kind].noun} silinemedi` },
  });

  // Pages pass module-level names, so the status column is made once and the row menu changes only
  // with the quick decision's state.
  const chipColumn = useMemo(() => statusColumn<T>(kind, { name: statusName, onChange: (row) => open('status', row) }), [kind, statusName, open]);
  const actions = useMemo(() => {
    const decide = (row: T, decision: 'approve' | 'reject') =>
      quickDecide.mutate(
        { id: row.id, durum: QUICK_DECISION_TO[kind][decision] as DurumOf<K> },
        {
          onError: (error) => {
            logAdminError(statusFailure(kind), error);
            onQuickDecideError?.(error);
          },
        },
      );
    return (row: T): RowActionsProps['actions'] => {
      const quick = canQuickDecide(kind, row.durum);
      const busy = quickDecide.isPending && quickDecide.variables?.id === row.id;
      return [
        { kind: 'view', onClick: () => open('view', row) },
        { kind: 'status', onClick: () => open('status', row) },
        quick && { kind: 'approve', disabled: busy, onClick: () => decide(row, 'approve') },
        quick && { kind: 'reject', disabled: busy, onClick: () => decide(row, 'reject') },
        { kind: 'delete', onClick: () => confirmDelete(row) },
      ];
    };
  }, [kind, quickDecide, onQuickDecideError, open, confirmDelete]);

  return { statusColumn: chipColumn, actions, dialogs };
}
