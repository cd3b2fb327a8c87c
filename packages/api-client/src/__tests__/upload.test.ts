import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { api, configureApiClient, createProgressFetch, extractFieldErrors, setTokenStorage, setTokens, toFormData } from '../index';
import { jsonResponse, MemoryStorage, stubFetch, type FetchStub } from '../testing';

const BASE = 'http://portal.test/api/';
let fetchStub: FetchStub | undefined;

beforeEach(() => {
  setTokenStorage(new MemoryStorage());
  configureApiClient({ baseUrl: BASE });
});

afterEach(() => {
  fetchStub?.restore();
  fetchStub = undefined;
});

describe('createProgressFetch (XMLHttpRequest transport for ky)', () => {
  test('sends the multipart body with its boundary and the bearer header, and reports progress', async () => {
    setTokens({ access: 'acc', refresh: 'ref' });
    fetchStub = stubFetch(() => jsonResponse(201, { id: 7 }));
    const seen: number[] = [];
    const form = toFormData({ cagri: 3, proje_basligi: 'Proje' });
    const body = await api.post('basvurular/', { body: form, fetch: createProgressFetch((p) => seen.push(p)) }).json();

    expect(body).toEqual({ id: 7 });
    expect(seen).toContain(100);
    const [call] = fetchStub.calls;
    expect(call?.method).toBe('POST');
    expect(call?.path).toBe('/api/basvurular/');
    expect(call?.authorization).toBe('Bearer acc');
    expect(call?.body).toContain('name="proje_basligi"');
    expect(call?.body).toContain('Proje');
  });

  test('a 400 becomes the client\'s HTTPError with the parsed body', async () => {
    fetchStub = stubFetch(() => jsonResponse(400, { proje_basligi: ['Zorunlu.'] }));
    const form = toFormData({ proje_basligi: '' });
    const error = await api
      .post('basvurular/', { body: form, fetch: createProgressFetch(() => {}) })
      .then(() => null)
      .catch((e: unknown) => e);
    expect(extractFieldErrors(error)).toEqual({ proje_basligi: 'Zorunlu.' });
  });

  test('without XMLHttpRequest it falls back to fetch and reports 100 at the end', async () => {
    fetchStub = stubFetch(() => jsonResponse(201, {}));
    const g = globalThis as { XMLHttpRequest?: unknown };
    const fake = g.XMLHttpRequest;
    delete g.XMLHttpRequest;
    try {
      const seen: number[] = [];
      const response = await createProgressFetch((p) => seen.push(p))(`${BASE}x/`, { method: 'POST', body: 'a' });
      expect(response.status).toBe(201);
      expect(seen).toEqual([100]);
    } finally {
      g.XMLHttpRequest = fake;
    }
  });

  test('a transport failure rejects with a TypeError like fetch', async () => {
    fetchStub = stubFetch(() => {
      throw new Error('down');
    });
    await expect(createProgressFetch(() => {})(`${BASE}x/`, { method: 'POST', body: 'a' })).rejects.toBeInstanceOf(TypeError);
  });
});
