import { beforeEach, describe, expect, it } from '@jest/globals';
import { jsonResponse, type FetchStub } from '@portal/api-client/testing';
import { renderScreen } from '@portal/app-kit/testing';
import { KARAR_MESSAGES, type Dekont } from '@portal/domain';
import { screen, waitFor, within } from '@portal/ui/testing';
import { chooseRowAction, openStatusDialog, pageOf, screenTestApi } from '../../../lib/testing';
import { DekontlarPage } from '../components/dekontlar-page';

function d(id: number, adi: string, durum: Dekont['durum']): Dekont {
  const sahip = { YUKLENDI: 'beklemede', ONAYLANDI: 'onaylandi', REDDEDILDI: 'reddedildi' } as const;
  return {
    id,
    sirket_id: id,
    aciklama: id === 1 ? 'Mart kirası' : '',
    odeme_tarihi: '2025-03-05',
    yukleme_tarihi: '2025-03-06T10:00:00+03:00',
    dekont_dosyasi: `/api/files/${id}?sig=x`,
    durum,
    durum_sahip: sahip[durum],
    sirket: { id, adi },
    olusturan: { id: 2, first_name: 'Emre', last_name: 'Demir', username: 'sirket1' },
  };
}
const ROWS = [d(1, 'Demo Teknoloji A.Ş.', 'YUKLENDI'), d(2, 'Anadolu Yazılım', 'ONAYLANDI'), d(3, 'Üçüncü Şirket', 'REDDEDILDI')];
/** The server's grid: 21 companies by name, 20 a page; `search` keeps those whose name has it. */
const COMPANIES = Array.from({ length: 21 }, (_, i) => ({ id: i + 1, adi: i === 20 ? 'Zirve Enerji' : `Demo Teknoloji ${i + 1}`, aktif: true }));
function coverage(url: string) {
  const q = new URL(url, 'http://x').searchParams;
  // Companies 1-3 miss last month.
  const missed = (c: { id: number }) => c.id <= 3;
  const matching = COMPANIES.filter((c) => c.adi.toLowerCase().includes((q.get('search') ?? '').toLowerCase()) && (q.get('eksik') !== 'true' || missed(c)));
  const page = Number(q.get('page') ?? 1);
  return {
    aylar: ['2025-02', '2025-03'],
    satirlar: matching.slice((page - 1) * 20, page * 20).map((sirket) => ({
      sirket,
      hucreler: [
        { ay: '2025-02', durum: 'eksik', dekont_sayisi: 0 },
        { ay: '2025-03', durum: sirket.id === 1 ? 'yuklendi' : 'onaylandi', dekont_sayisi: 1 },
      ],
    })),
    gecen_ay: '2025-02',
    gecen_ay_eksik: matching.filter(missed).length,
    count: matching.length,
    next: null,
    previous: null,
  };
}

let s: FetchStub | null = null;
const api = screenTestApi();
beforeEach(() => {
  s = api.answer((r) => {
    if (r.path === '/api/admin/dekontlar/coverage/') return jsonResponse(200, coverage(r.url));
    if (r.path === '/api/admin/sirketler/') return pageOf([]);
    if (r.method === 'GET') return pageOf(ROWS);
    if (r.method === 'DELETE') return jsonResponse(204, null);
    return jsonResponse(200, ROWS[0]);
  });
});
const writes = () => s!.calls.filter((c) => c.method !== 'GET').map((c) => ({ method: c.method, path: c.path, body: c.body }));
const rowOf = (text: string) => within(screen.getByRole('table', { name: 'Dekontlar' })).getByText(text).closest('tr') as HTMLElement;

