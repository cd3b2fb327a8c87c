// /admin/reports (spec 2 Admin reports): project, applicant, period, status chip (opens the status
// dialog), file link, date; actions view (detail dialog), approve, reject (only while GONDERILDI),
// delete (asks first). Search, the durum filter, paging and sorting run on the server; their state is
// in the URL. Failures are only logged (spec 8).
import {
  canQuickApproveRapor,
  QUICK_DECISION_TO,
  RAPOR_DURUMLARI,
  RAPOR_DURUM_META,
  type Rapor,
} from '@portal/domain';
import {
  RowActions,
  DateText,
  Link,
  Text,
  type DataTableColumn,
} from '@portal/ui';
import { useMemo, useState } from 'react';
import { AdminListTable, AdminListToolbar, DeleteConfirm, useAdminList } from '../../../lib/admin-list';
import { logAdminError } from '../../../lib/log-error';
import { useDeleteRapor } from '../api/raporlar';
import { useRaporlar } from '../api/raporlar';
import { useUpdateRaporStatus } from '../api/raporlar';
import { RaporDetailDialog } from './rapor-detail-dialog';
import { RaporStatusDialog } from './rapor-status-dialog';
import { applicantEmailOf, applicantOf, periodOf, projectOf } from './rapor-text';
import { statusColumn } from '../../../lib/status-column';

const FILTERS = ['durum', 'basvuru'] as const;

const DURUM_OPTIONS = RAPOR_DURUMLARI.map((d) => ({ value: d, label: RAPOR_DURUM_META[d].label }));

type Dialog = { kind: 'detail' | 'status'; rapor: Rapor } | null;

export function RaporlarPage() {
  const admin = useAdminList(FILTERS, useRaporlar, 'Raporlar yüklenemedi');
  const updateStatus = useUpdateRaporStatus();
  const deleteRapor = useDeleteRapor();

  const [dialog, setDialog] = useState<Dialog>(null);
  const [deleting, setDeleting] = useState<Rapor | null>(null);

  const columns = useMemo<DataTableColumn<Rapor>[]>(() => {
    const decide = (r: Rapor, decision: 'approve' | 'reject') => {
      updateStatus.mutate(
        { id: r.id, durum: QUICK_DECISION_TO.rapor[decision] },
        { onError: (error) => logAdminError('Rapor durumu güncellenemedi', error) },
      );
    };
    return [
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
      statusColumn('rapor', { name: projectOf, onChange: (r) => setDialog({ kind: 'status', rapor: r }) }),
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
      {
        key: 'islemler',
        header: 'İşlemler',
        align: 'end',
        cell: (r) => {
          const quick = canQuickApproveRapor(r.durum);
          const busy = updateStatus.isPending && updateStatus.variables?.id === r.id;
          return (
            <RowActions
              name={`${projectOf(r)} #${r.id}`}
              actions={[
                { kind: 'view', onClick: () => setDialog({ kind: 'detail', rapor: r }) },
                { kind: 'status', onClick: () => setDialog({ kind: 'status', rapor: r }) },
                quick && { kind: 'approve', disabled: busy, onClick: () => decide(r, 'approve') },
                quick && { kind: 'reject', disabled: busy, onClick: () => decide(r, 'reject') },
                { kind: 'delete', onClick: () => setDeleting(r) },
              ]}
            />
          );
        },
      },
    ];
  }, [updateStatus]);

  return (
    <>
      <AdminListToolbar admin={admin} exportList="raporlar" placeholder="Raporlarda ara..." status={{ key: 'durum', options: DURUM_OPTIONS }} />
      <AdminListTable
        aria-label="Raporlar"
        columns={columns}
        rowLabel={(r) => `${projectOf(r)} #${r.id}`}
        {...admin}
        emptyText={{ none: 'Henüz rapor bulunmamaktadır', noMatch: 'Arama kriterlerinize uygun rapor bulunamadı' }}
      />
      {dialog?.kind === 'status' ? <RaporStatusDialog rapor={dialog.rapor} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'detail' ? <RaporDetailDialog rapor={dialog.rapor} onClose={() => setDialog(null)} /> : null}
      <DeleteConfirm
        item={deleting}
        onClose={() => setDeleting(null)}
        title="Raporu Sil"
        message={(item) =>
          `"${projectOf(item)}" projesinin #${item.id} numaralı raporu silinsin mi?`
        }
        remove={deleteRapor}
        failure="Rapor silinemedi"
      />
    </>
  );
}

export default RaporlarPage;
