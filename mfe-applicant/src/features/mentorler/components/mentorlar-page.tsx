// /basvuru/:basvuruId/mentorlar: the mentors assigned to one application, as cards, with three
// counts (assigned, active, days since the first assignment).
import { MSG } from '@portal/domain';
import { Alert, EmptyState, Grid, PageHeader, QueryState, SimpleGrid, StatCounter } from '@portal/ui';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { parseRouteId } from '../../../lib/route-id';
import { useBasvuruAtamalari, useBasvuruHeader } from '../api/mentorler';
import { MentorCard } from './mentor-card';
import { mentorCounts, MENTORS_TEXT as T } from './mentor-text';

const CARD_COLUMNS = 'repeat(auto-fill, minmax(min(340px, 100%), 1fr))';

export function MentorlarPage() {
  const { basvuruId } = useParams();
  const id = parseRouteId(basvuruId);
  const query = useBasvuruAtamalari(id);
  const basvuru = useBasvuruHeader(id);

  if (id === null) {
    return (
      <Alert.Root status="error" role="alert" borderRadius="md" my="6">
        <Alert.Indicator />
        <Alert.Title>{T.invalidId}</Alert.Title>
      </Alert.Root>
    );
  }
  const atamalar = query.data ?? [];
  const counts = mentorCounts(atamalar);

  return (
    <>
      <PageHeader
        title={T.title}
        subtitle={basvuru.data ? `${T.projectLabel} ${basvuru.data.proje_basligi}` : undefined}
        back={<RouterLink to="/my-applications">{T.back}</RouterLink>}
      />
      <QueryState
        query={query}
        loadingLabel={T.loading}
        errorTitle={MSG.mentor.loadError}
        isEmpty={atamalar.length === 0}
        empty={<EmptyState title={T.empty} description={T.emptyHint} />}
      >
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4" mb="6" aria-label={T.countsLabel}>
          <StatCounter label={T.assigned} value={counts.assigned} color="primary" />
          <StatCounter label={T.active} value={counts.active} color="green" />
          <StatCounter label={T.days} value={counts.days} color="orange" />
        </SimpleGrid>
        <Grid templateColumns={CARD_COLUMNS} gap="4">
          {atamalar.map((a) => (
            <MentorCard key={a.id} atama={a} />
          ))}
        </Grid>
      </QueryState>
    </>
  );
}

export default MentorlarPage;
