import { describe, expect, test } from '@jest/globals';
import { renderScreen } from '@portal/app-kit/testing';
import { jsonResponse } from '@portal/api-client/testing';
import type { Degerlendirme, OnerilenDurum } from '@portal/domain';
import { screen, waitFor, within } from '@portal/ui/testing';
import { useAuthStore } from '@portal/auth-store';
import { APPLICANT, screenTestApi, statusFilterSelect } from '../../../../lib/testing';
import { MyEvaluationsPage } from '../my-evaluations-page';

const api = screenTestApi();

function ev(id: number, proje: string, puan: number, durum: OnerilenDurum, mentor: [string, string], yorum: string, day: number): Degerlendirme {
  return {
    id,
    atama_id: id,
    puan,
    yorum,
    onerilen_durum: durum,
    olusturuldu: `2025-03-${String(day).padStart(2, '0')}T10:00:00Z`,
    atama: { id, aktif: true, basvuru: { id: 100 + id, proje_basligi: proje } },
    mentor: { id: 9, unvan: 'Dr.', user: { first_name: mentor[0], last_name: mentor[1] } },
  };
}

const EVALS: Degerlendirme[] = [
  ev(1, 'Akıllı Tarım', 85, 'ONAY', ['Mehmet', 'Kaya'], 'Saha verileri ikna edici.', 10),
  ev(2, 'Bulut Muhasebe', 45, 'RED', ['Zeynep', 'Arslan'], 'Pazar analizi eksik.', 12),
  ev(3, 'Çevik Lojistik', 92, 'ONAY', ['Ali', 'Demir'], 'Çok güçlü ekip.', 5),
  ev(4, 'Akıllı Tarım', 70, 'INCELEME', ['Zeynep', 'Arslan'], 'Gelir modeli belirsiz.', 14),
];

const render = () => renderScreen(<MyEvaluationsPage />, { path: '/my-evaluations' });
const titles = () => screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent);

