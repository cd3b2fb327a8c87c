// /calisan-raporlari (spec 2 "Employee reports", spec 6 Company owner): counters (total, approved,
// pending, rejected), search (project title, employee first or last name, summary), status filter
// (Tümü, beklemede, onaylandi, reddedildi), the table with the attachment download, empty states
// with clear-filters. The shell guards the route; the screen still answers a missing session, a
// non-owner and a missing company with the spec's texts.
import { useSessionUser } from '@portal/auth-store';
import {
  CALISAN_RAPOR_DURUMLARI,
  CALISAN_RAPOR_DURUM_META,
  formatDate,
  isRaporDurum,
  matchesSearch,
  MSG,
  raporDurumToCalisanDurum,
  type CalisanRaporDurum,
  type CalisanRaporu,
} from '@portal/domain';
import {
  Alert,
  DataTable,
  DateText,
  EmptyState,
  ErrorPanel,
  FILTER_ALL,
  Link,
  PageHeader,
  SearchFilterBar,
  SkeletonList,
  StatCounter,
  StatCounterRow,
  StatusChip,
  Text,
  type DataTableColumn,
  type FilterOption,
} from '@portal/ui';
import { useState } from 'react';
import { useCalisanRaporlari } from '../api/get-calisan-raporlari';

const C = MSG.company;
const R = MSG.report;

const STATUS_OPTIONS: readonly FilterOption[] = CALISAN_RAPOR_DURUMLARI.map((d) => ({
  value: d,
  label: CALISAN_RAPOR_DURUM_META[d].label,
}));

/** The owner screen's status: the server's durum_calisan, else read from the admin durum. */
export function calisanDurumOf(r: CalisanRaporu): CalisanRaporDurum | null {
  if ((CALISAN_RAPOR_DURUMLARI as readonly string[]).includes(r.durum_calisan)) return r.durum_calisan;
  const up = typeof r.durum === 'string' ? r.durum.toUpperCase() : '';
  return isRaporDurum(up) ? raporDurumToCalisanDurum(up) : null;
}

const fullName = (r: CalisanRaporu) => [r.calisan?.first_name, r.calisan?.last_name].filter(Boolean).join(' ') || r.calisan?.username || '-';
const projectOf = (r: CalisanRaporu) => r.proje_basligi || r.basvuru?.proje_basligi || '-';

const COLUMNS: DataTableColumn<CalisanRaporu>[] = [
  {
    key: 'calisan',
    header: 'Çalışan', sortKey: 'calisan',
    sortValue: (r) => fullName(r),
    cell: (r) => (
      <>
        <Text>{fullName(r)}</Text>
        <Text fontSize="sm" color="fg.muted">
          {r.calisan?.email}
        </Text>
      </>
    ),
  },
  { key: 'proje', header: 'Proje', sortKey: 'proje', sortValue: (r) => projectOf(r), truncate: '11rem', cell: (r) => projectOf(r) },
  // The summary is cut to one line (the whole text in its tooltip and in the row's detail), and
  // moves into the row's detail on a narrower laptop: the row keeps its download link in view.
  { key: 'ozet', header: 'Özet', priority: 'low', truncate: '16rem', cell: (r) => r.ozet },
  {
    key: 'donem',
    header: 'Dönem', sortKey: 'donem', priority: 'medium',
    sortValue: (r) => r.donem_baslangic,
    cell: (r) => R.periodText(formatDate(r.donem_baslangic), formatDate(r.donem_bitis)),
  },
  {
    key: 'durum',
    header: 'Durum', sortKey: 'durum',
    sortValue: (r) => calisanDurumOf(r) ?? '',
    cell: (r) => <StatusChip kind="calisanRaporu" value={calisanDurumOf(r) ?? r.durum} />,
  },
  {
    key: 'tarih',
    header: 'Yükleme Tarihi', sortKey: 'tarih',
    sortValue: (r) => r.olusturuldu,
    cell: (r) => <DateText value={r.olusturuldu} />,
  },
  {
    key: 'islemler',
    header: 'İşlemler',
    align: 'end',
    actions: true,
    cell: (r) =>
      r.ek_dosya ? (
        <Link
          href={r.ek_dosya}
          target="_blank"
          rel="noopener noreferrer"
          download
          color="brand.primary"
          aria-label={`${C.employeeReportsDownload}: ${projectOf(r)} (${fullName(r)})`}
        >
          {C.employeeReportsDownload}
        </Link>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          {C.employeeReportsNoFile}
        </Text>
      ),
  },
];

function Notice({ children, status = 'warning' }: { children: string; status?: 'warning' | 'error' }) {
  return (
    <Alert.Root status={status} role="alert" borderRadius="md" my="6">
      <Alert.Indicator />
      <Alert.Title>{children}</Alert.Title>
    </Alert.Root>
  );
}

export function CalisanRaporlariPage() {
  const user = useSessionUser();
  const owner = user?.is_sirket_sahibi === true;
  const sirketId = owner ? (user.sirket_id ?? null) : null;
  const query = useCalisanRaporlari(sirketId);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<CalisanRaporDurum | typeof FILTER_ALL>(FILTER_ALL);

  if (!user) return <Notice>{MSG.permission.pleaseLogin}</Notice>;
  if (!owner) return <Notice>{MSG.permission.noPageAccess}</Notice>;
  if (sirketId === null) return <Notice>{C.notFound}</Notice>;

  const all = query.data ?? [];
  const count = (d: CalisanRaporDurum) => all.filter((r) => calisanDurumOf(r) === d).length;
  const shown = all
    .filter((r) => status === FILTER_ALL || calisanDurumOf(r) === status)
    .filter((r) => matchesSearch(search, projectOf(r), r.calisan?.first_name, r.calisan?.last_name, r.ozet));
  const filtered = search.trim() !== '' || status !== FILTER_ALL;
  const clear = () => {
    setSearch('');
    setStatus(FILTER_ALL);
  };

  return (
    <>
      <PageHeader title={C.employeeReportsTitle} />
      {query.isPending ? (
        <SkeletonList label={C.employeeReportsLoading} />
      ) : query.isError ? (
        <ErrorPanel title={C.employeeReportsLoadError} message={null} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <StatCounterRow label="Rapor sayıları">
            <StatCounter label={C.employeeReportsTotal} value={all.length} color="primary" />
            <StatCounter label={C.employeeReportsApproved} value={count('onaylandi')} color="green" />
            <StatCounter label={C.employeeReportsPending} value={count('beklemede')} color="orange" />
            <StatCounter label={C.employeeReportsRejected} value={count('reddedildi')} color="red" />
          </StatCounterRow>
          <SearchFilterBar
            search={search}
            onSearchChange={setSearch}
            placeholder={C.employeeReportsSearch}
            status={status}
            onStatusChange={(v) => setStatus(v as CalisanRaporDurum | typeof FILTER_ALL)}
            statusOptions={STATUS_OPTIONS}
            onClear={filtered ? clear : undefined}
          />
          {all.length === 0 ? (
            <EmptyState title={C.employeeReportsEmpty} />
          ) : shown.length === 0 ? (
            <EmptyState title={C.employeeReportsEmptyFiltered} actionLabel={MSG.call.clearFilters} onAction={clear} />
          ) : (
            <DataTable
              aria-label={C.employeeReportsTitle}
              columns={COLUMNS}
              rows={shown}
              getRowId={(r) => r.id}
              defaultSort={{ key: 'tarih', direction: 'desc' }}
              rowLabel={(r) => `${projectOf(r)} (${fullName(r)})`}
            />
          )}
        </>
      )}
    </>
  );
}

export default CalisanRaporlariPage;
