import { afterEach, describe, expect, it } from '@jest/globals';
import { MSG, ZPasswordChangeSchema, type PasswordChangeInput, type Profile } from '@portal/domain';
import { renderWithProviders, screen, waitFor } from '@portal/ui/testing';
import { useAuthStore } from '@portal/auth-store';
import { resetSession, signIn, USERS } from '../../../testing/session';
import { SettingsPage, type SettingsApi } from '../settings-page';

const P = MSG.password;

const PROFILE: Profile = {
  id: 5,
  username: 'kullanici1',
  first_name: 'Ayşe',
  last_name: 'Yılmaz',
  email: 'ayse@example.com',
  ad_soyad: 'Ayşe Yılmaz',
  firma_adi: 'Örnek A.Ş.',
  telefon: '5551112233',
  profile: { ad_soyad: 'Ayşe Yılmaz', firma_adi: 'Örnek A.Ş.', telefon: '5551112233' },
  is_staff: false,
  is_superuser: false,
  is_mentor: false,
  is_sirket_sahibi: false,
  sirket_id: null,
  rol: null,
  date_joined: '2025-01-01T10:00:00Z',
  last_login: null,
};

/** Shaped like ky's HTTPError after the client's hooks (jsdom has no fetch Response). */
function httpError(status: number): Error {
  return Object.assign(new Error(`Request failed with status code ${status}`), {
    name: 'HTTPError',
    response: { status },
    status,
    body: { detail: 'Sunucu mesajı' },
  });
}

function fakeApi(overrides: Partial<SettingsApi> = {}) {
  const sent: unknown[] = [];
  const calls: unknown[] = [];
  const api: SettingsApi = {
    get: async () => PROFILE,
    update: async (fields) => {
      sent.push(fields);
      return { ...PROFILE, ...fields };
    },
    changePassword: async (body) => {
      sent.push(body);
    },
    relogin: async (username, password) => {
      calls.push(['relogin', username, password]);
    },
    logoutAll: async () => {
      calls.push(['logoutAll']);
    },
    notificationPreferences: { preferences: async () => ({ eposta_adresi: true, tercihler: [] }), savePreferences: async () => ({ eposta_adresi: true, tercihler: [] }) },
    ...overrides,
  };
  return { api, sent, calls };
}

async function renderSettings(api: SettingsApi) {
  signIn(USERS.plain);
  const view = renderWithProviders(<SettingsPage api={api} />);
  await waitFor(() => expect(screen.getByTestId('account-username').textContent).not.toBe('-'));
  return view;
}

afterEach(resetSession);

/** The first message per field, as the form shows them (zod's issue order is the rule order). */
function passwordChangeErrors(input: PasswordChangeInput): Record<string, string> {
  const result = ZPasswordChangeSchema.safeParse(input);
  const errors: Record<string, string> = {};
  for (const issue of result.success ? [] : result.error.issues) {
    const field = String(issue.path[0]);
    errors[field] ??= issue.message;
  }
  return errors;
}

