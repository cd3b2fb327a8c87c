// /admin/receipts: company, uploader, payment date, status chip (opens the status dialog: all three
// statuses), the file link (new tab), upload date; actions view details, approve/reject (only while
// YUKLENDI), delete (asks first). Search, status and company filters, paging and ordering in the
// URL. Below the table, the coverage grid (months x companies). Failures are only logged.
import {
  canQuickApproveDekont,
  DEKONT_DURUM_META,
  DEKONT_DURUMLARI,
  isDekontDurum,
  QUICK_DECISION_TO,
  type Dekont,
  type DekontDurum,
} from '@portal/domain';
import { DateText, DetailDialog, DetailRow, FilterSelect, Link, RowActions, SearchFilterBar, StatusChangeDialog, StatusChip, Text, type DataTableColumn, type StatusOption } from '@portal/ui';
import { useMemo, useState } from 'react';
import { AdminListTable, DeleteConfirm, useAdminList } from '../../../lib/admin-list';
import { ExportMenu } from '../../../lib/export-menu';
import { logAdminError, useLogError } from '../../../lib/log-error';
import { useSirketOptions } from '../../sirketler/api/sirketler';
import { useDekontlar, useDeleteDekont, useUpdateDekontStatus } from '../api/dekontlar';
import { CoverageGrid } from './coverage-grid';
import { HistorySection } from '../../../lib/history-section';
import { statusColumn } from '../../../lib/status-column';

const FILTERS = ['durum', 'sirket'] as const;
const DURUM_OPTIONS: StatusOption<DekontDurum>[] = DEKONT_DURUMLARI.map((d) => ({ value: d, label: DEKONT_DURUM_META[d].label }));

export const uploaderOf = (d: Pick<Dekont, 'olusturan'>): string => {
  const u = d.olusturan;
  if (!u) return '-';
  return `${u.first_name ?? ''} ${u.last_name ?? ''}`.trim() || u.username || '-';
};
const companyOf = (d: Dekont) => d.sirket?.adi ?? '-';

function FileLink({ d }: { d: Dekont }) {
  if (!d.dekont_dosyasi) return <Text color="fg.muted">-</Text>;
  return (
    <Link href={d.dekont_dosyasi} target="_blank" rel="noopener noreferrer" color="brand.primary" aria-label={`Dosyayı aç: ${companyOf(d)}`}>
      Dosyayı Aç 
    </Link>
  );
}

function DekontStatusDialog({ dekont: d, onClose }: { dekont: Dekont; onClose: () => void }) {
  const update = useUpdateDekontStatus();
  return (
    <StatusChangeDialog
      open
      onClose={onClose}
      title="Dekont Durumunu Değiştir"
      description={`${companyOf(d)} — ${uploaderOf(d)}`}
      value={isDekontDurum(d.durum) ? d.durum : 'YUKLENDI'}
      options={DURUM_OPTIONS}
      withNote
      onSave={async (durum, note) => {
        await update.mutateAsync({ id: d.id, durum, note });
      }}
      onError={(error) => logAdminError('Dekont durumu güncellenemedi', error)}
      busy={update.isPending}
    />
  );
}

function DekontDetailDialog({ dekont: d, onClose }: { dekont: Dekont; onClose: () => void }) {
  return (
    <DetailDialog open onClose={onClose} title="Dekont Detayı" scrollBehavior="outside">
      <DetailRow label="Şirket">{companyOf(d)}</DetailRow>
      <DetailRow label="Yükleyen">
        {uploaderOf(d)}
        {d.olusturan?.username ? ` (@${d.olusturan.username})` : ''}
      </DetailRow>
      <DetailRow label="Ödeme Tarihi"><DateText as="span" value={d.odeme_tarihi} variant="admin" /></DetailRow>
      <DetailRow label="Durum"><StatusChip kind="dekont" value={d.durum} /></DetailRow>
      {d.aciklama ? <DetailRow label="Açıklama">{d.aciklama}</DetailRow> : null}
      <DetailRow label="Dosya"><FileLink d={d} /></DetailRow>
      <DetailRow label="Yükleme Tarihi"><DateText as="span" value={d.yukleme_tarihi} variant="admin" withTime /></DetailRow>
      <HistorySection nesne="dekont" id={d.id} kind="dekont" />
    </DetailDialog>
  );
}

type Dialog = { kind: 'detail' | 'status'; d: Dekont } | null;

