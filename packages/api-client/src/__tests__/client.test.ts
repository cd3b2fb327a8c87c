import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals';
import {
  api,
  configureApiClient,
  getAccessToken,
  getRefreshToken,
  isApiError,
  onTokensChanged,
  setOnSessionExpired,
  setTokenStorage,
  toFormData,
  type TokenChange,
} from '../index';
import { jsonResponse, MemoryStorage, stubFetch, type FetchStub } from '../testing';

const BASE = 'http://portal.test/api/';
let storage: MemoryStorage;
let fetchStub: FetchStub | undefined;
const onExpired = jest.fn<(path: string) => void>();

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

beforeEach(() => {
  storage = new MemoryStorage();
  setTokenStorage(storage);
  configureApiClient({ baseUrl: BASE });
  onExpired.mockReset();
  setOnSessionExpired(onExpired);
});

afterEach(() => {
  fetchStub?.restore();
  fetchStub = undefined;
  setOnSessionExpired(null);
});

describe('bearer header', () => {
  test('adds the stored access token, but not on token/ and token/refresh/', async () => {
    storage.setItem('access_token', 'A1');
    storage.setItem('refresh_token', 'R1');
    fetchStub = stubFetch(() => jsonResponse(200, { access: 'A2', refresh: 'R2' }));

    await api.get('cagrilar/').json();
    await api.post('token/', { json: { username: 'u', password: 'p' } }).json();
    await api.post('token/refresh/', { json: { refresh: 'R1' } }).json();

    expect(fetchStub.calls.map((c) => [c.path, c.authorization])).toEqual([
      ['/api/cagrilar/', 'Bearer A1'],
      ['/api/token/', null],
      ['/api/token/refresh/', null],
    ]);
  });

  test('sends no header without a stored token', async () => {
    fetchStub = stubFetch(() => jsonResponse(200, []));
    await api.get('cagrilar/').json();
    expect(fetchStub.calls[0]?.authorization).toBeNull();
  });

  test('resolves paths against the configured base', async () => {
    fetchStub = stubFetch(() => jsonResponse(200, {}));
    await api.get('profile/').json();
    expect(fetchStub.calls[0]?.url).toBe('http://portal.test/api/profile/');
  });
});

