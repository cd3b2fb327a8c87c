import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { loadConfig } from '../../env';
import { contentSecurityPolicy } from '../security-headers';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database';

// A tiny stand-in build: the web plugin serves whatever the apps' dist folders hold.
const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-'));
const write = (file: string, body: string) => {
  fs.mkdirSync(path.dirname(path.join(webRoot, file)), { recursive: true });
  fs.writeFileSync(path.join(webRoot, file), body);
};
write('shell/dist/index.html', '<html><head><title>Portal</title></head><body></body></html>');
write('shell/dist/main.js', 'console.log(1)');
write('shell/dist/107.59180fdcee4925375bf9.js', 'console.log(2)');
// The build's compressed twins of a hashed chunk (the bytes differ, so the test sees which is sent).
const CHUNK = 'console.log("chunk");'.repeat(100);
fs.writeFileSync(path.join(webRoot, 'shell/dist/201.0123456789abcdef.js'), CHUNK);
fs.writeFileSync(path.join(webRoot, 'shell/dist/201.0123456789abcdef.js.br'), zlib.brotliCompressSync(CHUNK));
fs.writeFileSync(path.join(webRoot, 'shell/dist/201.0123456789abcdef.js.gz'), zlib.gzipSync(CHUNK));
write('mfe-applicant/dist/mf-manifest.json', '{}');
// The route manifest the applicant build wrote; the mentor build wrote a broken one.
const APPLICANT_ROUTES = [
  { path: '/cagrilar', access: 'user', title: 'Açık Çağrılar' },
  { path: '/yeni-ekran', access: 'user', title: 'Yeni Ekran' },
];
write('mfe-applicant/dist/routes.json', JSON.stringify(APPLICANT_ROUTES));
write('mfe-mentor/dist/routes.json', JSON.stringify([{ path: 'no-slash', access: 'everyone' }]));

