// /cagrilar (spec 2 "Open calls"): search, status filter, counters and the call cards.
import { useClientList } from '@portal/app-kit';
import { callStatus, MSG } from '@portal/domain';
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
import { MotionItem, MotionList } from '@portal/ui/motion';
import { LuSearchX } from 'react-icons/lu';
import { useCagrilar } from '../api/cagrilar';
import { CagriCard } from './cagri-card';

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
  const counts = {
    active: calls.filter((c) => c.active).length,
    // spec 2: closed = acik_mi false (the server's reading of the same rule)
    closed: calls.filter((c) => !c.cagri.acik_mi).length,
    total: calls.length,
  };

  const { shown, search, setSearch, filter, setFilter, filtered, clear } = useClientList(calls, {
    searchIn: (c) => [c.cagri.baslik, c.cagri.aciklama],
    matches: (c, f: 'aktif' | 'kapali') => (f === 'aktif' ? c.active : !c.active),
  });

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
          <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4" mb="6" aria-label="Çağrı sayıları">
            <StatCounter label={M.counterActive} value={counts.active} color="green" />
            <StatCounter label={M.counterClosed} value={counts.closed} color="red" />
            <StatCounter label={M.counterTotal} value={counts.total} color="primary" />
          </SimpleGrid>
          {calls.length === 0 ? (
            <EmptyState title={M.empty} />
          ) : shown.length === 0 && filtered ? (
            <EmptyState icon={<LuSearchX />} title={M.emptyFiltered} actionLabel={M.clearFilters} onAction={clear} />
          ) : (
            <Grid templateColumns={CARD_COLUMNS} gap="4">
              {/* Cards that a search or filter takes away fade out; those it brings back fade in. */}
              <MotionList>
                {shown.map(({ cagri }) => (
                  <MotionItem key={cagri.id}>
                    <CagriCard cagri={cagri} now={now} />
                  </MotionItem>
                ))}
              </MotionList>
            </Grid>
          )}
        </>
      </QueryState>
    </>
  );
}
