import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { jsonResponse, stubFetch, type FetchStub } from '@portal/api-client/testing';
import { renderScreen } from '@portal/app-kit/testing';
import { useAuthStore } from '@portal/auth-store';
import type { SessionUser, Sirket } from '@portal/domain';
import { screen, within } from '@portal/ui/testing';
import { CalisanlarimPage } from '../calisanlarim-page';

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

const member = (id: number, rol: 'sahip' | 'calisan', first_name: string, telefon = '') => ({
  id,
  rol,
  user: { id: 10 + id, first_name, last_name: first_name ? 'Şahin' : '', username: `u${id}`, email: `u${id}@example.org`, telefon },
});
const SIRKET: Sirket = {
  id: 4,
  adi: 'Demo Teknoloji A.Ş.',
  aktif: true,
  uyeler: [member(1, 'sahip', 'Emre', '+90 505'), member(2, 'calisan', 'Elif', '+90 506 555 44 55'), member(3, 'calisan', '')],
};

describe('/calisanlarim', () => {
  test('header with company name, count and the reports link; a card per non-owner member', async () => {
    stub = stubFetch((r) => (r.path === '/api/sirketler/4/' ? jsonResponse(200, SIRKET) : jsonResponse(404, {})));
    renderScreen(<CalisanlarimPage />);
    const cards = await screen.findAllByTestId('calisan-card');
    expect(cards).toHaveLength(2);
    expect(screen.getByTestId('sirket-adi')).toHaveTextContent('Demo Teknoloji A.Ş.');
    expect(screen.getByTestId('calisan-sayisi')).toHaveTextContent('2 çalışan');
    expect(screen.getByRole('link', { name: 'Çalışan Raporları' })).toHaveAttribute('href', '/calisan-raporlari');
    expect(within(cards[0]!).getByText('Elif Şahin')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Çalışan')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('+90 506 555 44 55')).toBeInTheDocument();
    // No name: the username; no phone: 'Eklenmedi'.
    expect(within(cards[1]!).getByRole('heading', { name: 'u3' })).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Eklenmedi')).toBeInTheDocument();
    expect(screen.queryByText('Emre Şahin')).not.toBeInTheDocument();
  });

  test('empty state with the add-employee button', async () => {
    stub = stubFetch(() => jsonResponse(200, { ...SIRKET, uyeler: [member(1, 'sahip', 'Emre')] }));
    renderScreen(<CalisanlarimPage />);
    expect(await screen.findByText('Henüz çalışan bulunmamaktadır.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Çalışan Ekle' })).toBeInTheDocument();
  });

  test("load failure: the server's detail, else the spec's text", async () => {
    stub = stubFetch(() => jsonResponse(500, {}));
    renderScreen(<CalisanlarimPage />);
    expect(await screen.findByText('Şirket verileri yüklenirken bir hata oluştu.')).toBeInTheDocument();
  });

  test('not an owner: the spec text', async () => {
    useAuthStore.setState({ status: 'authenticated', user: { ...OWNER, is_sirket_sahibi: false }, error: null });
    renderScreen(<CalisanlarimPage />);
    expect(await screen.findByText('Bu sayfayı görüntüleme yetkiniz yok.')).toBeInTheDocument();
  });
});
