import { describe, expect, test } from '@jest/globals';
import { renderScreen } from '@portal/app-kit/testing';
import { jsonResponse } from '@portal/api-client/testing';
import { MSG, type Rezervasyon, type RezervasyonDurum } from '@portal/domain';
import { screen, waitFor, within } from '@portal/ui/testing';
import { listStateTests, optionTexts, renderAnswered, screenTestApi, statusFilterSelect } from '../../../../lib/testing';
import { MyReservationsPage } from '../my-reservations-page';

const api = screenTestApi();

function res(id: number, ad: string, durum: RezervasyonDurum, aciklama = ''): Rezervasyon {
  return {
    id,
    kaynak: { id: id * 10, ad },
    kaynak_id: id * 10,
    kaynak_adi: ad,
    basvuru: { id: 5, proje_basligi: 'Güneş Paneli' },
    basvuru_id: 5,
    baslangic: '2025-03-11T10:00:00+03:00',
    bitis: '2025-03-11T11:30:00+03:00',
    aciklama,
    durum,
    olusturan: { id: 5, first_name: 'Ayşe', last_name: 'Yılmaz', username: 'ayse' },
    olusturuldu: '2025-03-01T09:00:00+03:00',
  };
}

const LIST = [
  res(1, 'Toplantı Odası', 'BEKLEME', 'Yatırımcı sunumu provası'),
  res(2, 'Podcast Stüdyosu', 'ONAY', 'Tanıtım kaydı'),
  res(3, 'Eğitim Salonu', 'RED'),
  res(4, 'Atölye', 'IPTAL'),
];

const render = () => renderScreen(<MyReservationsPage />, { path: '/my-reservations' });

describe('/my-reservations', () => {
  listStateTests(api, render, {
    listPath: '/api/rezervasyonlar/',
    loading: 'Rezervasyonlar yükleniyor...',
    empty: 'Henüz rezervasyonunuz bulunmamaktadır',
    loadError: 'Rezervasyonlar yüklenirken bir hata oluştu. Lütfen daha sonra tekrar deneyin.',
  });

  test('cards: resource, project, start-end in Turkish, chip, description clamped; edit only while BEKLEME', async () => {
    api.answer(() => jsonResponse(200, LIST));
    render();
    const waiting = await screen.findByRole('article', { name: 'Toplantı Odası' });
    expect(within(waiting).getByText('Güneş Paneli')).toBeInTheDocument();
    expect(within(waiting).getByText('Zaman:').parentElement).toHaveTextContent('11 Mart 2025 10:00 - 11 Mart 2025 11:30');
    expect(within(waiting).getByText('Onay Bekliyor')).toBeInTheDocument();
    expect(within(waiting).getByTestId('aciklama')).toHaveTextContent('Yatırımcı sunumu provası');
    expect(within(waiting).getByRole('link', { name: 'Düzenle: Toplantı Odası' })).toHaveAttribute('href', '/rezervasyon/1/guncelle');

    for (const [name, label] of [
      ['Podcast Stüdyosu', 'Onaylandı'],
      ['Eğitim Salonu', 'Reddedildi'],
      ['Atölye', 'İptal Edildi'],
    ] as const) {
      const c = screen.getByRole('article', { name });
      expect(within(c).getByText(label)).toBeInTheDocument();
      expect(within(c).queryByRole('link', { name: /Düzenle/ })).not.toBeInTheDocument();
      expect(within(c).getByRole('button', { name: 'Bu durumdaki rezervasyon düzenlenemez' })).toBeDisabled();
    }
  });

  test('status filter (the four statuses) and search over description and resource; filtered-empty clears', async () => {
    const { user } = await renderAnswered(api, render, LIST, 'Toplantı Odası');
    const filter = statusFilterSelect();
    expect(optionTexts(filter)).toEqual([
      'Tümü',
      'Onay Bekliyor',
      'Onaylandı',
      'Reddedildi',
      'İptal Edildi',
    ]);
    const search = screen.getByPlaceholderText('Rezervasyonlarda ara...');
    await user.type(search, 'tanıtım'); // description
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-labelledby'))).toEqual(['rezervasyon-2-kaynak']);
    await user.clear(search);
    await user.type(search, 'EĞİTİM'); // resource name, Turkish folding
    expect(screen.getAllByRole('article')).toHaveLength(1);
    await user.selectOptions(filter, 'Onaylandı');
    expect(await screen.findByText('Arama kriterlerinize uygun rezervasyon bulunamadı')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filtreleri Temizle' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(4));
  });

  test('cancel (IPTAL): only on waiting cards, asks first; Vazgeç sends nothing; confirmed posts iptal/ and the list refetches', async () => {
    let cancelled = false;
    const stub = api.answer((r) => {
      if (r.method === 'POST' && r.path === '/api/rezervasyonlar/1/iptal/') {
        cancelled = true;
        return jsonResponse(200, { ...LIST[0], durum: 'IPTAL' });
      }
      return jsonResponse(200, cancelled ? [{ ...LIST[0]!, durum: 'IPTAL' }, ...LIST.slice(1)] : LIST);
    });
    const { user } = render();
    const waitingCard = (await screen.findByRole('heading', { name: 'Toplantı Odası' })).closest('article')!;
    for (const name of ['Podcast Stüdyosu', 'Eğitim Salonu', 'Atölye']) {
      const card = screen.getByRole('heading', { name }).closest('article')!;
      expect(within(card as HTMLElement).queryByRole('button', { name: /İptal Et/ })).not.toBeInTheDocument();
    }
    await user.click(within(waitingCard as HTMLElement).getByRole('button', { name: 'İptal Et: Toplantı Odası' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(MSG.reservation.cancelTitle);
    expect(dialog).toHaveTextContent('Toplantı Odası için 11 Mart 2025 10:00 - 11:30, 1,5 saat');
    await user.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(stub.calls.some((c) => c.method === 'POST')).toBe(false);

    await user.click(within(waitingCard as HTMLElement).getByRole('button', { name: 'İptal Et: Toplantı Odası' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: MSG.reservation.cancelConfirm }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'İptal Et: Toplantı Odası' })).not.toBeInTheDocument());
    expect(stub.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/rezervasyonlar/1/iptal/']);
    expect(await screen.findAllByText('İptal Edildi')).not.toHaveLength(0);
  });

  test('cancel refused (approved meanwhile): the dialog says why and the list refetches', async () => {
    let gets = 0;
    api.answer((r) => {
      if (r.method === 'POST') return jsonResponse(403, { detail: MSG.reservation.notCancellable.ONAY });
      gets += 1;
      return jsonResponse(200, LIST);
    });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'İptal Et: Toplantı Odası' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: MSG.reservation.cancelConfirm }));
    expect(await within(screen.getByRole('alertdialog')).findByText(MSG.reservation.notCancellable.ONAY)).toBeInTheDocument();
    await waitFor(() => expect(gets).toBeGreaterThan(1));
  });
});
