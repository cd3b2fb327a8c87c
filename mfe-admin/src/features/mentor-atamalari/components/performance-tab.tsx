// Performance: per mentor the total, active and completed assignments and the average score on
// the portal's one scale: out of 100 (rounded), coloured by its band, with its stars (the spec's
// chip colours at 4 / 3 stars are the bands' at 80 / 60 points).
import { MSG, type MentorPerformance } from '@portal/domain';
import { DataTable, QueryState, ScoreDisplay, Text, type DataTableColumn } from '@portal/ui';
import { useMemo } from 'react';
import { useAssignmentStatistics } from '../api/mentor-atamalari';
import { useTableUrlState } from '../../../lib/list-params';
import { ASSIGNMENT_TEXT as T } from './assignment-text';
import { mentorColumns } from './mentor-columns';

const M = MSG.assignment;

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
        sortValue: (p) => p.average_puan ?? -1,
        align: 'end',
        cell: (p) =>
          p.average_puan === null || p.average_puan === undefined ? (
            <Text as="span" fontSize="sm" color="fg.muted" data-testid="average-score">
              {T.noScore}
            </Text>
          ) : (
            <ScoreDisplay puan={p.average_puan} size="sm" data-testid="average-score" />
          ),
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
