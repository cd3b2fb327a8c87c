// Performance: per mentor the total, active and completed assignments and the average score, as a
// chip coloured green at 4 or more, orange at 3 or more, else red.
import { MSG, performanceScoreColor, SCORE_COLOR_TO_CHIP, type MentorPerformance } from '@portal/domain';
import { DataTable, QueryState, StatusChip, type DataTableColumn } from '@portal/ui';
import { useMemo } from 'react';
import { useAssignmentStatistics } from '../api/mentor-atamalari';
import { useTableUrlState } from '../../../lib/list-params';
import { ASSIGNMENT_TEXT as T } from './assignment-text';
import { mentorColumns } from './mentor-columns';

const M = MSG.assignment;

/** Up to two decimals, Turkish decimal comma. */
const averageFormat = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 2 });

export function PerformanceTab() {
  const query = useAssignmentStatistics();
  // Order and page in the URL: a reload or a shared link keeps them.
  const tableState = useTableUrlState({ key: 'mentor', direction: 'asc' });
  const columns = useMemo<DataTableColumn<MentorPerformance>[]>(
    () => [
      ...mentorColumns<MentorPerformance>((p) => p.mentor.name, (p) => p.mentor.unvan, '14rem'),
      { key: 'total', header: T.colTotal, sortKey: 'total', sortValue: (p) => p.total_assignments, align: 'end', cell: (p) => p.total_assignments },
      { key: 'active', header: T.colActive, sortKey: 'active', sortValue: (p) => p.active_assignments, align: 'end', cell: (p) => p.active_assignments },
      { key: 'completed', header: T.colCompleted, sortKey: 'completed', sortValue: (p) => p.completed_assignments, align: 'end', cell: (p) => p.completed_assignments },
      {
        key: 'average',
        header: T.colAverage,
        sortKey: 'average',
        sortValue: (p) => p.average_score ?? -1,
        align: 'end',
        cell: (p) => {
          const has = p.average_score !== null && p.average_score !== undefined && Number.isFinite(p.average_score);
          return (
            <StatusChip
              label={has ? averageFormat.format(p.average_score as number) : T.noScore}
              color={has ? SCORE_COLOR_TO_CHIP[performanceScoreColor(p.average_score)] : 'neutral'}
              data-testid="average-score"
            />
          );
        },
      },
    ],
    [],
  );
  return (
    <QueryState query={query} loadingLabel={T.loading} errorTitle={M.performanceLoadError}>
      <DataTable
        aria-label={T.performanceTableLabel}
        columns={columns}
        rows={query.data ?? []}
        getRowId={(p) => p.mentor.id}
        rowLabel={(p) => p.mentor.name}
        size="sm"
        {...tableState}
        emptyText={T.noPerformance}
      />
    </QueryState>
  );
}
