import { describe, expect, it } from '@jest/globals';
import { jsonResponse, type FetchStub, type RecordedRequest } from '@portal/api-client/testing';
import { renderScreen } from '@portal/app-kit/testing';
import { MSG, type Cagri, type Paginated } from '@portal/domain';
import { screen, waitFor, within } from '@portal/ui/testing';
import { CagrilarPage } from '../components/cagrilar-page';
import { chooseRowAction, screenTestApi } from '../../../lib/testing';

function call(overrides: Partial<Cagri> = {}): Cagri {
  return {
    id: 1,
    baslik: 'Yeşil Teknoloji Çağrısı',
    aciklama: 'Açıklama',
    baslangic: '2025-01-10T09:00:00+03:00',
    bitis: '2025-03-31',
    aktif: true,
    acik_mi: true,
    detay_url: null,
    ...overrides,
  };
}

function page(results: Cagri[], count = results.length): Paginated<Cagri> {
  return { count, next: null, previous: null, results };
}

const CALLS = [call(), call({ id: 2, baslik: 'Eski Çağrı', aktif: false, bitis: 'bozuk-tarih' })];

let fetchStub: FetchStub | null = null;
const api = screenTestApi();

function stub(handler: (r: RecordedRequest) => Response | Promise<Response>): FetchStub {
  fetchStub = api.answer(handler);
  return fetchStub;
}

/** The list answers a page; every other request goes to `other`. */
function stubList(list: Paginated<Cagri>, other: (r: RecordedRequest) => Response = () => jsonResponse(500, {})) {
  return stub((r) => (r.method === 'GET' && r.path === '/api/admin/cagrilar/' ? jsonResponse(200, list) : other(r)));
}

/** The query string of the page URL (renderScreen's location() is path + search). */
const urlParams = (location: () => string) => new URL(location(), 'http://localhost').searchParams;

const listCalls = (s: FetchStub) => s.calls.filter((c) => c.method === 'GET').map((c) => new URL(c.url).searchParams);


async function renderCalls(route = '/admin/calls') {
  const view = renderScreen(<CagrilarPage />, { route });
  await screen.findByText('Yeşil Teknoloji Çağrısı');
  return view;
}

