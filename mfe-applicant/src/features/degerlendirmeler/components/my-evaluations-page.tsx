// /my-evaluations: what mentors said about the caller's own projects (the server answers only those,
// also to a mentor, who finds what he wrote on /mentor-evaluation). Summary cards (total, average,
// success rate with the count of high scores, distinct statuses), search over project, mentor and
// comment, status filter, four sorts, clear filters, the 'N of M shown' chip and both empty states.
import { MSG, ONERILEN_DURUM_META, ONERILEN_DURUMLAR, summarizeEvaluations, type Degerlendirme } from '@portal/domain';
import {
  Alert,
  Badge,
  EmptyState,
  Link,
  HStack,
  NativeSelect,
  PageHeader,
  QueryState,
  SearchFilterBar,
  SimpleGrid,
  StatCounter,
} from '@portal/ui';
import { useClientList } from '@portal/app-kit';
import { useSessionUser } from '@portal/auth-store';
import { useState } from 'react';
import { LuSearchX } from 'react-icons/lu';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useDegerlendirmeler } from '../api/degerlendirmeler';
import { DegerlendirmeCard } from './degerlendirme-card';
import { CardGrid, searchBarBinding, statusFilter } from '../../../lib/card-list';
import { compareBy, mentorName, projectTitle, SORT_KEYS, MY_EVALUATIONS_TEXT as T, type SortKey } from './evaluation-text';

const STATUS_FILTER = statusFilter(ONERILEN_DURUMLAR, ONERILEN_DURUM_META, (d: Degerlendirme) => d.onerilen_durum);

export function MyEvaluationsPage() {
  const navigate = useNavigate();
  const user = useSessionUser();
  const query = useDegerlendirmeler();
  const [sort, setSort] = useState<SortKey>('date');
  const list = useClientList(query.data, {
    searchIn: (d) => [projectTitle(d), mentorName(d), d.yorum],
    matches: STATUS_FILTER.matches,
    compare: compareBy(sort),
  });
  const summary = summarizeEvaluations(list.all);
  const clear = () => {
    list.clear();
    setSort('date');
  };

  return (
    <>
      <PageHeader
        title={T.title}
        subtitle={T.subtitle}
        back={
          <button type="button" onClick={() => navigate(-1)}>
            {T.back}
          </button>
        }
      />
      {user?.is_mentor ? (
        <Alert.Root status="info" borderRadius="md" mb="6" data-testid="mentor-note">
          <Alert.Indicator />
          <Alert.Description>
            {T.mentorNote}{' '}
            <Link asChild fontWeight="semibold" color="brand.primary">
              <RouterLink to="/mentor-evaluation?tab=gecmis">{T.mentorLink}</RouterLink>
            </Link>
          </Alert.Description>
        </Alert.Root>
      ) : null}
      <QueryState
        query={query}
        loadingLabel={T.loading}
        errorTitle={MSG.evaluation.loadError}
        isEmpty={list.all.length === 0}
        empty={<EmptyState title={T.empty} description={T.emptyHint} />}
      >
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4" mb="6" aria-label={T.summaryLabel}>
          <StatCounter label={T.total} value={summary.total} color="primary" />
          <StatCounter label={T.average} value={summary.total ? `${summary.average}/100` : '-'} color="blue" />
          <StatCounter label={T.successRate} value={`%${summary.successRate}`} color="green" helpText={T.highScores(summary.highCount)} />
          <StatCounter label={T.statuses} value={summary.distinctStatuses} color="orange" />
        </SimpleGrid>
        <SearchFilterBar
          {...searchBarBinding(list, STATUS_FILTER.options)}
          placeholder={T.searchPlaceholder}
          onClear={list.filtered || sort !== 'date' ? clear : undefined}
          clearLabel={T.clearFilters}
        >
          <NativeSelect.Root width={{ base: 'full', sm: '220px' }}>
            <NativeSelect.Field aria-label={T.sortLabel} value={sort} onChange={(e) => setSort(e.currentTarget.value as SortKey)} bg="bg.panel">
              {SORT_KEYS.map((k) => (
                <option key={k} value={k}>
                  {T.sorts[k]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </SearchFilterBar>
        {list.filtered ? (
          <HStack mb="4">
            <Badge colorPalette="secondary" variant="subtle" size="md" data-testid="filtered-chip">
              {T.filteredChip}: {T.shown(list.shown.length, list.all.length)}
            </Badge>
          </HStack>
        ) : null}
        {list.shown.length === 0 ? (
          <EmptyState icon={<LuSearchX />} title={T.emptyFiltered} actionLabel={T.clearFilters} onAction={clear} />
        ) : (
          <CardGrid minCardWidth={380}>
            {list.shown.map((d) => (
              <DegerlendirmeCard key={d.id} degerlendirme={d} />
            ))}
          </CardGrid>
        )}
      </QueryState>
    </>
  );
}

export default MyEvaluationsPage;
