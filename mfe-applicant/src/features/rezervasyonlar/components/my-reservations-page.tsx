// /my-reservations (spec 2 My reservations): search over description and resource name, status
// filter, the reservation cards.
import { REZERVASYON_DURUM_META, REZERVASYON_DURUMLARI, reservationResourceName, type RezervasyonDurum } from '@portal/domain';
import { Button, QueryState, EmptyState, PageHeader, SearchFilterBar, type FilterOption } from '@portal/ui';
import { Link as RouterLink } from 'react-router-dom';
import { useClientList } from '@portal/app-kit';
import { useRezervasyonlar } from '../api/rezervasyonlar';
import { RezervasyonCard } from './rezervasyon-card';
import { CardList } from '../../../lib/card-list';

export const MY_RESERVATIONS_TEXT = {
  title: 'Rezervasyonlarım',
  searchPlaceholder: 'Rezervasyonlarda ara...',
  loading: 'Rezervasyonlar yükleniyor...',
  loadError: 'Rezervasyonlar yüklenirken bir hata oluştu. Lütfen daha sonra tekrar deneyin.',
  empty: 'Henüz rezervasyonunuz bulunmamaktadır',
  emptyFiltered: 'Arama kriterlerinize uygun rezervasyon bulunamadı',
  clearFilters: 'Filtreleri Temizle',
  viewResources: 'Kaynakları Görüntüle',
} as const;
const T = MY_RESERVATIONS_TEXT;

/** Tümü, then Onay Bekliyor, Onaylandı, Reddedildi, İptal Edildi. */
const STATUS_OPTIONS: readonly FilterOption[] = REZERVASYON_DURUMLARI.map((d) => ({ value: d, label: REZERVASYON_DURUM_META[d].label }));

const CARD_COLUMNS = 'repeat(auto-fill, minmax(min(360px, 100%), 1fr))';

export function MyReservationsPage() {
  const query = useRezervasyonlar();
  const list = useClientList(query.data, {
    searchIn: (r) => [r.aciklama, reservationResourceName(r)],
    matches: (r, durum: RezervasyonDurum) => r.durum?.toUpperCase() === durum,
  });
  const { search, setSearch, filter: status, setFilter: setStatus } = list;

  return (
    <>
      <PageHeader title={T.title} />
      <SearchFilterBar
        search={search}
        onSearchChange={setSearch}
        placeholder={T.searchPlaceholder}
        status={status}
        onStatusChange={setStatus}
        statusOptions={STATUS_OPTIONS}
      />
      <QueryState query={query} loadingLabel={T.loading} errorTitle={T.loadError}>
        <CardList
          list={list}
          empty={
            <EmptyState
              title={T.empty}
              action={
                <Button asChild colorPalette="primary" mt="2">
                  <RouterLink to="/kaynaklar">{T.viewResources}</RouterLink>
                </Button>
              }
            />
          }
          noMatch={T.emptyFiltered}
          clearLabel={T.clearFilters}
          columns={CARD_COLUMNS}
          card={(r) => <RezervasyonCard key={r.id} rezervasyon={r} />}
        />
      </QueryState>
    </>
  );
}
