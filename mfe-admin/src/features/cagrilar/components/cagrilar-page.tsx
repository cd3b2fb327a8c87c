// /admin/calls (spec 2 Admin calls): title, start, end, status (Aktif/Pasif), edit and delete; a
// dialog for new/edit. Search, status filter, paging and sorting run on the server; their state is
// in the URL. Failures are only logged (spec 8), except the server's refusal to delete a call that
// applications point at, which the confirm dialog shows.
import { aktifPasifMeta, isDateOnly, MSG, type Cagri } from '@portal/domain';
import {
  RowActions,
  Button,
  DateText,
  Flex,
  SearchFilterBar,
  StatusChip,
  type DataTableColumn,
} from '@portal/ui';
import { useMemo, useState } from 'react';
import { ADMIN_PAGE_SIZE, useListParams } from '../../../lib/list-params';
import { AdminListTable, DeleteConfirm } from '../../../lib/admin-list';
import { useLogError } from '../../../lib/log-error';
import { useDebouncedSearch } from '../../../lib/use-debounced-search';
import { useDeleteCagri } from '../api/cagrilar';
import { useCagrilar } from '../api/cagrilar';
import { CagriFormDialog } from './cagri-form-dialog';

const AKTIF_OPTIONS = [
  { value: 'true', label: 'Aktif' },
  { value: 'false', label: 'Pasif' },
] as const;

const FILTERS = ['aktif'] as const;

function CallDate({ value }: { value: string | null }) {
  return <DateText value={value} variant="admin" withTime={!isDateOnly(value)} />;
}

export function CagrilarPage() {
  const list = useListParams(FILTERS);
  const [searchText, setSearchText] = useDebouncedSearch(list.search, list.setSearch);
  const query = useCagrilar({
    page: list.page,
    page_size: ADMIN_PAGE_SIZE,
    search: list.search,
    aktif: list.filters.aktif,
    ordering: list.ordering,
  });
  useLogError('Çağrılar yüklenemedi', query.error);
  const deleteCagri = useDeleteCagri();
  const filtered = !!(list.search || list.filters.aktif);

  /** undefined: no dialog; null: a new call; a call: editing it. */
  const [editing, setEditing] = useState<Cagri | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Cagri | null>(null);


  const columns = useMemo<DataTableColumn<Cagri>[]>(
    () => [
      { key: 'baslik', header: 'Başlık', sortKey: 'baslik', cell: (c) => c.baslik },
      { key: 'baslangic', header: 'Başlangıç', sortKey: 'baslangic', cell: (c) => <CallDate value={c.baslangic} /> },
      { key: 'bitis', header: 'Bitiş', sortKey: 'bitis', cell: (c) => <CallDate value={c.bitis} /> },
      {
        key: 'durum',
        header: 'Durum',
        cell: (c) => {
          const meta = aktifPasifMeta(c.aktif);
          return <StatusChip label={meta.label} color={meta.color} />;
        },
      },
      {
        key: 'islemler',
        header: 'İşlemler',
        align: 'end',
        cell: (c) => (
          <RowActions
            name={c.baslik}
            actions={[
              { kind: 'edit', onClick: () => setEditing(c) },
              { kind: 'delete', onClick: () => setDeleting(c) },
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
          placeholder="Çağrılarda ara..."
          status={list.filters.aktif}
          onStatusChange={(v) => list.setFilter('aktif', v)}
          statusOptions={AKTIF_OPTIONS}
          onClear={filtered ? list.clear : undefined}
        />
        <Button colorPalette="primary" onClick={() => setEditing(null)}>
          Yeni Çağrı
        </Button>
      </Flex>
      <AdminListTable
        aria-label="Çağrılar"
        columns={columns}
        list={list}
        query={query}
        filtered={filtered}
        emptyText={{ none: MSG.call.empty, noMatch: MSG.call.emptyFiltered }}
      />
      {editing !== undefined ? <CagriFormDialog cagri={editing} onClose={() => setEditing(undefined)} /> : null}
      <DeleteConfirm
        item={deleting}
        onClose={() => setDeleting(null)}
        title="Çağrıyı Sil"
        message={(item) =>
          `"${item.baslik}" çağrısı silinsin mi? Bu işlem geri alınamaz.`
        }
        remove={deleteCagri}
        failure="Çağrı silinemedi"
        refusal={MSG.call.deleteHasApplications}
      />
    </>
  );
}

export default CagrilarPage;
