import { afterEach, describe, expect, test } from '@jest/globals';
import { renderScreen } from '@portal/app-kit/testing';
import { jsonResponse, stubFetch, type FetchStub, type RecordedRequest } from '@portal/api-client/testing';
import type { Atama, Degerlendirme } from '@portal/domain';
import { screen, waitFor, within } from '@portal/ui/testing';
import { MentorEvaluationPage } from '../mentor-evaluation-page';

let stub: FetchStub | undefined;
afterEach(() => {
  stub?.restore();
  stub = undefined;
});

function atama(id: number, proje: string, aktif = true): Atama {
  return {
    id,
    tarih: '2025-03-01T09:00:00Z',
    aktif,
    basvuru: {
      id: 100 + id,
      proje_basligi: proje,
      durum: 'ONAY',
      basvuran: { id: 5, ad_soyad: 'Ayşe Yılmaz', email: 'ayse@example.org', firma_adi: 'Yılmaz Tarım' },
      cagri: { id: 1, baslik: 'Teknoloji Çağrısı' },
    },
    mentor: { id: 3, name: 'Mehmet Kaya', aktif: true, unvan: 'Dr.', uzmanlik: 'tarım', user: { id: 7, first_name: 'Mehmet', last_name: 'Kaya', username: 'mentor1', email: 'm@example.org' } },
    evaluation_count: 0,
  };
}

const PAST: Degerlendirme = {
  id: 50,
  atama_id: 1,
  puan: 74,
  yorum: 'İlk görüşme olumlu.',
  onerilen_durum: 'INCELEME',
  olusturuldu: '2025-03-05T10:00:00Z',
  atama: { id: 1, aktif: true, basvuru: { id: 101, proje_basligi: 'Akıllı Tarım' } },
  mentor: { id: 3, unvan: 'Dr.', user: { first_name: 'Mehmet', last_name: 'Kaya' } },
};

function routes(extra?: (r: RecordedRequest) => Response | undefined) {
  return (r: RecordedRequest) => {
    const answer = extra?.(r);
    if (answer) return answer;
    if (r.path === '/api/atamalar/') return jsonResponse(200, [atama(1, 'Akıllı Tarım'), atama(2, 'Bulut Muhasebe'), atama(3, 'Eski Atama', false)]);
    if (r.path === '/api/degerlendirmeler/' && r.url.includes('atama=1')) return jsonResponse(200, [PAST]);
    if (r.path === '/api/degerlendirmeler/') return jsonResponse(200, []);
    return jsonResponse(404, { detail: 'Bulunamadı.' });
  };
}

const render = () => renderScreen(<MentorEvaluationPage />, { path: '/mentor-evaluation' });

describe('/mentor-evaluation', () => {
  test('the active assignments with their reports link and past evaluations; removed ones are not shown', async () => {
    stub = stubFetch(routes());
    render();
    const cards = await screen.findAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading', { level: 2 }).textContent)).toEqual(['Akıllı Tarım', 'Bulut Muhasebe']);
    const card = screen.getByRole('article', { name: 'Akıllı Tarım' });
    expect(within(card).getByRole('link', { name: 'Raporları Görüntüle' })).toHaveAttribute('href', '/basvuru/101/reports');
    expect(await within(card).findByText('İlk görüşme olumlu.')).toBeInTheDocument();
    expect(within(card).getByText('74/100')).toBeInTheDocument();
    expect(await within(screen.getByRole('article', { name: 'Bulut Muhasebe' })).findByText('Bu proje için henüz değerlendirme yapmadınız.')).toBeInTheDocument();
    expect(screen.queryByTestId('hidden-assignments')).not.toBeInTheDocument();
  });

  test('an assignment whose application is gone is hidden with the n of m warning', async () => {
    const gone = { ...atama(4, 'x'), basvuru: null } as unknown as Atama;
    stub = stubFetch(routes((r) => (r.path === '/api/atamalar/' ? jsonResponse(200, [atama(1, 'Akıllı Tarım'), gone]) : undefined)));
    render();
    expect(await screen.findByText('2 görevden 1 tanesi, başvurusu artık bulunmadığı için gizlendi.')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  test('empty form: the spec message; a valid one is sent with INCELEME by default, then the form resets', async () => {
    const posted: string[] = [];
    stub = stubFetch(
      routes((r) => {
        if (r.method === 'POST') {
          posted.push(r.body);
          return jsonResponse(201, { ...PAST, id: 51, puan: 85, onerilen_durum: 'ONAY' });
        }
        return undefined;
      }),
    );
    const { user } = render();
    const card = await screen.findByRole('article', { name: 'Akıllı Tarım' });
    const submit = within(card).getByRole('button', { name: 'Değerlendirmeyi Gönder' });
    await user.click(submit);
    expect(within(card).getByText('Lütfen puan ve yorum alanlarını doldurun.')).toBeInTheDocument();
    expect(posted).toHaveLength(0);

    await user.type(within(card).getByLabelText(/Puan/), '150');
    await user.type(within(card).getByLabelText(/Yorum/), 'Güçlü ekip.');
    await user.click(submit);
    expect(within(card).getByText('Puan 0 ile 100 arasında bir tam sayı olmalıdır.')).toBeInTheDocument();

    await user.clear(within(card).getByLabelText(/Puan/));
    await user.type(within(card).getByLabelText(/Puan/), '85');
    const durum = within(card).getByRole('combobox', { name: 'Önerilen Durum' });
    expect(durum).toHaveValue('INCELEME');
    await user.selectOptions(durum, 'ONAY');
    await user.click(submit);
    expect(await within(card).findByText(/Değerlendirmeniz kaydedildi/)).toBeInTheDocument();
    expect(JSON.parse(posted[0]!)).toEqual({ atama_id: 1, puan: 85, yorum: 'Güçlü ekip.', onerilen_durum: 'ONAY' });
    await waitFor(() => expect(durum).toHaveValue('INCELEME'));
    expect(within(card).getByLabelText(/Puan/)).toHaveValue(null);
    expect(within(card).getByLabelText(/Yorum/)).toHaveValue('');
  });

  test("a refusal shows the server's detail, else the spec's message", async () => {
    let answer = jsonResponse(403, { detail: 'Bu atama için değerlendirme yapma yetkiniz yok.' });
    stub = stubFetch(routes((r) => (r.method === 'POST' ? answer : undefined)));
    const { user } = render();
    const card = await screen.findByRole('article', { name: 'Akıllı Tarım' });
    await user.type(within(card).getByLabelText(/Puan/), '60');
    await user.type(within(card).getByLabelText(/Yorum/), 'Orta.');
    await user.click(within(card).getByRole('button', { name: 'Değerlendirmeyi Gönder' }));
    expect(await within(card).findByText('Bu atama için değerlendirme yapma yetkiniz yok.')).toBeInTheDocument();
    answer = jsonResponse(500, {});
    await user.click(within(card).getByRole('button', { name: 'Değerlendirmeyi Gönder' }));
    expect(await within(card).findByText('Değerlendirme gönderilirken bir hata oluştu.')).toBeInTheDocument();
  });

  test('assignments load error', async () => {
    stub = stubFetch(() => jsonResponse(500, {}));
    render();
    expect(await screen.findByText('Atamalar yüklenirken bir hata oluştu.')).toBeInTheDocument();
  });
});
