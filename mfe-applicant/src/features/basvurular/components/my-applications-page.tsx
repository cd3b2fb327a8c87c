// /my-applications (spec 2 "My applications"): search, status filter, counters and the cards.
import { BASVURU_DURUM_META, BASVURU_DURUMLARI, isBasvuruWaiting, MSG, type Basvuru } from '@portal/domain';
import { useBasvurular, useCagriList } from '../api/basvurular';
import { BasvuruCard } from './basvuru-card';
import { CardListScreen, statusFilter, useCardList } from '../../../lib/card-list';

const M = MSG.application;

/** Tümü, then every durum in workflow order with the domain's labels. */
const STATUS_FILTER = statusFilter(BASVURU_DURUMLARI, BASVURU_DURUM_META, (b: Basvuru) => b.durum);

export function MyApplicationsPage() {
  const query = useBasvurular();
  // The calls tell a withdrawal whether the application could be sent again (its call still open).
  const calls = useCagriList();
  const callById = new Map((calls.data ?? []).map((c) => [c.id, c]));
  const list = useCardList(query, query.data, {
    searchIn: (b) => [b.proje_basligi, b.aciklama, b.cagri?.baslik, b.sirket_adi],
    filter: STATUS_FILTER,
  });
  const { all } = list;

  return (
    <CardListScreen
      title={M.myTitle}
      text={M}
      list={list}
      counters={{
        label: 'Başvuru sayıları',
        items: [
          { label: M.counterApproved, value: all.filter((b) => b.durum?.toUpperCase() === 'ONAY').length, color: 'green' },
          { label: M.counterWaiting, value: all.filter((b) => isBasvuruWaiting(b.durum)).length, color: 'orange' },
          { label: M.counterTotal, value: all.length, color: 'primary' },
        ],
      }}
      emptyLink={{ to: '/cagrilar', label: M.viewOpenCalls }}
      minCardWidth={400}
      card={(b) => <BasvuruCard key={b.id} basvuru={b} cagri={callById.get(b.cagri_id)} />}
    />
  );
}
