import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { renderScreen } from '@portal/app-kit/testing';
import { jsonResponse, stubFetch, type FetchStub, type RecordedRequest } from '@portal/api-client/testing';
import { useAuthStore } from '@portal/auth-store';
import type { MentorQueueItem } from '@portal/domain';
import { screen, within } from '@portal/ui/testing';
import { MentorEvaluationPage } from '../mentor-evaluation-page';
import { evaluation, MENTOR_USER, PLAIN_USER, queueItem } from './fixtures';

let stub: FetchStub | undefined;
beforeEach(() => useAuthStore.setState({ status: 'authenticated', user: MENTOR_USER, error: null }));
afterEach(() => {
  stub?.restore();
  stub = undefined;
});

const QUEUE: MentorQueueItem[] = [
  queueItem(1, 'Akıllı Tarım', 'degerlendirilmedi'),
  queueItem(2, 'Bulut Muhasebe', 'yeni_rapor', { puan: 70, at: '2025-03-10T10:00:00Z' }, 2),
  queueItem(3, 'Çevik Lojistik', 'degerlendirildi', { puan: 86, at: '2025-03-12T10:00:00Z' }),
];

function routes(queue: unknown = QUEUE) {
  return (r: RecordedRequest) => {
    if (r.path === '/api/atamalar/queue/') return jsonResponse(200, queue);
    if (r.path === '/api/degerlendirmeler/as_mentor/')
      return jsonResponse(200, [
        evaluation(60, 3, 'Çevik Lojistik', 86, true, '2025-03-12T10:00:00Z'),
        evaluation(59, 9, 'Kaldırılan Proje', 48, false, '2025-02-01T10:00:00Z'),
      ]);
    return jsonResponse(404, { detail: 'Bulunamadı.' });
  };
}

const render = (route = '/mentor-evaluation') => renderScreen(<MentorEvaluationPage />, { path: '/mentor-evaluation', route });
const rows = () => screen.getAllByTestId('queue-item');

describe('/mentor-evaluation', () => {
  test('the queue in its order, each row saying why it is there, with its last evaluation and the way in', async () => {
    stub = stubFetch(routes());
    render();
    await screen.findAllByTestId('queue-item');
    expect(rows().map((r) => within(r).getByRole('heading', { level: 3 }).textContent)).toEqual(['Akıllı Tarım', 'Bulut Muhasebe', 'Çevik Lojistik']);
    expect(rows().map((r) => within(r).getByTestId('queue-reason').textContent)).toEqual(['Henüz değerlendirilmedi', 'Yeni rapor var', 'Değerlendirildi']);
    expect(screen.getByTestId('queue-summary')).toHaveTextContent('3 projeden 2 tanesi sizi bekliyor.');
    const [first, second, third] = rows();
    expect(within(first!).getByRole('link', { name: 'Değerlendir' })).toHaveAttribute('href', '/mentor-evaluation/1');
    expect(within(first!).getByRole('link', { name: 'Raporlar' })).toHaveAttribute('href', '/basvuru/101/reports');
    expect(within(second!).getByText('2 yeni rapor')).toBeInTheDocument();
    expect(within(second!).getByTestId('queue-score')).toHaveTextContent('70/100');
    expect(within(third!).getByTestId('queue-score')).toHaveTextContent('86/100');
    expect(within(third!).getByRole('link', { name: 'Yeniden Değerlendir' })).toHaveAttribute('href', '/mentor-evaluation/3');
    expect(screen.queryByTestId('hidden-assignments')).not.toBeInTheDocument();
  });

  test('past evaluations, the removed assignment read-only and marked so', async () => {
    stub = stubFetch(routes());
    const { user } = render();
    await user.click(await screen.findByRole('tab', { name: 'Geçmiş Değerlendirmelerim' }));
    const groups = await screen.findAllByTestId('written-group');
    expect(groups.map((g) => within(g).getByRole('heading', { level: 3 }).textContent)).toEqual(['Çevik Lojistik', 'Kaldırılan Proje']);
    expect(within(groups[0]!).getByTestId('assignment-state')).toHaveTextContent('Aktif atama');
    expect(within(groups[0]!).getByRole('link', { name: 'Projeyi Aç' })).toHaveAttribute('href', '/mentor-evaluation/3');
    expect(within(groups[1]!).getByTestId('assignment-state')).toHaveTextContent('Atama kaldırıldı · salt okunur');
    expect(within(groups[1]!).queryByRole('link')).toBeNull();
    expect(within(groups[1]!).getByTestId('score')).toHaveTextContent('48/100');
  });

  test('someone who is not a mentor sees the empty state, and no queue is asked for', async () => {
    useAuthStore.setState({ user: PLAIN_USER });
    stub = stubFetch(routes());
    render();
    expect(await screen.findByText('Size atanmış aktif bir proje bulunmamaktadır')).toBeInTheDocument();
    expect(screen.getByText(/Bu sayfa mentorlar içindir/)).toBeInTheDocument();
    expect(stub.calls).toHaveLength(0);
  });

  test('a mentor with nothing assigned sees the empty state', async () => {
    stub = stubFetch(routes([]));
    render();
    expect(await screen.findByText('Size atanmış aktif bir proje bulunmamaktadır')).toBeInTheDocument();
    expect(screen.getByText('Yönetici size bir proje atadığında burada görünecek.')).toBeInTheDocument();
  });

  test('an assignment whose application is gone is hidden with the n of m warning', async () => {
    const gone = { ...queueItem(4, 'x', 'degerlendirilmedi'), atama: { ...queueItem(4, 'x', 'degerlendirilmedi').atama, basvuru: null } } as unknown as MentorQueueItem;
    stub = stubFetch(routes([QUEUE[0], gone]));
    render();
    expect(await screen.findByText('2 görevden 1 tanesi, başvurusu artık bulunmadığı için gizlendi.')).toBeInTheDocument();
    expect(rows()).toHaveLength(1);
  });

  test('assignments load error', async () => {
    stub = stubFetch(() => jsonResponse(500, {}));
    render();
    expect(await screen.findByText('Atamalar yüklenirken bir hata oluştu.')).toBeInTheDocument();
  });
});
