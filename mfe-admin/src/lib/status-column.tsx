// The status column of the admin tables whose rows have a status staff set (applications, reports,
// reservations, receipts): the status chip, sortable, opening the status dialog; it animates to a
// new status, so an approval or rejection is seen to happen.
import { statusLabel, type StatusKind } from '@portal/domain';
import { StatusChip, type DataTableColumn } from '@portal/ui';
import { StatusChange } from '@portal/ui/motion';

export function statusColumn<T extends { durum: string }>(kind: StatusKind, options: { name: (row: T) => string; onChange: (row: T) => void }): DataTableColumn<T> {
  return {
    key: 'durum',
    header: 'Durum',
    sortKey: 'durum',
    cell: (row) => (
      <StatusChange value={row.durum}>
        <StatusChip
          kind={kind}
          value={row.durum}
          onClick={() => options.onChange(row)}
          actionLabel={`Durumu değiştir: ${statusLabel(kind, row.durum)} (${options.name(row)})`}
        />
      </StatusChange>
    ),
  };
}
