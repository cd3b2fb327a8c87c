import { beforeEach, describe, expect, it } from '@jest/globals';
import { jsonResponse } from '@portal/api-client/testing';
import { renderScreen } from '@portal/app-kit/testing';
import { screen, within } from '@portal/ui/testing';
import { DashboardPage, TILES } from '../components/dashboard-page';
import { screenTestApi } from '../../../lib/testing';

const c = (total: number, active: number) => ({ total, active });
const OVERVIEW = {
  calls: c(6, 3), applications: c(9, 4), reports: c(7, 2), users: c(8, 8), companies: c(2, 2),
  mentors: c(2, 1), resources: c(4, 3), reservations: c(8, 3), receipts: c(6, 2),
  receipt_coverage: { month: '2025-02', missing: 1, companies: 2 },
};
const RECENT = {
  recent_applications: [{ id: 1, proje_basligi: 'Akıllı Tarım', durum: 'INCELEME', olusturuldu: '2025-03-01T10:00:00+03:00', basvuran: { ad_soyad: 'Can Öztürk' } }],
  recent_reports: [],
  recent_users: [{ id: 3, username: 'kullanici1', full_name: 'Can Öztürk', first_name: 'Can', last_name: 'Öztürk', date_joined: '2025-01-01T10:00:00+03:00' }],
};

const api = screenTestApi();
beforeEach(() => {
  api.answer((r) => jsonResponse(200, r.path.endsWith('overview/') ? OVERVIEW : RECENT));
});

describe('/admin/dashboard', () => {
  it('nine tiles with total and active counts, each linking to its page', async () => {
    renderScreen(<DashboardPage />, { route: '/admin/dashboard' });
    const tiles = await screen.findAllByTestId('dashboard-tile');
    expect(tiles).toHaveLength(9);
    expect(TILES.map((t) => t.to)).toEqual([
      '/admin/calls', '/admin/applications', '/admin/reports', '/admin/users', '/admin/companies',
      '/admin/mentors', '/admin/resources', '/admin/reservations', '/admin/receipts',
    ]);
    const apps = screen.getByRole('link', { name: 'Başvurular: 9 toplam, 4 bekleyen' });
    expect(apps).toHaveAttribute('href', '/admin/applications');
    expect(screen.getByRole('link', { name: 'Çağrılar: 6 toplam, 3 aktif' })).toHaveAttribute('href', '/admin/calls');
    expect(screen.getByTestId('coverage-summary')).toHaveTextContent('2 aktif şirketten 1 tanesinin dekontu eksik.');
    // To the coverage grid showing only the companies that miss it.
    expect(within(screen.getByTestId('coverage-summary')).getByRole('link', { name: 'Dekont kapsamını gör' })).toHaveAttribute('href', '/admin/receipts?kapsam=eksik');
  });

  it("three latest lists with 'see all'", async () => {
    renderScreen(<DashboardPage />, { route: '/admin/dashboard' });
    const apps = await screen.findByRole('region', { name: 'Son Başvurular' });
    expect(within(apps).getByText('Akıllı Tarım')).toBeInTheDocument();
    expect(within(apps).getByRole('link', { name: 'Tümünü Gör: Son Başvurular' })).toHaveAttribute('href', '/admin/applications');
    expect(within(screen.getByRole('region', { name: 'Son Raporlar' })).getByText('Henüz kayıt yok.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Son Kullanıcılar' })).getByRole('link', { name: /Tümünü Gör/ })).toHaveAttribute('href', '/admin/users');
  });
});
