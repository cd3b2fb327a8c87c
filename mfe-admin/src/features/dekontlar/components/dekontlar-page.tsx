// /admin/receipts: company, uploader, payment date, status chip (opens the status dialog: all three
// statuses), the file link (new tab), upload date; actions view details, approve/reject (only while
// YUKLENDI), delete (asks first). Search, status and company filters, paging and ordering in the
// URL. Below the table, the coverage grid (months x companies). Failures are only logged.
import type { Dekont } from '@portal/domain';
import { DateText, DetailDialog, DetailRow, Link, StatusChip, Text } from '@portal/ui';
import { AdminListScreen, STATUS_COLUMN, useAdminList, type AdminListView } from '../../../lib/admin-list';
import { ListFilterSelect, useRecordOptions } from '../../../lib/list-filters';
import { decisionFilter, useStaffDecisions, type RowDialogProps } from '../../../lib/staff-decisions';
import { useSirketOptions } from '../../sirketler/api/sirketler';
import { useBulkDekontStatus, useDekontlar, useDeleteDekont, useUpdateDekontStatus } from '../api/dekontlar';
import { CoverageGrid } from './coverage-grid';
import { HistorySection } from '../../../lib/history-section';

export const uploaderOf = (d: Pick<Dekont, 'olusturan'>): string => {
  const u = d.olusturan;
  if (!u) return '-';
  return `${u.first_name ?? ''} ${u.last_name ?? ''}`.trim() || u.username || '-';
};
const companyOf = (d: Dekont) => d.sirket?.adi ?? '-';
/** A company uploads a receipt a month: the payment date tells them apart. */
const nameOf = (d: Dekont) => `${companyOf(d)} ${d.odeme_tarihi}`;

function FileLink({ d }: { d: Dekont }) {
  if (!d.dekont_dosyasi) return <Text color="fg.muted">-</Text>;
  return (
    <Link href={d.dekont_dosyasi} target="_blank" rel="noopener noreferrer" color="brand.primary" aria-label={`Dosyayı aç: ${companyOf(d)}`}>
      Dosyayı Aç 
    </Link>
  );
}

function DekontDetailDialog({ row: d, onClose }: RowDialogProps<Dekont>) {
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

const VIEW: AdminListView<'durum' | 'sirket', Dekont> = {
  label: 'Dekontlar',
  filters: ['durum', 'sirket'],
  columns: [
    { key: 'sirket', header: 'Şirket', sortKey: 'sirket', truncate: { base: '10rem', md: '14rem' }, cell: (d) => companyOf(d) },
    { key: 'olusturan', header: 'Yükleyen', sortKey: 'olusturan', priority: 'medium', truncate: '10rem', cell: (d) => uploaderOf(d) },
    { key: 'odeme_tarihi', header: 'Ödeme Tarihi', sortKey: 'odeme_tarihi', priority: 'medium', cell: (d) => <DateText value={d.odeme_tarihi} variant="admin" /> },
    STATUS_COLUMN,
    { key: 'dosya', header: 'Dosya', priority: 'medium', cell: (d) => <FileLink d={d} /> },
    { key: 'yukleme_tarihi', header: 'Yükleme Tarihi', sortKey: 'yukleme_tarihi', priority: 'low', cell: (d) => <DateText value={d.yukleme_tarihi} variant="admin" /> },
  ],
  rowName: nameOf,
  rowLabel: companyOf,
  emptyText: { none: 'Henüz dekont bulunmamaktadır', noMatch: 'Arama kriterlerinize uygun dekont bulunamadı' },
  placeholder: 'Dekontlarda ara...',
  status: decisionFilter('dekont'),
  exportList: 'dekontlar',
};

export function DekontlarPage() {
  const admin = useAdminList(VIEW, useDekontlar);
  const sirketler = useRecordOptions(useSirketOptions(), (s) => s.adi, 'Şirket listesi yüklenemedi');
  const decisions = useStaffDecisions({
    kind: 'dekont',
    useBulk: useBulkDekontStatus,
    statusName: nameOf,
    status: { description: (d) => `${companyOf(d)} — ${uploaderOf(d)}`, useUpdate: useUpdateDekontStatus },
    DetailDialog: DekontDetailDialog,
    remove: {
      title: 'Dekontu Sil',
      message: (d) => `"${companyOf(d)}" şirketinin ${d.odeme_tarihi} tarihli dekontu ve dosyası silinsin mi? Bu işlem geri alınamaz.`,
      remove: useDeleteDekont(),
    },
  });

  return (
    <AdminListScreen
      admin={admin}
      view={VIEW}
      rows={decisions}
      filters={<ListFilterSelect list={admin.list} filter="sirket" label="Şirket filtresi" allLabel="Tüm Şirketler" width={{ base: 'full', sm: '240px' }} options={sirketler} />}
    >
      <CoverageGrid />
    </AdminListScreen>
  );
}

export default DekontlarPage;