describe('password rules (spec section 5), first failing rule in the spec order', () => {
  const cases: Array<[string, string, string, string]> = [
    ['too short', 'Ab1!', P.minLength, 'Şifre en az 8 karakter olmalıdır.'],
    ['no uppercase', 'abcdefg1!', P.uppercase, P.uppercase],
    ['no lowercase', 'ABCDEFG1!', P.lowercase, P.lowercase],
    ['no digit', 'Abcdefgh!', P.digit, P.digit],
    ['no special', 'Abcdefg12', P.special, P.special],
    ['too long', `Ab1!${'a'.repeat(125)}`, P.maxLength, 'Şifre 128 karakterden uzun olamaz.'],
    ['short AND without uppercase, digit, special: length first', 'abc', P.minLength, P.minLength],
    ['long enough, no uppercase nor digit: uppercase first', 'abcdefgh', P.uppercase, P.uppercase],
  ];
  it.each(cases)('%s', (_name, password, expected, literal) => {
    expect(expected).toBe(literal);
    const errors = passwordChangeErrors({ current_password: 'eski', new_password: password, new_password_repeat: password });
    expect(errors).toEqual({ new_password: expected });
  });

  it("requires the repeat to match ('Yeni şifreler eşleşmiyor.')", () => {
    expect(passwordChangeErrors({ current_password: 'eski', new_password: 'Yeni1234!', new_password_repeat: 'Yeni1234?' })).toEqual({
      new_password_repeat: 'Yeni şifreler eşleşmiyor.',
    });
  });

  it("requires the current password ('Mevcut şifrenizi girmelisiniz.')", () => {
    expect(passwordChangeErrors({ current_password: '', new_password: 'Yeni1234!', new_password_repeat: 'Yeni1234!' })).toEqual({
      current_password: 'Mevcut şifrenizi girmelisiniz.',
    });
  });

  it('accepts a valid change', () => {
    expect(passwordChangeErrors({ current_password: 'eski', new_password: 'Yeni1234!', new_password_repeat: 'Yeni1234!' })).toEqual({});
  });
});

