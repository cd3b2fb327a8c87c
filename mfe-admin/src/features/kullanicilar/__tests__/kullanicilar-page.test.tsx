import { describe, expect, it } from '@jest/globals';
import { jsonResponse, type FetchStub, type RecordedRequest } from '@portal/api-client/testing';
import { renderScreen } from '@portal/app-kit/testing';
import type { UserRecord } from '@portal/domain';
import { screen, waitFor, within } from '@portal/ui/testing';
import { KullanicilarPage } from '../components/kullanicilar-page';
import { chooseRowAction, expectTextsIn, pageOf, renderLoaded, rowOf as rowOfTable, screenTestApi } from '../../../lib/testing';

function u(id: number, username: string, extra: Partial<UserRecord> = {}): UserRecord {
  return {
    id,
    username,
    first_name: 'Can',
    last_name: 'Öztürk',
    full_name: 'Can Öztürk',
    email: `${username}@example.org`,
    is_active: true,
    is_staff: false,
    is_superuser: false,
    is_mentor: false,
    is_sirket_sahibi: false,
    sirket_id: null,
    date_joined: '2025-01-10T09:00:00+03:00',
    last_login: null,
    davet_bekliyor: false,
    sirket_uyelikleri: [],
    ...extra,
  };
}
const ROWS = [
  u(1, 'admin', { full_name: 'Ayşe Yılmaz', is_staff: true, is_superuser: true, last_login: '2025-03-01T10:00:00+03:00' }),
  u(2, 'sirket1', { full_name: 'Emre Demir', is_sirket_sahibi: true, sirket_uyelikleri: [{ id: 5, sirket_id: 4, sirket_adi: 'Demo Teknoloji A.Ş.', rol: 'sahip', rol_display: 'Şirket Sahibi' }] }),
  u(3, 'kullanici1'),
];

let s: FetchStub | null = null;
const api = screenTestApi();

function stubApi(write: (r: RecordedRequest) => Response = () => jsonResponse(200, ROWS[2])) {
  s = api.answer((r) => {
    if (r.method === 'GET' && r.path === '/api/admin/sirketler/') return pageOf([{ id: 4, adi: 'Demo Teknoloji A.Ş.', aktif: true, olusturuldu: '', member_count: 2, uyeler: [] }]);
    if (r.method === 'GET') return pageOf(ROWS);
    return write(r);
  });
  return s;
}
const writes = (f: FetchStub) => f.calls.filter((c) => c.method !== 'GET').map((c) => ({ method: c.method, path: c.path, body: c.body ? JSON.parse(c.body) : null }));
const rowOf = (text: string) => rowOfTable(text, 'Kullanıcılar');
/** Picks `item` in the menu of the row showing `row`. */
const more = (user: { click: (e: Element) => Promise<void> }, row: string, item: string) => chooseRowAction(user, '', item, rowOf(row));

const renderUsers = () => renderLoaded(<KullanicilarPage />, '/admin/users', 'Ayşe Yılmaz');

