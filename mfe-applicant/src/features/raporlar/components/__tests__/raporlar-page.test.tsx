import { describe, expect, test } from '@jest/globals';
import { renderScreen } from '@portal/app-kit/testing';
import { jsonResponse } from '@portal/api-client/testing';
import { useAuthStore } from '@portal/auth-store';
import type { Rapor, SessionUser } from '@portal/domain';
import { screen, within } from '@portal/ui/testing';
import { APPLICANT, basvuruFixture, counterValues, heldBack, screenTestApi, signedInAs } from '../../../../lib/testing';
import { RaporlarPage } from '../raporlar-page';

const MENTOR: SessionUser = { ...APPLICANT, user_id: 9, is_mentor: true };

const api = screenTestApi();
signedInAs(APPLICANT);

const BASVURU = basvuruFixture();

function rapor(id: number, durum: string, overrides: Partial<Rapor> = {}): Rapor {
  return {
    id,
    basvuru_id: 3,
    basvuru: {
      id: 3,
      proje_basligi: 'Güneş Paneli',
      olusturan: { first_name: 'Ayşe', last_name: 'Yılmaz', email: 'ayse@example.org' },
      basvuran: { id: 5, ad_soyad: 'Ayşe Yılmaz', email: 'ayse@example.org', firma_adi: '' },
    },
    donem_baslangic: '2025-04-01',
    donem_bitis: '2025-04-30',
    ozet: `Rapor ${id} özeti: nisan ayı çalışmaları.`,
    durum: durum as Rapor['durum'], // the screen also reads free-text statuses
    ek_dosya: null,
    olusturuldu: '2025-05-02T09:00:00Z',
    proje_basligi: 'Güneş Paneli',
    sirket_adi: null,
    cagri_adi: 'Yeşil Enerji Desteği',
    basvuran_adi: 'Ayşe Yılmaz',
    ...overrides,
  };
}

const REPORTS: Rapor[] = [
  rapor(21, 'ONAY', { ek_dosya: 'https://files.example/signed/rapor.pdf?sig=x' }),
  rapor(22, 'GONDERILDI'),
  rapor(23, 'TASLAK'),
  rapor(24, 'RED'),
  rapor(25, 'tamamlandi'),
  rapor(26, 'inceleme'),
];

function serve(basvuru: Response, raporlar: Response | (() => Response)) {
  api.answer((req) => {
    if (req.path === '/api/basvurular/3/') return basvuru.clone();
    if (req.path === '/api/raporlar/') return typeof raporlar === 'function' ? raporlar() : raporlar.clone();
    return jsonResponse(404, { detail: 'Bulunamadı.' });
  });
}

function renderAt(url: string, path = '/basvuru/:basvuruId/raporlar') {
  return renderScreen(<RaporlarPage />, { path, route: url });
}

