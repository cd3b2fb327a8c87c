// /admin/mentors: user, title, expertise (cut to 50 characters), status (Aktif/Pasif) and view / edit
// / delete (asks first); header buttons to the assignments page and the create dialog. Server
// paging, search, filter and order in the URL. Failures are only logged.
import { aktifPasifMeta, EXPERTISE_CUT_TABLE, truncate, type Mentor } from '@portal/domain';
import { Button, DetailDialog, DetailRow, StatusChip } from '@portal/ui';
import { Link as RouterLink } from 'react-router-dom';
import { AdminListScreen, aktifColumn, useAdminList, type AdminListView } from '../../../lib/admin-list';
import { AKTIF_OPTIONS } from '../../../lib/list-params';
import { useRowDialogs, type RowDialog } from '../../../lib/row-dialogs';
import { useDeleteMentor, useMentorler } from '../api/mentorler';
import { MentorFormDialog } from './mentor-form-dialog';
import { mentorDisplayName, MENTOR_ADMIN_TEXT as T } from './mentor-text';

function AktifChip({ aktif }: { aktif: boolean }) {
  const meta = aktifPasifMeta(aktif);
  return <StatusChip label={meta.label} color={meta.color} />;
}

const viewMentor: RowDialog<Mentor> = (m, onClose) => (
  <DetailDialog open onClose={onClose} title={mentorDisplayName(m)}>
    <DetailRow label={T.username}>{m.user?.username}</DetailRow>
    <DetailRow label={T.email}>{m.user?.email || '-'}</DetailRow>
    <DetailRow label={T.unvan}>{m.unvan || '-'}</DetailRow>
    <DetailRow label={T.status}>
      <AktifChip aktif={m.aktif} />
    </DetailRow>
    <DetailRow label={T.uzmanlik}>{m.uzmanlik || '-'}</DetailRow>
    <DetailRow label={T.colLoad}>{`${m.active_assignments}/${m.kapasite}`}</DetailRow>
  </DetailDialog>
);

const VIEW: AdminListView<'aktif', Mentor> = {
  label: T.tableLabel,
  filters: ['aktif'],
  columns: [
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
  ],
  rowName: mentorDisplayName,
  emptyText: { none: T.empty, noMatch: T.noMatch },
  placeholder: T.searchPlaceholder,
  status: { key: 'aktif', options: AKTIF_OPTIONS },
  exportList: 'mentorler',
  create: T.newMentor,
};

export function MentorlerPage() {
  const admin = useAdminList(VIEW, useMentorler);
  const rows = useRowDialogs<Mentor>({
    form: (mentor, onClose) => <MentorFormDialog mentor={mentor} onClose={onClose} />,
    view: viewMentor,
    remove: { title: T.deleteTitle, message: (m) => T.deleteMessage(mentorDisplayName(m)), remove: useDeleteMentor(), failure: T.deleteFailed },
  });
  return (
    <AdminListScreen
      admin={admin}
      view={VIEW}
      rows={rows}
      actions={
        <Button asChild variant="outline" colorPalette="primary">
          <RouterLink to="/admin/mentor-assignments">{T.toAssignments}</RouterLink>
        </Button>
      }
    />
  );
}

export default MentorlerPage;
