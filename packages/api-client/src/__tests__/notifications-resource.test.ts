// Notifications: the URLs, and the unread count asked with If-None-Match (a 304 reuses the last count).
import { afterEach, beforeEach, expect, test } from '@jest/globals';
import { bildirimlerApi, configureApiClient, setTokenStorage } from '../index';
import { jsonResponse, MemoryStorage, stubFetch, type FetchStub } from '../testing';

let fetchStub: FetchStub | undefined;
const original = globalThis.fetch;

beforeEach(() => {
  setTokenStorage(new MemoryStorage());
  configureApiClient({ baseUrl: 'http://portal.test/api' });
});
afterEach(() => {
  fetchStub?.restore();
  fetchStub = undefined;
  globalThis.fetch = original;
});

test('list, marks and e-mail choices', async () => {
  fetchStub = stubFetch(() => jsonResponse(200, {}));
  await bildirimlerApi.list({ ordering: '-olusturuldu', page_size: 20 });
  await bildirimlerApi.markRead(7);
  await bildirimlerApi.markAllRead();
  await bildirimlerApi.preferences();
  await bildirimlerApi.savePreferences({ tercihler: [{ tur: 'rapor_durum', eposta: false }] });
  expect(fetchStub.calls.map((c) => [c.method, c.url.replace('http://portal.test', ''), c.body])).toEqual([
    ['GET', '/api/bildirimler/?ordering=-olusturuldu&page_size=20', ''],
    ['POST', '/api/bildirimler/7/okundu/', '{}'],
    ['POST', '/api/bildirimler/okundu/', '{}'],
    ['GET', '/api/bildirimler/tercihler/', ''],
    ['PUT', '/api/bildirimler/tercihler/', '{"tercihler":[{"tur":"rapor_durum","eposta":false}]}'],
  ]);
});

test('the unread count sends the last ETag and reuses the last answer on 304', async () => {
  const sent: (string | null)[] = [];
  let state = { okunmamis: 2, son_id: 9 };
  const tag = () => `"b1-${state.okunmamis}-${state.son_id}"`;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const ifNoneMatch = request.headers.get('If-None-Match');
    sent.push(ifNoneMatch);
    if (ifNoneMatch === tag()) return new Response(null, { status: 304, headers: { ETag: tag() } });
    return jsonResponse(200, state, { ETag: tag() });
  }) as typeof fetch;

  const first = await bildirimlerApi.unreadCount();
  const second = await bildirimlerApi.unreadCount();
  expect(second).toBe(first);
  state = { okunmamis: 3, son_id: 10 };
  expect(await bildirimlerApi.unreadCount()).toEqual({ okunmamis: 3, son_id: 10 });
  expect(sent).toEqual([null, '"b1-2-9"', '"b1-2-9"']);
});
