// Logs never contain passwords or tokens: an app logging everything (trace) into memory goes through
// login, refresh, profile, password change, failures and bad input.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { users } from '../../db/schema';
import { loadConfig } from '../../env';
import { hashPassword } from '../../services/passwords';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database';

const PASSWORD = 'Log-Sifre1!';
const NEW_PASSWORD = 'Log-Yeni-Sifre2?';
const lines: string[] = [];
let app: FastifyInstance;
let database: TestDatabase;
let dataDir: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-logs-'));
  database = await openTestDatabase();
  await database.db.insert(users).values({ username: 'logcu', password: await hashPassword(PASSWORD) });
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  // No SECRET_KEY: the generated one must not be logged either.
  const config = { ...loadConfig({}), dataDir, secretKey: undefined, logLevel: 'trace', logFormat: 'json' as const, loginRateLimit: 1000 };
  app = await buildApp({ config, database, logger: { stream } });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test('passwords, tokens and the secret never reach a log line', async () => {
  const inject = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown, token?: string) =>
    app.inject({ method, url, payload: payload as object, headers: token ? { authorization: `Bearer ${token}` } : {} });

  expect((await inject('POST', '/api/token/', { username: 'logcu', password: 'Yanlis-Sifre9!' })).statusCode).toBe(401);
  const pair = (await inject('POST', '/api/token/', { username: 'logcu', password: PASSWORD })).json();
  const rotated = (await inject('POST', '/api/token/refresh/', { refresh: pair.refresh })).json();
  expect((await inject('GET', '/api/profile/', undefined, rotated.access)).statusCode).toBe(200);
  expect((await inject('GET', '/api/profile/', undefined, `${rotated.access}x`)).statusCode).toBe(401);
  expect((await inject('PATCH', '/api/profile/', { current_password: 'Yanlis-Sifre9!', new_password: 'kisa' }, rotated.access)).statusCode).toBe(400);
  expect((await inject('POST', '/api/auth/logout/', { refresh: rotated.refresh }, rotated.access)).statusCode).toBe(205);
  // Logged out: that session's access token and a replayed rotated refresh token are refused.
  expect((await inject('GET', '/api/profile/', undefined, rotated.access)).statusCode).toBe(401);
  expect((await inject('POST', '/api/token/refresh/', { refresh: pair.refresh })).statusCode).toBe(401);
  const again = (await inject('POST', '/api/token/', { username: 'logcu', password: PASSWORD })).json();
  expect((await inject('PATCH', '/api/profile/', { current_password: PASSWORD, new_password: NEW_PASSWORD }, again.access)).statusCode).toBe(200);
  expect((await app.inject({ method: 'POST', url: '/api/token/', payload: `{"password": "${PASSWORD}", `, headers: { 'content-type': 'application/json' } })).statusCode).toBe(400);

  const log = lines.join('');
  expect(lines.length).toBeGreaterThan(10); // something was logged
  expect(log).toContain('/api/token/refresh/');
  const secret = fs.readFileSync(path.join(dataDir, 'secret_key'), 'utf8').trim();
  for (const s of [PASSWORD, NEW_PASSWORD, 'Yanlis-Sifre9!', pair.access, pair.refresh, rotated.access, rotated.refresh, again.access, again.refresh, secret]) {
    expect(log).not.toContain(s);
    // A token's signature alone is enough to leak it.
    const signature = s.split('.')[2];
    if (signature) expect(log).not.toContain(signature);
  }
});

test("every line of a request carries its id, which the answer sends back in X-Request-Id", async () => {
  const first = await app.inject({ method: 'GET', url: '/api/profile/' });
  const second = await app.inject({ method: 'GET', url: '/api/nope/' });
  const ids = [first, second].map((res) => res.headers['x-request-id']);
  expect(ids[0]).toMatch(/^[0-9a-f]{12}$/);
  expect(ids[1]).toMatch(/^[0-9a-f]{12}$/);
  expect(ids[0]).not.toBe(ids[1]);
  const entries = lines.map((l) => JSON.parse(l) as { reqId?: string; msg?: string });
  for (const id of ids) {
    const mine = entries.filter((e) => e.reqId === id);
    expect(mine.map((e) => e.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
  }
  // Without TRUST_PROXY a client cannot choose its id (it would forge another request's lines).
  const forged = await app.inject({ method: 'GET', url: '/api/health/live/', headers: { 'x-request-id': 'forged-id' } });
  expect(forged.headers['x-request-id']).not.toBe('forged-id');
  const proxied = { ...loadConfig({}), dataDir, trustProxy: 1 as const, logFormat: 'json' as const };
  const behindProxy = await buildApp({ config: proxied, database, logger: false });
  try {
    await behindProxy.ready();
    expect((await behindProxy.inject({ method: 'GET', url: '/api/health/live/', headers: { 'x-request-id': 'lb-7f3a' } })).headers['x-request-id']).toBe('lb-7f3a');
    expect((await behindProxy.inject({ method: 'GET', url: '/api/health/live/', headers: { 'x-request-id': 'bad id\nline' } })).headers['x-request-id']).toMatch(/^[0-9a-f]{12}$/);
  } finally {
    await behindProxy.close();
  }
});

test('LOG_FORMAT picks readable lines or JSON; unset, readable on a terminal only', () => {
  expect(loadConfig({ LOG_FORMAT: 'json' }).logFormat).toBe('json');
  expect(loadConfig({ LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
  expect(loadConfig({}).logFormat).toBe(process.stdout.isTTY ? 'pretty' : 'json');
});

test('without SECRET_KEY the generated secret (0600) is reused on restart: old tokens stay valid', async () => {
  const file = path.join(dataDir, 'secret_key');
  expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  const { access } = (await app.inject({ method: 'POST', url: '/api/token/', payload: { username: 'logcu', password: NEW_PASSWORD } })).json();
  const config = { ...loadConfig({}), dataDir, secretKey: undefined, loginRateLimit: 1000 };
  const restarted = await buildApp({ config, database, logger: false });
  try {
    await restarted.ready();
    const res = await restarted.inject({ method: 'GET', url: '/api/profile/', headers: { authorization: `Bearer ${access}` } });
    expect(res.statusCode).toBe(200);
  } finally {
    await restarted.close();
  }
});
