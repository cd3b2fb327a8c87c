import { describe, expect, it } from '@jest/globals';
import { jsonResponse, type FetchStub, type RecordedRequest } from '@portal/api-client/testing';
import { renderScreen } from '@portal/app-kit/testing';
import { truncate, type Mentor } from '@portal/domain';
import { screen, waitFor, within } from '@portal/ui/testing';
import { MentorlerPage } from '../components/mentorler-page';
import { chooseRowAction, expectTextsIn, pageOf, rowOf, screenTestApi, writesOf } from '../../../lib/testing';

const LONG = 'Yapay zekâ, nesnelerin interneti, ürün geliştirme ve teknoloji transferi';
const ROWS: Mentor[] = [
  { id: 1, user: { id: 7, first_name: 'Mehmet', last_name: 'Kaya', username: 'mentor1', email: 'm@example.org' }, unvan: 'Doç. Dr.', uzmanlik: LONG, aktif: true, kapasite: 5, active_assignments: 2 },
  { id: 2, user: { id: 8, first_name: 'Zeynep', last_name: 'Arslan', username: 'mentor2', email: 'z@example.org' }, unvan: '', uzmanlik: 'Finans', aktif: false, kapasite: 3, active_assignments: 0 },
];
let s: FetchStub | null = null;
const api = screenTestApi();

function stubApi() {
  s = api.answer((r: RecordedRequest) => {
    if (r.path === '/api/admin/mentorler/candidate_users/') {
      return jsonResponse(200, { users: [{ id: 12, username: 'kullanici2', first_name: 'Burak', last_name: 'Çelik', email: 'b@example.org', full_name: 'Burak Çelik' }] });
    }
    if (r.method === 'GET' && r.path === '/api/admin/gecmis/') return jsonResponse(200, []);
    if (r.method === 'GET') return pageOf(ROWS);
    if (r.method === 'DELETE') return jsonResponse(204, null);
    return jsonResponse(201, { ...ROWS[0], id: 9 });
  });
  return s;
}

describe('/admin/mentors', () => {
  it('table: user, title, expertise cut to 50, Aktif/Pasif, actions; link to the assignments', async () => {
    stubApi();
    renderScreen(<MentorlerPage />, { route: '/admin/mentors' });
    const row = rowOf(await screen.findByText('Mehmet Kaya').then((e) => e.textContent ?? ''));
    expectTextsIn(row, ['@mentor1', truncate(LONG, 50), 'Aktif']);
    expect(within(rowOf('Zeynep Arslan')).getByText('Pasif')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'İşlemler: Mehmet Kaya' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mentor Atamaları' })).toHaveAttribute('href', '/admin/mentor-assignments');
  });

  it('create: the picker offers the server candidates; Oluştur disabled until a user is chosen', async () => {
    const f = stubApi();
    const { user } = renderScreen(<MentorlerPage />, { route: '/admin/mentors' });
    await user.click(await screen.findByRole('button', { name: 'Yeni Mentor' }));
    const dialog = await screen.findByRole('dialog');
    const create = within(dialog).getByRole('button', { name: 'Oluştur' });
    expect(create).toBeDisabled();
    const picker = within(dialog).getByRole('combobox', { name: 'Kullanıcı' });
    await waitFor(() => expect(within(picker).getByRole('option', { name: /Burak Çelik \(@kullanici2\)/ })).toBeInTheDocument());
    await user.selectOptions(picker, '12');
    expect(create).toBeEnabled();
    await user.type(within(dialog).getByLabelText('Unvan'), 'Dr.');
    await user.click(create);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writesOf(f).map((w) => ({ ...w, body: JSON.parse(w.body) as unknown }))).toEqual([
      { method: 'POST', path: '/api/admin/mentorler/', body: { user_id: 12, unvan: 'Dr.', uzmanlik: '', aktif: true, kapasite: 5 } },
    ]);
  });

  it('view shows username, e-mail, title, status and expertise; edit keeps the user fixed', async () => {
    stubApi();
    const { user } = renderScreen(<MentorlerPage />, { route: '/admin/mentors' });
    await chooseRowAction(user, 'Mehmet Kaya', 'Görüntüle');
    const view = await screen.findByRole('dialog');
    for (const text of ['mentor1', 'm@example.org', 'Doç. Dr.', 'Aktif', LONG]) expect(within(view).getByText(text)).toBeInTheDocument();
    await user.click(within(view).getByRole('button', { name: 'Kapat' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await chooseRowAction(user, 'Mehmet Kaya', 'Düzenle');
    const edit = await screen.findByRole('dialog');
    expect(within(edit).getByDisplayValue('Mehmet Kaya (@mentor1)')).toBeDisabled();
    expect(within(edit).queryByRole('combobox', { name: 'Kullanıcı' })).not.toBeInTheDocument();
  });
});
