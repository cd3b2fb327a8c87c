import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { renderScreen } from '@portal/app-kit/testing';
import { jsonResponse, stubFetch, type FetchStub, type RecordedRequest } from '@portal/api-client/testing';
import { useAuthStore } from '@portal/auth-store';
import { screen, waitFor, within } from '@portal/ui/testing';
import { EvaluationWorkspacePage } from '../evaluation-workspace-page';
import { basvuru, evaluation, MENTOR_USER, queueItem, rapor } from './fixtures';

let stub: FetchStub | undefined;
beforeEach(() => useAuthStore.setState({ status: 'authenticated', user: MENTOR_USER, error: null }));
afterEach(() => {
  stub?.restore();
  stub = undefined;
  olcutler = [];
});

const QUEUE = [queueItem(1, 'Akıllı Tarım', 'yeni_rapor', { puan: 62, at: '2025-03-10T10:00:00Z' }, 1), queueItem(2, 'Bulut Muhasebe', 'degerlendirilmedi')];

/** The rubric of the assignment's call: none unless a test gives criteria. */
let olcutler: object[] = [];

function routes(extra?: (r: RecordedRequest) => Response | undefined) {
  return (r: RecordedRequest) => {
    const answer = extra?.(r);
    if (answer) return answer;
    if (r.path === '/api/degerlendirmeler/olcutler/') return jsonResponse(200, { cagri_id: 7, olcutler, kilitli: false });
    if (r.path === '/api/atamalar/queue/') return jsonResponse(200, QUEUE);
    if (r.path === '/api/basvurular/101/') return jsonResponse(200, basvuru(101, 'Akıllı Tarım', '/api/files/9/?exp=1&sig=x'));
    if (r.path === '/api/raporlar/')
      return jsonResponse(200, [rapor(32, 101, '2025-03-25T10:00:00Z', 'TASLAK'), rapor(31, 101, '2025-03-20T10:00:00Z'), rapor(30, 101, '2025-02-20T10:00:00Z')]);
    if (r.path === '/api/degerlendirmeler/') return jsonResponse(200, [evaluation(50, 1, 'Akıllı Tarım', 62, true, '2025-03-10T10:00:00Z')]);
    return jsonResponse(404, { detail: 'Bulunamadı.' });
  };
}

const render = (id = 1) =>
  renderScreen(<EvaluationWorkspacePage />, {
    path: '/mentor-evaluation/:atamaId',
    route: `/mentor-evaluation/${id}`,
    otherRoutes: { '/mentor-evaluation': <p>KUYRUK</p> },
  });

