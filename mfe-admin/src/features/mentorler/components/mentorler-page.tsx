// /admin/mentors: user, title, expertise (cut to 50 characters), status (Aktif/Pasif) and view / edit
// / delete (asks first); header buttons to the assignments page and the create dialog. Server
// paging, search, filter and order in the URL. Failures are only logged.
import { aktifPasifMeta, EXPERTISE_CUT_TABLE, truncate, type Mentor } from '@portal/domain';
import { Button, DetailDialog, DetailRow, StatusChip, type DataTableColumn } from '@portal/ui';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { AdminListTable, AdminListToolbar, aktifColumn, DeleteConfirm, rowActionsColumn, useAdminList } from '../../../lib/admin-list';
import { AKTIF_OPTIONS } from '../../../lib/list-params';
import { useDeleteMentor, useMentorler } from '../api/mentorler';
import { MentorFormDialog } from './mentor-form-dialog';
import { mentorDisplayName, MENTOR_ADMIN_TEXT as T } from './mentor-text';

const FILTERS = ['aktif'] as const;

function AktifChip({ aktif }: { aktif: boolean }) {
  const meta = aktifPasifMeta(aktif);
  return <StatusChip label={meta.label} color={meta.color} />;
}

export function MentorlerPage() {
  const admin = useAdminList(FILTERS, useMentorler, T.loadFailed);
  const remove = useDeleteMentor();
  const [editing, setEditing] = useState<Mentor | null | undefined>(undefined);
  const [viewing, setViewing] = useState<Mentor | null>(null);
  const [deleting, setDeleting] = useState<Mentor | null>(null);

  const columns = useMemo<DataTableColumn<Mentor>[]>(
    () => [
      {
        key: 'user',
        header: T.colUser,
        truncate: '12rem',
        cell: (m) => mentorDisplayName(m),
      },
      { key: 'username', header: T.colUsername, priority: 'low', truncate: '10rem', cell: (m) => `@${m.user?.username ?? ''}` },
      {
        key: 'unvan',
        header: T.colTitle,
        sortKey: 'unvan',
        priority: 'medium',
        truncate: '12rem',
        cell: (m) => m.unvan || '-',
      },
      {
        key: 'uzmanlik',
        header: T.colExpertise,
        priority: 'low',
        // The spec's cut (50 characters and an ellipsis); the whole text is in the view dialog.
        cell: (m) => truncate(m.uzmanlik ?? '', EXPERTISE_CUT_TABLE) || '-',
      },
      { key: 'yuk', header: T.colLoad, align: 'end', priority: 'medium', cell: (m) => `${m.active_assignments}/${m.kapasite}` },
      aktifColumn((m) => m.aktif, { key: 'aktif', sortKey: 'aktif' }),
      rowActionsColumn(mentorDisplayName, (m) => [
        { kind: 'view', onClick: () => setViewing(m) },
        { kind: 'edit', onClick: () => setEditing(m) },
        { kind: 'delete', onClick: () => setDeleting(m) },
      ]),
    ],
    [],
  );

  return (
    <>
      <AdminListToolbar
        admin={admin}
        exportList="mentorler"
        placeholder={T.searchPlaceholder}
        status={{ key: 'aktif', options: AKTIF_OPTIONS }}
        actions={
          <Button asChild variant="outline" colorPalette="primary">
            <RouterLink to="/admin/mentor-assignments">{T.toAssignments}</RouterLink>
          </Button>
        }
        create={{ label: T.newMentor, onClick: () => setEditing(null) }}
      />
      <AdminListTable aria-label={T.tableLabel} columns={columns} rowLabel={(m) => mentorDisplayName(m)} {...admin} emptyText={{ none: T.empty, noMatch: T.noMatch }} />
      {editing !== undefined ? <MentorFormDialog mentor={editing} onClose={() => setEditing(undefined)} /> : null}
      <DetailDialog open={viewing !== null} onClose={() => setViewing(null)} title={viewing ? mentorDisplayName(viewing) : T.viewTitle}>
        {viewing ? (
          <>
            <DetailRow label={T.username}>{viewing.user?.username}</DetailRow>
            <DetailRow label={T.email}>{viewing.user?.email || '-'}</DetailRow>
            <DetailRow label={T.unvan}>{viewing.unvan || '-'}</DetailRow>
            <DetailRow label={T.status}>
              <AktifChip aktif={viewing.aktif} />
            </DetailRow>
            <DetailRow label={T.uzmanlik}>{viewing.uzmanlik || '-'}</DetailRow>
            <DetailRow label={T.colLoad}>{`${viewing.active_assignments}/${viewing.kapasite}`}</DetailRow>
          </>
        ) : null}
      </DetailDialog>
      <DeleteConfirm
        item={deleting}
        onClose={() => setDeleting(null)}
        title={T.deleteTitle}
        message={(m) => T.deleteMessage(mentorDisplayName(m))}
        remove={remove}
        failure={T.deleteFailed}
      />
    </>
  );
}

export default MentorlerPage;
