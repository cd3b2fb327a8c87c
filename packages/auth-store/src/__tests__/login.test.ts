import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { accessClaims, jsonResponse, makeJwt, MemoryStorage, stubFetch, type FetchStub } from '@portal/api-client/testing';
import { decodeSessionUser, LoginError, TwoFactorError, TwoFactorRequired, useAuthStore } from '../index';
import { setup } from './helpers';

let storage: MemoryStorage;
let fetchStub: FetchStub | undefined;
const validAccess = () => makeJwt(accessClaims({ user_id: 42, is_staff: true }));

beforeEach(() => {
  ({ storage } = setup());
  useAuthStore.setState({ status: 'unauthenticated' });
});
afterEach(() => {
  fetchStub?.restore();
  fetchStub = undefined;
});

async function loginError(username = 'ali', password = 'Parola1!'): Promise<string> {
  const error = await useAuthStore.getState().login(username, password).then(
    () => {
      throw new Error('login should have failed');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(LoginError);
  const message = (error as Error).message;
  // Every failure leaves the session signed out, with the message as the store's error.
  expect(useAuthStore.getState()).toMatchObject({ status: 'unauthenticated', user: null, error: message });
  expect(storage.getItem('access_token')).toBeNull();
  expect(storage.getItem('refresh_token')).toBeNull();
  return message;
}

describe('login', () => {
  test('success stores both tokens, signs in and returns the user; the username is trimmed', async () => {
    const access = validAccess();
    fetchStub = stubFetch(() => jsonResponse(200, { access, refresh: 'R1' }));

    const user = await useAuthStore.getState().login('  ali  ', 'Parola1!');

    expect(user).toMatchObject({ user_id: 42, is_staff: true });
    expect(useAuthStore.getState()).toMatchObject({ status: 'authenticated', user: { user_id: 42 }, error: null });
    expect(storage.getItem('access_token')).toBe(access);
    expect(storage.getItem('refresh_token')).toBe('R1');
    expect(fetchStub.calls.map((c) => [c.method, c.path, c.authorization, JSON.parse(c.body)])).toEqual([
      ['POST', '/api/token/', null, { username: 'ali', password: 'Parola1!' }],
    ]);
  });

  test.each([
    ['blank username', '   ', 'x'],
    ['empty password', 'ali', ''],
  ])('%s: "Kullanıcı adı ve şifre gereklidir" without a request', async (_name, username, password) => {
    fetchStub = stubFetch(() => jsonResponse(200, {}));
    expect(await loginError(username, password)).toBe('Kullanıcı adı ve şifre gereklidir');
    expect(fetchStub.calls).toHaveLength(0);
  });

  test('401: wrong credentials', async () => {
    fetchStub = stubFetch(() => jsonResponse(401, { detail: 'No active account found with the given credentials' }));
    expect(await loginError()).toBe('Kullanıcı adı veya şifre hatalı');
  });

  test('429: too many attempts', async () => {
    fetchStub = stubFetch(() => jsonResponse(429, { detail: 'Request was throttled.' }, { 'Retry-After': '60' }));
    expect(await loginError()).toBe('Çok fazla deneme. Lütfen daha sonra tekrar deneyin');
    expect(fetchStub.calls).toHaveLength(1);
  });

  test('network failure (fetch TypeError): check your connection', async () => {
    fetchStub = stubFetch(() => {
      throw new TypeError('fetch failed');
    });
    expect(await loginError()).toBe('İnternet bağlantınızı kontrol edin');
  });

  test('navigator.onLine false: check your connection', async () => {
    const had = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
    Object.defineProperty(globalThis, 'navigator', { value: { onLine: false }, configurable: true, writable: true });
    try {
      fetchStub = stubFetch(() => {
        throw new Error('offline');
      });
      expect(await loginError()).toBe('İnternet bağlantınızı kontrol edin');
    } finally {
      if (had) Object.defineProperty(globalThis, 'navigator', had);
      else delete (globalThis as { navigator?: unknown }).navigator;
    }
  });

  test.each([
    ['without refresh', () => ({ access: validAccess() })],
    ['without access', () => ({ refresh: 'R1' })],
    ['with an empty access', () => ({ access: '', refresh: 'R1' })],
    ['that is not an object', () => 'ok'],
  ])('a response %s: "Geçersiz yanıt formatı"', async (_name, body) => {
    fetchStub = stubFetch(() => jsonResponse(200, body()));
    expect(await loginError()).toBe('Geçersiz yanıt formatı');
  });

  test.each([
    ['without user_id', () => makeJwt(accessClaims({ user_id: undefined }))],
    ['with a non-numeric exp', () => makeJwt(accessClaims({ exp: 'tomorrow' }))],
    ['that is not a JWT', () => 'abc.def'],
  ])('an access token %s: "Invalid token structure"', async (_name, access) => {
    fetchStub = stubFetch(() => jsonResponse(200, { access: access(), refresh: 'R1' }));
    expect(await loginError()).toBe('Invalid token structure');
  });

  test('storage refusing the tokens: "Token kaydetme başarısız"', async () => {
    fetchStub = stubFetch(() => jsonResponse(200, { access: validAccess(), refresh: 'R1' }));
    storage.failWrites = true;
    expect(await loginError()).toBe('Token kaydetme başarısız');
  });

  test('another server error: the server text, else "Giriş başarısız"', async () => {
    fetchStub = stubFetch(() => jsonResponse(500, { detail: 'Sunucu hatası' }));
    expect(await loginError()).toBe('Sunucu hatası');
    fetchStub.restore();
    fetchStub = stubFetch(() => new Response('', { status: 500 }));
    expect(await loginError()).toBe('Giriş başarısız');
  });

  test('a failed login clears a previous user', async () => {
    useAuthStore.setState({ status: 'authenticated', user: await decodeSessionUser(makeJwt(accessClaims())) });
    fetchStub = stubFetch(() => jsonResponse(401, {}));
    await loginError();
  });

  test('clearError resets the alert', async () => {
    fetchStub = stubFetch(() => jsonResponse(401, {}));
    await loginError();
    useAuthStore.getState().clearError();
    expect(useAuthStore.getState().error).toBeNull();
  });
});

describe('two-factor sign-in', () => {
  test('a challenge answer is TwoFactorRequired (no tokens stored, no error); the second step signs in', async () => {
    const access = validAccess();
    fetchStub = stubFetch((call) =>
      call.path === '/api/token/'
        ? jsonResponse(200, { two_factor_required: true, challenge: 'C1', methods: ['totp', 'recovery_code', 'passkey'], expires_in: 300 })
        : JSON.parse(call.body).code === '123456'
          ? jsonResponse(200, { access, refresh: 'R1' })
          : jsonResponse(400, { code: ['Doğrulama kodu hatalı ya da süresi dolmuş.'] }),
    );
    const error = await useAuthStore.getState().login('ali', 'Parola1!').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TwoFactorRequired);
    expect(error).toMatchObject({ challenge: 'C1', methods: ['totp', 'recovery_code', 'passkey'] });
    expect(useAuthStore.getState()).toMatchObject({ status: 'unauthenticated', error: null });
    expect(storage.getItem('access_token')).toBeNull();

    const wrong = await useAuthStore.getState().completeTwoFactor('C1', { code: '000000' }).catch((e: unknown) => e);
    expect(wrong).toBeInstanceOf(TwoFactorError);
    expect((wrong as Error).message).toBe('Doğrulama kodu hatalı ya da süresi dolmuş.');

    const user = await useAuthStore.getState().completeTwoFactor('C1', { code: '123456' });
    expect(user).toMatchObject({ user_id: 42 });
    expect(storage.getItem('access_token')).toBe(access);
    expect(fetchStub.calls.map((c) => [c.path, c.authorization, JSON.parse(c.body)])).toEqual([
      ['/api/token/', null, { username: 'ali', password: 'Parola1!' }],
      ['/api/token/2fa/', null, { challenge: 'C1', code: '000000' }],
      ['/api/token/2fa/', null, { challenge: 'C1', code: '123456' }],
    ]);
  });

  test('an expired challenge (401) is a LoginError: back to the password, with the reason', async () => {
    fetchStub = stubFetch(() => jsonResponse(401, { detail: 'x', code: 'challenge_not_valid' }));
    const error = await useAuthStore.getState().completeTwoFactor('C1', { recovery_code: 'abcde-fghjk' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LoginError);
    expect(useAuthStore.getState().error).toBe('Doğrulama süresi doldu. Lütfen yeniden giriş yapın.');
  });
});
