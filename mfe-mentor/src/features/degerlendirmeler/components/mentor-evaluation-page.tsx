// /mentor-evaluation: the signed-in mentor's active assignments, each with the link to its reports,
// the evaluation form and the past evaluations. Assignments whose application no longer exists are
// left out, with a warning saying how many of how many.
import { MSG } from '@portal/domain';
import { Alert, EmptyState, PageHeader, QueryState, SimpleGrid, Stack, StatCounter } from '@portal/ui';
import { useMyAtamalar } from '../../atamalar/api/atamalar';
import { AtamaCard, type VisibleAtama } from '../../atamalar/components/atama-card';
import { EvaluationForm } from './evaluation-form';
import { PastEvaluations } from './past-evaluations';

export const MENTOR_EVALUATION_TEXT = {
  title: 'Atandığım Projeler',
  subtitle: 'Size atanan projelerin raporlarını inceleyin ve değerlendirin.',
  loading: 'Atamalar yükleniyor...',
  empty: 'Size atanmış aktif bir proje bulunmamaktadır',
  emptyHint: 'Yönetici size bir proje atadığında burada görünecek.',
  countsLabel: 'Atama sayıları',
  projects: 'Atanan Proje',
} as const;
const T = MENTOR_EVALUATION_TEXT;

export function MentorEvaluationPage() {
  const query = useMyAtamalar();
  // Removed assignments (aktif false) are no longer the mentor's work.
  const active = (query.data ?? []).filter((a) => a.aktif);
  const visible = active.filter((a): a is VisibleAtama => !!a.basvuru && typeof a.basvuru.id === 'number');
  const hidden = active.length - visible.length;

  return (
    <>
      <PageHeader title={T.title} subtitle={T.subtitle} />
      <QueryState
        query={query}
        loadingLabel={T.loading}
        errorTitle={MSG.evaluation.assignmentsLoadError}
        isEmpty={active.length === 0}
        empty={<EmptyState title={T.empty} description={T.emptyHint} />}
      >
        {hidden > 0 ? (
          <Alert.Root status="warning" borderRadius="md" mb="6" data-testid="hidden-assignments">
            <Alert.Indicator />
            <Alert.Title>{MSG.evaluation.hiddenAssignments(hidden, active.length)}</Alert.Title>
          </Alert.Root>
        ) : null}
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4" mb="6" maxW="lg" aria-label={T.countsLabel}>
          <StatCounter label={T.projects} value={visible.length} color="primary" />
        </SimpleGrid>
        <Stack gap="6">
          {visible.map((a) => (
            <AtamaCard key={a.id} atama={a}>
              <EvaluationForm atamaId={a.id} projectTitle={a.basvuru.proje_basligi} />
              <PastEvaluations atamaId={a.id} />
            </AtamaCard>
          ))}
        </Stack>
      </QueryState>
    </>
  );
}

export default MentorEvaluationPage;
