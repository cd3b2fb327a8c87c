// /admin/resources (spec 2 Admin resources): name, capacity (N kişi), status (Aktif/Pasif), edit and
// delete (asks first); a dialog for new/edit. Server paging, search, filter and order in the URL.
// Failures are only logged (spec 8).
import { normalizeCapacity, type Kaynak } from '@portal/domain';
import { AdminListScreen, aktifColumn, useAdminList, type AdminListView } from '../../../lib/admin-list';
import { AKTIF_OPTIONS } from '../../../lib/list-params';
import { useRowDialogs } from '../../../lib/row-dialogs';
import { useDeleteKaynak, useKaynaklar } from '../api/kaynaklar';
import { KaynakFormDialog } from './kaynak-form-dialog';

const VIEW: AdminListView<'aktif', Kaynak> = {
  label: 'Kaynaklar',
  filters: ['aktif'],
  columns: [
    { key: 'ad', header: 'Kaynak Adı', sortKey: 'ad', truncate: { base: '12rem', md: '24rem' }, cell: (k) => k.ad },
    { key: 'kapasite', header: 'Kapasite', sortKey: 'kapasite', priority: 'medium', cell: (k) => `${normalizeCapacity(k.kapasite)} kişi` },
    aktifColumn((k) => k.aktif),
  ],
  rowName: (k) => k.ad,
  emptyText: { none: 'Henüz kaynak bulunmamaktadır', noMatch: 'Arama kriterlerinize uygun kaynak bulunamadı' },
  placeholder: 'Kaynaklarda ara...',
  status: { key: 'aktif', options: AKTIF_OPTIONS },
  exportList: 'kaynaklar',
  create: 'Yeni Kaynak',
};

export function KaynaklarPage() {
  const admin = useAdminList(VIEW, useKaynaklar);
  const rows = useRowDialogs<Kaynak>({
    form: (kaynak, onClose) => <KaynakFormDialog kaynak={kaynak} onClose={onClose} />,
    remove: {
      title: 'Kaynağı Sil',
      message: (item) => `"${item.ad}" kaynağı silinsin mi? Bu işlem geri alınamaz.`,
      remove: useDeleteKaynak(),
      failure: 'Kaynak silinemedi',
      refusal: 'Kaynak silinemedi.',
    },
  });
  return <AdminListScreen admin={admin} view={VIEW} rows={rows} />;
}

export default KaynaklarPage;
