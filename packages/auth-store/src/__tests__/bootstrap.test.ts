import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { api } from '@portal/api-client';
import { accessClaims, jsonResponse, makeJwt, MemoryStorage, stubFetch, type FetchStub } from '@portal/api-client/testing';
import { useAuthStore } from '../index';
import { nowSeconds, setup } from './helpers';

const ALERT = 'Oturum süresi dolmuş. Lütfen tekrar giriş yapın.';
let storage: MemoryStorage;
let navigate: jest.Mock<(path: string) => void>;
let fetchStub: FetchStub | undefined;

beforeEach(() => {
  ({ storage, navigate } = setup());
});
afterEach(() => {
  fetchStub?.restore();
  fetchStub = undefined;
});

function store(access: string | null, refresh: string | null = 'R1') {
  if (access !== null) storage.setItem('access_token', access);
  if (refresh !== null) storage.setItem('refresh_token', refresh);
}

describe('bootstrap (spec 4 session start)', () => {
  test('starts in loading', () => {
    expect(useAuthStore.getState().status).toBe('loading');
  });

  test('a valid token signs the user in', async () => {
    const exp = nowSeconds() + 600;
    store(makeJwt(accessClaims({ user_id: 7, exp, is_mentor: true, is_sirket_sahibi: true, sirket_id: 3, rol: 'sahip' })));
    await useAuthStore.getState().bootstrap();
    expect(useAuthStore.getState()).toMatchObject({
      status: 'authenticated',
      error: null,
      user: { user_id: 7, exp, is_mentor: true, is_sirket_sahibi: true, is_staff: false, rol: 'sahip', sirket_id: 3 },
    });
    expect(storage.getItem('access_token')).not.toBeNull();
  });

  test.each([
    ['without user_id', makeJwt(accessClaims({ user_id: undefined }))],
    ['with a null user_id', makeJwt(accessClaims({ user_id: null }))],
    ['with a string exp', makeJwt(accessClaims({ exp: String(nowSeconds() + 600) }))],
    ['without exp', makeJwt(accessClaims({ exp: undefined }))],
    ['that is not a JWT', 'not-a-token'],
  ])('a token %s is cleared with the alert', async (_name, token) => {
    store(token);
    await useAuthStore.getState().bootstrap();
    expect(useAuthStore.getState()).toMatchObject({ status: 'unauthenticated', user: null, error: ALERT });
    expect(storage.getItem('access_token')).toBeNull();
    expect(storage.getItem('refresh_token')).toBeNull();
  });

  test('an expired token without a refresh token is cleared without alert', async () => {
    fetchStub = stubFetch(() => jsonResponse(500, {}));
    store(makeJwt(accessClaims({ exp: nowSeconds() - 10 })), null);
    await useAuthStore.getState().bootstrap();
    expect(useAuthStore.getState()).toMatchObject({ status: 'unauthenticated', user: null, error: null });
    expect(storage.getItem('access_token')).toBeNull();
    expect(fetchStub.calls).toHaveLength(0);
    expect(navigate).not.toHaveBeenCalled();
  });

  test('exp is compared in seconds (a future exp in seconds is valid, not milliseconds)', async () => {
    // exp in the future by 100 s; if compared with Date.now() in ms it would look long expired.
    store(makeJwt(accessClaims({ exp: nowSeconds() + 100 })));
    await useAuthStore.getState().bootstrap();
    expect(useAuthStore.getState().status).toBe('authenticated');
  });

  test('an expired token is refreshed once when a refresh token exists', async () => {
    const fresh = makeJwt(accessClaims({ user_id: 9, exp: nowSeconds() + 900 }));
    fetchStub = stubFetch(() => jsonResponse(200, { access: fresh, refresh: 'R2' }));
    store(makeJwt(accessClaims({ user_id: 9, exp: nowSeconds() - 10 })));

    await useAuthStore.getState().bootstrap();

    expect(useAuthStore.getState()).toMatchObject({ status: 'authenticated', error: null, user: { user_id: 9 } });
    expect(fetchStub.calls.map((c) => [c.path, JSON.parse(c.body)])).toEqual([['/api/token/refresh/', { refresh: 'R1' }]]);
    expect(storage.getItem('access_token')).toBe(fresh);
    expect(storage.getItem('refresh_token')).toBe('R2');
  });

  test('an expired token whose refresh fails is cleared without alert and without a redirect', async () => {
    fetchStub = stubFetch(() => jsonResponse(401, { detail: 'Token is invalid or expired', code: 'token_not_valid' }));
    store(makeJwt(accessClaims({ exp: nowSeconds() - 10 })));

    await useAuthStore.getState().bootstrap();

    expect(useAuthStore.getState()).toMatchObject({ status: 'unauthenticated', user: null, error: null });
    expect(fetchStub.calls).toHaveLength(1);
    expect(storage.getItem('access_token')).toBeNull();
    expect(storage.getItem('refresh_token')).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  test('no stored token: unauthenticated', async () => {
    await useAuthStore.getState().bootstrap();
    expect(useAuthStore.getState()).toMatchObject({ status: 'unauthenticated', user: null, error: null });
  });
});

describe('store follows the HTTP client', () => {
  test('a refresh by the client updates the user; a failed refresh signs out', async () => {
    store(makeJwt(accessClaims({ user_id: 1, is_mentor: false })));
    await useAuthStore.getState().bootstrap();
    expect(useAuthStore.getState().user?.is_mentor).toBe(false);

    const refreshed = makeJwt(accessClaims({ user_id: 1, is_mentor: true }));
    let refreshOk = true;
    fetchStub = stubFetch((req) => {
      if (req.path === '/api/token/refresh/') {
        return refreshOk ? jsonResponse(200, { access: refreshed, refresh: 'R2' }) : jsonResponse(401, { code: 'token_not_valid' });
      }
      return req.authorization === `Bearer ${refreshed}` && refreshOk ? jsonResponse(200, {}) : jsonResponse(401, {});
    });

    await api.get('atamalar/').json();
    expect(useAuthStore.getState()).toMatchObject({ status: 'authenticated', user: { is_mentor: true } });

    refreshOk = false;
    await expect(api.get('atamalar/').json()).rejects.toThrow();
    expect(useAuthStore.getState()).toMatchObject({ status: 'unauthenticated', user: null });
    expect(navigate).toHaveBeenCalledWith('/login');
  });
});
