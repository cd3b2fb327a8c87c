// /admin/applications (spec 2 Admin applications): project title, applicant name and e-mail, company,
// call, status chip (opens the status dialog), date; approve and reject (only while INCELEME) as
// buttons, view, status and delete (asks first) in the row menu. At a laptop's width e-mail, company
// and call move into the row's detail (column priorities). Search, filters by durum and call, paging and sorting run on the
// server; their state is in the URL. Failures are only logged (spec 8).
import type { Basvuru } from '@portal/domain';
import { DateText } from '@portal/ui';
import { useMemo } from 'react';
import { AdminListScreen, useAdminList, type AdminListView } from '../../../lib/admin-list';
import { ListFilterSelect, useRecordOptions } from '../../../lib/list-filters';
import { decisionOptions, useStaffDecisions } from '../../../lib/staff-decisions';
import { useBasvurular, useCagriOptions, useDeleteBasvuru, useUpdateBasvuruStatus } from '../api/basvurular';
import { BasvuruDetailDialog } from './basvuru-detail-dialog';
import { companyName } from './company-name';

const FILTERS = ['durum', 'cagri'] as const;

const DURUM_OPTIONS = decisionOptions('basvuru');

const nameOf = (b: Basvuru) => b.proje_basligi;

export function BasvurularPage() {
  const admin = useAdminList(FILTERS, useBasvurular, 'Başvurular yüklenemedi');
  const { list } = admin;
  const cagrilar = useRecordOptions(useCagriOptions(), (c) => c.baslik, 'Çağrı listesi yüklenemedi');
  const decisions = useStaffDecisions({
    kind: 'basvuru',
    statusName: nameOf,
    quickDecide: useUpdateBasvuruStatus(),
    failure: 'Başvuru durumu güncellenemedi',
    status: { title: 'Başvuru Durumunu Değiştir', description: nameOf, useUpdate: useUpdateBasvuruStatus },
    DetailDialog: BasvuruDetailDialog,
    remove: {
      title: 'Başvuruyu Sil',
      message: (item) => `"${item.proje_basligi}" başvurusu silinsin mi? Başvurunun raporları, mentor atamaları ve rezervasyonları da silinir.`,
      remove: useDeleteBasvuru(),
      failure: 'Başvuru silinemedi',
    },
  });

  const view = useMemo<AdminListView<(typeof FILTERS)[number], Basvuru>>(
    () => ({
      label: 'Başvurular',
      columns: [
        { key: 'proje', header: 'Proje Başlığı', sortKey: 'proje_basligi', truncate: { base: '10rem', md: '14rem', '2xl': '20rem' }, cell: (b) => b.proje_basligi },
        { key: 'basvuran', header: 'Başvuran', sortKey: 'basvuran', priority: 'medium', truncate: '10rem', cell: (b) => b.basvuran?.ad_soyad || '-' },
        { key: 'email', header: 'E-posta', priority: 'low', truncate: '14rem', cell: (b) => b.basvuran?.email || '-' },
        { key: 'sirket', header: 'Şirket', sortKey: 'sirket', priority: 'low', truncate: '12rem', cell: (b) => companyName(b) },
        { key: 'cagri', header: 'Çağrı', sortKey: 'cagri', priority: 'low', truncate: '12rem', cell: (b) => b.cagri?.baslik || '-' },
        decisions.statusColumn,
        {
          key: 'tarih',
          header: 'Tarih',
          sortKey: 'olusturuldu',
          priority: 'medium',
          cell: (b) => <DateText value={b.olusturuldu} variant="admin" />,
        },
      ],
      rowName: nameOf,
      emptyText: { none: 'Henüz başvuru bulunmamaktadır', noMatch: 'Arama kriterlerinize uygun başvuru bulunamadı' },
      placeholder: 'Başvurularda ara...',
      status: { key: 'durum', options: DURUM_OPTIONS },
      exportList: 'basvurular',
    }),
    [decisions.statusColumn],
  );

  return (
    <AdminListScreen
      admin={admin}
      view={view}
      rows={decisions}
      filters={<ListFilterSelect list={list} filter="cagri" label="Çağrı filtresi" allLabel="Tüm Çağrılar" width={{ base: 'full', sm: '260px' }} options={cagrilar} />}
    />
  );
}

export default BasvurularPage;
