// /my-reservations (spec 2 My reservations): search over description and resource name, status
// filter, the reservation cards.
import { REZERVASYON_DURUM_META, REZERVASYON_DURUMLARI, reservationResourceName, type RezervasyonDurum } from '@portal/domain';
import {
  Button,
  QueryState,
  EmptyState,
  Grid,
  PageHeader,
  SearchFilterBar,
  type FilterOption,
} from '@portal/ui';
import { LuSearchX } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { useClientList } from '@portal/app-kit';
import { useRezervasyonlar } from '../api/rezervasyonlar';
import { RezervasyonCard } from './rezervasyon-card';

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
  const { all, shown, search, setSearch, filter: status, setFilter: setStatus, filtered, clear } = useClientList(query.data, {
    searchIn: (r) => [r.aciklama, reservationResourceName(r)],
    matches: (r, durum: RezervasyonDurum) => r.durum?.toUpperCase() === durum,
  });

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
      <QueryState
        query={query}
        loadingLabel={T.loading}
        errorTitle={T.loadError}
        isEmpty={all.length === 0}
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
      >
        {shown.length === 0 && filtered ? (
          <EmptyState icon={<LuSearchX />} title={T.emptyFiltered} actionLabel={T.clearFilters} onAction={clear} />
        ) : (
          <Grid templateColumns={CARD_COLUMNS} gap="4">
            {shown.map((r) => (
              <RezervasyonCard key={r.id} rezervasyon={r} />
            ))}
          </Grid>
        )}
      </QueryState>
    </>
  );
}