describe('401 handling', () => {
  test('three concurrent 401s cause exactly one refresh and each request is retried once', async () => {
    storage.setItem('access_token', 'OLD');
    storage.setItem('refresh_token', 'R1');
    const refreshGate = deferred<void>();
    const changes: TokenChange[] = [];
    const unsubscribe = onTokensChanged((c) => changes.push(c));

    fetchStub = stubFetch(async (req) => {
      if (req.path === '/api/token/refresh/') {
        await refreshGate.promise;
        return jsonResponse(200, { access: 'NEW', refresh: 'R2' });
      }
      if (req.authorization !== 'Bearer NEW') return jsonResponse(401, { detail: 'expired', code: 'token_not_valid' });
      return jsonResponse(200, { path: req.path, method: req.method, body: req.body });
    });

    const results = Promise.all([
      api.get('cagrilar/').json(),
      api.get('basvurular/').json(),
      api.post('rezervasyonlar/', { json: { kaynak: 3 } }).json(),
    ]);
    // Let all three get their 401 before the refresh answers.
    await new Promise((r) => setTimeout(r, 20));
    refreshGate.resolve();

    await expect(results).resolves.toEqual([
      { path: '/api/cagrilar/', method: 'GET', body: '' },
      { path: '/api/basvurular/', method: 'GET', body: '' },
      { path: '/api/rezervasyonlar/', method: 'POST', body: '{"kaynak":3}' },
    ]);

    const refreshCalls = fetchStub.calls.filter((c) => c.path === '/api/token/refresh/');
    expect(refreshCalls).toHaveLength(1);
    expect(JSON.parse(refreshCalls[0]!.body)).toEqual({ refresh: 'R1' });
    for (const path of ['/api/cagrilar/', '/api/basvurular/', '/api/rezervasyonlar/']) {
      const calls = fetchStub.calls.filter((c) => c.path === path);
      expect(calls.map((c) => c.authorization)).toEqual(['Bearer OLD', 'Bearer NEW']);
    }
    // Rotation: the new refresh token replaces the stored one; listeners hear about it.
    expect(getAccessToken()).toBe('NEW');
    expect(getRefreshToken()).toBe('R2');
    expect(changes).toEqual([{ access: 'NEW', refresh: 'R2', reason: 'refresh' }]);
    expect(onExpired).not.toHaveBeenCalled();
    unsubscribe();
  });

  test('a multipart body is sent again on the retry', async () => {
    storage.setItem('access_token', 'OLD');
    storage.setItem('refresh_token', 'R1');
    fetchStub = stubFetch((req) => {
      if (req.path === '/api/token/refresh/') return jsonResponse(200, { access: 'NEW' });
      return req.authorization === 'Bearer NEW' ? jsonResponse(201, { id: 1 }) : jsonResponse(401, {});
    });
    const form = toFormData({ cagri: 3, ek_dosya: new File(['PDFDATA'], 'a.pdf', { type: 'application/pdf' }) });

    await expect(api.post('basvurular/', { body: form }).json()).resolves.toEqual({ id: 1 });

    const posts = fetchStub.calls.filter((c) => c.path === '/api/basvurular/');
    expect(posts).toHaveLength(2);
    for (const post of posts) {
      expect(post.body).toContain('name="cagri"');
      expect(post.body).toContain('PDFDATA');
    }
    // A refresh answer without a new refresh token keeps the stored one.
    expect(getRefreshToken()).toBe('R1');
  });

  test('a 401 arriving after another request already refreshed retries without a second refresh', async () => {
    storage.setItem('access_token', 'OLD');
    storage.setItem('refresh_token', 'R1');
    const slowGate = deferred<void>();
    fetchStub = stubFetch(async (req) => {
      if (req.path === '/api/token/refresh/') return jsonResponse(200, { access: 'NEW', refresh: 'R2' });
      if (req.path === '/api/slow/' && req.authorization === 'Bearer OLD') {
        await slowGate.promise;
        return jsonResponse(401, { detail: 'expired' });
      }
      return req.authorization === 'Bearer NEW' ? jsonResponse(200, { ok: req.path }) : jsonResponse(401, {});
    });

    const slow = api.get('slow/').json();
    await expect(api.get('fast/').json()).resolves.toEqual({ ok: '/api/fast/' });
    slowGate.resolve();
    await expect(slow).resolves.toEqual({ ok: '/api/slow/' });
    expect(fetchStub.calls.filter((c) => c.path === '/api/token/refresh/')).toHaveLength(1);
  });

  test('with no refresh token the tokens are cleared and the user is sent to /login', async () => {
    storage.setItem('access_token', 'OLD');
    fetchStub = stubFetch(() => jsonResponse(401, { detail: 'Not authenticated' }));

    const error = await api.get('basvurular/').json().catch((e: unknown) => e);

    expect(isApiError(error) && error.status).toBe(401);
    expect(onExpired).toHaveBeenCalledTimes(1);
    expect(onExpired).toHaveBeenCalledWith('/login');
    expect(fetchStub.calls.map((c) => c.path)).toEqual(['/api/basvurular/']);
    expect(getAccessToken()).toBeNull();
  });

  test('a failed refresh clears both tokens, goes to /login once, and does not retry', async () => {
    storage.setItem('access_token', 'OLD');
    storage.setItem('refresh_token', 'R1');
    const changes: TokenChange[] = [];
    const unsubscribe = onTokensChanged((c) => changes.push(c));
    fetchStub = stubFetch((req) =>
      req.path === '/api/token/refresh/'
        ? jsonResponse(401, { detail: 'Token is invalid or expired', code: 'token_not_valid' })
        : jsonResponse(401, { detail: 'expired' }),
    );

    const outcomes = await Promise.allSettled([api.get('a/').json(), api.get('b/').json()]);

    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected']);
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
    expect(onExpired).toHaveBeenCalledTimes(1);
    expect(onExpired).toHaveBeenCalledWith('/login');
    expect(fetchStub.calls.filter((c) => c.path === '/api/token/refresh/')).toHaveLength(1);
    expect(fetchStub.calls.filter((c) => c.path !== '/api/token/refresh/')).toHaveLength(2);
    expect(changes.at(-1)).toEqual({ access: null, refresh: null, reason: 'clear' });
    unsubscribe();
  });

  test('a refresh lost to another tab carries on with the pair that tab stored', async () => {
    storage.setItem('access_token', 'OLD');
    storage.setItem('refresh_token', 'R1');
    fetchStub = stubFetch((req) => {
      if (req.path === '/api/token/refresh/') {
        // The other tab won the same rotation while this request was on the wire.
        storage.setItem('access_token', 'THEIRS');
        storage.setItem('refresh_token', 'R2');
        return jsonResponse(401, { detail: 'Token is invalid or expired', code: 'token_not_valid' });
      }
      return req.authorization === 'Bearer THEIRS' ? jsonResponse(200, { ok: true }) : jsonResponse(401, {});
    });

    await expect(api.get('a/').json()).resolves.toEqual({ ok: true });
    expect(getRefreshToken()).toBe('R2');
    expect(onExpired).not.toHaveBeenCalled();
  });

  test('a refresh answer without access counts as a failure', async () => {
    storage.setItem('access_token', 'OLD');
    storage.setItem('refresh_token', 'R1');
    fetchStub = stubFetch((req) =>
      req.path === '/api/token/refresh/' ? jsonResponse(200, {}) : jsonResponse(401, {}),
    );
    await expect(api.get('a/').json()).rejects.toThrow();
    expect(getRefreshToken()).toBeNull();
    expect(onExpired).toHaveBeenCalledWith('/login');
  });

  test('a request is retried only once: a second 401 is returned to the caller', async () => {
    storage.setItem('access_token', 'OLD');
    storage.setItem('refresh_token', 'R1');
    fetchStub = stubFetch((req) =>
      req.path === '/api/token/refresh/' ? jsonResponse(200, { access: 'NEW', refresh: 'R2' }) : jsonResponse(401, { detail: 'no' }),
    );

    const error = await api.get('a/').json().catch((e: unknown) => e);

    expect(isApiError(error) && [error.status, error.body]).toEqual([401, { detail: 'no' }]);
    expect(fetchStub.calls.map((c) => c.path)).toEqual(['/api/a/', '/api/token/refresh/', '/api/a/']);
  });

  test('a 401 from token/ (wrong password) is an answer, not an expired session', async () => {
    storage.setItem('refresh_token', 'R1');
    fetchStub = stubFetch(() => jsonResponse(401, { detail: 'No active account' }));
    await expect(api.post('token/', { json: { username: 'u', password: 'x' } }).json()).rejects.toThrow();
    expect(fetchStub.calls).toHaveLength(1);
    expect(onExpired).not.toHaveBeenCalled();
    expect(getRefreshToken()).toBe('R1');
  });

  test('a 401 from auth/logout/ neither refreshes nor redirects', async () => {
    storage.setItem('access_token', 'OLD');
    storage.setItem('refresh_token', 'R1');
    fetchStub = stubFetch(() => jsonResponse(401, {}));
    await expect(api.post('auth/logout/', { json: { refresh: 'R1' } })).rejects.toThrow();
    expect(fetchStub.calls).toHaveLength(1);
    expect(onExpired).not.toHaveBeenCalled();
  });
});