describe('/admin/receipts', () => {
  it('table: company, uploader, dates, chip, file link in a new tab; quick decisions only from YUKLENDI', async () => {
    const { user } = renderScreen(<DekontlarPage />, { route: '/admin/receipts' });
    await screen.findByText('Anadolu Yazılım');
    const row = rowOf('Demo Teknoloji A.Ş.');
    expect(within(row).getByText('Emre Demir')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: /Dosyayı aç/ })).toHaveAttribute('target', '_blank');
    expect(within(row).getByRole('button', { name: /^Durumu değiştir: Yüklendi/ })).toBeInTheDocument();
    for (const t of ['Anadolu Yazılım', 'Üçüncü Şirket']) expect(within(rowOf(t)).queryByRole('button', { name: /^Onayla/ })).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: /^Onayla/ }));
    // Asked first, in the decision dialog, then a toast.
    const dialog = await screen.findByRole('dialog', { name: 'Dekontu Onayla' });
    expect(dialog).toHaveTextContent('Karar, şirketin sahiplerine bildirim ve e-posta ile iletilir.');
    await user.click(within(dialog).getByRole('button', { name: 'Onayla' }));
    expect(await screen.findByText('Dekont onaylandı')).toBeInTheDocument();
    await waitFor(() => expect(writes()).toEqual([{ method: 'PATCH', path: '/api/admin/dekontlar/1/update_status/', body: JSON.stringify({ durum: 'ONAYLANDI' }) }]));
  });

  it('status dialog offers the three statuses; delete asks first', async () => {
    const { user } = renderScreen(<DekontlarPage />, { route: '/admin/receipts' });
    await screen.findByText('Anadolu Yazılım');
    const { dialog, select } = await openStatusDialog(user, 'Onaylandı', 'Dekont Durumunu Değiştir');
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Yüklendi', 'Onaylandı', 'Reddedildi']);
    await user.selectOptions(select, 'Reddedildi');
    // A rejection needs its reason: nothing is sent without one.
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findByText(KARAR_MESSAGES.reasonRequired)).toBeInTheDocument();
    expect(writes()).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /Red gerekçesi/ }), 'Dekont okunmuyor.');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes()).toEqual([{ method: 'PATCH', path: '/api/admin/dekontlar/2/update_status/', body: JSON.stringify({ durum: 'REDDEDILDI', not: 'Dekont okunmuyor.' }) }]);
    await chooseRowAction(user, '', 'Sil', rowOf('Üçüncü Şirket'));
    const confirm = await screen.findByRole('alertdialog');
    expect(writes()).toHaveLength(1);
    await user.click(within(confirm).getByRole('button', { name: 'Sil' }));
    await waitFor(() => expect(writes().at(-1)).toEqual({ method: 'DELETE', path: '/api/admin/dekontlar/3/', body: '' }));
  });

  it('the coverage grid: months x a page of companies with the state of each cell; paged, searched and filtered on its own', async () => {
    const { user } = renderScreen(<DekontlarPage />, { route: '/admin/receipts' });
    const grid = await screen.findByRole('table', { name: 'Dekont kapsamı' });
    expect(within(grid).getByText('Şub 2025')).toBeInTheDocument();
    const states = () => [...screen.getByRole('table', { name: 'Dekont kapsamı' }).querySelectorAll('td[data-state]')].map((c) => c.getAttribute('data-state'));
    expect(states().slice(0, 4)).toEqual(['eksik', 'yuklendi', 'eksik', 'onaylandi']);
    expect(states()).toHaveLength(40);
    const card = screen.getByRole('region', { name: 'Dekont Kapsamı' });
    const coverageCalls = () => s!.calls.filter((c) => c.path === '/api/admin/dekontlar/coverage/').map((c) => c.url.slice(c.url.indexOf('?')));
    expect(within(card).getByText('Sayfa 1 / 2')).toBeInTheDocument();
    expect(within(card).getByText('Şub 2025: 21 aktif şirketten 3 tanesinin dekontu eksik.')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Sonraki' }));
    expect(await within(card).findByText('Zirve Enerji')).toBeInTheDocument();
    expect(within(card).getByText('Sayfa 2 / 2')).toBeInTheDocument();
    expect(coverageCalls().at(-1)).toBe('?page=2&page_size=20');
    // The receipts table above keeps its own page (the URL's).
    expect(within(screen.getByRole('table', { name: 'Dekontlar' })).getByText('Anadolu Yazılım')).toBeInTheDocument();

    await user.type(within(card).getByRole('searchbox', { name: 'Şirket adında ara...' }), 'teknoloji 1');
    await waitFor(() => expect(coverageCalls().at(-1)).toBe('?page=1&page_size=20&search=teknoloji+1'));
    await waitFor(() => expect(within(card).getByText('Sayfa 1 / 1')).toBeInTheDocument());
    expect(within(card).getAllByRole('row').slice(1).map((r) => r.querySelector('td')?.textContent)).toEqual([
      'Demo Teknoloji 1',
      ...Array.from({ length: 10 }, (_, i) => `Demo Teknoloji ${10 + i}`),
    ]);

    // Only those missing last month, among the search's: the page goes back to 1.
    await user.selectOptions(within(card).getByRole('combobox', { name: 'Geçen ayın dekontu' }), 'Geçen ay eksik olanlar');
    await waitFor(() => expect(coverageCalls().at(-1)).toBe('?page=1&page_size=20&search=teknoloji+1&eksik=true'));
    await waitFor(() => expect(within(card).getAllByRole('row').slice(1).map((r) => r.querySelector('td')?.textContent)).toEqual(['Demo Teknoloji 1']));
    await user.selectOptions(within(card).getByRole('combobox', { name: 'Geçen ayın dekontu' }), 'Tüm şirketler');
    await waitFor(() => expect(within(card).getAllByRole('row')).toHaveLength(12));

    await user.clear(within(card).getByRole('searchbox', { name: 'Şirket adında ara...' }));
    await user.type(within(card).getByRole('searchbox', { name: 'Şirket adında ara...' }), 'yok');
    expect(await within(card).findByText('Filtreye uyan aktif şirket yok.')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Filtreleri Temizle' }));
    expect(await within(card).findByText('Sayfa 1 / 2')).toBeInTheDocument();
    expect(within(card).getByRole('searchbox', { name: 'Şirket adında ara...' })).toHaveValue('');
  });

  it("the dashboard's link (?kapsam=eksik) opens the grid on the companies missing last month", async () => {
    renderScreen(<DekontlarPage />, { route: '/admin/receipts?kapsam=eksik' });
    const card = await screen.findByRole('region', { name: 'Dekont Kapsamı' });
    expect(within(card).getByRole('combobox', { name: 'Geçen ayın dekontu' })).toHaveValue('true');
    await waitFor(() => expect(within(card).getByText('Sayfa 1 / 1')).toBeInTheDocument());
    expect(within(card).getAllByRole('row').slice(1).map((r) => r.querySelector('td')?.textContent)).toEqual(['Demo Teknoloji 1', 'Demo Teknoloji 2', 'Demo Teknoloji 3']);
    const calls = s!.calls.filter((c) => c.path === '/api/admin/dekontlar/coverage/').map((c) => c.url.slice(c.url.indexOf('?')));
    expect(calls).toEqual(['?page=1&page_size=20&eksik=true']);
  });
});
