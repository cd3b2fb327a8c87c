// /basvuru/:basvuruId/mentorlar: the mentors assigned to one application, as cards, with three
// counts (assigned, active, days since the first assignment).
import { MSG } from '@portal/domain';
import { EmptyState, PageHeader, QueryState } from '@portal/ui';
import { Link as RouterLink } from 'react-router-dom';
import { CardGrid, StatCounters } from '../../../lib/card-list';
import { PageMessage } from '../../../lib/page-states';
import { useRouteId } from '../../../lib/route-id';
import { useBasvuruAtamalari, useBasvuruHeader } from '../api/mentorler';
import { MentorCard } from './mentor-card';
import { mentorCounts, MENTORS_TEXT as T } from './mentor-text';

export function MentorlarPage() {
  const id = useRouteId('basvuruId');
  const query = useBasvuruAtamalari(id);
  const basvuru = useBasvuruHeader(id);

  if (id === null) {
    return (
      <PageMessage status="error" my="6">
        {T.invalidId}
      </PageMessage>
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
        <StatCounters
          label={T.countsLabel}
          items={[
            { label: T.assigned, value: counts.assigned, color: 'primary' },
            { label: T.active, value: counts.active, color: 'green' },
            { label: T.days, value: counts.days, color: 'orange' },
          ]}
        />
        <CardGrid minCardWidth={340}>
          {atamalar.map((a) => (
            <MentorCard key={a.id} atama={a} />
          ))}
        </CardGrid>
      </QueryState>
    </>
  );
}

export default MentorlarPage;
