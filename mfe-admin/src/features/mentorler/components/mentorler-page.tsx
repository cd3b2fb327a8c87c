// /admin/mentors: user, title, expertise (cut to 50 characters), status (Aktif/Pasif) and view / edit
// / delete (asks first); header buttons to the assignments page and the create dialog. Server
// paging, search, filter and order in the URL. Failures are only logged.
import { aktifPasifMeta, EXPERTISE_CUT_TABLE, truncate, type Mentor } from '@portal/domain';
import { Button, DetailDialog, DetailRow, Flex, HStack, RowActions, SearchFilterBar, StatusChip, type DataTableColumn } from '@portal/ui';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { AdminListTable, DeleteConfirm, useAdminList } from '../../../lib/admin-list';
import { ExportMenu } from '../../../lib/export-menu';
import { useDeleteMentor, useMentorler } from '../api/mentorler';
import { MentorFormDialog } from './mentor-form-dialog';
import { mentorDisplayName, MENTOR_ADMIN_TEXT as T } from './mentor-text';

const FILTERS = ['aktif'] as const;
const AKTIF_OPTIONS = [
  { value: 'true', label: 'Aktif' },
  { value: 'false', label: 'Pasif' },
] as const;

function AktifChip({ aktif }: { aktif: boolean }) {
  const meta = aktifPasifMeta(aktif);
  return <StatusChip label={meta.label} color={meta.color} />;
}

export function MentorlerPage() {
  const { list, query, searchText, setSearchText, filtered, clear } = useAdminList(FILTERS, useMentorler, T.loadFailed);
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
      { key: 'aktif', header: T.colStatus, sortKey: 'aktif', cell: (m) => <AktifChip aktif={m.aktif} /> },
      {
        key: 'islemler',
        header: T.colActions,
        align: 'end',
        cell: (m) => (
          <RowActions
            name={mentorDisplayName(m)}
            actions={[
              { kind: 'view', onClick: () => setViewing(m) },
              { kind: 'edit', onClick: () => setEditing(m) },
              { kind: 'delete', onClick: () => setDeleting(m) },
            ]}
          />
        ),
      },
    ],
    [],
  );

  return (
    <>
      <Flex gap="3" align="flex-start" direction={{ base: 'column-reverse', md: 'row' }}>
        <SearchFilterBar
          flex="1"
          search={searchText}
          onSearchChange={setSearchText}
          placeholder={T.searchPlaceholder}
          status={list.filters.aktif}
          onStatusChange={(v) => list.setFilter('aktif', v)}
          statusOptions={AKTIF_OPTIONS}
          onClear={filtered ? clear : undefined}
        />
        <HStack gap="2" wrap="wrap">
          <ExportMenu list="mentorler" params={list} />
          <Button asChild variant="outline" colorPalette="primary">
            <RouterLink to="/admin/mentor-assignments">{T.toAssignments}</RouterLink>
          </Button>
          <Button colorPalette="primary" onClick={() => setEditing(null)}>
            {T.newMentor}
          </Button>
        </HStack>
      </Flex>
      <AdminListTable aria-label={T.tableLabel} columns={columns} rowLabel={(m) => mentorDisplayName(m)} list={list} query={query} filtered={filtered} emptyText={{ none: T.empty, noMatch: T.noMatch }} />
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
