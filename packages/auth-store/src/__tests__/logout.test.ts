import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { accessClaims, jsonResponse, makeJwt, MemoryStorage, stubFetch, type FetchStub } from '@portal/api-client/testing';
import { useAuthStore } from '../index';
import { setup } from './helpers';

let storage: MemoryStorage;
let navigate: jest.Mock<(path: string) => void>;
let fetchStub: FetchStub | undefined;

beforeEach(async () => {
  ({ storage, navigate } = setup());
  storage.setItem('access_token', makeJwt(accessClaims()));
  storage.setItem('refresh_token', 'R1');
  await useAuthStore.getState().bootstrap();
  expect(useAuthStore.getState().status).toBe('authenticated');
});
afterEach(() => {
  fetchStub?.restore();
  fetchStub = undefined;
});

function expectSignedOutAtLogin() {
  expect(storage.getItem('access_token')).toBeNull();
  expect(storage.getItem('refresh_token')).toBeNull();
  expect(useAuthStore.getState()).toMatchObject({ status: 'unauthenticated', user: null });
  expect(navigate).toHaveBeenCalledTimes(1);
  expect(navigate).toHaveBeenCalledWith('/login');
}

describe('logout', () => {
  test('calls the server with the refresh token, then clears and goes to /login', async () => {
    const order: string[] = [];
    navigate.mockImplementation(() => order.push('navigate'));
    fetchStub = stubFetch((req) => {
      order.push(`server:${req.path}`);
      // The tokens are still there while the server is told.
      order.push(`tokens:${storage.getItem('refresh_token') ?? 'none'}`);
      return jsonResponse(205, null);
    });

    await useAuthStore.getState().logout();

    expect(fetchStub.calls.map((c) => [c.method, c.path, JSON.parse(c.body)])).toEqual([
      ['POST', '/api/auth/logout/', { refresh: 'R1' }],
    ]);
    expect(fetchStub.calls[0]?.authorization).toMatch(/^Bearer /);
    expect(order).toEqual(['server:/api/auth/logout/', 'tokens:R1', 'navigate']);
    expectSignedOutAtLogin();
  });

  test.each([
    ['a server error', () => jsonResponse(500, { detail: 'boom' })],
    ['a 401', () => jsonResponse(401, { detail: 'expired' })],
    [
      'a network failure',
      () => {
        throw new TypeError('fetch failed');
      },
    ],
  ])('still clears and goes to /login after %s', async (_name, respond) => {
    fetchStub = stubFetch(respond);
    await expect(useAuthStore.getState().logout()).resolves.toBeUndefined();
    expect(fetchStub.calls.filter((c) => c.path === '/api/auth/logout/')).toHaveLength(1);
    expect(fetchStub.calls.filter((c) => c.path === '/api/token/refresh/')).toHaveLength(0);
    expectSignedOutAtLogin();
  });

  test('without a refresh token: no server call, still clears and goes to /login', async () => {
    storage.removeItem('refresh_token');
    fetchStub = stubFetch(() => jsonResponse(205, null));
    await useAuthStore.getState().logout();
    expect(fetchStub.calls).toHaveLength(0);
    expectSignedOutAtLogin();
  });
});
