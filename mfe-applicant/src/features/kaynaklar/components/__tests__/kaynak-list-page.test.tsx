import { afterEach, describe, expect, test } from '@jest/globals';
import { renderScreen } from '@portal/app-kit/testing';
import { jsonResponse, stubFetch, type FetchStub } from '@portal/api-client/testing';
import type { Kaynak } from '@portal/domain';
import { screen, waitFor, within } from '@portal/ui/testing';
import { DEFAULT_RESOURCE_INFO_URL, resourceInfoUrl } from '../../info-links';
import { KaynakListPage } from '../kaynak-list-page';

let stub: FetchStub | undefined;
afterEach(() => {
  stub?.restore();
  stub = undefined;
});

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
  test('loading, then the empty state', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    stub = stubFetch(async () => {
      await gate;
      return jsonResponse(200, []);
    });
    render();
    expect(screen.getByLabelText('Kaynaklar yükleniyor...')).toBeInTheDocument();
    release();
    expect(await screen.findByText('Henüz kaynak bulunmamaktadır')).toBeInTheDocument();
    expect(stub.calls[0]?.path).toBe('/api/kaynaklar/');
  });

  test('load error', async () => {
    stub = stubFetch(() => jsonResponse(500, {}));
    render();
    expect(await screen.findByText('Kaynaklar yüklenirken bir hata oluştu. Lütfen daha sonra tekrar deneyin.')).toBeInTheDocument();
  });

  test('counters and cards: capacity in persons, reserve link or disabled button, info link', async () => {
    stub = stubFetch(() => jsonResponse(200, RESOURCES));
    render();
    await screen.findByText('Büyük Toplantı Odası');
    const counters = screen.getByLabelText('Kaynak sayıları');
    const value = (label: string) => within(counters).getByText(label).parentElement?.textContent;
    expect(value('Aktif')).toContain('2');
    expect(value('Pasif')).toContain('1');
    expect(value('Toplam')).toContain('3');

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
    stub = stubFetch(() => jsonResponse(200, RESOURCES));
    const { user } = render();
    await screen.findByText('Büyük Toplantı Odası');
    const filter = screen.getByRole('combobox', { name: 'Durum filtresi' });
    await user.selectOptions(filter, 'Pasif');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    await user.type(screen.getByPlaceholderText('Kaynaklarda ara...'), 'toplantı');
    expect(await screen.findByText('Arama kriterlerinize uygun kaynak bulunamadı')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filtreleri Temizle' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
  });

  test('the search and the filter are in the URL: a shared link opens the same view', async () => {
    stub = stubFetch(() => jsonResponse(200, RESOURCES));
    const { user, location } = renderScreen(<KaynakListPage />, { path: '/kaynaklar', route: '/kaynaklar?durum=aktif&search=ortak' });
    await screen.findByText('Ortak Çalışma Alanı');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('combobox', { name: 'Durum filtresi' })).toHaveValue('aktif');
    expect(screen.getByPlaceholderText('Kaynaklarda ara...')).toHaveValue('ortak');

    await user.clear(screen.getByPlaceholderText('Kaynaklarda ara...'));
    await waitFor(() => expect(location()).toBe('/kaynaklar?durum=aktif'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Durum filtresi' }), 'Pasif');
    expect(location()).toBe('/kaynaklar?durum=pasif');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    await user.type(screen.getByPlaceholderText('Kaynaklarda ara...'), 'stüdyo');
    await waitFor(() => expect(location()).toBe('/kaynaklar?durum=pasif&search=st%C3%BCdyo'));
    await user.clear(screen.getByPlaceholderText('Kaynaklarda ara...'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Durum filtresi' }), 'Tümü');
    await waitFor(() => expect(location()).toBe('/kaynaklar'));
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });
});
