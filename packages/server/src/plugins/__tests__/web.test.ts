import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { loadConfig } from '../../env';
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
write('mfe-applicant/dist/mf-manifest.json', '{}');

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
  expect(res.body).toContain('window.__PORTAL_CONFIG__={"registerUrl":"https://example.org/apply\\u003c/script>"}');
});

test('/remotes.json maps every remote to its manifest', async () => {
  const res = await app.inject({ method: 'GET', url: '/remotes.json' });
  expect(res.json()).toEqual({
    applicant: '/remotes/applicant/mf-manifest.json',
    mentor: '/remotes/mentor/mf-manifest.json',
    company: '/remotes/company/mf-manifest.json',
    admin: '/remotes/admin/mf-manifest.json',
  });
});

test('a deployment overrides the remote map with remotes.json in the data directory', async () => {
  write('remotes.json', JSON.stringify({ applicant: 'https://cdn.example.org/applicant/mf-manifest.json' }));
  const res = await app.inject({ method: 'GET', url: '/remotes.json' });
  fs.rmSync(path.join(webRoot, 'remotes.json'));
  expect(res.json()).toEqual({ applicant: 'https://cdn.example.org/applicant/mf-manifest.json' });
});

test('entry files revalidate; hashed chunks are immutable', async () => {
  expect((await app.inject({ method: 'GET', url: '/main.js' })).headers['cache-control']).toBe('no-cache');
  expect((await app.inject({ method: 'GET', url: '/remotes/applicant/mf-manifest.json' })).headers['cache-control']).toBe('no-cache');
  expect((await app.inject({ method: 'GET', url: '/107.59180fdcee4925375bf9.js' })).headers['cache-control']).toMatch(/immutable/);
});

test('a missing remote file is a real 404, not index.html', async () => {
  const res = await app.inject({ method: 'GET', url: '/remotes/mentor/mf-manifest.json' });
  expect(res.statusCode).toBe(404);
  expect(res.json()).toEqual({ detail: 'Bulunamadı.' });
  expect((await app.inject({ method: 'GET', url: '/api/unknown/' })).statusCode).toBe(404);
});
