import { describe, expect, test } from '@jest/globals';
import { renderScreen } from '@portal/app-kit/testing';
import { jsonResponse } from '@portal/api-client/testing';
import type { Kaynak } from '@portal/domain';
import { screen, waitFor, within } from '@portal/ui/testing';
import { expectCounters, listStateTests, renderAnswered, screenTestApi, statusFilterSelect } from '../../../../lib/testing';
import { DEFAULT_RESOURCE_INFO_URL, resourceInfoUrl } from '../../info-links';
import { KaynakListPage } from '../kaynak-list-page';

const api = screenTestApi();

const RESOURCES: Kaynak[] = [
  { id: 1, ad: 'Büyük Toplantı Odası', kapasite: 12, aktif: true },
  { id: 2, ad: 'Podcast Stüdyosu', kapasite: 3, aktif: false },
  { id: 3, ad: 'Ortak Çalışma Alanı', kapasite: 0, aktif: true },
];

const render = () => renderScreen(<KaynakListPage />, { path: '/kaynaklar' });
const card = (name: string) => screen.getByRole('article', { name });

describe('info links (one table, keyword in the name, default)', () => {
  test('keyword match is case-insensitive in Turkish; the first entry wins; no match -> default', () => {
    const table = [
      { keyword: 'toplantı', url: 'https://a.example/t' },
      { keyword: 'oda', url: 'https://a.example/o' },
    ];
    expect(resourceInfoUrl('BÜYÜK TOPLANTI ODASI', table, 'https://a.example/d')).toBe('https://a.example/t');
    expect(resourceInfoUrl('Sessiz Oda', table, 'https://a.example/d')).toBe('https://a.example/o');
    expect(resourceInfoUrl('Laboratuvar', table, 'https://a.example/d')).toBe('https://a.example/d');
    expect(resourceInfoUrl(null)).toBe(DEFAULT_RESOURCE_INFO_URL);
  });
});

describe('/kaynaklar', () => {
  listStateTests(api, render, {
    listPath: '/api/kaynaklar/',
    loading: 'Kaynaklar yükleniyor...',
    empty: 'Henüz kaynak bulunmamaktadır',
    loadError: 'Kaynaklar yüklenirken bir hata oluştu. Lütfen daha sonra tekrar deneyin.',
  });

  test('counters and cards: capacity in persons, reserve link or disabled button, info link', async () => {
    await renderAnswered(api, render, RESOURCES, 'Büyük Toplantı Odası');
    expectCounters('Kaynak sayıları', { Aktif: '2', Pasif: '1', Toplam: '3' });

    const room = card('Büyük Toplantı Odası');
    expect(within(room).getByText('12 kişi')).toBeInTheDocument();
    expect(within(room).getByRole('link', { name: 'Rezervasyon Yap' })).toHaveAttribute('href', '/kaynak/1/rezervasyon/yeni');
    const info = within(room).getByRole('link', { name: 'Büyük Toplantı Odası hakkında bilgi (yeni sekmede açılır)' });
    expect(info).toHaveAttribute('href', resourceInfoUrl('Büyük Toplantı Odası'));
    expect(info).toHaveAttribute('target', '_blank');

    const studio = card('Podcast Stüdyosu');
    expect(within(studio).getByText('Pasif')).toBeInTheDocument();
    expect(within(studio).getByRole('button', { name: 'Rezervasyon Yap' })).toBeDisabled();
    expect(within(studio).queryByRole('link', { name: 'Rezervasyon Yap' })).not.toBeInTheDocument();
    // An invalid capacity reads as 1.
    expect(within(card('Ortak Çalışma Alanı')).getByText('1 kişi')).toBeInTheDocument();
  });

  test('search and active/passive filter; filtered-empty clears both', async () => {
    const { user } = await renderAnswered(api, render, RESOURCES, 'Büyük Toplantı Odası');
    const filter = statusFilterSelect();
    await user.selectOptions(filter, 'Pasif');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    await user.type(screen.getByPlaceholderText('Kaynaklarda ara...'), 'toplantı');
    expect(await screen.findByText('Arama kriterlerinize uygun kaynak bulunamadı')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filtreleri Temizle' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
  });

  test('the search and the filter are in the URL: a shared link opens the same view', async () => {
    api.answer(() => jsonResponse(200, RESOURCES));
    const { user, location } = renderScreen(<KaynakListPage />, { path: '/kaynaklar', route: '/kaynaklar?durum=aktif&search=ortak' });
    await screen.findByText('Ortak Çalışma Alanı');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(statusFilterSelect()).toHaveValue('aktif');
    expect(screen.getByPlaceholderText('Kaynaklarda ara...')).toHaveValue('ortak');

    await user.clear(screen.getByPlaceholderText('Kaynaklarda ara...'));
    await waitFor(() => expect(location()).toBe('/kaynaklar?durum=aktif'));
    await user.selectOptions(statusFilterSelect(), 'Pasif');
    expect(location()).toBe('/kaynaklar?durum=pasif');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    await user.type(screen.getByPlaceholderText('Kaynaklarda ara...'), 'stüdyo');
    await waitFor(() => expect(location()).toBe('/kaynaklar?durum=pasif&search=st%C3%BCdyo'));
    await user.clear(screen.getByPlaceholderText('Kaynaklarda ara...'));
    await user.selectOptions(statusFilterSelect(), 'Tümü');
    await waitFor(() => expect(location()).toBe('/kaynaklar'));
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });
});
