// The admin lists whose rows staff decide on (applications, reports, reservations, receipts): the
// status filter's options and the rows' shared columns and dialogs: the status chip opening that
// dialog, and the row menu with view, status, approve / reject (only from the state
// QUICK_DECISION_FROM names) and delete; the status dialog (any status, with a note; a rejection
// needs its reason) and the delete confirmation (opened through useRowDialogs). Approving or
// rejecting asks first in a decision dialog (a rejection's reason is required; the person reads it in
// the notification and the e-mail), for one row or for the selected ones (the checkboxes and the
// bar above the table), and ends with a toast. A decided row that leaves the current filter is
// named above the table instead of vanishing. The status dialog's title and the log lines are the
// noun's ('Başvuru Durumunu Değiştir', 'Başvuru silinemedi'). A page adds its own columns, its detail
// dialog and its other texts.
import { extractErrorText, getErrorStatus, isApiError } from '@portal/api-client';
import {
  isRejection,
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
import { DecisionDialog, StatusChangeDialog, notifySuccess, type DataTableColumn, type Decision, type RowActionsProps, type StatusOption } from '@portal/ui';
import type { UseMutationResult } from '@tanstack/react-query';
import { useCallback, useMemo, useState, type ComponentType } from 'react';
import type { AdminRows, DecidedRow, DeleteConfirmProps } from './admin-list';
import { logAdminError } from './log-error';
import { useRowDialogs } from './row-dialogs';
import { statusColumn } from './status-column';
import { DECISION_MESSAGES, DECISION_WORDS } from './decision-text';

/** Each decided noun's name (in its dialogs' titles and its log lines), its statuses, and the one
 *  its status dialog starts at when a row's is unknown (the state a submitted record starts in). */
const DECIDED = {
  basvuru: { noun: 'Başvuru', statuses: BASVURU_DURUMLARI, meta: BASVURU_DURUM_META as Record<string, StatusMeta>, fallback: 'GONDERILDI' },
  rapor: { noun: 'Rapor', statuses: RAPOR_DURUMLARI, meta: RAPOR_DURUM_META as Record<string, StatusMeta>, fallback: 'GONDERILDI' },
  rezervasyon: { noun: 'Rezervasyon', statuses: REZERVASYON_DURUMLARI, meta: REZERVASYON_DURUM_META as Record<string, StatusMeta>, fallback: 'BEKLEME' },
  dekont: { noun: 'Dekont', statuses: DEKONT_DURUMLARI, meta: DEKONT_DURUM_META as Record<string, StatusMeta>, fallback: 'YUKLENDI' },
} as const satisfies Record<QuickDecisionKind, { noun: string; statuses: readonly string[]; meta: Record<string, StatusMeta>; fallback: string }>;

/** The names a decision dialog lists: all up to five, then how many more. */
function subjectOf(names: string[]): string {
  if (names.length <= 5) return names.map((n) => `“${n}”`).join(', ');
  return `${names.slice(0, 5).map((n) => `“${n}”`).join(', ')} ${DECISION_MESSAGES.andMore(names.length - 5)}`;
}

/** What a failed decision says: a bulk refusal lists each record on its line. */
function decisionFailure(error: unknown, fallback: string): string {
  const ids = isApiError(error) && typeof error.body === 'object' && error.body !== null ? (error.body as { ids?: unknown }).ids : undefined;
  if (Array.isArray(ids) && ids.every((m) => typeof m === 'string')) return [DECISION_MESSAGES.bulkRefused, ...ids].join('\n');
  return extractErrorText(error, fallback);
}

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
  /** After a successful change, with the status set. */
  onSaved: (row: T, durum: string) => void;
}

