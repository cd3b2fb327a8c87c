// Active assignments: mentor (name and title), project, applicant, assignment date, status chip and
// 'Kaldır', which asks first and then turns the assignment passive.
import { atamaDurumMeta, MSG, type Atama } from '@portal/domain';
import { Button, ConfirmDialog, DataTable, DateText, QueryState, StatusChip, type DataTableColumn } from '@portal/ui';
import { useMemo, useState } from 'react';
import { useAssignmentsOverview, useRemoveAssignment } from '../api/mentor-atamalari';
import { notifyError, notifySuccess } from './assignment-feedback';
import { useTableUrlState } from '../../../lib/list-params';
import { ASSIGNMENT_TEXT as T } from './assignment-text';
import { mentorColumns } from './mentor-columns';

const M = MSG.assignment;

export function atamaMentorName(a: Atama): string {
  const u = a.mentor?.user;
  return a.mentor?.name?.trim() || `${u?.first_name ?? ''} ${u?.last_name ?? ''}`.trim() || u?.username || '-';
}

export function AssignmentsTab() {
  const query = useAssignmentsOverview();
  const remove = useRemoveAssignment();
  const [removing, setRemoving] = useState<Atama | null>(null);
  const rows = useMemo(() => (query.data?.assignments ?? []).filter((a) => a.aktif), [query.data]);

  // Order and page in the URL: a reload or a shared link keeps them.
  const tableState = useTableUrlState({ key: 'tarih', direction: 'desc' });
  const columns = useMemo<DataTableColumn<Atama>[]>(
    () => [
      ...mentorColumns(atamaMentorName, (a) => a.mentor?.unvan, '12rem'),
      { key: 'proje', header: T.colProject, sortKey: 'proje', sortValue: (a) => a.basvuru?.proje_basligi, truncate: { base: '10rem', md: '16rem' }, cell: (a) => a.basvuru?.proje_basligi ?? '-' },
      { key: 'basvuran', header: T.colApplicant, sortKey: 'basvuran', sortValue: (a) => a.basvuru?.basvuran?.ad_soyad, priority: 'medium', truncate: '10rem', cell: (a) => a.basvuru?.basvuran?.ad_soyad || '-' },
      { key: 'tarih', header: T.colDate, sortKey: 'tarih', sortValue: (a) => a.tarih, priority: 'medium', cell: (a) => <DateText value={a.tarih} variant="admin" /> },
      {
        key: 'durum',
        header: T.colStatus,
        cell: (a) => {
          const meta = atamaDurumMeta(a.aktif);
          return <StatusChip label={meta.label} color={meta.color} />;
        },
      },
      {
        key: 'islemler',
        header: T.colActions,
        align: 'end',
        actions: true,
        cell: (a) => (
          <Button size="xs" variant="outline" colorPalette="red" aria-label={T.removeLabel(a.basvuru?.proje_basligi ?? '', atamaMentorName(a))} onClick={() => setRemoving(a)}>
            {T.remove}
          </Button>
        ),
      },
    ],
    [],
  );

  return (
    <QueryState query={query} loadingLabel={T.loading} errorTitle={M.assignmentsLoadError}>
      <DataTable
        aria-label={T.activeTableLabel}
        columns={columns}
        rows={rows}
        getRowId={(a) => a.id}
        rowLabel={(a) => `${atamaMentorName(a)} ${a.basvuru?.proje_basligi ?? ''}`.trim()}
        size="sm"
        {...tableState}
        pageSize={20}
        emptyText={T.noAssignments}
      />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title={T.removeTitle}
        message={removing ? T.removeMessage(atamaMentorName(removing), removing.basvuru?.proje_basligi ?? '') : undefined}
        confirmLabel={T.remove}
        onConfirm={async () => {
          if (!removing) return;
          try {
            await remove.mutateAsync(removing.id);
            notifySuccess(M.removeSuccess);
          } catch (error) {
            console.error('[admin] Atama kaldırılamadı', error);
            notifyError(M.removeError);
          }
        }}
      />
    </QueryState>
  );
}