describe('/my-evaluations', () => {
  test('empty state when there is no evaluation yet; load error message', async () => {
    const stub = api.answer(() => jsonResponse(200, []));
    const first = render();
    expect(await screen.findByText('Henüz değerlendirme bulunmamaktadır')).toBeInTheDocument();
    expect(stub.calls[0]?.path).toBe('/api/degerlendirmeler/');
    first.unmount();
    api.answer(() => jsonResponse(500, {}));
    render();
    expect(await screen.findByText('Değerlendirmeleri getirirken bir hata oluştu.')).toBeInTheDocument();
  });

  test('an evaluation given by a rubric: the weighted total as every score, and the criteria under it', async () => {
    const puanlar = [
      { olcut_id: 1, ad: 'Takım', agirlik: 2, olcek_min: 1, olcek_max: 5, puan: 4, yorum: 'Deneyimli ekip.' },
      { olcut_id: 2, ad: 'Pazar', agirlik: 1, olcek_min: 0, olcek_max: 10, puan: 5, yorum: '' },
      { olcut_id: 3, ad: 'Teknoloji', agirlik: 1, olcek_min: 1, olcek_max: 5, puan: 5, yorum: '' },
    ];
    api.answer(() => jsonResponse(200, [{ ...EVALS[0]!, puan: 75, puanlar }, EVALS[1]!]));
    render();
    const cards = await screen.findAllByRole('article');
    const byTitle = (title: string) => cards.find((c) => within(c).getByRole('heading').textContent === title);
    const [rubric, plain] = [byTitle('Akıllı Tarım'), byTitle('Bulut Muhasebe')];
    expect(within(rubric!).getByTestId('score')).toHaveTextContent('75/100');
    const rows = within(rubric!).getAllByTestId('criterion-score-row');
    expect(rows.map((r) => [within(r).getByText(/^(Takım|Pazar|Teknoloji)/).textContent, within(r).getByTestId('criterion-score-value').textContent])).toEqual([
      ['Takım (ağırlık %50)', '4 / 5'],
      ['Pazar (ağırlık %25)', '5 / 10'],
      ['Teknoloji (ağırlık %25)', '5 / 5'],
    ]);
    expect(within(rows[0]!).getByText('Deneyimli ekip.')).toBeInTheDocument();
    expect(within(plain!).queryByTestId('criterion-scores')).toBeNull();
  });

  test('summary cards: total, rounded average, success rate with high scores, distinct statuses', async () => {
    api.answer(() => jsonResponse(200, EVALS));
    render();
    await screen.findAllByRole('article');
    const summary = screen.getByLabelText('Değerlendirme özeti');
    const value = (label: string) => within(summary).getByText(label).parentElement?.textContent;
    expect(value('Toplam Değerlendirme')).toContain('4');
    expect(value('Ortalama Puan')).toContain('73'); // (85+45+92+70)/4 = 73
    expect(value('Başarı Oranı')).toContain('%50');
    expect(within(summary).getByText('2 yüksek puan (80+)')).toBeInTheDocument();
    expect(value('Farklı Durum')).toContain('3');
  });

  test('card: score out of 100 with its label, stars = score/20, progress bar, mentor, comment', async () => {
    api.answer(() => jsonResponse(200, EVALS));
    render();
    const card = (await screen.findAllByRole('article')).find((a) => within(a).queryByText('Saha verileri ikna edici.'))!;
    expect(within(card).getByTestId('score')).toHaveTextContent('85');
    expect(within(card).getByTestId('score-label')).toHaveTextContent('Çok İyi');
    expect(within(card).getByTestId('score')).toHaveTextContent('85/100');
    expect(within(card).queryByText('4.25')).toBeNull(); // one scale: the stars are its picture, not a second number
    expect(within(card).getByTestId('star-fill')).toHaveStyle({ width: '85%' });
    expect(within(card).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '85');
    expect(within(card).getByText('Mehmet Kaya')).toBeInTheDocument();
    expect(within(card).getByText('Onay')).toBeInTheDocument();
  });

  test('four sorts, status filter, search, the N of M chip, no-match state and clear', async () => {
    api.answer(() => jsonResponse(200, EVALS));
    const { user } = render();
    await screen.findAllByRole('article');
    // Newest first by default.
    expect(titles()).toEqual(['Akıllı Tarım', 'Bulut Muhasebe', 'Akıllı Tarım', 'Çevik Lojistik']);
    const sort = screen.getByRole('combobox', { name: 'Sıralama' });
    await user.selectOptions(sort, 'score');
    expect(titles()).toEqual(['Çevik Lojistik', 'Akıllı Tarım', 'Akıllı Tarım', 'Bulut Muhasebe']);
    await user.selectOptions(sort, 'project');
    expect(titles()).toEqual(['Akıllı Tarım', 'Akıllı Tarım', 'Bulut Muhasebe', 'Çevik Lojistik']);
    await user.selectOptions(sort, 'mentor');
    expect(screen.getAllByRole('article').map((a) => within(a).getByText(/Kaya|Arslan|Demir/).textContent)).toEqual([
      'Mentor: Ali Demir',
      'Mentor: Mehmet Kaya',
      'Mentor: Zeynep Arslan',
      'Mentor: Zeynep Arslan',
    ]);
    expect(screen.queryByTestId('filtered-chip')).not.toBeInTheDocument();

    await user.selectOptions(statusFilterSelect(), 'ONAY');
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByTestId('filtered-chip')).toHaveTextContent('4 değerlendirmeden 2 tanesi gösteriliyor');

    await user.type(screen.getByPlaceholderText('Proje, mentor veya yorum ara...'), 'ekip');
    expect(titles()).toEqual(['Çevik Lojistik']);
    await user.type(screen.getByPlaceholderText('Proje, mentor veya yorum ara...'), 'xyz');
    expect(screen.getByText('Arama kriterlerinize uygun değerlendirme bulunamadı')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: /Filtreleri Temizle/ })[0]!);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(4));
    expect(sort).toHaveValue('date');
  });

  test('says whose evaluations these are; a mentor is pointed to his own page for what he wrote', async () => {
    api.answer(() => jsonResponse(200, EVALS));
    const first = render();
    expect(await screen.findByText('Başvurduğunuz projeler hakkında, size atanan mentorların yazdığı değerlendirmeler.')).toBeInTheDocument();
    expect(screen.queryByTestId('mentor-note')).not.toBeInTheDocument();
    first.unmount();
    useAuthStore.setState({ user: { ...APPLICANT, is_mentor: true } });
    render();
    const note = await screen.findByTestId('mentor-note');
    expect(within(note).getByRole('link')).toHaveAttribute('href', '/mentor-evaluation?tab=gecmis');
    useAuthStore.setState({ user: APPLICANT });
  });
});