describe('/mentor-evaluation/:atamaId', () => {
  test("the application's text, call and attachment beside the form; its sent reports (no draft), the one since the last evaluation marked new", async () => {
    stub = stubFetch(routes());
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Akıllı Tarım' })).toBeInTheDocument();
    expect(screen.getByText('Teknoloji Çağrısı')).toBeInTheDocument();
    expect(await screen.findByTestId('application-text')).toHaveTextContent('Tarlaya yerleştirilen sensörlerle sulamayı yöneten bir sistem.');
    expect(screen.getByTestId('application-attachment')).toHaveAttribute('href', '/api/files/9/?exp=1&sig=x');
    const reports = await screen.findAllByTestId('workspace-report');
    expect(reports.map((r) => [within(r).getByText(/^Rapor #/).textContent, within(r).queryByText('Yeni') !== null])).toEqual([
      ['Rapor #31', true],
      ['Rapor #30', false],
    ]);
    expect(screen.getByRole('link', { name: 'Raporlar sayfasında aç' })).toHaveAttribute('href', '/basvuru/101/reports');
    expect(await screen.findByText('Akıllı Tarım hakkında görüş.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Atandığım Projelere Dön' })).toHaveAttribute('href', '/mentor-evaluation');
  });

  test('the form: the spec messages; a valid one is sent (INCELEME by default), then back to the queue', async () => {
    const posted: string[] = [];
    stub = stubFetch(
      routes((r) => {
        if (r.method !== 'POST') return undefined;
        posted.push(r.body);
        return jsonResponse(201, evaluation(51, 1, 'Akıllı Tarım', 85));
      }),
    );
    const { user, location } = render();
    const form = await screen.findByRole('region', { name: 'Yeni Değerlendirme: Akıllı Tarım' });
    const submit = within(form).getByRole('button', { name: 'Değerlendirmeyi Gönder' });
    await user.click(submit);
    expect(within(form).getByText('Lütfen puan ve yorum alanlarını doldurun.')).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/Puan/), '150');
    await user.type(within(form).getByLabelText(/Yorum/), 'Güçlü ekip.');
    await user.click(submit);
    expect(within(form).getByText('Puan 0 ile 100 arasında bir tam sayı olmalıdır.')).toBeInTheDocument();
    await user.clear(within(form).getByLabelText(/Puan/));
    await user.type(within(form).getByLabelText(/Puan/), '85');
    expect(within(form).getByTestId('score-preview-value')).toHaveTextContent('85/100');
    expect(within(form).getByRole('combobox', { name: 'Önerilen Durum' })).toHaveValue('INCELEME');
    await user.click(submit);
    expect(await screen.findByText('KUYRUK')).toBeInTheDocument();
    expect(location()).toBe('/mentor-evaluation');
    expect(JSON.parse(posted[0]!)).toEqual({ atama_id: 1, puan: 85, yorum: 'Güçlü ekip.', onerilen_durum: 'INCELEME' });
  });

  test('a call with a rubric: one score per criterion with its description and scale, the live weighted total; the scores are sent', async () => {
    olcutler = [
      { id: 11, sira: 1, ad: 'Takım', aciklama: 'Ekibin deneyimi', agirlik: 2, olcek_min: 1, olcek_max: 5 },
      { id: 12, sira: 2, ad: 'Pazar', aciklama: '', agirlik: 1, olcek_min: 0, olcek_max: 10 },
      { id: 13, sira: 3, ad: 'Teknoloji', aciklama: '', agirlik: 1, olcek_min: 1, olcek_max: 5 },
    ];
    const posted: string[] = [];
    stub = stubFetch(
      routes((r) => {
        if (r.method !== 'POST') return undefined;
        posted.push(r.body);
        return jsonResponse(201, evaluation(51, 1, 'Akıllı Tarım', 75));
      }),
    );
    const { user } = render();
    const form = await screen.findByRole('region', { name: 'Yeni Değerlendirme: Akıllı Tarım' });
    const cards = await within(form).findAllByTestId('criterion-score');
    expect(cards.map((c) => within(c).getAllByText(/Ölçek|Ağırlık/).map((b) => b.textContent))).toEqual([
      ['Ölçek 1-5', 'Ağırlık %50'],
      ['Ölçek 0-10', 'Ağırlık %25'],
      ['Ölçek 1-5', 'Ağırlık %25'],
    ]);
    expect(within(cards[0]!).getByText('Ekibin deneyimi')).toBeInTheDocument();
    expect(within(form).queryByLabelText(/Puan \(0-100\)/)).toBeNull();
    await user.type(within(form).getByLabelText('Takım Puan'), '6');
    await user.type(within(form).getByLabelText(/^Yorum/), 'Genel.');
    await user.click(within(form).getByRole('button', { name: 'Değerlendirmeyi Gönder' }));
    expect(within(cards[0]!).getByText('"Takım" puanı 1 ile 5 arasında bir tam sayı olmalıdır.')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Her ölçüt için puan verilmelidir.')).toBeInTheDocument();
    expect(within(form).getByTestId('weighted-total')).toHaveTextContent('Her ölçüt puanlandığında');
    await user.clear(within(form).getByLabelText('Takım Puan'));
    await user.type(within(form).getByLabelText('Takım Puan'), '4');
    await user.type(within(form).getByLabelText('Pazar Puan'), '5');
    await user.type(within(form).getByLabelText('Teknoloji Puan'), '5');
    await user.type(within(form).getByLabelText('Pazar yorumu'), 'Pazar büyük.');
    expect(within(form).getByTestId('weighted-total-value')).toHaveTextContent('75/100');
    await user.click(within(form).getByRole('button', { name: 'Değerlendirmeyi Gönder' }));
    expect(await screen.findByText('KUYRUK')).toBeInTheDocument();
    expect(JSON.parse(posted[0]!)).toEqual({
      atama_id: 1,
      puanlar: [
        { olcut_id: 11, puan: 4, yorum: '' },
        { olcut_id: 12, puan: 5, yorum: 'Pazar büyük.' },
        { olcut_id: 13, puan: 5, yorum: '' },
      ],
      yorum: 'Genel.',
      onerilen_durum: 'INCELEME',
    });
  });

  test("a refusal shows the server's detail, else the spec's message", async () => {
    let answer = jsonResponse(403, { detail: 'Bu atama artık aktif değil; değerlendirme yapılamaz.' });
    stub = stubFetch(routes((r) => (r.method === 'POST' ? answer : undefined)));
    const { user } = render();
    const form = await screen.findByRole('region', { name: 'Yeni Değerlendirme: Akıllı Tarım' });
    await user.type(within(form).getByLabelText(/Puan/), '60');
    await user.type(within(form).getByLabelText(/Yorum/), 'Orta.');
    await user.click(within(form).getByRole('button', { name: 'Değerlendirmeyi Gönder' }));
    expect(await within(form).findByText('Bu atama artık aktif değil; değerlendirme yapılamaz.')).toBeInTheDocument();
    answer = jsonResponse(500, {});
    await user.click(within(form).getByRole('button', { name: 'Değerlendirmeyi Gönder' }));
    expect(await within(form).findByText('Değerlendirme gönderilirken bir hata oluştu.')).toBeInTheDocument();
  });

  test('an assignment not in the queue (removed, another mentor\'s) is not found, and nothing of it is asked for', async () => {
    stub = stubFetch(routes());
    render(77);
    expect(await screen.findAllByText('Bu atama bulunamadı')).toHaveLength(2);
    await waitFor(() => expect(stub!.calls.map((c) => c.path)).toEqual(['/api/atamalar/queue/']));
  });
});
