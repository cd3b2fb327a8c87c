// /admin/resources (spec 2 Admin resources): name, capacity (N kişi), status (Aktif/Pasif), edit and
// delete (asks first); a dialog for new/edit. Server paging, search, filter and order in the URL.
// Failures are only logged (spec 8).
import { normalizeCapacity, type Kaynak } from '@portal/domain';
import type { DataTableColumn } from '@portal/ui';
import { useMemo, useState } from 'react';
import { AdminListTable, AdminListToolbar, aktifColumn, DeleteConfirm, rowActionsColumn, useAdminList } from '../../../lib/admin-list';
import { AKTIF_OPTIONS } from '../../../lib/list-params';
import { useDeleteKaynak, useKaynaklar } from '../api/kaynaklar';
import { KaynakFormDialog } from './kaynak-form-dialog';

const FILTERS = ['aktif'] as const;

export function KaynaklarPage() {
  const admin = useAdminList(FILTERS, useKaynaklar, 'Kaynaklar yüklenemedi');
  const remove = useDeleteKaynak();
  const [editing, setEditing] = useState<Kaynak | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Kaynak | null>(null);

  const columns = useMemo<DataTableColumn<Kaynak>[]>(
    () => [
      { key: 'ad', header: 'Kaynak Adı', sortKey: 'ad', truncate: { base: '12rem', md: '24rem' }, cell: (k) => k.ad },
      { key: 'kapasite', header: 'Kapasite', sortKey: 'kapasite', priority: 'medium', cell: (k) => `${normalizeCapacity(k.kapasite)} kişi` },
      aktifColumn((k) => k.aktif),
      rowActionsColumn(
        (k) => k.ad,
        (k) => [
          { kind: 'edit', onClick: () => setEditing(k) },
          { kind: 'delete', onClick: () => setDeleting(k) },
        ],
      ),
    ],
    [],
  );

  return (
    <>
      <AdminListToolbar
        admin={admin}
        exportList="kaynaklar"
        placeholder="Kaynaklarda ara..."
        status={{ key: 'aktif', options: AKTIF_OPTIONS }}
        create={{ label: 'Yeni Kaynak', onClick: () => setEditing(null) }}
      />
      <AdminListTable
        aria-label="Kaynaklar"
        columns={columns}
        rowLabel={(k) => k.ad}
        {...admin}
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