let app: FastifyInstance;
let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
  const config = { ...loadConfig({}), webRoot, dataDir: webRoot, publicApplicationUrl: 'https://example.org/apply</script>' };
  app = await buildApp({ config, database, logger: false, serveWeb: true });
});
afterAll(async () => {
  await app.close();
  await database.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

test('client routes get index.html with the deployment config, never cached', async () => {
  const res = await app.inject({ method: 'GET', url: '/admin/dashboard' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/text\/html/);
  expect(res.headers['cache-control']).toBe('no-cache');
  // No inline script (the CSP forbids it): the settings come from /portal-config.json.
  expect(res.body).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
});

test('/portal-config.json answers the deployment settings, never cached', async () => {
  const res = await app.inject({ method: 'GET', url: '/portal-config.json' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-cache');
  expect(res.json()).toEqual({ registerUrl: 'https://example.org/apply</script>' });
});

test('/remotes.json maps every remote to its manifest and the routes its build wrote (null when unreadable)', async () => {
  const res = await app.inject({ method: 'GET', url: '/remotes.json' });
  expect(res.headers['cache-control']).toBe('no-cache');
  expect(res.json()).toEqual({
    applicant: { entry: '/remotes/applicant/mf-manifest.json', routes: APPLICANT_ROUTES },
    mentor: { entry: '/remotes/mentor/mf-manifest.json', routes: null },
    company: { entry: '/remotes/company/mf-manifest.json', routes: null },
    admin: { entry: '/remotes/admin/mf-manifest.json', routes: null },
  });
});

test('a redeployed remote build changes /remotes.json at once (no restart, no shell rebuild)', async () => {
  const routes = [{ path: '/dekontlar', access: 'sirket_sahibi', title: 'Kira Dekont Takibi' }];
  write('mfe-company/dist/routes.json', JSON.stringify(routes));
  const res = await app.inject({ method: 'GET', url: '/remotes.json' });
  fs.rmSync(path.join(webRoot, 'mfe-company/dist/routes.json'));
  expect(res.json().company).toEqual({ entry: '/remotes/company/mf-manifest.json', routes });
});

test('a deployment overrides the remote map with remotes.json in the data directory', async () => {
  const adminRoutes = [{ path: '/admin/*', access: 'admin', title: 'Yönetim' }];
  write(
    'remotes.json',
    JSON.stringify({
      applicant: 'https://cdn.example.org/applicant/mf-manifest.json',
      admin: { entry: 'https://cdn.example.org/admin/mf-manifest.json', routes: adminRoutes },
      unknown: 'https://cdn.example.org/unknown/mf-manifest.json',
    }),
  );
  const res = await app.inject({ method: 'GET', url: '/remotes.json' });
  fs.rmSync(path.join(webRoot, 'remotes.json'));
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({
    applicant: { entry: 'https://cdn.example.org/applicant/mf-manifest.json', routes: APPLICANT_ROUTES },
    admin: { entry: 'https://cdn.example.org/admin/mf-manifest.json', routes: adminRoutes },
  });
});

test('entry files revalidate; hashed chunks are immutable', async () => {
  expect((await app.inject({ method: 'GET', url: '/main.js' })).headers['cache-control']).toBe('no-cache');
  expect((await app.inject({ method: 'GET', url: '/remotes/applicant/mf-manifest.json' })).headers['cache-control']).toBe('no-cache');
  expect((await app.inject({ method: 'GET', url: '/107.59180fdcee4925375bf9.js' })).headers['cache-control']).toMatch(/immutable/);
});

test('the build\'s .br/.gz twins are sent by Accept-Encoding, with Vary, and keep the original\'s caching', async () => {
  const url = '/201.0123456789abcdef.js';
  const br = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
  expect(br.statusCode).toBe(200);
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers['content-type']).toMatch(/javascript/);
  expect(br.headers.vary).toMatch(/accept-encoding/i);
  expect(br.headers['cache-control']).toMatch(/immutable/);
  expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(CHUNK);
  const gz = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
  expect(gz.headers['content-encoding']).toBe('gzip');
  expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(CHUNK);
  const plain = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body).toBe(CHUNK);
  // A file without twins is sent as it is.
  const small = await app.inject({ method: 'GET', url: '/main.js', headers: { 'accept-encoding': 'br' } });
  expect(small.headers['content-encoding']).toBeUndefined();
  expect(small.body).toBe('console.log(1)');
});

test('a missing remote file is a real 404, not index.html', async () => {
  const res = await app.inject({ method: 'GET', url: '/remotes/mentor/mf-manifest.json' });
  expect(res.statusCode).toBe(404);
  expect(res.json()).toEqual({ detail: 'Bulunamadı.' });
  expect((await app.inject({ method: 'GET', url: '/api/unknown/' })).statusCode).toBe(404);
});

test('/login is the prerendered login page when the build wrote one (compressed, revalidated), else index.html', async () => {
  const plainIndex = await app.inject({ method: 'GET', url: '/login' });
  expect(plainIndex.statusCode).toBe(200);
  expect(plainIndex.body).toContain('<title>Portal</title>');

  const LOGIN = `<html><head><title>Giriş Yap</title></head><body><div id="root"><form>${'<input>'.repeat(200)}</form></div></body></html>`;
  write('shell/dist/login.html', LOGIN);
  fs.writeFileSync(path.join(webRoot, 'shell/dist/login.html.br'), zlib.brotliCompressSync(LOGIN));
  try {
    const res = await app.inject({ method: 'GET', url: '/login?next=%2Fcagrilar', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(LOGIN);
    // The policy the helmet plugin sets, unchanged for a page without inline script.
    expect(res.headers['content-security-policy']).toBe(contentSecurityPolicy());
    // Other client routes still get index.html.
    expect((await app.inject({ method: 'GET', url: '/cagrilar' })).body).toContain('<title>Portal</title>');
  } finally {
    fs.rmSync(path.join(webRoot, 'shell/dist/login.html'));
    fs.rmSync(path.join(webRoot, 'shell/dist/login.html.br'));
  }
});

test("a page's inline script (the shell's first script) is allowed by its hash in that page's policy, and only there", async () => {
  const SCRIPT = 'document.documentElement.classList.add("light")';
  const hash = `'sha256-${createHash('sha256').update(SCRIPT).digest('base64')}'`;
  const page = (title: string) => `<html><head><title>${title}</title><script>${SCRIPT}</script></head><body></body></html>`;
  const before = fs.readFileSync(path.join(webRoot, 'shell/dist/index.html'), 'utf8');
  write('shell/dist/index.html', page('Portal'));
  write('shell/dist/login.html', page('Giriş Yap'));
  try {
    for (const url of ['/cagrilar', '/login']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-security-policy']).toBe(contentSecurityPolicy([hash]));
      expect(res.headers['content-security-policy']).toContain(`script-src 'self' ${hash};`);
    }
    // A redeployed page with another script: its hash, at once.
    write('shell/dist/index.html', page('Portal').replace('light', 'dark'));
    const redeployed = await app.inject({ method: 'GET', url: '/cagrilar' });
    expect(redeployed.headers['content-security-policy']).not.toContain(hash);
    expect(redeployed.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+';/);
    // Other responses keep the policy with no inline script.
    const api = await app.inject({ method: 'GET', url: '/portal-config.json' });
    expect(api.headers['content-security-policy']).toBe(contentSecurityPolicy());
  } finally {
    write('shell/dist/index.html', before);
    fs.rmSync(path.join(webRoot, 'shell/dist/login.html'));
  }
});
