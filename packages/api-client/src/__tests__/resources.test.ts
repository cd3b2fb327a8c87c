import { afterEach, beforeEach, expect, test } from '@jest/globals';
import { authApi, configureApiClient, profileApi, setTokenStorage } from '../index';
import { jsonResponse, MemoryStorage, stubFetch, type FetchStub } from '../testing';

let fetchStub: FetchStub | undefined;
let storage: MemoryStorage;

beforeEach(() => {
  storage = new MemoryStorage();
  setTokenStorage(storage);
  configureApiClient({ baseUrl: 'http://portal.test/api' });
});
afterEach(() => fetchStub?.restore());

test('authApi calls the SimpleJWT endpoints', async () => {
  fetchStub = stubFetch((req) => (req.path === '/api/auth/logout/' ? jsonResponse(205, null) : jsonResponse(200, { access: 'a', refresh: 'r' })));
  await expect(authApi.obtainToken({ username: 'ali', password: 'pw' })).resolves.toEqual({ access: 'a', refresh: 'r' });
  await expect(authApi.refreshToken('r0')).resolves.toEqual({ access: 'a', refresh: 'r' });
  await expect(authApi.logout('r')).resolves.toBeUndefined();
  expect(fetchStub.calls.map((c) => [c.method, c.path, JSON.parse(c.body)])).toEqual([
    ['POST', '/api/token/', { username: 'ali', password: 'pw' }],
    ['POST', '/api/token/refresh/', { refresh: 'r0' }],
    ['POST', '/api/auth/logout/', { refresh: 'r' }],
  ]);
});

test('profileApi reads, updates and changes the password with the bearer token', async () => {
  storage.setItem('access_token', 'A');
  const profile = { username: 'ali', first_name: 'Ali', last_name: 'Kaya', email: 'ali@example.com', profile: { telefon: '555' } };
  fetchStub = stubFetch((req) => (req.body.includes('new_password') ? jsonResponse(200, { detail: 'ok' }) : jsonResponse(200, profile)));

  await expect(profileApi.get()).resolves.toEqual(profile);
  await expect(profileApi.update({ first_name: 'Ali', telefon: '555' })).resolves.toEqual(profile);
  await expect(profileApi.changePassword({ current_password: 'old', new_password: 'Yeni1234!' })).resolves.toBeUndefined();

  expect(fetchStub.calls.map((c) => [c.method, c.path, c.authorization, c.body])).toEqual([
    ['GET', '/api/profile/', 'Bearer A', ''],
    ['PATCH', '/api/profile/', 'Bearer A', '{"first_name":"Ali","telefon":"555"}'],
    ['PATCH', '/api/profile/', 'Bearer A', '{"current_password":"old","new_password":"Yeni1234!"}'],
  ]);
});
