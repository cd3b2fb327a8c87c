// /admin/applications (spec 2 Admin applications): project title, applicant name and e-mail, company,
// call, status chip (opens the status dialog), date; approve and reject (only while INCELEME) as
// buttons, view, status and delete (asks first) in the row menu. At a laptop's width e-mail, company
// and call move into the row's detail (column priorities). Search, filters by durum and call, paging and sorting run on the
// server; their state is in the URL. Failures are only logged (spec 8).
import {
  BASVURU_DURUMLARI,
  BASVURU_DURUM_META,
  canQuickApproveBasvuru,
  QUICK_DECISION_TO,
  type Basvuru,
} from '@portal/domain';
import { DateText, FilterSelect, RowActions, type DataTableColumn } from '@portal/ui';
import { useMemo, useState } from 'react';
import { AdminListTable, AdminListToolbar, DeleteConfirm, useAdminList } from '../../../lib/admin-list';
import { logAdminError, useLogError } from '../../../lib/log-error';
import { useBasvurular, useCagriOptions, useDeleteBasvuru, useUpdateBasvuruStatus } from '../api/basvurular';
import { BasvuruDetailDialog } from './basvuru-detail-dialog';
import { BasvuruStatusDialog } from './basvuru-status-dialog';
import { companyName } from './company-name';
import { statusColumn } from '../../../lib/status-column';

const FILTERS = ['durum', 'cagri'] as const;

const DURUM_OPTIONS = BASVURU_DURUMLARI.map((d) => ({ value: d, label: BASVURU_DURUM_META[d].label }));

type Dialog = { kind: 'detail' | 'status'; basvuru: Basvuru } | null;

export function BasvurularPage() {
  const admin = useAdminList(FILTERS, useBasvurular, 'Başvurular yüklenemedi');
  const { list } = admin;
  const cagrilar = useCagriOptions();
  useLogError('Çağrı listesi yüklenemedi', cagrilar.error);
  const updateStatus = useUpdateBasvuruStatus();
  const deleteBasvuru = useDeleteBasvuru();

  const [dialog, setDialog] = useState<Dialog>(null);
  const [deleting, setDeleting] = useState<Basvuru | null>(null);

  const columns = useMemo<DataTableColumn<Basvuru>[]>(() => {
    const decide = (b: Basvuru, decision: 'approve' | 'reject') => {
      updateStatus.mutate(
        { id: b.id, durum: QUICK_DECISION_TO.basvuru[decision] },
        { onError: (error) => logAdminError('Başvuru durumu güncellenemedi', error) },
      );
    };
    return [
      { key: 'proje', header: 'Proje Başlığı', sortKey: 'proje_basligi', truncate: { base: '10rem', md: '14rem', '2xl': '20rem' }, cell: (b) => b.proje_basligi },
      { key: 'basvuran', header: 'Başvuran', sortKey: 'basvuran', priority: 'medium', truncate: '10rem', cell: (b) => b.basvuran?.ad_soyad || '-' },
      { key: 'email', header: 'E-posta', priority: 'low', truncate: '14rem', cell: (b) => b.basvuran?.email || '-' },
      { key: 'sirket', header: 'Şirket', sortKey: 'sirket', priority: 'low', truncate: '12rem', cell: (b) => companyName(b) },
      { key: 'cagri', header: 'Çağrı', sortKey: 'cagri', priority: 'low', truncate: '12rem', cell: (b) => b.cagri?.baslik || '-' },
      statusColumn('basvuru', { name: (b) => b.proje_basligi, onChange: (b) => setDialog({ kind: 'status', basvuru: b }) }),
      {
        key: 'tarih',
        header: 'Tarih',
        sortKey: 'olusturuldu',
        priority: 'medium',
        cell: (b) => <DateText value={b.olusturuldu} variant="admin" />,
      },
      {
        key: 'islemler',
        header: 'İşlemler',
        align: 'end',
        cell: (b) => {
          const quick = canQuickApproveBasvuru(b.durum);
          const busy = updateStatus.isPending && updateStatus.variables?.id === b.id;
          return (
            <RowActions
              name={b.proje_basligi}
              actions={[
                { kind: 'view', onClick: () => setDialog({ kind: 'detail', basvuru: b }) },
                { kind: 'status', onClick: () => setDialog({ kind: 'status', basvuru: b }) },
                quick && { kind: 'approve', disabled: busy, onClick: () => decide(b, 'approve') },
                quick && { kind: 'reject', disabled: busy, onClick: () => decide(b, 'reject') },
                { kind: 'delete', onClick: () => setDeleting(b) },
              ]}
            />
          );
        },
      },
    ];
  }, [updateStatus]);

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
        rowLabel={(b) => b.proje_basligi}
        {...admin}
        emptyText={{ none: 'Henüz başvuru bulunmamaktadır', noMatch: 'Arama kriterlerinize uygun başvuru bulunamadı' }}
      />
      {dialog?.kind === 'status' ? <BasvuruStatusDialog basvuru={dialog.basvuru} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'detail' ? <BasvuruDetailDialog basvuru={dialog.basvuru} onClose={() => setDialog(null)} /> : null}
      <DeleteConfirm
        item={deleting}
        onClose={() => setDeleting(null)}
        title="Başvuruyu Sil"
        message={(item) =>
          `"${item.proje_basligi}" başvurusu silinsin mi? Başvurunun raporları, mentor atamaları ve rezervasyonları da silinir.`
        }
        remove={deleteBasvuru}
        failure="Başvuru silinemedi"
      />
    </>
  );
}

export default BasvurularPage;
