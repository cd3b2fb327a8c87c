import { afterEach, describe, expect, it } from '@jest/globals';
import { DEFAULT_REGISTER_URL, loadPortalConfig, PORTAL_CONFIG_URL, registerUrl } from '../env';

const answer = (status: number, body: unknown) =>
  (async (url: string) => {
    expect(url).toBe(PORTAL_CONFIG_URL);
    return { ok: status < 300, status, json: async () => body };
  }) as unknown as typeof fetch;

afterEach(() => {
  delete window.__PORTAL_CONFIG__;
});

describe('loadPortalConfig (the settings file replacing the inline script)', () => {
  it('reads registerUrl from /portal-config.json', async () => {
    await loadPortalConfig(answer(200, { registerUrl: 'https://example.org/basvuru' }));
    expect(registerUrl()).toBe('https://example.org/basvuru');
  });

  it('keeps the defaults when the file is missing, broken or unreachable', async () => {
    await loadPortalConfig(answer(404, null));
    await loadPortalConfig((async () => Promise.reject(new TypeError('offline'))) as unknown as typeof fetch);
    await loadPortalConfig(answer(200, 'not an object'));
    expect(registerUrl()).toBe(process.env.PORTAL_REGISTER_URL || DEFAULT_REGISTER_URL);
  });
});