describe('SettingsPage (spec section 2, Settings)', () => {
  it('loads the profile into the form (e-mail of type email) and shows the account info', async () => {
    const { api } = fakeApi();
    await renderSettings(api);
    const email = screen.getByLabelText('E-posta') as HTMLInputElement;
    expect(email.type).toBe('email');
    expect(email.value).toBe('ayse@example.com');
    expect((screen.getByLabelText('Firma Adı') as HTMLInputElement).value).toBe('Örnek A.Ş.');
    expect(screen.getByTestId('account-username').textContent).toBe('kullanici1');
    expect(screen.getByTestId('account-type').textContent).toBe('Kullanıcı');
  });

  it("shows 'Yönetici' for staff", async () => {
    const { api } = fakeApi({ get: async () => ({ ...PROFILE, username: 'admin', is_staff: true }) });
    await renderSettings(api);
    expect(screen.getByTestId('account-type').textContent).toBe('Yönetici');
  });

  it('reports a profile load failure', async () => {
    const { api } = fakeApi({ get: async () => Promise.reject(new Error('down')) });
    signIn(USERS.plain);
    renderWithProviders(<SettingsPage api={api} />);
    expect((await screen.findByRole('alert')).textContent).toContain(MSG.profile.loadError);
  });

  it('saves the profile fields and says so', async () => {
    const { api, sent } = fakeApi();
    const { user } = await renderSettings(api);
    await user.clear(screen.getByLabelText('Telefon'));
    await user.type(screen.getByLabelText('Telefon'), '5550000000');
    await user.click(screen.getByRole('button', { name: 'Profili Kaydet' }));
    expect((await screen.findByRole('status')).textContent).toContain(MSG.profile.updateSuccess);
    expect(sent).toEqual([
      { first_name: 'Ayşe', last_name: 'Yılmaz', email: 'ayse@example.com', ad_soyad: 'Ayşe Yılmaz', firma_adi: 'Örnek A.Ş.', telefon: '5550000000' },
    ]);
  });

  it('checks the rules before sending and shows each field its first message', async () => {
    const { api, sent } = fakeApi();
    const { user } = await renderSettings(api);
    await user.type(screen.getByLabelText('Yeni Şifre'), 'abcdefg1!');
    await user.type(screen.getByLabelText('Yeni Şifre (Tekrar)'), 'abcdefg1?');
    await user.click(screen.getByRole('button', { name: 'Şifreyi Değiştir' }));
    expect(await screen.findByText(P.uppercase)).toBeTruthy();
    expect(screen.getByText(P.currentRequired)).toBeTruthy();
    expect(screen.getByText(P.mismatch)).toBeTruthy();
    expect(screen.queryByText(P.lowercase)).toBeNull();
    expect(screen.getByLabelText('Yeni Şifre').getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
  });

  it('refuses the current password as the new one, and blanks at its ends, before sending', async () => {
    const { api, sent } = fakeApi();
    const { user } = await renderSettings(api);
    await user.type(screen.getByLabelText('Mevcut Şifre'), 'Demo1234!');
    await user.type(screen.getByLabelText('Yeni Şifre'), 'Demo1234!');
    await user.type(screen.getByLabelText('Yeni Şifre (Tekrar)'), 'Demo1234!');
    await user.click(screen.getByRole('button', { name: 'Şifreyi Değiştir' }));
    expect(await screen.findByText(P.sameAsCurrent)).toBeTruthy();
    await user.clear(screen.getByLabelText('Yeni Şifre'));
    await user.type(screen.getByLabelText('Yeni Şifre'), 'Yeni1234!  ');
    await user.click(screen.getByRole('button', { name: 'Şifreyi Değiştir' }));
    expect(await screen.findByText(P.surroundingBlanks)).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('rejects an invalid e-mail before sending', async () => {
    const { api, sent } = fakeApi();
    const { user } = await renderSettings(api);
    await user.clear(screen.getByLabelText('E-posta'));
    await user.type(screen.getByLabelText('E-posta'), 'gecersiz');
    await user.click(screen.getByRole('button', { name: 'Profili Kaydet' }));
    expect(await screen.findByText(MSG.profile.emailInvalid)).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('sends a valid change and clears the fields', async () => {
    const { api, sent, calls } = fakeApi();
    const { user } = await renderSettings(api);
    await user.type(screen.getByLabelText('Mevcut Şifre'), 'Demo1234!');
    await user.type(screen.getByLabelText('Yeni Şifre'), 'Yeni1234!');
    await user.type(screen.getByLabelText('Yeni Şifre (Tekrar)'), 'Yeni1234!');
    await user.click(screen.getByRole('button', { name: 'Şifreyi Değiştir' }));
    expect((await screen.findByRole('status')).textContent).toContain(P.changeSuccess);
    expect(sent).toEqual([{ current_password: 'Demo1234!', new_password: 'Yeni1234!' }]);
    // The change ended every session on the server: this one signs in again with the new password.
    expect(calls).toEqual([['relogin', 'kullanici1', 'Yeni1234!']]);
    expect((screen.getByLabelText('Mevcut Şifre') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Yeni Şifre') as HTMLInputElement).value).toBe('');
  });

  it.each([
    [400, P.changeBadRequest],
    [401, P.sessionExpired],
  ])('maps a %s answer to its message', async (status, message) => {
    const { api } = fakeApi({ changePassword: async () => Promise.reject(httpError(status)) });
    const { user } = await renderSettings(api);
    await user.type(screen.getByLabelText('Mevcut Şifre'), 'Demo1234!');
    await user.type(screen.getByLabelText('Yeni Şifre'), 'Yeni1234!');
    await user.type(screen.getByLabelText('Yeni Şifre (Tekrar)'), 'Yeni1234!');
    await user.click(screen.getByRole('button', { name: 'Şifreyi Değiştir' }));
    expect((await screen.findByRole('alert')).textContent).toContain(message);
  });

  it("'Tüm Oturumları Kapat' ends every session, then signs this one out", async () => {
    const { api, calls } = fakeApi();
    const { user } = await renderSettings(api);
    await user.click(screen.getByRole('button', { name: MSG.sessions.logoutAll }));
    await waitFor(() => expect(useAuthStore.getState().status).toBe('unauthenticated'));
    expect(calls).toEqual([['logoutAll']]);
  });

  it('a failed "log out everywhere" says so and keeps the session', async () => {
    const { api } = fakeApi({ logoutAll: async () => Promise.reject(httpError(500)) });
    const { user } = await renderSettings(api);
    await user.click(screen.getByRole('button', { name: MSG.sessions.logoutAll }));
    expect((await screen.findByRole('alert')).textContent).toContain(MSG.sessions.logoutAllError);
    expect(useAuthStore.getState().status).toBe('authenticated');
  });
});
