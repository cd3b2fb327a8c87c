// /my-applications (spec 2 "My applications"): search, status filter, counters and the cards.
import { BASVURU_DURUM_META, BASVURU_DURUMLARI, isBasvuruWaiting, MSG, type BasvuruDurum } from '@portal/domain';
import {
  QueryState,
  Button,
  EmptyState,
  Grid,
  PageHeader,
  SearchFilterBar,
  SimpleGrid,
  StatCounter,
  type FilterOption,
} from '@portal/ui';
import { LuSearchX } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { useClientList } from '@portal/app-kit';
import { useBasvurular } from '../api/basvurular';
import { BasvuruCard } from './basvuru-card';

const M = MSG.application;

/** Tümü, then every durum in workflow order with the domain's labels. */
const STATUS_OPTIONS: readonly FilterOption[] = BASVURU_DURUMLARI.map((d) => ({ value: d, label: BASVURU_DURUM_META[d].label }));

const CARD_COLUMNS = 'repeat(auto-fill, minmax(min(400px, 100%), 1fr))';

export function MyApplicationsPage() {
  const query = useBasvurular();
  const { all, shown, search, setSearch, filter: status, setFilter: setStatus, filtered, clear } = useClientList(query.data, {
    searchIn: (b) => [b.proje_basligi, b.aciklama, b.cagri?.baslik, b.sirket_adi],
    matches: (b, durum: BasvuruDurum) => b.durum?.toUpperCase() === durum,
  });
  const counts = {
    approved: all.filter((b) => b.durum?.toUpperCase() === 'ONAY').length,
    waiting: all.filter((b) => isBasvuruWaiting(b.durum)).length,
    total: all.length,
  };

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
          <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4" mb="6" aria-label="Başvuru sayıları">
            <StatCounter label={M.counterApproved} value={counts.approved} color="green" />
            <StatCounter label={M.counterWaiting} value={counts.waiting} color="orange" />
            <StatCounter label={M.counterTotal} value={counts.total} color="primary" />
          </SimpleGrid>
          {all.length === 0 ? (
            <EmptyState
              title={M.empty}
              action={
                <Button asChild colorPalette="primary" mt="2">
                  <RouterLink to="/cagrilar">{M.viewOpenCalls}</RouterLink>
                </Button>
              }
            />
          ) : shown.length === 0 && filtered ? (
            <EmptyState icon={<LuSearchX />} title={M.emptyFiltered} actionLabel={MSG.call.clearFilters} onAction={clear} />
          ) : (
            <Grid templateColumns={CARD_COLUMNS} gap="4">
              {shown.map((b) => (
                <BasvuruCard key={b.id} basvuru={b} />
              ))}
            </Grid>
          )}
        </>
      </QueryState>
    </>
  );
}
