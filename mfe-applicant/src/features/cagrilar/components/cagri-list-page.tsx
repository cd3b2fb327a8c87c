// /cagrilar (spec 2 "Open calls"): search, status filter, counters and the call cards.
import { useClientList } from '@portal/app-kit';
import { callStatus, MSG } from '@portal/domain';
import { QueryState, EmptyState, PageHeader, SearchFilterBar, type FilterOption } from '@portal/ui';
import { MotionItem, MotionList } from '@portal/ui/motion';
import { useCagrilar } from '../api/cagrilar';
import { CagriCard } from './cagri-card';
import { CardList, StatCounters } from '../../../lib/card-list';

const M = MSG.call;

const FILTER_OPTIONS: readonly FilterOption[] = [
  { value: 'aktif', label: M.filterActive },
  { value: 'kapali', label: M.filterClosed },
];

/** Spec 9: call cards are at least 400 px wide (one column on narrower screens). */
const CARD_COLUMNS = 'repeat(auto-fill, minmax(min(400px, 100%), 1fr))';

export function CagriListPage() {
  const query = useCagrilar();
  const { data } = query;
  // The call-active rule is evaluated at render time (a call can expire while the page is open).
  const now = new Date();
  const calls = (data ?? []).map((cagri) => ({ cagri, active: callStatus(cagri, now).active }));
  const list = useClientList(calls, {
    searchIn: (c) => [c.cagri.baslik, c.cagri.aciklama],
    matches: (c, f: 'aktif' | 'kapali') => (f === 'aktif' ? c.active : !c.active),
  });
  const { search, setSearch, filter, setFilter } = list;

  return (
    <>
      <PageHeader title={M.listTitle} />
      <SearchFilterBar
        search={search}
        onSearchChange={setSearch}
        placeholder={M.searchPlaceholder}
        status={filter}
        onStatusChange={setFilter}
        statusOptions={FILTER_OPTIONS}
        allLabel={M.filterAll}
      />
      <QueryState query={query} loadingLabel={M.loading} errorTitle={M.listLoadError}>
        <>
          <StatCounters
            label="Çağrı sayıları"
            items={[
              { label: M.counterActive, value: calls.filter((c) => c.active).length, color: 'green' },
              // spec 2: closed = acik_mi false (the server's reading of the same rule)
              { label: M.counterClosed, value: calls.filter((c) => !c.cagri.acik_mi).length, color: 'red' },
              { label: M.counterTotal, value: calls.length, color: 'primary' },
            ]}
          />
          <CardList
            list={list}
            empty={<EmptyState title={M.empty} />}
            noMatch={M.emptyFiltered}
            clearLabel={M.clearFilters}
            columns={CARD_COLUMNS}
            // Cards that a search or filter takes away fade out; those it brings back fade in.
            wrap={(cards) => <MotionList>{cards}</MotionList>}
            card={({ cagri }) => (
              <MotionItem key={cagri.id}>
                <CagriCard cagri={cagri} now={now} />
              </MotionItem>
            )}
          />
        </>
      </QueryState>
    </>
  );
}
