import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { renderScreen } from '@portal/app-kit/testing';
import { jsonResponse, stubFetch, type FetchStub } from '@portal/api-client/testing';
import { useAuthStore } from '@portal/auth-store';
import type { CalisanRaporDurum, CalisanRaporu, RaporDurum, SessionUser } from '@portal/domain';
import { screen, waitFor, within } from '@portal/ui/testing';
import { CalisanRaporlariPage } from '../calisan-raporlari-page';

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

beforeEach(() => {
  useAuthStore.setState({ status: 'authenticated', user: OWNER, error: null });
});
afterEach(() => {
  stub?.restore();
  stub = undefined;
  useAuthStore.setState({ status: 'unauthenticated', user: null, error: null });
});

function report(
  id: number,
  proje: string,
  first_name: string,
  last_name: string,
  durum: RaporDurum,
  durum_calisan: CalisanRaporDurum,
  ek_dosya: string | null = null,
): CalisanRaporu {
  return {
    id,
    basvuru_id: 10 + id,
    basvuru: {
      id: 10 + id,
      proje_basligi: proje,
      olusturan: { first_name: 'Emre', last_name: 'Demir', email: 'emre@example.org' },
      basvuran: { id: 3, ad_soyad: 'Emre Demir', email: 'emre@example.org', firma_adi: 'Demo Teknoloji A.Ş.' },
    },
    donem_baslangic: '2025-04-01',
    donem_bitis: '2025-04-30',
    ozet: `${proje} için ilerleme özeti.`,
    durum,
    ek_dosya,
    olusturuldu: '2025-05-02T09:00:00Z',
    proje_basligi: proje,
    sirket_adi: 'Demo Teknoloji A.Ş.',
    cagri_adi: 'Teknoloji Girişimciliği',
    basvuran_adi: 'Emre Demir',
    calisan: { id: 30 + id, first_name, last_name, email: `${first_name.toLowerCase()}@example.org`, username: `u${id}` },
    durum_calisan,
  };
}

const REPORTS: CalisanRaporu[] = [
  report(1, 'Akıllı Sulama', 'Ali', 'Kaya', 'ONAY', 'onaylandi', 'https://files.example/signed/r1.pdf?sig=a'),
  report(2, 'Güneş Paneli', 'İpek', 'Işık', 'GONDERILDI', 'beklemede'),
  report(3, 'Rüzgar Türbini', 'Can', 'Demir', 'TASLAK', 'beklemede'),
  report(4, 'Su Arıtma', 'Deniz', 'Ak', 'RED', 'reddedildi'),
];

