// /my-applications (spec 2 "My applications"): search, status filter, counters and the cards.
import { BASVURU_DURUM_META, BASVURU_DURUMLARI, isBasvuruWaiting, MSG, type BasvuruDurum } from '@portal/domain';
import { QueryState, Button, EmptyState, PageHeader, SearchFilterBar, type FilterOption } from '@portal/ui';
import { Link as RouterLink } from 'react-router-dom';
import { useClientList } from '@portal/app-kit';
import { useBasvurular } from '../api/basvurular';
import { BasvuruCard } from './basvuru-card';
import { CardList, StatCounters } from '../../../lib/card-list';

const M = MSG.application;

/** Tümü, then every durum in workflow order with the domain's labels. */
const STATUS_OPTIONS: readonly FilterOption[] = BASVURU_DURUMLARI.map((d) => ({ value: d, label: BASVURU_DURUM_META[d].label }));

const CARD_COLUMNS = 'repeat(auto-fill, minmax(min(400px, 100%), 1fr))';

export function MyApplicationsPage() {
  const query = useBasvurular();
  const list = useClientList(query.data, {
    searchIn: (b) => [b.proje_basligi, b.aciklama, b.cagri?.baslik, b.sirket_adi],
    matches: (b, durum: BasvuruDurum) => b.durum?.toUpperCase() === durum,
  });
  const { all, search, setSearch, filter: status, setFilter: setStatus } = list;

  return (
    <>
      <PageHeader title={M.myTitle} />
      <SearchFilterBar
        search={search}
        onSearchChange={setSearch}
        placeholder={M.searchPlaceholder}
        status={status}
        onStatusChange={setStatus}
        statusOptions={STATUS_OPTIONS}
      />
      <QueryState query={query} loadingLabel={M.loading} errorTitle={M.listLoadError}>
        <>
          <StatCounters
            label="Başvuru sayıları"
            items={[
              { label: M.counterApproved, value: all.filter((b) => b.durum?.toUpperCase() === 'ONAY').length, color: 'green' },
              { label: M.counterWaiting, value: all.filter((b) => isBasvuruWaiting(b.durum)).length, color: 'orange' },
              { label: M.counterTotal, value: all.length, color: 'primary' },
            ]}
          />
          <CardList
            list={list}
            empty={
              <EmptyState
                title={M.empty}
                action={
                  <Button asChild colorPalette="primary" mt="2">
                    <RouterLink to="/cagrilar">{M.viewOpenCalls}</RouterLink>
                  </Button>
                }
              />
            }
            noMatch={M.emptyFiltered}
            clearLabel={MSG.call.clearFilters}
            columns={CARD_COLUMNS}
            card={(b) => <BasvuruCard key={b.id} basvuru={b} />}
          />
        </>
      </QueryState>
    </>
  );
}