describe('/basvuru/:basvuruId/raporlar', () => {
  test('a badly formed id: Geçersiz başvuru ID. (nothing fetched)', async () => {
    serve(jsonResponse(200, BASVURU), jsonResponse(200, []));
    renderAt('/basvuru/abc/raporlar');
    expect(await screen.findByText('Geçersiz başvuru ID.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  test('loading, then header, counts, badge and one card per report', async () => {
    const held = heldBack((req) => (req.path === '/api/basvurular/3/' ? jsonResponse(200, BASVURU) : jsonResponse(200, REPORTS)));
    const stub = api.answer(held.handler);
    renderAt('/basvuru/3/raporlar');
    expect(screen.getByRole('status', { name: 'Raporlar yükleniyor...' })).toBeInTheDocument();
    held.release();

    expect(await screen.findByRole('heading', { name: 'Güneş Paneli' })).toBeInTheDocument();
    expect(screen.getByText('Ayşe Yılmaz')).toBeInTheDocument();
    expect(screen.getByText('12 Mart 2025')).toBeInTheDocument();
    const reportCall = stub.calls.find((c) => c.path === '/api/raporlar/');
    expect(new URL(reportCall!.url).searchParams.get('basvuru')).toBe('3');

    const value = counterValues('Rapor sayıları');
    expect(value('Toplam Rapor')).toContain('6');
    expect(value('Tamamlanan')).toContain('2'); // ONAY, tamamlandi
    expect(value('Bekleyen')).toContain('3'); // GONDERILDI, TASLAK, inceleme
    expect(screen.getByLabelText('Rapor sayısı: 6')).toHaveTextContent('6');

    expect(screen.getAllByRole('article')).toHaveLength(6);
    const card = screen.getByRole('article', { name: 'Rapor #21' });
    expect(within(card).getByText('Onaylandı')).toBeInTheDocument();
    expect(within(card).getByText('1 Nisan 2025 - 30 Nisan 2025')).toBeInTheDocument();
    expect(within(card).getByText('Rapor 21 özeti: nisan ayı çalışmaları.')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Ek dosyayı indir' })).toHaveAttribute(
      'href',
      'https://files.example/signed/rapor.pdf?sig=x',
    );
    expect(within(screen.getByRole('article', { name: 'Rapor #22' })).getByText('Ek dosya yok')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Rapor #22' })).getByText('Gönderildi')).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Yeni Rapor' })).toHaveAttribute('href', '/basvuru/3/rapor/yeni');
    expect(screen.queryByTestId('mentor-notice')).not.toBeInTheDocument();
  });

  test('the count badge caps at 99 (99+)', async () => {
    const many = Array.from({ length: 120 }, (_, i) => rapor(i + 1, 'GONDERILDI'));
    serve(jsonResponse(200, BASVURU), jsonResponse(200, many));
    renderAt('/basvuru/3/raporlar');
    const badge = await screen.findByLabelText('Rapor sayısı: 99+');
    expect(badge).toHaveTextContent('99+');
    // The counters are not capped (total and pending both 120).
    expect(within(screen.getByLabelText('Rapor sayıları')).getAllByText('120')).toHaveLength(2);
  });

  test('empty state offering İlk Raporu Oluştur', async () => {
    serve(jsonResponse(200, BASVURU), jsonResponse(200, []));
    renderAt('/basvuru/3/raporlar');
    expect(await screen.findByText('Henüz rapor bulunmamaktadır')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'İlk Raporu Oluştur' })).toHaveAttribute('href', '/basvuru/3/rapor/yeni');
    expect(screen.getByLabelText('Rapor sayısı: 0')).toHaveTextContent('0');
  });

  test('a mentor (not the applicant) sees the info notice instead of the add button', async () => {
    useAuthStore.setState({ user: MENTOR });
    serve(jsonResponse(200, BASVURU), jsonResponse(200, []));
    renderAt('/basvuru/3/raporlar');
    expect(
      await screen.findByText('Mentorlar rapor oluşturamaz; yalnızca atandıkları başvuruların raporlarını görüntüleyebilir.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Yeni Rapor' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'İlk Raporu Oluştur' })).not.toBeInTheDocument();
    // The back link leads where the mentor came from.
    expect(screen.getByRole('link', { name: 'Atandığım Projelere Dön' })).toHaveAttribute('href', '/mentor-evaluation');
    expect(screen.queryByRole('link', { name: 'Başvurularıma Dön' })).not.toBeInTheDocument();
  });

  test('a mentor reading their own application keeps the add button', async () => {
    useAuthStore.setState({ user: { ...MENTOR, user_id: 5 } });
    serve(jsonResponse(200, BASVURU), jsonResponse(200, REPORTS));
    renderAt('/basvuru/3/raporlar');
    expect(await screen.findByRole('link', { name: 'Yeni Rapor' })).toBeInTheDocument();
    expect(screen.queryByTestId('mentor-notice')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Başvurularıma Dön' })).toHaveAttribute('href', '/my-applications');
  });

  test.each([
    ['the reports', jsonResponse(200, BASVURU), jsonResponse(500, {})],
    ['the application', jsonResponse(404, { detail: 'Bulunamadı.' }), jsonResponse(200, REPORTS)],
  ])('load error of %s: the spec message', async (_what, basvuru, raporlar) => {
    serve(basvuru, raporlar);
    renderAt('/basvuru/3/raporlar');
    expect(
      await screen.findByText('Raporlar veya başvuru bilgileri yüklenirken bir hata oluştu. Lütfen daha sonra tekrar deneyin.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  test('the alias /basvuru/:basvuruId/reports renders the same screen', async () => {
    serve(jsonResponse(200, BASVURU), jsonResponse(200, REPORTS));
    renderAt('/basvuru/3/reports', '/basvuru/:basvuruId/reports');
    expect(await screen.findByRole('heading', { name: 'Güneş Paneli' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(6);
  });
});
