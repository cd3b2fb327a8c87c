// /mentor-evaluation: the mentor's workspace. 'Sıradaki Projeler' is the queue of the active
// assignments in the order of what needs the mentor (not evaluated yet, a report since the last
// evaluation, then the rest, just evaluated at the bottom), each row saying why it is there and
// leading to the evaluation page (one project at a time) and to its reports. 'Geçmiş
// Değerlendirmelerim' lists everything the mentor wrote, removed assignments included (read-only).
// Open to every signed-in user: someone who is not a mentor sees the empty state. Assignments whose
// application no longer exists are left out, with a warning saying how many of how many.
import { useSessionUser } from '@portal/auth-store';
import { MSG, type MentorQueueItem } from '@portal/domain';
import { Alert, EmptyState, PageHeader, QueryState, Stack, Tabs, Text } from '@portal/ui';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useMentorQueue } from '../../atamalar/api/atamalar';
import { QueueItem } from '../../atamalar/components/queue-item';
import { WrittenEvaluations } from './written-evaluations';

export const MENTOR_EVALUATION_TEXT = {
  title: 'Atandığım Projeler',
  subtitle: 'Size atanan projeler, en çok sizi bekleyen en üstte. Bir projeyi açıp başvurusunu ve raporlarını okuyarak değerlendirin.',
  loading: 'Atamalar yükleniyor...',
  empty: 'Size atanmış aktif bir proje bulunmamaktadır',
  emptyHint: 'Yönetici size bir proje atadığında burada görünecek.',
  emptyHintNotMentor: 'Bu sayfa mentorlar içindir: mentor olarak atandığınızda size atanan projeler burada listelenir.',
  tabsLabel: 'Mentor çalışma alanı',
  tabQueue: 'Sıradaki Projeler',
  tabHistory: 'Geçmiş Değerlendirmelerim',
  waiting: (waiting: number, total: number) =>
    waiting === 0 ? `${total} projenin hepsi güncel: yeni bir rapor geldiğinde en üste çıkar.` : `${total} projeden ${waiting} tanesi sizi bekliyor.`,
  queueLabel: 'Değerlendirme sırası',
} as const;
const T = MENTOR_EVALUATION_TEXT;

/** The queue (default) and the history (?tab=gecmis). */
type Tab = 'sira' | 'gecmis';

/** The item of a queue answer whose application still exists (the server's rows always have one). */
const hasApplication = (i: MentorQueueItem) => !!i.atama.basvuru && typeof i.atama.basvuru.id === 'number';

function Queue({ justSaved }: { justSaved: number | undefined }) {
  const query = useMentorQueue();
  const all = query.data ?? [];
  const visible = all.filter(hasApplication);
  const hidden = all.length - visible.length;
  const waiting = visible.filter((i) => i.neden !== 'degerlendirildi').length;
  return (
    <QueryState
      query={query}
      loadingLabel={T.loading}
      errorTitle={MSG.evaluation.assignmentsLoadError}
      isEmpty={all.length === 0}
      empty={<EmptyState title={T.empty} description={T.emptyHint} level={3} />}
    >
      {hidden > 0 ? (
        <Alert.Root status="warning" borderRadius="md" mb="4" data-testid="hidden-assignments">
          <Alert.Indicator />
          <Alert.Title>{MSG.evaluation.hiddenAssignments(hidden, all.length)}</Alert.Title>
        </Alert.Root>
      ) : null}
      <Text mb="3" color="fg.muted" data-testid="queue-summary">
        {T.waiting(waiting, visible.length)}
      </Text>
      <Stack as="ol" gap="3" listStyleType="none" m="0" p="0" aria-label={T.queueLabel}>
        {visible.map((item, i) => (
          <QueueItem key={item.atama.id} item={item} position={i + 1} justSaved={item.atama.id === justSaved} />
        ))}
      </Stack>
    </QueryState>
  );
}

export function MentorEvaluationPage() {
  const user = useSessionUser();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'gecmis' ? 'gecmis' : 'sira';
  // The evaluation page comes back here with the assignment it saved (it moved down the queue).
  const justSaved = (location.state as { evaluated?: number } | null)?.evaluated;

  if (!user?.is_mentor) {
    return (
      <>
        <PageHeader title={T.title} />
        <EmptyState title={T.empty} description={T.emptyHintNotMentor} />
      </>
    );
  }

  return (
    <>
      <PageHeader title={T.title} subtitle={T.subtitle} />
      <Tabs.Root
        value={tab}
        onValueChange={(d) =>
          setParams(
            (p) => {
              const next = new URLSearchParams(p);
              if (d.value === 'sira') next.delete('tab');
              else next.set('tab', d.value);
              return next;
            },
            { replace: true, state: location.state },
          )
        }
        lazyMount
        variant="line"
        colorPalette="primary"
      >
        <Tabs.List aria-label={T.tabsLabel} mb="4" overflowX="auto">
          <Tabs.Trigger value="sira">{T.tabQueue}</Tabs.Trigger>
          <Tabs.Trigger value="gecmis">{T.tabHistory}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="sira" pt="0">
          <Queue justSaved={justSaved} />
        </Tabs.Content>
        <Tabs.Content value="gecmis" pt="0">
          <WrittenEvaluations />
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}

export default MentorEvaluationPage;
