// /admin/reservations (spec 2 Admin reservations): resource, project, owner, start and end (Turkish
// date and time), status chip (opens the status dialog), actions view, approve/reject (only while
// BEKLEME), delete (asks first). Filters durum, resource, date range; search; server paging; state in
// the URL. Failures are only logged (spec 8), except the overlap refusal (409) in the status dialog.
import {
  canQuickApproveRezervasyon,
  QUICK_DECISION_TO,
  REZERVASYON_DURUM_META,
  REZERVASYON_DURUMLARI,
  reservationProjectTitle,
  reservationResourceName,
  rezervasyonDurumMeta,
  type Rezervasyon,
} from '@portal/domain';
import { DateText, Input, NativeSelect, StatusChip, type DataTableColumn, RowActions } from '@portal/ui';
import { useMemo, useState } from 'react';
import { AdminListTable, AdminListToolbar, DeleteConfirm, useAdminList } from '../../../lib/admin-list';
import { logAdminError, useLogError } from '../../../lib/log-error';
import { useDeleteRezervasyon, useKaynakOptions, useRezervasyonlar, useUpdateRezervasyonStatus } from '../api/rezervasyonlar';
import { RezervasyonDetailDialog, RezervasyonStatusDialog } from './dialogs';
import { ownerText } from './owner';

const FILTERS = ['durum', 'kaynak', 'baslangic_gte', 'baslangic_lte'] as const;
const DURUM_OPTIONS = REZERVASYON_DURUMLARI.map((d) => ({ value: d, label: REZERVASYON_DURUM_META[d].label }));

type Dialog = { kind: 'detail' | 'status'; r: Rezervasyon } | null;

export function RezervasyonlarPage() {
  const admin = useAdminList(FILTERS, useRezervasyonlar, 'Rezervasyonlar yüklenemedi');
  const { list } = admin;
  const kaynaklar = useKaynakOptions();
  useLogError('Kaynak listesi yüklenemedi', kaynaklar.error);
  const updateStatus = useUpdateRezervasyonStatus();
  const remove = useDeleteRezervasyon();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [deleting, setDeleting] = useState<Rezervasyon | null>(null);

  const columns = useMemo<DataTableColumn<Rezervasyon>[]>(() => {
    const decide = (r: Rezervasyon, decision: 'approve' | 'reject') =>
      updateStatus.mutate(
        { id: r.id, durum: QUICK_DECISION_TO.rezervasyon[decision] },
        { onError: (error) => logAdminError('Rezervasyon durumu güncellenemedi', error) },
      );
    const name = (r: Rezervasyon) => `${reservationResourceName(r)} ${reservationProjectTitle(r)}`.trim();
    return [
      { key: 'kaynak', header: 'Kaynak', sortKey: 'kaynak', cell: (r) => reservationResourceName(r) || '-' },
      { key: 'proje', header: 'Proje', cell: (r) => reservationProjectTitle(r) || '-' },
      { key: 'sahip', header: 'Rezervasyon Sahibi', cell: (r) => ownerText(r) },
      { key: 'baslangic', header: 'Başlangıç', sortKey: 'baslangic', cell: (r) => <DateText value={r.baslangic} variant="admin" withTime /> },
      { key: 'bitis', header: 'Bitiş', sortKey: 'bitis', cell: (r) => <DateText value={r.bitis} variant="admin" withTime /> },
      {
        key: 'durum',
        header: 'Durum',
        sortKey: 'durum',
        cell: (r) => (
          <StatusChip
            kind="rezervasyon"
            value={r.durum}
            onClick={() => setDialog({ kind: 'status', r })}
            actionLabel={`Durumu değiştir: ${rezervasyonDurumMeta(r.durum).label} (${name(r)})`}
          />
        ),
      },
      {
        key: 'islemler',
        header: 'İşlemler',
        align: 'end',
        cell: (r) => {
          const quick = canQuickApproveRezervasyon(r.durum);
          const busy = updateStatus.isPending && updateStatus.variables?.id === r.id;
          return (
            <RowActions
              name={name(r)}
              actions={[
                { kind: 'view', onClick: () => setDialog({ kind: 'detail', r }) },
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
      <AdminListToolbar admin={admin} placeholder="Rezervasyonlarda ara..." status={{ key: 'durum', options: DURUM_OPTIONS }}>
        <NativeSelect.Root width={{ base: 'full', sm: '220px' }}>
          <NativeSelect.Field aria-label="Kaynak filtresi" value={list.filters.kaynak} onChange={(e) => list.setFilter('kaynak', e.currentTarget.value)} bg="bg.panel">
            <option value="">Tüm Kaynaklar</option>
            {(kaynaklar.data ?? []).map((k) => (
              <option key={k.id} value={String(k.id)}>{k.ad}</option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Input type="date" aria-label="Başlangıç tarihinden" width={{ base: 'full', sm: '170px' }} bg="bg.panel" value={list.filters.baslangic_gte} onChange={(e) => list.setFilter('baslangic_gte', e.currentTarget.value)} />
        <Input type="date" aria-label="Başlangıç tarihine kadar" width={{ base: 'full', sm: '170px' }} bg="bg.panel" value={list.filters.baslangic_lte} onChange={(e) => list.setFilter('baslangic_lte', e.currentTarget.value)} />
      </AdminListToolbar>
      <AdminListTable
        aria-label="Rezervasyonlar"
        columns={columns}
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
