import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { createTestApp, type TestContext } from '../../testing/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

test('GET /api/health/ answers ok with the database reachable', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/health/' });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
});

test('unknown API paths answer a DRF 404', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/nope/' });
  expect(res.statusCode).toBe(404);
  expect(res.json()).toEqual({ detail: 'Bulunamadı.' });
});

test('the OpenAPI document lists the routes', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  expect(Object.keys(res.json().paths)).toContain('/api/health/');
});
