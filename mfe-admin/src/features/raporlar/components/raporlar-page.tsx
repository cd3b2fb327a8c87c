// /admin/reports (spec 2 Admin reports): project, applicant, period, status chip (opens the status
// dialog), file link, date; actions view (detail dialog), approve, reject (only while GONDERILDI),
// delete (asks first). Search, the durum filter, paging and sorting run on the server; their state is
// in the URL. Failures are only logged (spec 8).
import type { Rapor } from '@portal/domain';
import { DateText, Link, Text } from '@portal/ui';
import { useMemo } from 'react';
import { AdminListScreen, useAdminList, type AdminListView } from '../../../lib/admin-list';
import { decisionOptions, useStaffDecisions } from '../../../lib/staff-decisions';
import { useDeleteRapor, useRaporlar, useUpdateRaporStatus } from '../api/raporlar';
import { RaporDetailDialog } from './rapor-detail-dialog';
import { applicantEmailOf, applicantOf, periodOf, projectOf } from './rapor-text';

const FILTERS = ['durum', 'basvuru'] as const;

const DURUM_OPTIONS = decisionOptions('rapor');

/** A project has many reports: the number tells them apart. */
const nameOf = (r: Rapor) => `${projectOf(r)} #${r.id}`;

export function RaporlarPage() {
  const admin = useAdminList(FILTERS, useRaporlar, 'Raporlar yüklenemedi');
  const decisions = useStaffDecisions({
    kind: 'rapor',
    statusName: projectOf,
    quickDecide: useUpdateRaporStatus(),
    failure: 'Rapor durumu güncellenemedi',
    status: { title: 'Rapor Durumunu Değiştir', description: projectOf, useUpdate: useUpdateRaporStatus },
    DetailDialog: RaporDetailDialog,
    remove: {
      title: 'Raporu Sil',
      message: (item) => `"${projectOf(item)}" projesinin #${item.id} numaralı raporu silinsin mi?`,
      remove: useDeleteRapor(),
      failure: 'Rapor silinemedi',
    },
  });

  const view = useMemo<AdminListView<(typeof FILTERS)[number], Rapor>>(
    () => ({
      label: 'Raporlar',
      columns: [
        { key: 'proje', header: 'Proje', sortKey: 'proje_basligi', truncate: { base: '10rem', md: '14rem', '2xl': '20rem' }, cell: (r) => projectOf(r) },
        {
          key: 'basvuran',
          header: 'Başvuran',
          sortKey: 'basvuran',
          priority: 'medium',
          truncate: '10rem',
          cell: (r) => applicantOf(r),
        },
        { key: 'email', header: 'E-posta', priority: 'low', truncate: '14rem', cell: (r) => applicantEmailOf(r) || '-' },
        { key: 'donem', header: 'Dönem', sortKey: 'donem_baslangic', priority: 'low', cell: (r) => periodOf(r) },
        decisions.statusColumn,
        {
          key: 'dosya',
          header: 'Dosya',
          priority: 'medium',
          cell: (r) =>
            r.ek_dosya ? (
              <Link href={r.ek_dosya} target="_blank" rel="noopener noreferrer" color="brand.primary" aria-label={`Dosya: ${projectOf(r)}`}>
                Dosya
              </Link>
            ) : (
              <Text color="fg.muted">-</Text>
            ),
        },
        {
          key: 'tarih',
          header: 'Tarih',
          sortKey: 'olusturuldu',
          priority: 'medium',
          cell: (r) => <DateText value={r.olusturuldu} variant="admin" />,
        },
      ],
      rowName: nameOf,
      emptyText: { none: 'Henüz rapor bulunmamaktadır', noMatch: 'Arama kriterlerinize uygun rapor bulunamadı' },
      placeholder: 'Raporlarda ara...',
      status: { key: 'durum', options: DURUM_OPTIONS },
      exportList: 'raporlar',
    }),
    [decisions.statusColumn],
  );

  return <AdminListScreen admin={admin} view={view} rows={decisions} />;
}

export default RaporlarPage;
