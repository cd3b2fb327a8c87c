// /admin/applications (spec 2 Admin applications): project title, applicant name and e-mail, company,
// call, status chip (opens the status dialog), date; approve and reject (only while INCELEME) as
// buttons, view, status and delete (asks first) in the row menu. At a laptop's width e-mail, company
// and call move into the row's detail (column priorities). Search, filters by durum and call, paging and sorting run on the
// server; their state is in the URL. Failures are only logged (spec 8).
import type { Basvuru } from '@portal/domain';
import { DateText, FilterSelect, type DataTableColumn } from '@portal/ui';
import { useMemo } from 'react';
import { AdminListTable, AdminListToolbar, useAdminList } from '../../../lib/admin-list';
import { useLogError } from '../../../lib/log-error';
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
  const cagrilar = useCagriOptions();
  useLogError('Çağrı listesi yüklenemedi', cagrilar.error);
  const decisions = useStaffDecisions({
    kind: 'basvuru',
    rowName: nameOf,
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

  const columns = useMemo<DataTableColumn<Basvuru>[]>(
    () => [
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
      decisions.actionsColumn,
    ],
    [decisions.statusColumn, decisions.actionsColumn],
  );

  return (
    <>
      <AdminListToolbar admin={admin} exportList="basvurular" placeholder="Başvurularda ara..." status={{ key: 'durum', options: DURUM_OPTIONS }}>
        <FilterSelect
          label="Çağrı filtresi"
          allLabel="Tüm Çağrılar"
          width={{ base: 'full', sm: '260px' }}
          value={list.filters.cagri}
          onValueChange={(v) => list.setFilter('cagri', v)}
          options={(cagrilar.data ?? []).map((c) => ({ value: String(c.id), label: c.baslik }))}
        />
      </AdminListToolbar>
      <AdminListTable
        aria-label="Başvurular"
        columns={columns}
        rowLabel={nameOf}
        {...admin}
        emptyText={{ none: 'Henüz başvuru bulunmamaktadır', noMatch: 'Arama kriterlerinize uygun başvuru bulunamadı' }}
      />
      {decisions.dialogs}
    </>
  );
}

export default BasvurularPage;
