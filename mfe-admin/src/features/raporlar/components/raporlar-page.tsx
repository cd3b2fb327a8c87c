// /admin/reports (spec 2 Admin reports): project, applicant, period, status chip (opens the status
// dialog), file link, date; actions view (detail dialog), approve, reject (only while GONDERILDI),
// delete (asks first). Search, the durum filter, paging and sorting run on the server; their state is
// in the URL. Failures are only logged (spec 8).
import type { Rapor } from '@portal/domain';
import { Link, Text } from '@portal/ui';
import { AdminListScreen, STATUS_COLUMN, useAdminList, type AdminListView } from '../../../lib/admin-list';
import { applicationColumns, createdColumn } from '../../../lib/application-columns';
import { decisionFilter, useStaffDecisions } from '../../../lib/staff-decisions';
import { useBulkRaporStatus, useDeleteRapor, useRaporlar, useUpdateRaporStatus } from '../api/raporlar';
import { RaporDetailDialog } from './rapor-detail-dialog';
import { applicantEmailOf, applicantOf, periodOf, projectOf } from './rapor-text';

/** A project has many reports: the number tells them apart. */
const nameOf = (r: Rapor) => `${projectOf(r)} #${r.id}`;

const VIEW: AdminListView<'durum' | 'basvuru', Rapor> = {
  label: 'Raporlar',
  filters: ['durum', 'basvuru'],
  columns: [
    ...applicationColumns<Rapor>({ projectHeader: 'Proje', project: projectOf, applicant: applicantOf, email: applicantEmailOf }),
    { key: 'donem', header: 'Dönem', sortKey: 'donem_baslangic', priority: 'low', cell: (r) => periodOf(r) },
    STATUS_COLUMN,
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
    createdColumn(),
  ],
  rowName: nameOf,
  emptyText: { none: 'Henüz rapor bulunmamaktadır', noMatch: 'Arama kriterlerinize uygun rapor bulunamadı' },
  placeholder: 'Raporlarda ara...',
  status: decisionFilter('rapor'),
  exportList: 'raporlar',
};

export function RaporlarPage() {
  const admin = useAdminList(VIEW, useRaporlar);
  const decisions = useStaffDecisions({
    kind: 'rapor',
    useBulk: useBulkRaporStatus,
    statusName: projectOf,
    decisionName: nameOf,
    status: { description: projectOf, useUpdate: useUpdateRaporStatus },
    DetailDialog: RaporDetailDialog,
    remove: {
      title: 'Raporu Sil',
      message: (item) => `"${projectOf(item)}" projesinin #${item.id} numaralı raporu silinsin mi?`,
      remove: useDeleteRapor(),
    },
  });

  return <AdminListScreen admin={admin} view={VIEW} rows={decisions} />;
}

export default RaporlarPage;
