import { describe, expect, test } from '@jest/globals';
import { renderScreen } from '@portal/app-kit/testing';
import type { Cagri } from '@portal/domain';
import { screen, waitFor, within } from '@portal/ui/testing';
import { expectCounters, listStateTests, optionTexts, renderAnswered, screenTestApi, statusFilterSelect } from '../../../../lib/testing';
import { CagriListPage } from '../cagri-list-page';

const api = screenTestApi();

const future = '2999-12-31';
const past = '2001-01-31';

function call(overrides: Partial<Cagri>): Cagri {
  return {
    id: 1,
    baslik: 'Çağrı',
    aciklama: 'Açıklama',
    baslangic: '2000-01-01',
    bitis: future,
    aktif: true,
    acik_mi: true,
    detay_url: null,
    ...overrides,
  };
}

const CALLS: Cagri[] = [
  call({ id: 1, baslik: 'Yeşil Enerji Desteği', aciklama: 'Temiz enerji girişimleri', detay_url: 'https://example.org/yesil' }),
  call({ id: 2, baslik: 'İhracat Hızlandırma', aciklama: 'Dış pazar', bitis: past, acik_mi: false }),
  call({ id: 3, baslik: 'Pasif Çağrı', aktif: false, acik_mi: false }),
  call({ id: 4, baslik: 'Tarihsiz Çağrı', bitis: null, acik_mi: false }),
];

const render = () => renderScreen(<CagriListPage />, { path: '/cagrilar' });

function card(title: string): HTMLElement {
  return screen.getByRole('article', { name: title });
}

describe('/cagrilar', () => {
  listStateTests(
    api,
    render,
    {
      listPath: '/api/cagrilar/',
      loading: 'Çağrılar yükleniyor...',
      empty: 'Henüz çağrı bulunmamaktadır',
      loadError: 'Çağrılar yüklenirken bir hata oluştu. Lütfen daha sonra tekrar deneyin.',
    },
    // An empty list is not a search that found nothing: nothing to clear.
    () => expect(screen.queryByText('Filtreleri Temizle')).not.toBeInTheDocument(),
  );

  test('counters: active by the domain rule, closed = acik_mi false, total', async () => {
    await renderAnswered(api, render, CALLS, 'Yeşil Enerji Desteği');
    expectCounters('Çağrı sayıları', { Aktif: '1', Kapalı: '3', Toplam: '4' });
  });

  test('cards: chip, deadline, apply button or the disabled Başvuru Kapalı, detail link', async () => {
    await renderAnswered(api, render, CALLS, 'Yeşil Enerji Desteği');

    const open = card('Yeşil Enerji Desteği');
    expect(within(open).getByText('Aktif')).toBeInTheDocument();
    expect(within(open).getByText('Son Başvuru:').parentElement).toHaveTextContent('Son Başvuru: 31 Aralık 2999');
    expect(within(open).getByRole('link', { name: 'Başvuru Yap' })).toHaveAttribute('href', '/cagri/1/basvur');
    const detail = within(open).getByRole('link', { name: 'Çağrı detaylarını yeni sekmede aç' });
    expect(detail).toHaveAttribute('href', 'https://example.org/yesil');
    expect(detail).toHaveAttribute('target', '_blank');
    expect(detail).toHaveAttribute('rel', expect.stringContaining('noopener'));

    const expired = card('İhracat Hızlandırma');
    expect(within(expired).getByText('Süresi Doldu')).toBeInTheDocument();
    expect(within(expired).getByRole('button', { name: 'Başvuru Kapalı' })).toBeDisabled();
    expect(within(expired).queryByRole('link', { name: 'Başvuru Yap' })).not.toBeInTheDocument();
    expect(within(expired).queryByRole('link', { name: 'Çağrı detaylarını yeni sekmede aç' })).not.toBeInTheDocument();

    expect(within(card('Pasif Çağrı')).getByText('Kapalı')).toBeInTheDocument();
    const undated = card('Tarihsiz Çağrı');
    expect(within(undated).getByText('Tarih Belirtilmemiş')).toBeInTheDocument();
    expect(within(undated).getByText('Son Başvuru:').parentElement).toHaveTextContent('Son Başvuru: Belirtilmemiş');
    expect(within(undated).getByRole('button', { name: 'Başvuru Kapalı' })).toBeDisabled();
  });

  test('search and status filter; filtered-empty state clears both', async () => {
    const { user } = await renderAnswered(api, render, CALLS, 'Yeşil Enerji Desteği');

    const filter = statusFilterSelect();
    expect(optionTexts(filter)).toEqual(['Tümü', 'Aktif', 'Kapalı']);
    await user.selectOptions(filter, 'Kapalı');
    expect(screen.queryByText('Yeşil Enerji Desteği')).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);

    const search = screen.getByPlaceholderText('Çağrılarda ara...');
    await user.type(search, 'ihracat'); // Turkish case folding: İ -> i
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByText('İhracat Hızlandırma')).toBeInTheDocument();

    await user.selectOptions(filter, 'Aktif');
    expect(await screen.findByText('Arama kriterlerinize uygun çağrı bulunamadı')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filtreleri Temizle' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(4));
    expect(search).toHaveValue('');
    expect(filter).toHaveValue('');
  });

  test('open calls first, closed ones under their own heading with the reason; each title leads to the call page', async () => {
    await renderAnswered(api, render, CALLS, 'Yeşil Enerji Desteği');
    const open = screen.getByRole('region', { name: 'Başvuruya Açık Çağrılar' });
    const closed = screen.getByRole('region', { name: 'Kapanmış Çağrılar' });
    expect(within(open).getAllByRole('article').map((a) => a.getAttribute('aria-labelledby'))).toEqual(['cagri-1-baslik']);
    expect(within(closed).getAllByRole('article')).toHaveLength(3);
    expect(within(card('İhracat Hızlandırma')).getByTestId('call-reason')).toHaveTextContent('son tarih geçti');
    expect(within(card('Pasif Çağrı')).getByTestId('call-reason')).toHaveTextContent('yönetici kapattı');
    expect(within(card('Yeşil Enerji Desteği')).getByRole('link', { name: 'Yeşil Enerji Desteği' })).toHaveAttribute('href', '/cagrilar/1');
  });
});
