import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { jsonResponse, stubFetch, type FetchStub } from '@portal/api-client/testing';
import { renderScreen } from '@portal/app-kit/testing';
import { useAuthStore } from '@portal/auth-store';
import type { Dekont, SessionUser } from '@portal/domain';
import { screen, waitFor, within } from '@portal/ui/testing';
import { DekontlarPage } from '../dekontlar-page';

let stub: FetchStub | undefined;

const OWNER: SessionUser = {
  user_id: 2,
  exp: Math.floor(Date.now() / 1000) + 3600,
  is_mentor: false,
  is_sirket_sahibi: true,
  is_staff: false,
  is_superuser: false,
  rol: 'sahip',
  sirket_id: 4,
};

beforeEach(() => useAuthStore.setState({ status: 'authenticated', user: OWNER, error: null }));
afterEach(() => {
  stub?.restore();
  stub = undefined;
  useAuthStore.setState({ status: 'unauthenticated', user: null, error: null });
});

function dekont(id: number, durum: Dekont['durum'], odeme_tarihi: string): Dekont {
  const sahip = { YUKLENDI: 'beklemede', ONAYLANDI: 'onaylandi', REDDEDILDI: 'reddedildi' } as const;
  return {
    id,
    sirket_id: 4,
    aciklama: id === 1 ? 'Ocak kirası' : '',
    odeme_tarihi,
    yukleme_tarihi: `${odeme_tarihi}T10:00:00+03:00`,
    dekont_dosyasi: `/api/files/d${id}?sig=x`,
    durum,
    durum_sahip: sahip[durum],
    sirket: { id: 4, adi: 'Demo Teknoloji A.Ş.' },
    olusturan: { id: 2, first_name: 'Emre', last_name: 'Demir', username: 'sirket1' },
  };
}

const COVERAGE = { aylar: ['2025-01'], satirlar: [], gecen_ay: '2024-12', gecen_ay_eksik: 0 };

function stubApi(rows: Dekont[], post?: () => Response | Promise<Response>) {
  stub = stubFetch((r) => {
    if (r.path === '/api/dekontlar/coverage/') return jsonResponse(200, COVERAGE);
    if (r.method === 'GET' && r.path === '/api/dekontlar/') return jsonResponse(200, rows);
    if (r.method === 'POST' && r.path === '/api/dekontlar/') return post ? post() : jsonResponse(201, dekont(9, 'YUKLENDI', '2025-03-01'));
    return jsonResponse(404, { detail: 'yok' });
  });
  return stub;
}

describe('/dekontlar', () => {
  test('counters, the list with chips, dates and the view link in a new tab', async () => {
    stubApi([dekont(1, 'ONAYLANDI', '2025-01-05'), dekont(2, 'YUKLENDI', '2025-02-05'), dekont(3, 'REDDEDILDI', '2025-02-06')]);
    renderScreen(<DekontlarPage />);
    const cards = await screen.findAllByTestId('dekont-card');
    expect(cards).toHaveLength(3);
    const group = screen.getByRole('group', { name: 'Dekont sayıları' });
    expect(group).toHaveTextContent(/Toplam Dekont\s*3/);
    expect(group).toHaveTextContent(/Onaylanan\s*1/);
    expect(group).toHaveTextContent(/Bekleyen\s*1/);
    expect(group).toHaveTextContent(/Reddedilen\s*1/);
    const first = cards.find((c) => c.textContent?.includes('Ocak kirası'))!;
    expect(within(first).getByText('Onaylandı')).toBeInTheDocument();
    expect(within(first).getByText('5 Ocak 2025')).toBeInTheDocument();
    const link = within(first).getByRole('link', { name: /Dekontu Görüntüle/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('href', '/api/files/d1?sig=x');
  });

  test('empty state', async () => {
    stubApi([]);
    renderScreen(<DekontlarPage />);
    expect(await screen.findByText('Henüz dekont yüklenmemiş.')).toBeInTheDocument();
  });

  test("upload: disabled until file and date, 'Yükleniyor...' while sending, then the list refreshes", async () => {
    let release: (r: Response) => void = () => {};
    const f = stubApi([], () => new Promise<Response>((resolve) => (release = resolve)));
    const { user } = renderScreen(<DekontlarPage />);
    await screen.findByText('Henüz dekont yüklenmemiş.');
    const submit = screen.getByRole('button', { name: 'Dekont Yükle' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText(/Ödeme Tarihi/), '2025-03-01');
    expect(submit).toBeDisabled();
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['%PDF-1.4'], 'kira.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    expect(await screen.findByRole('button', { name: 'Yükleniyor...' })).toBeDisabled();
    const gets = f.calls.filter((c) => c.method === 'GET' && c.path === '/api/dekontlar/').length;
    release(jsonResponse(201, dekont(9, 'YUKLENDI', '2025-03-01')));
    expect(await screen.findByText('Dekont yüklendi.')).toBeInTheDocument();
    await waitFor(() => expect(f.calls.filter((c) => c.method === 'GET' && c.path === '/api/dekontlar/').length).toBeGreaterThan(gets));
  });

  test("a server refusal shows under the file field; other failures 'Dekont yüklenirken bir hata oluştu.'", async () => {
    stubApi([], () => jsonResponse(400, { dekont_dosyasi: ['Bu dosya daha önce yüklendi (dekont #3).'] }));
    const { user } = renderScreen(<DekontlarPage />);
    await screen.findByText('Henüz dekont yüklenmemiş.');
    await user.type(screen.getByLabelText(/Ödeme Tarihi/), '2025-03-01');
    await user.upload(document.querySelector('input[type="file"]') as HTMLInputElement, new File(['%PDF-1.4'], 'kira.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Dekont Yükle' }));
    expect(await screen.findByText('Bu dosya daha önce yüklendi (dekont #3).')).toBeInTheDocument();
  });

  test('not an owner / not signed in: the spec texts', async () => {
    useAuthStore.setState({ status: 'authenticated', user: { ...OWNER, is_sirket_sahibi: false, rol: 'calisan' }, error: null });
    const view = renderScreen(<DekontlarPage />);
    expect(await screen.findByText('Bu sayfayı görüntüleme yetkiniz yok.')).toBeInTheDocument();
    view.unmount();
    useAuthStore.setState({ status: 'unauthenticated', user: null, error: null });
    renderScreen(<DekontlarPage />);
    expect(await screen.findByText('Lütfen giriş yapınız.')).toBeInTheDocument();
  });

  test('an owner whose role was taken away meanwhile (the server answers 403): the non-owner text', async () => {
    stub = stubFetch(() => jsonResponse(403, { detail: 'Bu işlem için yetkiniz bulunmamaktadır.' }));
    renderScreen(<DekontlarPage />);
    expect(await screen.findByText('Bu sayfayı görüntüleme yetkiniz yok.')).toBeInTheDocument();
  });
});
