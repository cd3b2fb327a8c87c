// The session rules (@portal/domain/session) are fetched on first use: when they cannot be (offline),
// signing in and the start-up session check say so in Turkish (spec 8) instead of failing silently.
import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals';

jest.unstable_mockModule('@portal/domain/session', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});
const { accessClaims, jsonResponse, makeJwt, stubFetch } = await import('@portal/api-client/testing');
const { LoginError, useAuthStore } = await import('../index');
const { nowSeconds, setup } = await import('./helpers');

const OFFLINE = 'İnternet bağlantınızı kontrol edin';
let storage: ReturnType<typeof setup>['storage'];
// Any request would be answered (a token pair): the offline message can only come from the rules.
let fetchStub: ReturnType<typeof stubFetch>;
beforeEach(() => {
  ({ storage } = setup());
  fetchStub = stubFetch(() => jsonResponse(200, { access: makeJwt(accessClaims()), refresh: 'R2' }));
});
afterEach(() => fetchStub.restore());

describe('session rules that cannot be loaded', () => {
  test('login rejects with the offline message and sends no request', async () => {
    const error = await useAuthStore.getState().login('kullanici1', 'Demo1234!').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LoginError);
    expect((error as Error).message).toBe(OFFLINE);
    expect(useAuthStore.getState()).toMatchObject({ status: 'unauthenticated', user: null, error: OFFLINE });
    expect(fetchStub.calls).toEqual([]);
  });

  test('the start-up check signs out with the offline message and keeps the stored tokens', async () => {
    const access = makeJwt(accessClaims({ exp: nowSeconds() + 600 }));
    storage.setItem('access_token', access);
    storage.setItem('refresh_token', 'R1');
    await useAuthStore.getState().bootstrap();
    expect(useAuthStore.getState()).toMatchObject({ status: 'unauthenticated', user: null, error: OFFLINE });
    expect(storage.getItem('access_token')).toBe(access);
  });
});