const render = () => renderScreen(<CalisanRaporlariPage />, { path: '/calisan-raporlari' });
const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('/calisan-raporlari', () => {
  test('without a session: Lütfen giriş yapınız. (nothing fetched)', async () => {
    useAuthStore.setState({ status: 'unauthenticated', user: null });
    stub = stubFetch(() => jsonResponse(200, []));
    render();
    expect(await screen.findByText('Lütfen giriş yapınız.')).toBeInTheDocument();
    expect(stub.calls).toHaveLength(0);
  });

  test('not an owner: Bu sayfayı görüntüleme yetkiniz yok.', async () => {
    useAuthStore.setState({ user: { ...OWNER, is_sirket_sahibi: false, rol: 'calisan' } });
    stub = stubFetch(() => jsonResponse(200, []));
    render();
    expect(await screen.findByText('Bu sayfayı görüntüleme yetkiniz yok.')).toBeInTheDocument();
    expect(stub.calls).toHaveLength(0);
  });

  test('an owner without sirket_id: Şirket bilgisi bulunamadı.', async () => {
    useAuthStore.setState({ user: { ...OWNER, sirket_id: null } });
    stub = stubFetch(() => jsonResponse(200, []));
    render();
    expect(await screen.findByText('Şirket bilgisi bulunamadı.')).toBeInTheDocument();
    expect(stub.calls).toHaveLength(0);
  });

  test.each([500, 403, 404])('any non-OK load (%i): Çalışan raporları yüklenirken bir hata oluştu.', async (status) => {
    stub = stubFetch(() => jsonResponse(status, { detail: 'x' }));
    render();
    expect(await screen.findByText('Çalışan raporları yüklenirken bir hata oluştu.')).toBeInTheDocument();
  });

  test('loading, then the empty state', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    stub = stubFetch(async () => {
      await gate;
      return jsonResponse(200, []);
    });
    render();
    expect(screen.getByRole('status', { name: 'Çalışan raporları yükleniyor...' })).toBeInTheDocument();
    release();
    expect(await screen.findByText('Çalışanlarınıza ait rapor bulunmamaktadır')).toBeInTheDocument();
    expect(stub.calls[0]?.path).toBe('/api/sirketler/4/calisan-raporlari/');
  });

  test('counters, and the table: employee name and e-mail, project, summary, period, status, date, download', async () => {
    stub = stubFetch(() => jsonResponse(200, REPORTS));
    render();
    await screen.findByRole('table');
    const counters = screen.getByLabelText('Rapor sayıları');
    const value = (label: string) => within(counters).getByText(label).parentElement?.textContent;
    expect(value('Toplam')).toContain('4');
    expect(value('Onaylanan')).toContain('1');
    expect(value('Bekleyen')).toContain('2');
    expect(value('Reddedilen')).toContain('1');

    const row = screen.getByText('Akıllı Sulama').closest('tr') as HTMLElement;
    expect(within(row).getByText('Ali Kaya')).toBeInTheDocument();
    expect(within(row).getByText('ali@example.org')).toBeInTheDocument();
    expect(within(row).getByText('Akıllı Sulama için ilerleme özeti.')).toBeInTheDocument();
    expect(within(row).getByText('1 Nisan 2025 - 30 Nisan 2025')).toBeInTheDocument();
    expect(within(row).getByText('Onaylandı')).toBeInTheDocument();
    expect(within(row).getByText('2 Mayıs 2025')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: /^İndir/ })).toHaveAttribute('href', 'https://files.example/signed/r1.pdf?sig=a');
    const other = screen.getByText('Su Arıtma').closest('tr') as HTMLElement;
    expect(within(other).getByText('Reddedildi')).toBeInTheDocument();
    expect(within(other).queryByRole('link')).not.toBeInTheDocument();
  });

  test('status filter (Tümü, Beklemede, Onaylandı, Reddedildi), search by name/project/summary, filtered-empty with clear', async () => {
    stub = stubFetch(() => jsonResponse(200, REPORTS));
    const { user } = render();
    await screen.findByRole('table');
    const filter = screen.getByRole('combobox', { name: 'Durum filtresi' });
    expect(within(filter).getAllByRole('option').map((o) => o.textContent)).toEqual(['Tümü', 'Beklemede', 'Onaylandı', 'Reddedildi']);
    await user.selectOptions(filter, 'beklemede');
    expect(rows()).toHaveLength(2);

    await user.selectOptions(filter, '');
    const search = screen.getByPlaceholderText('Proje, çalışan adı veya özet ara...');
    await user.type(search, 'ışık'); // last name, Turkish case folding
    expect(rows()).toHaveLength(1);
    expect(screen.getByText('Güneş Paneli')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'ALİ'); // first name
    expect(rows()).toHaveLength(1);
    await user.clear(search);
    await user.type(search, 'arıtma için'); // summary
    expect(rows()).toHaveLength(1);

    await user.selectOptions(filter, 'onaylandi');
    expect(await screen.findByText('Arama kriterlerinize uygun rapor bulunamadı')).toBeInTheDocument();
    const clearButtons = screen.getAllByRole('button', { name: 'Filtreleri Temizle' });
    await user.click(clearButtons[clearButtons.length - 1]!);
    await waitFor(() => expect(rows()).toHaveLength(4));
    expect(search).toHaveValue('');
  });
});
