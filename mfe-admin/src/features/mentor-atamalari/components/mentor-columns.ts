// The first two columns of the assignment area's tables (assignments, performance): the mentor,
// sortable by the name shown, and their title.
import type { DataTableColumn } from '@portal/ui';
import { ASSIGNMENT_TEXT as T } from './assignment-text';

export function mentorColumns<R>(name: (row: R) => string, title: (row: R) => string | null | undefined, width: string): DataTableColumn<R>[] {
  return [
    { key: 'mentor', header: T.colMentor, sortKey: 'mentor', sortValue: name, truncate: width, cell: (row) => name(row) },
    { key: 'unvan', header: T.colTitle, priority: 'low', truncate: width, cell: (row) => title(row) || '-' },
  ];
}