/** Any status of the row, with a note kept in its history ('<Noun> Durumunu Değiştir'). Mount it to open it. */
function DecisionStatusDialog<K extends QuickDecisionKind, T extends { id: Id; durum: string }>({
  kind,
  row,
  description,
  useUpdate,
  refusal,
  onClose,
  onSaved,
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
      noteRequired={(durum) => isRejection(kind, durum)}
      onSave={async (durum, note) => {
        setRefused(null);
        await update.mutateAsync({ id: row.id, durum, note });
        onSaved(row, durum);
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
  /** The row's name in the decision dialog and its toast; default `statusName`. */
  decisionName?: (row: T) => string;
  /** The approve / reject of one row; by default the status dialog's `useUpdate`. */
  useQuickDecide?: () => UseMutationResult<unknown, Error, { id: Id; durum: DurumOf<K>; note?: string }>;
  /** Approve / reject the selected rows at once (the admin hooks' useBulkStatus): rows get checkboxes. */
  useBulk?: () => UseMutationResult<unknown, Error, { ids: readonly Id[]; durum: DurumOf<K>; note?: string }>;
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

/** A decision being asked about: approve or reject these rows (one from its row, or the selected ones). */
interface Deciding<T> {
  decision: Decision;
  rows: T[];
  bulk: boolean;
}

/** Never changes: a page without bulk decisions calls no bulk hook (hooks keep their order). */
const noBulk = () => undefined;

/** The shared column, row menu and dialogs of a decided list (pass module-level functions: a new one makes a new column). */
export function useStaffDecisions<K extends QuickDecisionKind, T extends { id: Id; durum: string }>(config: StaffDecisionsConfig<K, T>): StaffDecisions<T> {
  const { kind, statusName, useQuickDecide = config.status.useUpdate, useBulk, status, DetailDialog, remove } = config;
  const decisionName = config.decisionName ?? statusName;
  const quickDecide = useQuickDecide();
  const bulk = (useBulk ?? noBulk)();
  const [deciding, setDeciding] = useState<Deciding<T> | null>(null);
  const [selected, setSelected] = useState<Set<Id>>(() => new Set());
  const [decided, setDecided] = useState<DecidedRow[]>([]);

  /** Rows just given a new status: named above the table if they leave the current filter. */
  const rememberDecided = useCallback(
    (rows: T[], durum: string) => {
      const label = DECIDED[kind].meta[durum]?.label ?? durum;
      setDecided((prev) => [...prev.filter((d) => !rows.some((r) => r.id === d.id)), ...rows.map((r) => ({ id: r.id, name: decisionName(r), label }))]);
    },
    [kind, decisionName],
  );

  const { open, confirmDelete, dialogs } = useRowDialogs<T, 'status'>({
    view: (row, onClose) => <DetailDialog row={row} onClose={onClose} />,
    more: {
      status: (row, onClose) => (
        <DecisionStatusDialog
          kind={kind}
          row={row}
          onClose={onClose}
          onSaved={(r, durum) => {
            rememberDecided([r], durum);
            notifySuccess(DECISION_MESSAGES.statusSaved, `${decisionName(r)}: ${DECIDED[kind].meta[durum]?.label ?? durum}`);
          }}
          {...status}
        />
      ),
    },
    remove: { ...remove, failure: `${DECIDED[kind].noun} silinemedi` },
  });

  // Pages pass module-level names, so the status column is made once and the row menu changes only
  // with the quick decision's state.
  const chipColumn = useMemo(() => statusColumn<T>(kind, { name: statusName, onChange: (row) => open('status', row) }), [kind, statusName, open]);
  const actions = useMemo(() => {
    return (row: T): RowActionsProps['actions'] => {
      const quick = canQuickDecide(kind, row.durum);
      const busy = quickDecide.isPending && quickDecide.variables?.id === row.id;
      return [
        { kind: 'view', onClick: () => open('view', row) },
        { kind: 'status', onClick: () => open('status', row) },
        quick && { kind: 'approve', disabled: busy, onClick: () => setDeciding({ decision: 'approve', rows: [row], bulk: false }) },
        quick && { kind: 'reject', disabled: busy, onClick: () => setDeciding({ decision: 'reject', rows: [row], bulk: false }) },
        { kind: 'delete', onClick: () => confirmDelete(row) },
      ];
    };
  }, [kind, quickDecide.isPending, quickDecide.variables, open, confirmDelete]);

  const confirmDecision = async ({ decision, rows, bulk: many }: Deciding<T>, note: string) => {
    const durum = QUICK_DECISION_TO[kind][decision] as DurumOf<K>;
    try {
      if (many && bulk) await bulk.mutateAsync({ ids: rows.map((r) => r.id), durum, note: note || undefined });
      else await quickDecide.mutateAsync({ id: rows[0]!.id, durum, note: note || undefined });
    } catch (error) {
      logAdminError(statusFailure(kind), error);
      throw new Error(decisionFailure(error, statusFailure(kind)));
    }
    rememberDecided(rows, durum);
    if (many) setSelected(new Set());
    notifySuccess(
      DECISION_MESSAGES.done(kind, decision, rows.length),
      note ? `${subjectOf(rows.map(decisionName))} · ${decision === 'reject' ? 'Gerekçe' : 'Not'}: ${note}` : subjectOf(rows.map(decisionName)),
    );
  };

  const decisionDialog = deciding ? (
    <DecisionDialog
      decision={deciding.decision}
      title={DECISION_MESSAGES.title(kind, deciding.decision, deciding.rows.length)}
      subject={subjectOf(deciding.rows.map(decisionName))}
      notice={DECISION_WORDS[kind].told}
      onConfirm={(note) => confirmDecision(deciding, note)}
      onClose={() => setDeciding(null)}
    />
  ) : null;

  const selection: AdminRows<T>['selection'] = bulk
    ? {
        selected,
        onChange: setSelected,
        selectable: (row: T) => canQuickDecide(kind, row.durum),
        decide: (decision, rows) => setDeciding({ decision, rows, bulk: true }),
      }
    : undefined;

  return {
    statusColumn: chipColumn,
    actions,
    dialogs: (
      <>
        {dialogs}
        {decisionDialog}
      </>
    ),
    selection,
    decided,
    clearDecided: useCallback(() => setDecided([]), []),
  };
}
