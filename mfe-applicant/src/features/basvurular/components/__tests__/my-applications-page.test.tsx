import { describe, expect, test } from '@jest/globals';
import { renderScreen } from '@portal/app-kit/testing';
import type { Basvuru, BasvuruDurum } from '@portal/domain';
import { screen, waitFor, within } from '@portal/ui/testing';
import { basvuruFixture, expectCounters, listStateTests, optionTexts, renderAnswered, screenTestApi, statusFilterSelect } from '../../../../lib/testing';
import { MyApplicationsPage } from '../my-applications-page';

const api = screenTestApi();

function app(id: number, proje_basligi: string, durum: BasvuruDurum, cagri = 'Yeşil Enerji Desteği'): Basvuru {
  return basvuruFixture({ id, proje_basligi, aciklama: `${proje_basligi} açıklaması`, durum, cagri: { id: 1, baslik: cagri } });
}

const APPS: Basvuru[] = [
  app(1, 'Güneş Paneli', 'ONAY'),
  app(2, 'Rüzgar Türbini', 'INCELEME'),
  app(3, 'Akıllı Sulama', 'GONDERILDI', 'İhracat Hızlandırma'),
  app(4, 'Taslak Proje', 'TASLAK'),
  app(5, 'Reddedilen Fikir', 'RED'),
];

const render = () => renderScreen(<MyApplicationsPage />, { path: '/my-applications' });

describe('/my-applications', () => {
  listStateTests(
    api,
    render,
    {
      listPath: '/api/basvurular/',
      loading: 'Başvurular yükleniyor...',
      empty: 'Henüz başvurunuz bulunmamaktadır',
      loadError: 'Başvurular yüklenirken bir hata oluştu. Lütfen daha sonra tekrar deneyin.',
    },
    // The empty state offers the open calls.
    () => expect(screen.getByRole('link', { name: 'Açık Çağrıları Görüntüle' })).toHaveAttribute('href', '/cagrilar'),
  );

  test('counters: approved, waiting (under review or sent), total', async () => {
    await renderAnswered(api, render, APPS, 'Güneş Paneli');
    expectCounters('Başvuru sayıları', { Onaylanan: '1', Bekleyen: '2', Toplam: '5' });
  });

  test('cards: status chip, call, date, reports button and mentors icon link', async () => {
    await renderAnswered(api, render, APPS, 'Güneş Paneli');
    const card = screen.getByRole('article', { name: 'Güneş Paneli' });
    expect(within(card).getByText('Onaylandı')).toBeInTheDocument();
    expect(within(card).getByText('Yeşil Enerji Desteği')).toBeInTheDocument();
    expect(within(card).getByText('12 Mart 2025')).toBeInTheDocument();
    expect(within(card).getByText('Güneş Paneli açıklaması')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Raporları Görüntüle' })).toHaveAttribute('href', '/basvuru/1/raporlar');
    expect(within(card).getByRole('link', { name: 'Mentorları görüntüle' })).toHaveAttribute('href', '/basvuru/1/mentorlar');
  });

  test('status filter options, search, and the filtered-empty state with Filtreleri Temizle', async () => {
    const { user } = await renderAnswered(api, render, APPS, 'Güneş Paneli');

    const filter = statusFilterSelect();
    expect(optionTexts(filter)).toEqual([
      'Tümü',
      'Taslak',
      'Gönderildi',
      'İnceleniyor',
      'Onaylandı',
      'Reddedildi',
    ]);
    await user.selectOptions(filter, 'GONDERILDI');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByText('Akıllı Sulama')).toBeInTheDocument();

    await user.selectOptions(filter, '');
    const search = screen.getByPlaceholderText('Başvurularda ara...');
    await user.type(search, 'ihracat'); // the call title, Turkish case folding
    expect(screen.getAllByRole('article')).toHaveLength(1);

    await user.selectOptions(filter, 'RED');
    expect(await screen.findByText('Arama kriterlerinize uygun başvuru bulunamadı')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filtreleri Temizle' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(5));
    expect(search).toHaveValue('');
  });
});
