import { afterAll, beforeAll, expect, test } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { serializingApp } from '../../testing/serializing-app';
import { compileResponse } from '../serializer';

// The route serializer on a bare Fastify app: only the declared fields leave, as the same JSON as
// JSON.stringify writes, with a Content-Length that counts bytes (Turkish letters are two each).
const ZItem = z.object({ id: z.number(), baslik: z.string(), not: z.string().nullable() });
const item = (id: number) => ({ id, baslik: `Çağrı ışık öğün şeker ${id}`, not: id % 2 ? null : 'ü', gizli: 'yazılmaz' });

let app: FastifyInstance;
beforeAll(async () => {
  const built = serializingApp();
  app = built.app;
  const { typed } = built;
  typed.get('/list/:n', { schema: { params: z.object({ n: z.coerce.number() }), response: { 200: z.array(ZItem) } } }, async (request) =>
    Array.from({ length: request.params.n }, (_, i) => item(i + 1)),
  );
  // As GET rezervasyonlar/: the caller's own list, or (other query) the short availability items.
  const ZSlot = z.object({ baslik: z.string() });
  typed.get(
    '/either/:kind',
    { schema: { params: z.object({ kind: z.enum(['full', 'slots']) }), response: { 200: z.union([z.array(ZItem), z.array(ZSlot)]) } } },
    async (request) =>
      Array.from({ length: 40 }, (_, i) => (request.params.kind === 'full' ? item(i + 1) : { baslik: item(i + 1).baslik, gizli: 'yazılmaz' })),
  );
  typed.get('/one', { schema: { response: { 200: ZItem } } }, async () => item(7));
  await app.ready();
});
afterAll(() => app.close());

test.each([0, 1, 200])('a list of %i items: the declared fields, byte-exact length', async (n) => {
  const res = await app.inject({ method: 'GET', url: `/list/${n}` });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const expected = JSON.stringify(Array.from({ length: n }, (_, i) => ({ id: i + 1, baslik: item(i + 1).baslik, not: item(i + 1).not })));
  expect(res.body).toBe(expected);
  expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(expected));
  expect(res.rawPayload.length).toBe(Buffer.byteLength(expected));
});

test('an object answer is written as before', async () => {
  const res = await app.inject({ method: 'GET', url: '/one' });
  expect(res.json()).toEqual({ id: 7, baslik: item(7).baslik, not: null });
  expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(res.body));
});

test('an answer of a union of lists is written by the branch it belongs to', async () => {
  const full = await app.inject({ method: 'GET', url: '/either/full' });
  expect(full.json()).toEqual(Array.from({ length: 40 }, (_, i) => ({ id: i + 1, baslik: item(i + 1).baslik, not: item(i + 1).not })));
  const slots = await app.inject({ method: 'GET', url: '/either/slots' });
  expect(slots.json()).toEqual(Array.from({ length: 40 }, (_, i) => ({ baslik: item(i + 1).baslik })));
  for (const res of [full, slots]) expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
});

// Texts that take every path of the string writer: quotes and backslashes, control characters, an
// emoji (a surrogate pair), a lone surrogate (escaped), long texts (the regex path, and past it).
const awkward = ['"alıntı" \\ ters', 'satır\nsonu\t\u0001', 'roket 🚀 ve ğüşıöç', 'yalnız \ud83d yarım', 'ş'.repeat(100), 'İ"'.repeat(3000)];

test('awkward texts are written as JSON.stringify writes them', () => {
  const write = compileResponse(z.array(ZItem))!;
  const items = Array.from({ length: 60 }, (_, i) => ({ id: i, baslik: awkward[i % awkward.length]!, not: i % 3 ? null : awkward[(i + 1) % awkward.length]! }));
  expect(write(items)).toBe(JSON.stringify(items));
});
