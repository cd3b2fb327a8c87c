import { describe, expect, it } from '@jest/globals';
import { jsonResponse, type FetchStub, type RecordedRequest } from '@portal/api-client/testing';
import { renderScreen } from '@portal/app-kit/testing';
import type { Kaynak } from '@portal/domain';
import { screen, waitFor, within } from '@portal/ui/testing';
import { KaynaklarPage } from '../components/kaynaklar-page';
import { chooseRowAction, expectTextsIn, pageOf, rowOf, screenTestApi, writesOf } from '../../../lib/testing';

const ROWS: Kaynak[] = [
  { id: 1, ad: 'Toplantı Odası', kapasite: 8, aktif: true },
  { id: 2, ad: 'Stüdyo', kapasite: 2, aktif: false },
];
let s: FetchStub | null = null;
const api = screenTestApi();

/** The resource's edit history: once deactivated by staff. */
const HISTORY = [
  {
    id: 3,
    nesne: 'kaynak',
    nesne_id: 2,
    eylem: 'duzenleme',
    onceki: null,
    sonraki: null,
    not: null,
    degisiklikler: [{ alan: 'aktif', onceki: true, sonraki: false }],
    kullanici: 'Ayşe Yönetici',
    zaman: '2025-03-01T08:00:00Z',
  },
];

/** The history answers once the test lets it (`releaseHistory`), so that its loading state is seen first. */
let releaseHistory = () => {};
const historyLater = () => new Promise<Response>((resolve) => (releaseHistory = () => resolve(jsonResponse(200, HISTORY))));

function stubApi(rows: Kaynak[] = ROWS, list: () => Response = () => pageOf(rows)) {
  s = api.answer((r: RecordedRequest) => {
    if (r.method === 'GET' && r.path === '/api/admin/gecmis/') return historyLater();
    if (r.method === 'GET') return list();
    if (r.method === 'DELETE') return jsonResponse(204, null);
    return jsonResponse(200, { id: 9, ...JSON.parse(r.body) });
  });
  return s;
}

describe('/admin/resources', () => {
  it('table: name, capacity in persons, Aktif/Pasif, edit and delete', async () => {
    stubApi();
    renderScreen(<KaynaklarPage />, { route: '/admin/resources' });
    const row = rowOf(await screen.findByText('Toplantı Odası').then((e) => e.textContent ?? ''));
    expectTextsIn(row, ['8 kişi', 'Aktif']);
    expect(within(rowOf('Stüdyo')).getByText('Pasif')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'İşlemler: Toplantı Odası' })).toBeInTheDocument();
  });

  it('empty, filtered-empty and error (error only logged: no text)', async () => {
    stubApi([]);
    const first = renderScreen(<KaynaklarPage />, { route: '/admin/resources' });
    expect(await screen.findByText('Henüz kaynak bulunmamaktadır')).toBeInTheDocument();
    first.unmount();
    s?.restore();
    stubApi([]);
    const second = renderScreen(<KaynaklarPage />, { route: '/admin/resources?aktif=false' });
    expect(await screen.findByText('Arama kriterlerinize uygun kaynak bulunamadı')).toBeInTheDocument();
    expect(new URL(s!.calls[0]!.url).searchParams.get('aktif')).toBe('false');
    second.unmount();
    s?.restore();
    stubApi([], () => jsonResponse(500, {}));
    renderScreen(<KaynaklarPage />, { route: '/admin/resources' });
    await waitFor(() => expect(api.consoleError).toHaveBeenCalled());
    expect(screen.queryByText('Henüz kaynak bulunmamaktadır')).not.toBeInTheDocument();
  });

  it('new resource: invalid capacity falls back to 1; POST {ad, kapasite, aktif}', async () => {
    const f = stubApi();
    const { user } = renderScreen(<KaynaklarPage />, { route: '/admin/resources' });
    await screen.findByText('Toplantı Odası');
    await user.click(screen.getByRole('button', { name: 'Yeni Kaynak' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yeni Kaynak' });
    await user.type(within(dialog).getByRole('textbox', { name: /Kaynak Adı/ }), 'Atölye');
    const cap = within(dialog).getByRole('spinbutton', { name: 'Kapasite (kişi)' });
    await user.clear(cap);
    await user.type(cap, '-3');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(writesOf(f)).toHaveLength(1));
    expect(writesOf(f)[0]).toEqual({ method: 'POST', path: '/api/admin/kaynaklar/', body: JSON.stringify({ ad: 'Atölye', kapasite: 1, aktif: true }) });
  });

  it('edit PUTs the whole resource; delete asks first', async () => {
    const f = stubApi();
    const { user } = renderScreen(<KaynaklarPage />, { route: '/admin/resources' });
    await screen.findByText('Toplantı Odası');
    await chooseRowAction(user, 'Stüdyo', 'Düzenle');
    const dialog = await screen.findByRole('dialog', { name: 'Kaynağı Düzenle' });
    // Under the form: who changed what, and when; a named status while it is read.
    expect(await within(dialog).findByRole('status', { name: 'Geçmiş yükleniyor...' })).toBeInTheDocument();
    releaseHistory();
    const history = await within(dialog).findByRole('list', { name: 'Geçmiş' });
    expect(history).toHaveTextContent('Düzenlendi');
    expect(history).toHaveTextContent('Aktif: Evet → Hayır');
    expect(history).toHaveTextContent('1 Mart 2025 11:00 · Ayşe Yönetici');
    expect(f.calls.some((c) => c.path === '/api/admin/gecmis/' && new URL(c.url).search === '?nesne=kaynak&id=2')).toBe(true);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Aktif' }));
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(writesOf(f)).toHaveLength(1));
    expect(writesOf(f)[0]).toEqual({ method: 'PUT', path: '/api/admin/kaynaklar/2/', body: JSON.stringify({ ad: 'Stüdyo', kapasite: 2, aktif: true }) });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await chooseRowAction(user, 'Toplantı Odası', 'Sil');
    const confirm = await screen.findByRole('alertdialog');
    expect(writesOf(f)).toHaveLength(1);
    await user.click(within(confirm).getByRole('button', { name: 'Sil' }));
    await waitFor(() => expect(writesOf(f)).toHaveLength(2));
    expect(writesOf(f)[1]).toMatchObject({ method: 'DELETE', path: '/api/admin/kaynaklar/1/' });
  });
});
