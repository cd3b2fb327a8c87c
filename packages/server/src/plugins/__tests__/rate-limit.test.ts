// Login throttling: POST /api/token/ only, per client address, in memory or in Redis (REDIS_URL),
// and what a Redis outage does (nothing a user notices).
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { users } from '../../db/schema';
import { hashPassword } from '../../services/passwords';
import { createTestApp, type TestContext } from '../../testing/test-app';

const LIMIT = 3;
// Spec 8: 'Çok fazla deneme. Lütfen daha sonra tekrar deneyin' (verbatim, no final period).
const DETAIL = 'Çok fazla deneme. Lütfen daha sonra tekrar deneyin';
// A cheap attempt: a 400 (no password hash) still counts as an attempt.
const attempt = (ctx: TestContext, ip: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/token/', payload: { username: 'kimse' }, remoteAddress: ip });

describe('in-memory store', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ loginRateLimit: LIMIT });
  });
  afterAll(() => t.close());

  test(`the ${LIMIT + 1}th login attempt within a minute answers 429 with Retry-After and a DRF detail`, async () => {
    for (let i = 0; i < LIMIT; i++) expect((await attempt(t, '10.1.0.1')).statusCode).toBe(400);
    const res = await attempt(t, '10.1.0.1');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ detail: DETAIL });
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  test('counted per client address', async () => {
    expect((await attempt(t, '10.1.0.2')).statusCode).toBe(400);
  });

  test('other routes are not throttled', async () => {
    for (let i = 0; i < LIMIT + 2; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: 'x' }, remoteAddress: '10.1.0.1' });
      expect(res.statusCode).toBe(401);
    }
    const health = await t.app.inject({ method: 'GET', url: '/api/health/', remoteAddress: '10.1.0.1' });
    expect(health.statusCode).toBe(200);
  });
});

const redisUrl = process.env.REDIS_URL;
(redisUrl ? describe : describe.skip)('Redis store (REDIS_URL)', () => {
  let a: TestContext;
  let b: TestContext;
  beforeAll(async () => {
    // Two processes of one deployment: the same Redis and the same key prefix.
    const redisKeyPrefix = `portal-test-shared-${randomInt(1e9)}:`;
    a = await createTestApp({ loginRateLimit: LIMIT, redisUrl, redisKeyPrefix });
    b = await createTestApp({ loginRateLimit: LIMIT, redisUrl, redisKeyPrefix });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  test('two instances share one counter', async () => {
    // A fresh address per run, so that earlier runs' counters (60 s) do not interfere.
    const ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    expect((await attempt(a, ip)).statusCode).toBe(400);
    expect((await attempt(b, ip)).statusCode).toBe(400);
    expect((await attempt(a, ip)).statusCode).toBe(400);
    const res = await attempt(b, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ detail: DETAIL });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('Redis unreachable', () => {
  // Nothing listens on port 1: every Redis command fails. The counters let requests through (a
  // login still costs one hash) and nothing signed-in depends on Redis, so nobody sees a 500.
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ loginRateLimit: LIMIT, redisUrl: 'redis://127.0.0.1:1' });
    await t.app.db.insert(users).values({ username: 'kesinti', password: await hashPassword('Kesinti-Sifre1!') });
  });
  afterAll(() => t.close());

  test('login, a signed-in read and a password check still answer', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/api/token/', payload: { username: 'kesinti', password: 'Kesinti-Sifre1!' } });
    expect(login.statusCode).toBe(200);
    const { access } = login.json();
    const headers = { authorization: `Bearer ${access}` };
    expect((await t.app.inject({ method: 'GET', url: '/api/profile/', headers })).statusCode).toBe(200);
    const wrong = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile/',
      headers,
      payload: { current_password: 'Yanlis-Sifre9!', new_password: 'Yeni-Sifre-2025!' },
    });
    expect(wrong.statusCode).toBe(400);
  }, 30_000);
});