export function DekontlarPage() {
  const { list, query, searchText, setSearchText, filtered, clear } = useAdminList(FILTERS, useDekontlar, 'Dekontlar yüklenemedi');
  const sirketler = useSirketOptions();
  useLogError('Şirket listesi yüklenemedi', sirketler.error);
  const updateStatus = useUpdateDekontStatus();
  const remove = useDeleteDekont();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [deleting, setDeleting] = useState<Dekont | null>(null);

  const columns = useMemo<DataTableColumn<Dekont>[]>(() => {
    const decide = (d: Dekont, decision: 'approve' | 'reject') =>
      updateStatus.mutate(
        { id: d.id, durum: QUICK_DECISION_TO.dekont[decision] },
        { onError: (error) => logAdminError('Dekont durumu güncellenemedi', error) },
      );
    const name = (d: Dekont) => `${companyOf(d)} ${d.odeme_tarihi}`;
    return [
      { key: 'sirket', header: 'Şirket', sortKey: 'sirket', truncate: { base: '10rem', md: '14rem' }, cell: (d) => companyOf(d) },
      { key: 'olusturan', header: 'Yükleyen', sortKey: 'olusturan', priority: 'medium', truncate: '10rem', cell: (d) => uploaderOf(d) },
      { key: 'odeme_tarihi', header: 'Ödeme Tarihi', sortKey: 'odeme_tarihi', priority: 'medium', cell: (d) => <DateText value={d.odeme_tarihi} variant="admin" /> },
      statusColumn('dekont', { name: name, onChange: (d) => setDialog({ kind: 'status', d }) }),
      { key: 'dosya', header: 'Dosya', priority: 'medium', cell: (d) => <FileLink d={d} /> },
      { key: 'yukleme_tarihi', header: 'Yükleme Tarihi', sortKey: 'yukleme_tarihi', priority: 'low', cell: (d) => <DateText value={d.yukleme_tarihi} variant="admin" /> },
      {
        key: 'islemler',
        header: 'İşlemler',
        align: 'end',
        cell: (d) => {
          const quick = canQuickApproveDekont(d.durum);
          const busy = updateStatus.isPending && updateStatus.variables?.id === d.id;
          return (
            <RowActions
              name={name(d)}
              actions={[
                { kind: 'view', onClick: () => setDialog({ kind: 'detail', d }) },
                { kind: 'status', onClick: () => setDialog({ kind: 'status', d }) },
                quick && { kind: 'approve', disabled: busy, onClick: () => decide(d, 'approve') },
                quick && { kind: 'reject', disabled: busy, onClick: () => decide(d, 'reject') },
                { kind: 'delete', onClick: () => setDeleting(d) },
              ]}
            />
          );
        },
      },
    ];
  }, [updateStatus]);

  return (
    <>
      <SearchFilterBar
        search={searchText}
        onSearchChange={setSearchText}
        placeholder="Dekontlarda ara..."
        status={list.filters.durum}
        onStatusChange={(v) => list.setFilter('durum', v)}
        statusOptions={DURUM_OPTIONS}
        onClear={filtered ? clear : undefined}
      >
        <FilterSelect
          label="Şirket filtresi"
          allLabel="Tüm Şirketler"
          width={{ base: 'full', sm: '240px' }}
          value={list.filters.sirket}
          onValueChange={(v) => list.setFilter('sirket', v)}
          options={(sirketler.data ?? []).map((s) => ({ value: String(s.id), label: s.adi }))}
        />
        <ExportMenu list="dekontlar" params={list} />
      </SearchFilterBar>
      <AdminListTable
        aria-label="Dekontlar"
        columns={columns}
        rowLabel={(d) => companyOf(d)}
        list={list}
        query={query}
        filtered={filtered}
        emptyText={{ none: 'Henüz dekont bulunmamaktadır', noMatch: 'Arama kriterlerinize uygun dekont bulunamadı' }}
      />
      <CoverageGrid />
      {dialog?.kind === 'status' ? <DekontStatusDialog dekont={dialog.d} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'detail' ? <DekontDetailDialog dekont={dialog.d} onClose={() => setDialog(null)} /> : null}
      <DeleteConfirm
        item={deleting}
        onClose={() => setDeleting(null)}
        title="Dekontu Sil"
        message={(d) => `"${companyOf(d)}" şirketinin ${d.odeme_tarihi} tarihli dekontu ve dosyası silinsin mi? Bu işlem geri alınamaz.`}
        remove={remove}
        failure="Dekont silinemedi"
      />
    </>
  );
}

export default DekontlarPage;
