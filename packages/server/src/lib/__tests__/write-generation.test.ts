import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { createWorld, type World } from '../../testing/world';
import { writeGeneration } from '../write-generation';

let t: TestContext;
let w: World;
beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t);
});
afterAll(async () => {
  await t.close();
});

test('a successful write through the API is a new write generation; reads and refused writes are not', async () => {
  const staff = w.auth('staff');
  const before = writeGeneration();
  expect((await t.app.inject({ method: 'GET', url: '/api/admin/sirketler/', headers: staff })).statusCode).toBe(200);
  expect((await t.app.inject({ method: 'POST', url: '/api/admin/sirketler/', headers: staff, payload: { adi: '' } })).statusCode).toBe(400);
  expect(writeGeneration()).toBe(before);
  expect((await t.app.inject({ method: 'POST', url: '/api/admin/sirketler/', headers: staff, payload: { adi: 'Yeni Şirket' } })).statusCode).toBe(201);
  expect(writeGeneration()).toBe(before + 1);
});
