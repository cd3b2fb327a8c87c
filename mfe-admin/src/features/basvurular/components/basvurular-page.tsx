// /admin/applications (spec 2 Admin applications): project title, applicant name and e-mail, company,
// call, status chip (opens the status dialog), date; approve and reject (only while INCELEME) as
// buttons, view, status and delete (asks first) in the row menu. At a laptop's width e-mail, company
// and call move into the row's detail (column priorities). Search, filters by durum and call, paging and sorting run on the
// server; their state is in the URL. Failures are only logged (spec 8).
import type { Basvuru } from '@portal/domain';
import { AdminListScreen, STATUS_COLUMN, useAdminList, type AdminListView } from '../../../lib/admin-list';
import { applicationColumns, createdColumn } from '../../../lib/application-columns';
import { ListFilterSelect, useRecordOptions } from '../../../lib/list-filters';
import { decisionFilter, useStaffDecisions } from '../../../lib/staff-decisions';
import { useBasvurular, useBulkBasvuruStatus, useCagriOptions, useDeleteBasvuru, useUpdateBasvuruStatus } from '../api/basvurular';
import { BasvuruDetailDialog } from './basvuru-detail-dialog';
import { companyName } from './company-name';
import { unreadMessagesColumn } from '../../mesajlar/components/unread-column';

const nameOf = (b: Basvuru) => b.proje_basligi;

const VIEW: AdminListView<'durum' | 'cagri', Basvuru> = {
  label: 'Başvurular',
  filters: ['durum', 'cagri'],
  columns: [
    ...applicationColumns<Basvuru>({ projectHeader: 'Proje Başlığı', project: nameOf, applicant: (b) => b.basvuran?.ad_soyad, email: (b) => b.basvuran?.email }),
    { key: 'sirket', header: 'Şirket', sortKey: 'sirket', priority: 'low', truncate: '12rem', cell: (b) => companyName(b) },
    { key: 'cagri', header: 'Çağrı', sortKey: 'cagri', priority: 'low', truncate: '12rem', cell: (b) => b.cagri?.baslik || '-' },
    STATUS_COLUMN,
    unreadMessagesColumn<Basvuru>(),
    createdColumn(),
  ],
  rowName: nameOf,
  emptyText: { none: 'Henüz başvuru bulunmamaktadır', noMatch: 'Arama kriterlerinize uygun başvuru bulunamadı' },
  placeholder: 'Başvurularda ara...',
  status: decisionFilter('basvuru'),
  exportList: 'basvurular',
};

export function BasvurularPage() {
  const admin = useAdminList(VIEW, useBasvurular);
  const cagrilar = useRecordOptions(useCagriOptions(), (c) => c.baslik, 'Çağrı listesi yüklenemedi');
  const decisions = useStaffDecisions({
    kind: 'basvuru',
    useBulk: useBulkBasvuruStatus,
    statusName: nameOf,
    status: { description: nameOf, useUpdate: useUpdateBasvuruStatus },
    DetailDialog: BasvuruDetailDialog,
    remove: {
      title: 'Başvuruyu Sil',
      message: (item) => `"${item.proje_basligi}" başvurusu silinsin mi? Başvurunun raporları, mentor atamaları ve rezervasyonları da silinir.`,
      remove: useDeleteBasvuru(),
    },
  });

  return (
    <AdminListScreen
      admin={admin}
      view={VIEW}
      rows={decisions}
      filters={<ListFilterSelect list={admin.list} filter="cagri" label="Çağrı filtresi" allLabel="Tüm Çağrılar" width={{ base: 'full', sm: '260px' }} options={cagrilar} />}
    />
  );
}

export default BasvurularPage;
