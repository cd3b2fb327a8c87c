// /admin/reservations (spec 2 Admin reservations): resource, project, owner, start and end (Turkish
// date and time), status chip (opens the status dialog); approve/reject (only while BEKLEME) as
// buttons, view, status and delete (asks first) in the row menu; owner and end fold into the row's
// detail on a laptop. Filters durum, resource, date range; search; server paging; state in
// the URL. Failures are only logged (spec 8), except the overlap refusal (409) in the status dialog
// and a quick decision that lost to the applicant's cancel (409, a toast).
import {
  canQuickApproveRezervasyon,
  QUICK_DECISION_TO,
  REZERVASYON_DURUM_META,
  REZERVASYON_DURUMLARI,
  reservationProjectTitle,
  reservationResourceName,
  type Rezervasyon,
} from '@portal/domain';
import { extractErrorText, isApiError } from '@portal/api-client';
import { DateText, FilterSelect, RowActions, toaster, type DataTableColumn } from '@portal/ui';
import { useMemo, useState } from 'react';
import { AdminListTable, AdminListToolbar, DeleteConfirm, useAdminList } from '../../../lib/admin-list';
import { DateFilter, DateRangeFilter } from '../../../lib/date-filter';
import { logAdminError, useLogError } from '../../../lib/log-error';
import { useDeleteRezervasyon, useKaynakOptions, useQuickDecideRezervasyon, useRezervasyonlar } from '../api/rezervasyonlar';
import { RezervasyonDetailDialog, RezervasyonStatusDialog } from './dialogs';
import { ownerText } from './owner';
import { statusColumn } from '../../../lib/status-column';

const FILTERS = ['durum', 'kaynak', 'baslangic_gte', 'baslangic_lte'] as const;
const DURUM_OPTIONS = REZERVASYON_DURUMLARI.map((d) => ({ value: d, label: REZERVASYON_DURUM_META[d].label }));

type Dialog = { kind: 'detail' | 'status'; r: Rezervasyon } | null;

export function RezervasyonlarPage() {
  const admin = useAdminList(FILTERS, useRezervasyonlar, 'Rezervasyonlar yüklenemedi');
  const { list } = admin;
  const kaynaklar = useKaynakOptions();
  useLogError('Kaynak listesi yüklenemedi', kaynaklar.error);
  const quickDecide = useQuickDecideRezervasyon();
  const remove = useDeleteRezervasyon();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [deleting, setDeleting] = useState<Rezervasyon | null>(null);

  const columns = useMemo<DataTableColumn<Rezervasyon>[]>(() => {
    const decide = (r: Rezervasyon, decision: 'approve' | 'reject') =>
      quickDecide.mutate(
        { id: r.id, durum: QUICK_DECISION_TO.rezervasyon[decision] },
        {
          onError: (error) => {
            logAdminError('Rezervasyon durumu güncellenemedi', error);
            // The applicant cancelled it meanwhile (409, ours; other failures are only logged, spec 8):
            // say so; the list is refreshed either way.
            if (isApiError(error) && error.status === 409) toaster.create({ type: 'error', title: extractErrorText(error, 'Rezervasyon durumu güncellenemedi') });
          },
        },
      );
    const name = (r: Rezervasyon) => `${reservationResourceName(r)} ${reservationProjectTitle(r)}`.trim();
    return [
      { key: 'kaynak', header: 'Kaynak', sortKey: 'kaynak', truncate: '10rem', cell: (r) => reservationResourceName(r) || '-' },
      { key: 'proje', header: 'Proje', priority: 'medium', truncate: { base: '10rem', '2xl': '16rem' }, cell: (r) => reservationProjectTitle(r) || '-' },
      { key: 'sahip', header: 'Rezervasyon Sahibi', priority: 'low', truncate: '14rem', cell: (r) => ownerText(r) },
      { key: 'baslangic', header: 'Başlangıç', sortKey: 'baslangic', priority: 'medium', cell: (r) => <DateText value={r.baslangic} variant="admin" withTime /> },
      { key: 'bitis', header: 'Bitiş', sortKey: 'bitis', priority: 'low', cell: (r) => <DateText value={r.bitis} variant="admin" withTime /> },
      statusColumn('rezervasyon', { name: name, onChange: (r) => setDialog({ kind: 'status', r }) }),
      {
        key: 'islemler',
        header: 'İşlemler',
        align: 'end',
        cell: (r) => {
          const quick = canQuickApproveRezervasyon(r.durum);
          const busy = quickDecide.isPending && quickDecide.variables?.id === r.id;
          return (
            <RowActions
              name={name(r)}
              actions={[
                { kind: 'view', onClick: () => setDialog({ kind: 'detail', r }) },
                { kind: 'status', onClick: () => setDialog({ kind: 'status', r }) },
                quick && { kind: 'approve', disabled: busy, onClick: () => decide(r, 'approve') },
                quick && { kind: 'reject', disabled: busy, onClick: () => decide(r, 'reject') },
                { kind: 'delete', onClick: () => setDeleting(r) },
              ]}
            />
          );
        },
      },
    ];
  }, [quickDecide]);

  return (
    <>
      <AdminListToolbar admin={admin} exportList="rezervasyonlar" placeholder="Rezervasyonlarda ara..." status={{ key: 'durum', options: DURUM_OPTIONS }}>
        <FilterSelect
          label="Kaynak filtresi"
          allLabel="Tüm Kaynaklar"
          value={list.filters.kaynak}
          onValueChange={(v) => list.setFilter('kaynak', v)}
          options={(kaynaklar.data ?? []).map((k) => ({ value: String(k.id), label: k.ad }))}
        />
        <DateRangeFilter>
          <DateFilter label="Başlangıç tarihinden" width={{ base: 'full', sm: '170px' }} value={list.filters.baslangic_gte} onValueChange={(v) => list.setFilter('baslangic_gte', v)} />
          <DateFilter label="Başlangıç tarihine kadar" width={{ base: 'full', sm: '170px' }} value={list.filters.baslangic_lte} onValueChange={(v) => list.setFilter('baslangic_lte', v)} />
        </DateRangeFilter>
      </AdminListToolbar>
      <AdminListTable
        aria-label="Rezervasyonlar"
        columns={columns}
        rowLabel={(r) => `${reservationResourceName(r)} ${reservationProjectTitle(r)}`.trim()}
        {...admin}
        emptyText={{ none: 'Henüz rezervasyon bulunmamaktadır', noMatch: 'Arama kriterlerinize uygun rezervasyon bulunamadı' }}
      />
      {dialog?.kind === 'status' ? <RezervasyonStatusDialog rezervasyon={dialog.r} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'detail' ? <RezervasyonDetailDialog rezervasyon={dialog.r} onClose={() => setDialog(null)} /> : null}
      <DeleteConfirm
        item={deleting}
        onClose={() => setDeleting(null)}
        title="Rezervasyonu Sil"
        message={(item) =>
          `"${reservationResourceName(item)}" rezervasyonu silinsin mi? Bu işlem geri alınamaz.`
        }
        remove={remove}
        failure="Rezervasyon silinemedi"
      />
    </>
  );
}

export default RezervasyonlarPage;
