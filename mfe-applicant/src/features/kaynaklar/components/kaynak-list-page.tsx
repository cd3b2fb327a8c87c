// /kaynaklar (spec 2 Resources): search, active/passive filter, counters (active, passive, total) and
// a card per resource.
import type { Kaynak } from '@portal/domain';
import { useKaynaklar } from '../api/kaynaklar';
import { KaynakCard } from './kaynak-card';
import { CardListScreen, useCardList, yesNoFilter } from '../../../lib/card-list';

export const KAYNAKLAR_TEXT = {
  title: 'Kaynaklar',
  searchPlaceholder: 'Kaynaklarda ara...',
  loading: 'Kaynaklar yükleniyor...',
  listLoadError: 'Kaynaklar yüklenirken bir hata oluştu. Lütfen daha sonra tekrar deneyin.',
  empty: 'Henüz kaynak bulunmamaktadır',
  emptyFiltered: 'Arama kriterlerinize uygun kaynak bulunamadı',
  clearFilters: 'Filtreleri Temizle',
  counters: 'Kaynak sayıları',
  active: 'Aktif',
  passive: 'Pasif',
  total: 'Toplam',
} as const;
const T = KAYNAKLAR_TEXT;

const ACTIVE_FILTER = yesNoFilter((k: Kaynak) => k.aktif, { value: 'aktif', label: T.active }, { value: 'pasif', label: T.passive });

export function KaynakListPage() {
  const query = useKaynaklar();
  const list = useCardList(query, query.data, {
    searchIn: (k) => [k.ad],
    filter: ACTIVE_FILTER,
  });
  const { all } = list;

  return (
    <CardListScreen
      title={T.title}
      text={T}
      list={list}
      counters={{
        label: T.counters,
        items: [
          { label: T.active, value: all.filter((k) => k.aktif).length, color: 'green' },
          { label: T.passive, value: all.filter((k) => !k.aktif).length, color: 'gray' },
          { label: T.total, value: all.length, color: 'primary' },
        ],
      }}
      minCardWidth={320}
      card={(k) => <KaynakCard key={k.id} kaynak={k} />}
    />
  );
}
