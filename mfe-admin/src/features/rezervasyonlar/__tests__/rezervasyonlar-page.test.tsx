import { describe, expect, it } from '@jest/globals';
import { jsonResponse, type FetchStub, type RecordedRequest } from '@portal/api-client/testing';
import { renderScreen } from '@portal/app-kit/testing';
import type { Rezervasyon } from '@portal/domain';
import { screen, waitFor, within } from '@portal/ui/testing';
import { RezervasyonlarPage } from '../components/rezervasyonlar-page';
import { approveThenReject, chooseRowAction, openStatusDialog, pageOf, screenTestApi, TEST_REASON, writesOf } from '../../../lib/testing';

function res(id: number, ad: string, durum: Rezervasyon['durum'], extra: Partial<Rezervasyon> = {}): Rezervasyon {
  return {
    id,
    kaynak: { id: 4, ad },
    kaynak_id: 4,
    kaynak_adi: ad,
    basvuru: { id: 1, proje_basligi: `Proje ${id}` },
    basvuru_id: 1,
    baslangic: '2025-03-11T10:00:00+03:00',
    bitis: '2025-03-11T11:30:00+03:00',
    aciklama: '',
    durum,
    olusturan: { id: 5, first_name: 'Ayşe', last_name: 'Yılmaz', username: 'kullanici1' },
    olusturuldu: '2025-03-01T09:15:00+03:00',
    ...extra,
  };
}
const ROWS = [
  res(1, 'Toplantı Odası', 'BEKLEME', { aciklama: 'Yatırımcı sunumu' }),
  res(2, 'Stüdyo', 'ONAY', { olusturan: { id: 6, first_name: '', last_name: '', username: 'calisan1' } }),
  res(3, 'Atölye', 'RED'),
];

let s: FetchStub | null = null;
const api = screenTestApi();

/** The reservation's history as the server gives it: booked, then rejected with a reason. */
const HISTORY = [
  { id: 7, nesne: 'rezervasyon', nesne_id: 1, eylem: 'durum', onceki: 'BEKLEME', sonraki: 'RED', not: 'Oda o saatte bakımda.', degisiklikler: [], kullanici: 'Ayşe Yönetici', zaman: '2025-03-01T08:00:00Z' },
];

function stubApi(write: (r: RecordedRequest) => Response = (r) => (r.method === 'DELETE' ? jsonResponse(204, null) : jsonResponse(200, {})), rows = ROWS) {
  s = api.answer((r) => {
    if (r.method === 'GET' && r.path === '/api/admin/kaynaklar/') return pageOf([{ id: 4, ad: 'Toplantı Odası', kapasite: 8, aktif: true }]);
    if (r.method === 'GET' && r.path === '/api/admin/gecmis/') return jsonResponse(200, HISTORY);
    if (r.method === 'GET') return pageOf(rows, 45);
    return write(r);
  });
  return s;
}
const lists = (f: FetchStub) => f.calls.filter((c) => c.method === 'GET' && c.path === '/api/admin/rezervasyonlar/').map((c) => new URL(c.url).searchParams);
const rowOf = (text: string) => within(screen.getByRole('table', { name: 'Rezervasyonlar' })).getByText(text).closest('tr') as HTMLElement;
const render = (route = '/admin/reservations') => renderScreen(<RezervasyonlarPage />, { route });

