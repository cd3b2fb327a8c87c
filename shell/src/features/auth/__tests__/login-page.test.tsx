import { afterEach, describe, expect, it } from '@jest/globals';
import { TwoFactorError, TwoFactorRequired, useAuthStore } from '@portal/auth-store';
import { act, screen, waitFor } from '@portal/ui/testing';
import { renderRoutes } from '../../../testing/router';
import { resetSession, signOut, USERS, type TestUser } from '../../../testing/session';
import { LoginPage } from '../login-page';

type AuthState = ReturnType<typeof useAuthStore.getState>;

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function renderLogin(login: (username: string, password: string) => Promise<TestUser>) {
  signOut();
  const calls: Array<[string, string]> = [];
  useAuthStore.setState({
    login: (u: string, p: string) => {
      calls.push([u, p]);
      return login(u, p);
    },
  } as Partial<AuthState>);
  const view = renderRoutes(
    [
      { path: '/previous', element: <p>PREVIOUS</p> },
      { path: '/login', element: <LoginPage /> },
      { path: '/', element: <p>HOME PAGE</p> },
      { path: '/admin/dashboard', element: <p>ADMIN DASHBOARD</p> },
    ],
    { initialEntries: ['/previous', '/login'], initialIndex: 1 },
  );
  return { ...view, calls };
}

afterEach(resetSession);

describe('LoginPage (spec section 2, Login)', () => {
  it('shows the logo, title, subtitle, required fields with autofocus, and the Kayıt Ol link', () => {
    renderLogin(async () => USERS.plain);
    const username = screen.getByLabelText(/Kullanıcı Adı/);
    const password = screen.getByLabelText(/Şifre/);
    expect(username.hasAttribute('required')).toBe(true);
    expect(password.hasAttribute('required')).toBe(true);
    expect(password.getAttribute('type')).toBe('password');
    expect(document.activeElement).toBe(username);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBeTruthy();
    const register = screen.getByRole('link', { name: 'Kayıt Ol' });
    expect(register.getAttribute('target')).toBe('_blank');
    expect(register.getAttribute('href')).toMatch(/^https:\/\//);
    expect(register.getAttribute('rel')).toContain('noopener');
  });

  it('changes the button label and disables the inputs while busy, then replaces history with /', async () => {
    const pending = deferred<TestUser>();
    const { user, probe, calls } = renderLogin(() => pending.promise);
    await user.type(screen.getByLabelText(/Kullanıcı Adı/), 'kullanici1');
    await user.type(screen.getByLabelText(/Şifre/), 'Demo1234!');
    await user.click(screen.getByRole('button', { name: 'Giriş Yap' }));

    expect(calls).toEqual([['kullanici1', 'Demo1234!']]);
    const busy = screen.getByRole('button', { name: 'Giriş yapılıyor...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByLabelText(/Kullanıcı Adı/) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText(/Şifre/) as HTMLInputElement).disabled).toBe(true);

    await act(async () => pending.resolve(USERS.plain));
    expect(await screen.findByText('HOME PAGE')).toBeTruthy();
    expect(probe.action).toBe('REPLACE');
    // The login entry was replaced: going back lands on the page before it.
    await act(async () => {
      await probe.navigate?.(-1);
    });
    expect(probe.pathname).toBe('/previous');
  });

  it('sends staff to /admin/dashboard', async () => {
    const { user, probe } = renderLogin(async () => USERS.staff);
    await user.type(screen.getByLabelText(/Kullanıcı Adı/), 'admin');
    await user.type(screen.getByLabelText(/Şifre/), 'Demo1234!');
    await user.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    expect(await screen.findByText('ADMIN DASHBOARD')).toBeTruthy();
    expect(probe.action).toBe('REPLACE');
  });

  it("shows the store's Turkish error message and lets the user try again", async () => {
    const { user } = renderLogin(async () => {
      throw new Error('Kullanıcı adı veya şifre hatalı');
    });
    await user.type(screen.getByLabelText(/Kullanıcı Adı/), 'kullanici1');
    await user.type(screen.getByLabelText(/Şifre/), 'yanlis');
    await user.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Kullanıcı adı veya şifre hatalı');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Giriş Yap' })).toBeTruthy());
    expect((screen.getByLabelText(/Kullanıcı Adı/) as HTMLInputElement).disabled).toBe(false);
  });
});

describe('LoginPage, second step of an account with two-factor sign-in', () => {
  it('asks for the code after the password, says a wrong one, switches to a recovery code, then signs in', async () => {
    const factors: unknown[] = [];
    const { user, probe } = renderLogin(async () => {
      throw new TwoFactorRequired('the-challenge');
    });
    useAuthStore.setState({
      completeTwoFactor: async (challenge: string, factor: unknown) => {
        factors.push([challenge, factor]);
        if (factors.length === 1) throw new TwoFactorError('Doğrulama kodu hatalı ya da süresi dolmuş.');
        return USERS.plain;
      },
    } as Partial<AuthState>);
    await user.type(screen.getByLabelText(/Kullanıcı Adı/), 'kullanici1');
    await user.type(screen.getByLabelText(/Şifre/), 'Demo1234!');
    await user.click(screen.getByRole('button', { name: 'Giriş Yap' }));

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('İki adımlı doğrulama');
    // Not six digits: said here, nothing sent.
    await user.type(screen.getByLabelText(/Doğrulama kodu/), '12');
    await user.click(screen.getByRole('button', { name: 'Doğrula' }));
    expect(await screen.findByText('Doğrulama kodu 6 haneli bir sayıdır.')).toBeTruthy();
    expect(factors).toEqual([]);
    await user.clear(screen.getByLabelText(/Doğrulama kodu/));
    await user.type(screen.getByLabelText(/Doğrulama kodu/), '123456');
    await user.click(screen.getByRole('button', { name: 'Doğrula' }));
    expect(await screen.findByText('Doğrulama kodu hatalı ya da süresi dolmuş.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Kurtarma kodu kullan' }));
    await user.type(screen.getByLabelText(/Kurtarma kodu/), 'abcde-fghjk');
    await user.click(screen.getByRole('button', { name: 'Doğrula' }));
    expect(await screen.findByText('HOME PAGE')).toBeTruthy();
    expect(probe.action).toBe('REPLACE');
    expect(factors).toEqual([
      ['the-challenge', { code: '123456' }],
      ['the-challenge', { recovery_code: 'abcde-fghjk' }],
    ]);
  });
});
