// /kaynaklar (spec 2 Resources): search, active/passive filter, counters (active, passive, total) and
// a card per resource.
import {
  QueryState,
  EmptyState,
  Grid,
  PageHeader,
  SearchFilterBar,
  SimpleGrid,
  StatCounter,
  type FilterOption,
} from '@portal/ui';
import { LuSearchX } from 'react-icons/lu';
import { useClientList } from '@portal/app-kit';
import { useKaynaklar } from '../api/kaynaklar';
import { KaynakCard } from './kaynak-card';

export const KAYNAKLAR_TEXT = {
  title: 'Kaynaklar',
  searchPlaceholder: 'Kaynaklarda ara...',
  loading: 'Kaynaklar yükleniyor...',
  loadError: 'Kaynaklar yüklenirken bir hata oluştu. Lütfen daha sonra tekrar deneyin.',
  empty: 'Henüz kaynak bulunmamaktadır',
  emptyFiltered: 'Arama kriterlerinize uygun kaynak bulunamadı',
  clearFilters: 'Filtreleri Temizle',
  counters: 'Kaynak sayıları',
  active: 'Aktif',
  passive: 'Pasif',
  total: 'Toplam',
} as const;
const T = KAYNAKLAR_TEXT;

const FILTER_OPTIONS: readonly FilterOption[] = [
  { value: 'aktif', label: T.active },
  { value: 'pasif', label: T.passive },
];

const CARD_COLUMNS = 'repeat(auto-fill, minmax(min(320px, 100%), 1fr))';

export function KaynakListPage() {
  const query = useKaynaklar();
  const { all, shown, search, setSearch, filter, setFilter, filtered, clear } = useClientList(query.data, {
    searchIn: (k) => [k.ad],
    matches: (k, f: 'aktif' | 'pasif') => (f === 'aktif' ? k.aktif : !k.aktif),
  });
  const counts = {
    active: all.filter((k) => k.aktif).length,
    passive: all.filter((k) => !k.aktif).length,
    total: all.length,
  };

  return (
    <>
      <PageHeader title={T.title} />
      <SearchFilterBar
        search={search}
        onSearchChange={setSearch}
        placeholder={T.searchPlaceholder}
        status={filter}
        onStatusChange={setFilter}
        statusOptions={FILTER_OPTIONS}
      />
      <QueryState query={query} loadingLabel={T.loading} errorTitle={T.loadError}>
        <>
          <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4" mb="6" aria-label={T.counters}>
            <StatCounter label={T.active} value={counts.active} color="green" />
            <StatCounter label={T.passive} value={counts.passive} color="gray" />
            <StatCounter label={T.total} value={counts.total} color="primary" />
          </SimpleGrid>
          {all.length === 0 ? (
            <EmptyState title={T.empty} />
          ) : shown.length === 0 && filtered ? (
            <EmptyState icon={<LuSearchX />} title={T.emptyFiltered} actionLabel={T.clearFilters} onAction={clear} />
          ) : (
            <Grid templateColumns={CARD_COLUMNS} gap="4">
              {shown.map((k) => (
                <KaynakCard key={k.id} kaynak={k} />
              ))}
            </Grid>
          )}
        </>
      </QueryState>
    </>
  );
}