describe('errors', () => {
  test('HTTP errors carry status and the parsed body', async () => {
    fetchStub = stubFetch(() => jsonResponse(400, { email: ['Geçerli bir e-posta girin.'] }));
    const error = await api.patch('profile/', { json: { email: 'x' } }).json().catch((e: unknown) => e);
    expect(isApiError(error)).toBe(true);
    expect(isApiError(error) && { status: error.status, body: error.body }).toEqual({
      status: 400,
      body: { email: ['Geçerli bir e-posta girin.'] },
    });
  });

  test("HTTP errors carry the server's request id (X-Request-Id), null without one", async () => {
    fetchStub = stubFetch(() => jsonResponse(500, { detail: 'Sunucu hatası.' }, { 'X-Request-Id': '3f9a0c1b2d4e' }));
    const error = await api.get('x/').catch((e: unknown) => e);
    expect(isApiError(error) && error.requestId).toBe('3f9a0c1b2d4e');
    fetchStub = stubFetch(() => jsonResponse(404, { detail: 'Bulunamadı.' }));
    const plain = await api.get('x/').catch((e: unknown) => e);
    expect(isApiError(plain) && plain.requestId).toBeNull();
  });

  test('a non-JSON error body is kept as text', async () => {
    fetchStub = stubFetch(() => new Response('Bad Gateway', { status: 502 }));
    const error = await api.get('x/').catch((e: unknown) => e);
    expect(isApiError(error) && error.body).toBe('Bad Gateway');
  });

  test('5xx and 429 are not retried by ky', async () => {
    fetchStub = stubFetch(() => jsonResponse(503, {}, { 'Retry-After': '1' }));
    await expect(api.get('x/')).rejects.toThrow();
    expect(fetchStub.calls).toHaveLength(1);
  });
});

describe('two-factor sign-in', () => {
  test('the second step of a login is a token endpoint: no bearer, and its 401 (challenge expired) tries no refresh', async () => {
    storage.setItem('access_token', 'A1');
    storage.setItem('refresh_token', 'R1');
    fetchStub = stubFetch((call) => (call.path === '/api/token/2fa/' ? jsonResponse(401, { detail: 'x', code: 'challenge_not_valid' }) : jsonResponse(200, {})));
    await expect(api.post('token/2fa/', { json: { challenge: 'c', code: '123456' } }).json()).rejects.toBeDefined();
    expect(fetchStub.calls.map((c) => [c.path, c.authorization])).toEqual([['/api/token/2fa/', null]]);
    expect(onExpired).not.toHaveBeenCalled();
  });

  test("a staff route's 403 two_factor_setup_required sends the user to the settings card; another 403 does not", async () => {
    storage.setItem('access_token', 'A1');
    fetchStub = stubFetch((call) =>
      call.path === '/api/admin/cagrilar/' ? jsonResponse(403, { detail: 'x', code: 'two_factor_setup_required' }) : jsonResponse(403, { detail: 'y' }),
    );
    await expect(api.get('admin/cagrilar/').json()).rejects.toBeDefined();
    expect(onExpired).toHaveBeenCalledWith('/settings#iki-adim');
    onExpired.mockReset();
    await expect(api.get('admin/users/').json()).rejects.toBeDefined();
    expect(onExpired).not.toHaveBeenCalled();
  });
});
