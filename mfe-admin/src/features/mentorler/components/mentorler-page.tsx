// /admin/mentors: user, title, expertise (cut to 50 characters), status (Aktif/Pasif) and view / edit
// / delete (asks first); header buttons to the assignments page and the create dialog. Server
// paging, search, filter and order in the URL. Failures are only logged.
import { aktifPasifMeta, EXPERTISE_CUT_TABLE, truncate, type Mentor } from '@portal/domain';
import { Button, DetailDialog, DetailRow, Flex, HStack, RowActions, SearchFilterBar, Stack, StatusChip, Text, type DataTableColumn } from '@portal/ui';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { AdminListTable, DeleteConfirm } from '../../../lib/admin-list';
import { ADMIN_PAGE_SIZE, useListParams } from '../../../lib/list-params';
import { useLogError } from '../../../lib/log-error';
import { useDebouncedSearch } from '../../../lib/use-debounced-search';
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
  const list = useListParams(FILTERS);
  const [searchText, setSearchText] = useDebouncedSearch(list.search, list.setSearch);
  const query = useMentorler({ page: list.page, page_size: ADMIN_PAGE_SIZE, search: list.search, aktif: list.filters.aktif, ordering: list.ordering });
  useLogError(T.loadFailed, query.error);
  const remove = useDeleteMentor();
  const [editing, setEditing] = useState<Mentor | null | undefined>(undefined);
  const [viewing, setViewing] = useState<Mentor | null>(null);
  const [deleting, setDeleting] = useState<Mentor | null>(null);
  const filtered = !!(list.search || list.filters.aktif);

  const columns = useMemo<DataTableColumn<Mentor>[]>(
    () => [
      {
        key: 'user',
        header: T.colUser,
        cell: (m) => (
          <Stack gap="0">
            <Text fontWeight="medium">{mentorDisplayName(m)}</Text>
            <Text fontSize="xs" color="fg.muted">
              @{m.user?.username}
            </Text>
          </Stack>
        ),
      },
      {
        key: 'unvan',
        header: T.colTitle,
        sortKey: 'unvan',
        cell: (m) => (
          <Text maxW="180px" whiteSpace="normal">
            {m.unvan || '-'}
          </Text>
        ),
      },
      {
        key: 'uzmanlik',
        header: T.colExpertise,
        cell: (m) => (
          <Text title={m.uzmanlik} minW="160px" maxW="240px" whiteSpace="normal">
            {truncate(m.uzmanlik ?? '', EXPERTISE_CUT_TABLE) || '-'}
          </Text>
        ),
      },
      { key: 'yuk', header: T.colLoad, align: 'end', cell: (m) => `${m.active_assignments}/${m.kapasite}` },
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
          onClear={filtered ? list.clear : undefined}
        />
        <HStack gap="2" wrap="wrap">
          <Button asChild variant="outline" colorPalette="primary">
            <RouterLink to="/admin/mentor-assignments">{T.toAssignments}</RouterLink>
          </Button>
          <Button colorPalette="primary" onClick={() => setEditing(null)}>
            {T.newMentor}
          </Button>
        </HStack>
      </Flex>
      <AdminListTable aria-label={T.tableLabel} columns={columns} list={list} query={query} filtered={filtered} emptyText={{ none: T.empty, noMatch: T.noMatch }} />
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