describe('/admin/users', () => {
  it('table: name and username, role chips, memberships, last login or "Hiç giriş yapılmamış"', async () => {
    stubApi();
    await renderUsers();
    expectTextsIn(rowOf('Ayşe Yılmaz'), ['Super Admin', 'Admin', '1 Mart 2025 10:00']);
    expectTextsIn(rowOf('Emre Demir'), ['Şirket Sahibi', /Demo Teknoloji A\.Ş\./]);
    expectTextsIn(rowOf('@kullanici1'), ['Normal Kullanıcı', 'Hiç giriş yapılmamış']);
  });

  it('a staff member who is not a super admin sees the admin-rights message (the server says 403)', async () => {
    s = api.answer(() => jsonResponse(403, { detail: 'Bu işlem için yetkiniz bulunmamaktadır.' }));
    renderScreen(<KullanicilarPage />, { route: '/admin/users' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Bu sayfayı görüntüleme yetkiniz yok. Yönetici yetkisi gereklidir.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('create: the password rules first, then create_user', async () => {
    const f = stubApi(() => jsonResponse(201, ROWS[2]));
    const { user } = await renderUsers();
    await user.click(screen.getByRole('button', { name: 'Yeni Kullanıcı' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yeni Kullanıcı' });
    await user.type(within(dialog).getByLabelText(/Kullanıcı Adı/), 'yeni1');
    await user.type(within(dialog).getByLabelText(/E-posta/), 'yeni1@example.org');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Yeni kullanıcı için şifre gereklidir');
    await user.type(within(dialog).getByLabelText(/Şifre/), 'zayif');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findByText('Şifre en az 8 karakter olmalıdır.')).toBeInTheDocument();
    expect(writes(f)).toEqual([]);
    await user.clear(within(dialog).getByLabelText(/Şifre/));
    await user.type(within(dialog).getByLabelText(/Şifre/), 'Guclu.Sifre1');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes(f)).toEqual([
      {
        method: 'POST',
        path: '/api/admin/users/create_user/',
        body: expect.objectContaining({ username: 'yeni1', email: 'yeni1@example.org', password: 'Guclu.Sifre1', is_active: true }),
      },
    ]);
  });

  it("create with 'Davet e-postası gönder': no password asked, invite_user/ without one", async () => {
    const f = stubApi(() => jsonResponse(201, { ...ROWS[2], davet_bekliyor: true }));
    const { user } = await renderUsers();
    await user.click(screen.getByRole('button', { name: 'Yeni Kullanıcı' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yeni Kullanıcı' });
    await user.type(within(dialog).getByLabelText(/Kullanıcı Adı/), 'davetli1');
    await user.type(within(dialog).getByLabelText(/E-posta/), 'davetli1@example.org');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Yeni kullanıcı için şifre gereklidir');
    await user.click(within(dialog).getByText('Davet e-postası gönder'));
    expect(within(dialog).queryByLabelText(/Şifre/)).not.toBeInTheDocument();
    expect(within(dialog).getByText(/72 saat geçerli/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Davet e-postası gönderildi')).toBeInTheDocument();
    const [write] = writes(f);
    expect(write).toEqual({ method: 'POST', path: '/api/admin/users/invite_user/', body: expect.objectContaining({ username: 'davetli1', email: 'davetli1@example.org' }) });
    expect(write!.body).not.toHaveProperty('password');
    expect(write!.body).not.toHaveProperty('davet');
  });

  it("an invited user: 'Davet bekliyor' in the row, 'Daveti yeniden gönder' asks first, then resend_invite/", async () => {
    ROWS.push(u(4, 'davetli2', { full_name: 'Deniz Davetli', davet_bekliyor: true }));
    try {
      const f = stubApi(() => jsonResponse(200, ROWS[3]));
      const { user } = await renderUsers();
      expectTextsIn(rowOf('@davetli2'), ['Davet bekliyor']);
      await more(user, '@davetli2', 'Daveti yeniden gönder');
      const confirm = await screen.findByRole('alertdialog');
      expect(confirm).toHaveTextContent('Önceki bağlantı geçersiz olur');
      expect(writes(f)).toEqual([]);
      await user.click(within(confirm).getByRole('button', { name: 'Daveti yeniden gönder' }));
      await waitFor(() => expect(writes(f)).toEqual([{ method: 'POST', path: '/api/admin/users/4/resend_invite/', body: null }]));
    } finally {
      ROWS.pop();
    }
  });

  it("assign to a company: 'Şirket seçiniz' without one, calisan by default, 'Atama başarılı!'", async () => {
    const f = stubApi();
    const { user } = await renderUsers();
    await more(user, '@kullanici1', 'Şirkete Ata');
    const dialog = await screen.findByRole('dialog', { name: 'Şirkete Ata' });
    await user.click(within(dialog).getByRole('button', { name: 'Ata' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Şirket seçiniz');
    const company = within(dialog).getByRole('combobox', { name: /Şirket/ });
    await waitFor(() => expect(within(company).getAllByRole('option')).toHaveLength(2));
    await user.selectOptions(company, 'Demo Teknoloji A.Ş.');
    expect(within(dialog).getByRole('combobox', { name: 'Rol' })).toHaveValue('calisan');
    await user.click(within(dialog).getByRole('button', { name: 'Ata' }));
    // Done: the dialog closes and a toast says so.
    expect(await screen.findByText('Atama başarılı!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Şirkete Ata' })).not.toBeInTheDocument());
    expect(writes(f)).toEqual([{ method: 'POST', path: '/api/admin/users/3/assign_to_company/', body: { company_id: 4, role: 'calisan' } }]);
  });

  it("assignment refused: 'Atama başarısız: ...'; delete refused: the server's reason in the dialog", async () => {
    stubApi(() => jsonResponse(409, { detail: 'Kullanıcının başvuruları var.' }));
    const { user } = await renderUsers();
    await more(user, '@kullanici1', 'Şirkete Ata');
    const dialog = await screen.findByRole('dialog', { name: 'Şirkete Ata' });
    const company = within(dialog).getByRole('combobox', { name: /Şirket/ });
    await waitFor(() => expect(within(company).getAllByRole('option')).toHaveLength(2));
    await user.selectOptions(company, 'Demo Teknoloji A.Ş.');
    await user.click(within(dialog).getByRole('button', { name: 'Ata' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Atama başarısız: Kullanıcının başvuruları var.');
    await user.click(within(dialog).getByRole('button', { name: 'İptal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await more(user, '@kullanici1', 'Sil');
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Sil' }));
    expect(await within(confirm).findByText('Kullanıcının başvuruları var.')).toBeInTheDocument();
  });

  it('make mentor and deactivate go to their endpoints', async () => {
    const f = stubApi();
    const { user } = await renderUsers();
    await more(user, '@kullanici1', 'Mentor Yap');
    const dialog = await screen.findByRole('dialog', { name: 'Mentor Yap' });
    await user.type(within(dialog).getByLabelText('Unvan'), 'Dr.');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await more(user, '@kullanici1', 'Pasifleştir');
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Pasifleştir' }));
    await waitFor(() => expect(writes(f)).toHaveLength(2));
    expect(writes(f)).toEqual([
      { method: 'POST', path: '/api/admin/users/3/assign_as_mentor/', body: { unvan: 'Dr.', uzmanlik: '', aktif: true } },
      { method: 'POST', path: '/api/admin/users/3/set_active/', body: { is_active: false } },
    ]);
  });

  it('anonymise (KVKK) asks first, says what goes and what stays, then posts to anonymize/', async () => {
    const f = stubApi();
    const { user } = await renderUsers();
    await more(user, '@kullanici1', 'Anonimleştir');
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('istatistikler için adsız olarak kalır');
    expect(writes(f)).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Anonimleştir' }));
    await waitFor(() => expect(writes(f)).toEqual([{ method: 'POST', path: '/api/admin/users/3/anonymize/', body: null }]));
  });

  it("'İki Adımlı Doğrulamayı Kapat' asks first, then posts reset_two_factor/", async () => {
    const f = stubApi();
    const { user } = await renderUsers();
    await more(user, '@kullanici1', 'İki Adımlı Doğrulamayı Kapat');
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('yalnız şifresiyle giriş yapar');
    expect(writes(f)).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Kapat' }));
    await waitFor(() => expect(writes(f)).toEqual([{ method: 'POST', path: '/api/admin/users/3/reset_two_factor/', body: {} }]));
  });
});
