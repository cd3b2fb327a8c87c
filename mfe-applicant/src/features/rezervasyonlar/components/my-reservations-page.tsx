// /my-reservations (spec 2 My reservations): search over description and resource name, status
// filter, the reservation cards.
import { REZERVASYON_DURUM_META, REZERVASYON_DURUMLARI, reservationResourceName, type Rezervasyon } from '@portal/domain';
import { useRezervasyonlar } from '../api/rezervasyonlar';
import { RezervasyonCard } from './rezervasyon-card';
import { CardListScreen, statusFilter, useCardList } from '../../../lib/card-list';

export const MY_RESERVATIONS_TEXT = {
  title: 'Rezervasyonlarım',
  searchPlaceholder: 'Rezervasyonlarda ara...',
  loading: 'Rezervasyonlar yükleniyor...',
  listLoadError: 'Rezervasyonlar yüklenirken bir hata oluştu. Lütfen daha sonra tekrar deneyin.',
  empty: 'Henüz rezervasyonunuz bulunmamaktadır',
  emptyFiltered: 'Arama kriterlerinize uygun rezervasyon bulunamadı',
  clearFilters: 'Filtreleri Temizle',
  viewResources: 'Kaynakları Görüntüle',
} as const;
const T = MY_RESERVATIONS_TEXT;

/** Tümü, then Onay Bekliyor, Onaylandı, Reddedildi, İptal Edildi. */
const STATUS_FILTER = statusFilter(REZERVASYON_DURUMLARI, REZERVASYON_DURUM_META, (r: Rezervasyon) => r.durum);

export function MyReservationsPage() {
  const query = useRezervasyonlar();
  const list = useCardList(query, query.data, {
    searchIn: (r) => [r.aciklama, reservationResourceName(r)],
    filter: STATUS_FILTER,
  });

  return (
    <CardListScreen
      title={T.title}
      text={T}
      list={list}
      emptyLink={{ to: '/kaynaklar', label: T.viewResources }}
      minCardWidth={360}
      card={(r) => <RezervasyonCard key={r.id} rezervasyon={r} />}
    />
  );
}