/** A date-time field's two boxes: the day (named by the field's label) and its time ('<label> saati'). */
const dayBox = (dialog: HTMLElement, label: string) => within(dialog).getByRole('textbox', { name: new RegExp(`^${label}(?! saati)`) });
const timeBox = (dialog: HTMLElement, label: string) => within(dialog).getByRole('textbox', { name: `${label} saati` });
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('/admin/calls table', () => {
  it('renders the rows of a paged answer: title, start, end, Aktif/Pasif, actions', async () => {
    const s = stubList(page(CALLS, 45));
    await renderCalls();
    const rows = within(screen.getByRole('table', { name: 'Çağrılar' })).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const first = rowOf('Yeşil Teknoloji Çağrısı');
    expect(within(first).getByText('10 Ocak 2025 09:00')).toBeInTheDocument();
    expect(within(first).getByText('31 Mart 2025')).toBeInTheDocument();
    expect(within(first).getByText('Aktif')).toBeInTheDocument();
    // An Aktif call past its deadline says so, in the words its applicants see (callState).
    expect(within(first).getByTestId('call-state')).toHaveTextContent('Kapalı · son tarih geçti');
    expect(within(first).getByRole('button', { name: 'İşlemler: Yeşil Teknoloji Çağrısı' })).toBeInTheDocument();
    const second = rowOf('Eski Çağrı');
    expect(within(second).getByText('Pasif')).toBeInTheDocument();
    expect(within(second).getByTestId('call-state')).toHaveTextContent('Kapalı · yönetici kapattı');
    expect(within(second).getByText('Geçersiz tarih')).toBeInTheDocument();
    expect(screen.getByText('Sayfa 1 / 3')).toBeInTheDocument();
    const [params] = listCalls(s);
    expect(params?.get('page')).toBe('1');
    expect(params?.get('page_size')).toBe('20');
    expect(params?.has('search')).toBe(false);
  });

  it('shows the empty state, and nothing but a log line when the list fails (spec 8)', async () => {
    stubList(page([]));
    const { unmount } = renderScreen(<CagrilarPage />, { route: '/admin/calls' });
    expect(await screen.findByText(MSG.call.empty)).toBeInTheDocument();
    unmount();
    fetchStub?.restore();

    stub(() => jsonResponse(500, { detail: 'boom' }));
    renderScreen(<CagrilarPage />, { route: '/admin/calls' });
    await waitFor(() => expect(api.consoleError).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByText('Yükleniyor...')).not.toBeInTheDocument());
    expect(screen.queryByText(MSG.call.empty)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('/admin/calls search, filter, paging and sorting (server side, state in the URL)', () => {
  it('search and paging change the page URL and the API query string', async () => {
    const s = stubList(page(CALLS, 45));
    const { user, location } = await renderCalls();

    await user.click(screen.getByRole('button', { name: 'Sonraki' }));
    await waitFor(() => expect(urlParams(location).get('page')).toBe('2'));
    await waitFor(() => expect(listCalls(s).at(-1)?.get('page')).toBe('2'));
    expect(screen.getByText('Sayfa 2 / 3')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Çağrılarda ara...' }), 'yeşil');
    await waitFor(() => expect(urlParams(location).get('search')).toBe('yeşil'));
    // A new search starts from the first page.
    expect(urlParams(location).has('page')).toBe(false);
    await waitFor(() => expect(listCalls(s).at(-1)?.get('search')).toBe('yeşil'));
    expect(listCalls(s).at(-1)?.get('page')).toBe('1');
    // Debounced: one request for the whole word, not one per letter.
    expect(listCalls(s).filter((p) => p.has('search'))).toHaveLength(1);
  });

  it('the status filter sends aktif=true|false, and a column header sorts on the server', async () => {
    const s = stubList(page(CALLS, 45));
    const { user, location } = await renderCalls('/admin/calls?page=2');
    expect(listCalls(s)[0]?.get('page')).toBe('2');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Durum filtresi' }), 'Pasif');
    await waitFor(() => expect(listCalls(s).at(-1)?.get('aktif')).toBe('false'));
    expect(urlParams(location).get('aktif')).toBe('false');
    expect(listCalls(s).at(-1)?.get('page')).toBe('1');

    await user.click(screen.getByRole('button', { name: 'Başlık' }));
    await waitFor(() => expect(listCalls(s).at(-1)?.get('ordering')).toBe('baslik'));
    await user.click(screen.getByRole('button', { name: 'Başlık' }));
    await waitFor(() => expect(listCalls(s).at(-1)?.get('ordering')).toBe('-baslik'));
    expect(urlParams(location).get('ordering')).toBe('-baslik');
  });
});

describe('/admin/calls new / edit dialog', () => {
  it('validates the required fields with the domain messages, then posts the right JSON', async () => {
    const s = stubList(page(CALLS), (r) =>
      r.method === 'POST' ? jsonResponse(201, call({ id: 9, ...JSON.parse(r.body) })) : jsonResponse(500, {}),
    );
    const { user } = await renderCalls();
    await user.click(screen.getByRole('button', { name: 'Yeni Çağrı' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yeni Çağrı' });
    // A new call starts active.
    expect(within(dialog).getByRole('checkbox', { name: 'Aktif' })).toBeChecked();

    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findByText(MSG.call.titleRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(MSG.call.startRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(MSG.call.endRequired)).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/^Başlık/), '  Yapay Zekâ Çağrısı ');
    await user.type(within(dialog).getByLabelText('Açıklama'), 'Satır 1{Enter}Satır 2');
    // Typed the Turkish way: 'gg.aa.yyyy' and a 24-hour 'ss:dd' (four digits get their colon).
    await user.type(dayBox(dialog, 'Başlangıç'), '01.05.2025');
    await user.type(timeBox(dialog, 'Başlangıç'), '1000');
    expect(timeBox(dialog, 'Başlangıç')).toHaveValue('10:00');
    await user.type(dayBox(dialog, 'Bitiş'), '30.04.2025');
    await user.type(timeBox(dialog, 'Bitiş'), '17:00');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    // End not before start.
    expect(await within(dialog).findByText(MSG.call.endBeforeStart)).toBeInTheDocument();
    expect(s.calls.some((c) => c.method === 'POST')).toBe(false);

    await user.clear(dayBox(dialog, 'Bitiş'));
    await user.type(dayBox(dialog, 'Bitiş'), '30.06.2025');
    await user.type(within(dialog).getByLabelText('Detay URL'), 'https://example.org/cagri');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Yeni Çağrı' })).not.toBeInTheDocument());
    const posts = s.calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.path).toBe('/api/admin/cagrilar/');
    expect(JSON.parse(posts[0]!.body)).toEqual({
      baslik: 'Yapay Zekâ Çağrısı',
      aciklama: 'Satır 1\nSatır 2',
      baslangic: '2025-05-01T10:00:00.000+03:00',
      bitis: '2025-06-30T17:00:00.000+03:00',
      aktif: true,
      detay_url: 'https://example.org/cagri',
    });
    // The list is fetched again.
    await waitFor(() => expect(listCalls(s).length).toBeGreaterThan(1));
  });

  it('edits a call: the dialog starts from its values and PUTs the whole call', async () => {
    const s = stubList(page(CALLS), (r) => (r.method === 'PUT' ? jsonResponse(200, call()) : jsonResponse(500, {})));
    const { user } = await renderCalls();
    await chooseRowAction(user, 'Yeşil Teknoloji Çağrısı', 'Düzenle');
    const dialog = await screen.findByRole('dialog', { name: 'Çağrıyı Düzenle' });
    expect(within(dialog).getByLabelText(/^Başlık/)).toHaveValue('Yeşil Teknoloji Çağrısı');
    expect(dayBox(dialog, 'Başlangıç')).toHaveValue('10.01.2025');
    expect(timeBox(dialog, 'Başlangıç')).toHaveValue('09:00');
    // A date-only end counts to the end of that day.
    expect(dayBox(dialog, 'Bitiş')).toHaveValue('31.03.2025');
    expect(timeBox(dialog, 'Bitiş')).toHaveValue('23:59');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Aktif' }));
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));

    await waitFor(() => expect(s.calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = s.calls.find((c) => c.method === 'PUT')!;
    expect(put.path).toBe('/api/admin/cagrilar/1/');
    expect(JSON.parse(put.body)).toEqual({
      baslik: 'Yeşil Teknoloji Çağrısı',
      aciklama: 'Açıklama',
      baslangic: '2025-01-10T09:00:00.000+03:00',
      bitis: '2025-03-31T23:59:00.000+03:00',
      aktif: false,
      detay_url: null,
    });
  });

  it('a failed save is only logged (spec 8): the dialog stays, no message', async () => {
    stubList(page(CALLS), () => jsonResponse(500, { detail: 'Sunucu hatası' }));
    const { user } = await renderCalls();
    await chooseRowAction(user, 'Yeşil Teknoloji Çağrısı', 'Düzenle');
    const dialog = await screen.findByRole('dialog', { name: 'Çağrıyı Düzenle' });
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(api.consoleError).toHaveBeenCalled());
    expect(screen.getByRole('dialog', { name: 'Çağrıyı Düzenle' })).toBeInTheDocument();
    expect(screen.queryByText('Sunucu hatası')).not.toBeInTheDocument();
  });
});

describe('/admin/calls delete', () => {
  it('asks first, and only then sends DELETE', async () => {
    const s = stubList(page(CALLS), (r) => (r.method === 'DELETE' ? jsonResponse(204, null) : jsonResponse(500, {})));
    const { user } = await renderCalls();
    await chooseRowAction(user, 'Yeşil Teknoloji Çağrısı', 'Sil');
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Yeşil Teknoloji Çağrısı');
    expect(s.calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'İptal' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(s.calls.some((c) => c.method === 'DELETE')).toBe(false);

    await chooseRowAction(user, 'Yeşil Teknoloji Çağrısı', 'Sil');
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sil' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    const deletes = s.calls.filter((c) => c.method === 'DELETE');
    expect(deletes.map((c) => c.path)).toEqual(['/api/admin/cagrilar/1/']);
  });

  it("shows the server's 409 detail in the confirm dialog", async () => {
    stubList(page(CALLS), (r) =>
      r.method === 'DELETE' ? jsonResponse(409, { detail: MSG.call.deleteHasApplications }) : jsonResponse(500, {}),
    );
    const { user } = await renderCalls();
    await chooseRowAction(user, 'Yeşil Teknoloji Çağrısı', 'Sil');
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sil' }));
    const alert = await within(screen.getByRole('alertdialog')).findByRole('alert');
    expect(alert).toHaveTextContent('Bu çağrıya bağlı başvurular var; çağrı silinemez. Çağrıyı pasif yapabilirsiniz.');
  });

  it('any other delete failure is only logged (spec 8)', async () => {
    stubList(page(CALLS), () => jsonResponse(500, { detail: 'Sunucu hatası' }));
    const { user } = await renderCalls();
    await chooseRowAction(user, 'Yeşil Teknoloji Çağrısı', 'Sil');
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sil' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.consoleError).toHaveBeenCalled();
    expect(screen.queryByText('Sunucu hatası')).not.toBeInTheDocument();
  });
});
