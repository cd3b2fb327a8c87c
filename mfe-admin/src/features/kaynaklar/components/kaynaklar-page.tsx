// /admin/resources (spec 2 Admin resources): name, capacity (N kişi), status (Aktif/Pasif), edit and
// delete (asks first); a dialog for new/edit. Server paging, search, filter and order in the URL.
// Failures are only logged (spec 8).
import { aktifPasifMeta, normalizeCapacity, type Kaynak } from '@portal/domain';
import { Button, Flex, SearchFilterBar, StatusChip, type DataTableColumn, RowActions } from '@portal/ui';
import { useMemo, useState } from 'react';
import { ADMIN_PAGE_SIZE, useListParams } from '../../../lib/list-params';
import { AdminListTable, DeleteConfirm } from '../../../lib/admin-list';
import { useLogError } from '../../../lib/log-error';
import { useDebouncedSearch } from '../../../lib/use-debounced-search';
import { useDeleteKaynak, useKaynaklar } from '../api/kaynaklar';
import { KaynakFormDialog } from './kaynak-form-dialog';

const FILTERS = ['aktif'] as const;
const AKTIF_OPTIONS = [
  { value: 'true', label: 'Aktif' },
  { value: 'false', label: 'Pasif' },
] as const;

export function KaynaklarPage() {
  const list = useListParams(FILTERS);
  const [searchText, setSearchText] = useDebouncedSearch(list.search, list.setSearch);
  const query = useKaynaklar({ page: list.page, page_size: ADMIN_PAGE_SIZE, search: list.search, aktif: list.filters.aktif, ordering: list.ordering });
  useLogError('Kaynaklar yüklenemedi', query.error);
  const remove = useDeleteKaynak();
  const [editing, setEditing] = useState<Kaynak | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Kaynak | null>(null);
  const filtered = !!(list.search || list.filters.aktif);

  const columns = useMemo<DataTableColumn<Kaynak>[]>(
    () => [
      { key: 'ad', header: 'Kaynak Adı', sortKey: 'ad', cell: (k) => k.ad },
      { key: 'kapasite', header: 'Kapasite', sortKey: 'kapasite', cell: (k) => `${normalizeCapacity(k.kapasite)} kişi` },
      {
        key: 'durum',
        header: 'Durum',
        cell: (k) => {
          const meta = aktifPasifMeta(k.aktif);
          return <StatusChip label={meta.label} color={meta.color} />;
        },
      },
      {
        key: 'islemler',
        header: 'İşlemler',
        align: 'end',
        cell: (k) => (
          <RowActions
            name={k.ad}
            actions={[
              { kind: 'edit', onClick: () => setEditing(k) },
              { kind: 'delete', onClick: () => setDeleting(k) },
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
          placeholder="Kaynaklarda ara..."
          status={list.filters.aktif}
          onStatusChange={(v) => list.setFilter('aktif', v)}
          statusOptions={AKTIF_OPTIONS}
          onClear={filtered ? list.clear : undefined}
        />
        <Button colorPalette="primary" onClick={() => setEditing(null)}>Yeni Kaynak</Button>
      </Flex>
      <AdminListTable
        aria-label="Kaynaklar"
        columns={columns}
        list={list}
        query={query}
        filtered={filtered}
        emptyText={{ none: 'Henüz kaynak bulunmamaktadır', noMatch: 'Arama kriterlerinize uygun kaynak bulunamadı' }}
      />
      {editing !== undefined ? <KaynakFormDialog kaynak={editing} onClose={() => setEditing(undefined)} /> : null}
      <DeleteConfirm
        item={deleting}
        onClose={() => setDeleting(null)}
        title="Kaynağı Sil"
        message={(item) =>
          `"${item.ad}" kaynağı silinsin mi? Bu işlem geri alınamaz.`
        }
        remove={remove}
        failure="Kaynak silinemedi"
      />
    </>
  );
}

export default KaynaklarPage;
