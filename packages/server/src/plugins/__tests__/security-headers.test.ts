// Security headers on HTML, API and error responses; HSTS only over TLS (directly or via a trusted proxy).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, test } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { loadConfig, type Config } from '../../env';
import { ownAppsSuite } from '../../testing/own-apps-suite';

const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-headers-'));
fs.mkdirSync(path.join(webRoot, 'shell/dist'), { recursive: true });
fs.writeFileSync(path.join(webRoot, 'shell/dist/index.html'), '<html><head><script src="/main.js"></script></head><body></body></html>');

const suite = ownAppsSuite(webRoot);
const start = async (over: Partial<Config> = {}) =>
  suite.closeAfter(
    await buildApp({ config: { ...loadConfig({}), webRoot, dataDir: webRoot, secretKey: 'x'.repeat(40), ...over }, database: suite.database, logger: false, serveWeb: true }),
  );

const csp = (header: unknown) =>
  Object.fromEntries(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );

describe('every response', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await start();
  });

  test.each([
    ['the portal page', '/cagrilar'],
    ['an API answer', '/api/health/'],
    ['an API error', '/api/profile/'],
    ['an unknown API path', '/api/yok/'],
    ['the deployment settings', '/portal-config.json'],
  ])('%s carries CSP (no inline script, no framing), nosniff, Referrer-Policy, X-Frame-Options', async (_name, url) => {
    const res = await app.inject({ method: 'GET', url });
    const policy = csp(res.headers['content-security-policy']);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('HSTS', () => {
  test('over plain HTTP: none, whatever X-Forwarded-Proto says when no proxy is trusted', async () => {
    const app = await start({ trustProxy: false });
    const res = await app.inject({ method: 'GET', url: '/api/health/', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  test('behind a trusted proxy that terminated TLS: set', async () => {
    const app = await start({ trustProxy: 1 });
    const tls = await app.inject({ method: 'GET', url: '/cagrilar', headers: { 'x-forwarded-proto': 'https' } });
    expect(tls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const plain = await app.inject({ method: 'GET', url: '/cagrilar', headers: { 'x-forwarded-proto': 'http' } });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });
});
