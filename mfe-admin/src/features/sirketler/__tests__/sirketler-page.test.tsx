import { beforeEach, describe, expect, it } from '@jest/globals';
import { jsonResponse, type FetchStub } from '@portal/api-client/testing';
import { renderScreen } from '@portal/app-kit/testing';
import { screen, waitFor, within } from '@portal/ui/testing';
import { SirketlerPage } from '../components/sirketler-page';
import { chooseRowAction, pageOf, screenTestApi } from '../../../lib/testing';

const uye = (id: number, rol: 'sahip' | 'calisan', username: string) => ({
  id, rol, user: { id: 10 + id, first_name: username === 'sirket1' ? 'Emre' : 'Elif', last_name: 'Demir', username, email: `${username}@x.org`, telefon: '' },
});
const DEMO = { id: 4, adi: 'Demo Teknoloji A.Ş.', aktif: true, olusturuldu: '2025-01-01T00:00:00+03:00', member_count: 2, uyeler: [uye(1, 'sahip', 'sirket1'), uye(2, 'calisan', 'calisan1')] };
const EMPTY = { id: 5, adi: 'Boş Şirket', aktif: false, olusturuldu: '2025-01-01T00:00:00+03:00', member_count: 0, uyeler: [] };

let s: FetchStub | null = null;
const api = screenTestApi();
beforeEach(() => {
  s = api.answer((r) => {
    if (r.method === 'GET' && r.path === '/api/admin/sirketler/4/') return jsonResponse(200, DEMO);
    if (r.method === 'GET' && r.path === '/api/admin/gecmis/') return jsonResponse(200, []);
    if (r.method === 'GET') return pageOf([DEMO, EMPTY]);
    if (r.method === 'DELETE') return jsonResponse(409, { detail: 'Bu şirkete bağlı dekontlar var; şirket silinemez.' });
    return jsonResponse(201, { ...EMPTY, id: 6, adi: 'Yeni' });
  });
});
const rowOf = (text: string) => within(screen.getByRole('table', { name: 'Şirketler' })).getByText(text).closest('tr') as HTMLElement;

describe('/admin/companies', () => {
  it('table with member count and status; details with the member table', async () => {
    const { user } = renderScreen(<SirketlerPage />, { route: '/admin/companies' });
    await screen.findByText('Boş Şirket');
    expect(within(rowOf('Demo Teknoloji A.Ş.')).getByText('2')).toBeInTheDocument();
    expect(within(rowOf('Boş Şirket')).getByText('Pasif')).toBeInTheDocument();
    await chooseRowAction(user, 'Demo Teknoloji A.Ş.', 'Görüntüle');
    const dialog = await screen.findByRole('dialog', { name: 'Şirket Detayı' });
    const members = await within(dialog).findByRole('table', { name: 'Şirket üyeleri' });
    expect(within(members).getByText('calisan1')).toBeInTheDocument();
    expect(within(members).getByText('Şirket Sahibi')).toBeInTheDocument();
  });

  it('create: a blank name is refused; delete: the 409 reason shows in the dialog', async () => {
    const { user } = renderScreen(<SirketlerPage />, { route: '/admin/companies' });
    await screen.findByText('Boş Şirket');
    await user.click(screen.getByRole('button', { name: 'Yeni Şirket' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yeni Şirket' });
    await user.type(within(dialog).getByLabelText(/Şirket Adı/), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findByText('Şirket adı boş olamaz.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Şirket Adı/), 'Yeni');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(s!.calls.find((c) => c.method === 'POST')?.body).toBe(JSON.stringify({ adi: 'Yeni', aktif: true }));

    await chooseRowAction(user, 'Demo Teknoloji A.Ş.', 'Sil');
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Sil' }));
    expect(await within(confirm).findByText('Bu şirkete bağlı dekontlar var; şirket silinemez.')).toBeInTheDocument();
  });
});