describe('/admin/reservations', () => {
  it('table: resource, project, owner (name or username plus @username), Turkish date and time, chip', async () => {
    stubApi();
    render();
    await screen.findByText('Proje 1');
    const row = rowOf('Toplantı Odası');
    expect(within(row).getByText('Proje 1')).toBeInTheDocument();
    expect(within(row).getByText('Ayşe Yılmaz @kullanici1')).toBeInTheDocument();
    expect(within(row).getByText('11 Mart 2025 10:00')).toBeInTheDocument();
    expect(within(row).getByText('11 Mart 2025 11:30')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: /^Durumu değiştir: Onay Bekliyor/ })).toBeInTheDocument();
    expect(within(rowOf('Stüdyo')).getByText('calisan1 @calisan1')).toBeInTheDocument();
  });

  it('quick approve/reject only while BEKLEME', async () => {
    const f = stubApi();
    const { user } = render();
    await screen.findByText('Proje 1');
    for (const t of ['Stüdyo', 'Atölye']) {
      expect(within(rowOf(t)).queryByRole('button', { name: /^Onayla/ })).not.toBeInTheDocument();
      expect(within(rowOf(t)).queryByRole('button', { name: /^Reddet/ })).not.toBeInTheDocument();
    }
    expect(await approveThenReject(user, f, 'Toplantı Odası Proje 1')).toEqual([
      // Guarded: only while it still waits (an applicant's cancel may have won meanwhile).
      { method: 'PATCH', path: '/api/admin/rezervasyonlar/1/update_status/', body: JSON.stringify({ durum: 'ONAY', beklenen_durum: 'BEKLEME' }) },
      { method: 'PATCH', path: '/api/admin/rezervasyonlar/1/update_status/', body: JSON.stringify({ durum: 'RED', beklenen_durum: 'BEKLEME', not: TEST_REASON }) },
    ]);
  });

  it('status dialog: the four statuses; a 409 overlap is shown in the dialog', async () => {
    stubApi(() => jsonResponse(409, { detail: 'Bu zaman aralığında onaylanmış başka bir rezervasyon var.' }));
    const { user } = render();
    await screen.findByText('Proje 1');
    const { dialog, select } = await openStatusDialog(user, 'Reddedildi', 'Rezervasyon Durumunu Değiştir');
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Onay Bekliyor', 'Onaylandı', 'Reddedildi', 'İptal Edildi']);
    await user.selectOptions(select, 'Onaylandı');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Bu zaman aralığında onaylanmış başka bir rezervasyon var.');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('view shows the description and creation time; delete asks first', async () => {
    const f = stubApi();
    const { user } = render();
    await screen.findByText('Proje 1');
    await chooseRowAction(user, 'Toplantı Odası Proje 1', 'Görüntüle');
    const dialog = await screen.findByRole('dialog', { name: 'Rezervasyon Detayı' });
    expect(within(dialog).getByText('Yatırımcı sunumu')).toBeInTheDocument();
    expect(within(dialog).getByText('1 Mart 2025 09:15')).toBeInTheDocument();
    // Its history: who rejected it, when, and why.
    expect(await within(dialog).findByText('Onay Bekliyor → Reddedildi')).toBeInTheDocument();
    expect(within(dialog).getByText(/Ayşe Yönetici/)).toBeInTheDocument();
    expect(within(dialog).getByText('Oda o saatte bakımda.')).toBeInTheDocument();
    expect(s!.calls.some((c) => c.path === '/api/admin/gecmis/' && new URL(c.url).search === '?nesne=rezervasyon&id=1')).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Kapat' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await chooseRowAction(user, 'Atölye Proje 3', 'Görüntüle');
    expect(within(await screen.findByRole('dialog')).queryByText('Açıklama')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Kapat' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await chooseRowAction(user, 'Atölye Proje 3', 'Sil');
    const confirm = await screen.findByRole('alertdialog');
    expect(writesOf(f)).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Sil' }));
    await waitFor(() => expect(writesOf(f)).toEqual([{ method: 'DELETE', path: '/api/admin/rezervasyonlar/3/', body: '' }]));
  });

  it('filters, search and paging go to the server and the URL; empty and filtered-empty', async () => {
    const f = stubApi();
    const { user, location } = render();
    await screen.findByText('Proje 1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Durum filtresi' }), 'Onay Bekliyor');
    await waitFor(() => expect(lists(f).at(-1)?.get('durum')).toBe('BEKLEME'));
    const kaynak = screen.getByRole('combobox', { name: 'Kaynak filtresi' });
    await waitFor(() => expect(within(kaynak).getAllByRole('option')).toHaveLength(2));
    await user.selectOptions(kaynak, 'Toplantı Odası');
    await waitFor(() => expect(lists(f).at(-1)?.get('kaynak')).toBe('4'));
    await user.type(screen.getByLabelText('Başlangıç tarihinden'), '01.03.2025');
    await waitFor(() => expect(lists(f).at(-1)?.get('baslangic_gte')).toBe('2025-03-01'));
    await user.type(screen.getByLabelText('Başlangıç tarihine kadar'), '31.03.2025');
    await waitFor(() => expect(lists(f).at(-1)?.get('baslangic_lte')).toBe('2025-03-31'));
    await user.type(screen.getByRole('searchbox', { name: 'Rezervasyonlarda ara...' }), 'ayşe');
    await waitFor(() => expect(lists(f).at(-1)?.get('search')).toBe('ayşe'));
    expect(location()).toContain('durum=BEKLEME');
    await user.click(screen.getByRole('button', { name: 'Sonraki' }));
    await waitFor(() => expect(lists(f).at(-1)?.get('page')).toBe('2'));
  });

  it('empty and filtered-empty texts', async () => {
    stubApi(undefined, []);
    const view = render();
    expect(await screen.findByText('Henüz rezervasyon bulunmamaktadır')).toBeInTheDocument();
    view.unmount();
    render('/admin/reservations?durum=IPTAL');
    expect(await screen.findByText('Arama kriterlerinize uygun rezervasyon bulunamadı')).toBeInTheDocument();
  });
});
