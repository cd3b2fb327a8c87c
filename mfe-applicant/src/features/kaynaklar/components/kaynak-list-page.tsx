// /kaynaklar (spec 2 Resources): search, active/passive filter, counters (active, passive, total) and
// a card per resource.
import { QueryState, EmptyState, PageHeader, SearchFilterBar, type FilterOption } from '@portal/ui';
import { useClientList } from '@portal/app-kit';
import { useKaynaklar } from '../api/kaynaklar';
import { KaynakCard } from './kaynak-card';
import { CardList, StatCounters } from '../../../lib/card-list';

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
  const list = useClientList(query.data, {
    searchIn: (k) => [k.ad],
    matches: (k, f: 'aktif' | 'pasif') => (f === 'aktif' ? k.aktif : !k.aktif),
  });
  const { all, search, setSearch, filter, setFilter } = list;

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
          <StatCounters
            label={T.counters}
            items={[
              { label: T.active, value: all.filter((k) => k.aktif).length, color: 'green' },
              { label: T.passive, value: all.filter((k) => !k.aktif).length, color: 'gray' },
              { label: T.total, value: all.length, color: 'primary' },
            ]}
          />
          <CardList
            list={list}
            empty={<EmptyState title={T.empty} />}
            noMatch={T.emptyFiltered}
            clearLabel={T.clearFilters}
            columns={CARD_COLUMNS}
            card={(k) => <KaynakCard key={k.id} kaynak={k} />}
          />
        </>
      </QueryState>
    </>
  );
}
