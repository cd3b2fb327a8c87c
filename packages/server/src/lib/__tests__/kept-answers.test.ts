import { afterAll, beforeAll, beforeEach, expect, test } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { serializingApp } from '../../testing/serializing-app';
import { KEPT_MIN_ITEMS, keptAnswers } from '../kept-answers';

// The mechanism on a bare Fastify app with the route serializer: a list the test controls (its
// items and its version), counting what the route asked for. The versions of the real lists are
// tested with their routes (modules/__tests__/own-lists-kept.test.ts).
const ZItem = z.object({ id: z.number(), baslik: z.string() });
const state = { count: 0, version: 'v1' as string | null, title: 'Çağrı', who: 'ayşe', versionReads: 0, itemReads: 0 };
const items = () => Array.from({ length: state.count }, (_, i) => ({ id: i + 1, baslik: `${state.title} ${i + 1}`, gizli: 'yazılmaz' }));

let app: FastifyInstance;
beforeAll(async () => {
  const built = serializingApp();
  app = built.app;
  const { typed } = built;
  for (const check of [false, true]) {
    const kept = keptAnswers({ check });
    typed.get(`/own/${check ? 'checked' : 'plain'}/:owner`, { schema: { params: z.object({ owner: z.coerce.number() }), response: { 200: z.array(ZItem) } } }, async (request, reply) =>
      kept.send(reply, {
        key: request.params.owner,
        who: state.who,
        version: async () => ((state.versionReads += 1), state.version),
        items: async () => ((state.itemReads += 1), items()),
      }),
    );
  }
  await app.ready();
});
afterAll(() => app.close());
beforeEach(() => {
  Object.assign(state, { count: 0, version: 'v1', title: 'Çağrı', who: 'ayşe', versionReads: 0, itemReads: 0 });
});

const read = async (owner: number, path = 'plain') => {
  const res = await app.inject({ method: 'GET', url: `/own/${path}/${owner}` });
  expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'application/json; charset=utf-8']);
  expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
  return res.json() as Array<{ id: number; baslik: string }>;
};
const expected = () => items().map(({ id, baslik }) => ({ id, baslik }));
const reads = () => ({ versions: state.versionReads, items: state.itemReads });

test('a short list is built on every request and its version never read', async () => {
  state.count = KEPT_MIN_ITEMS - 1;
  for (let i = 0; i < 3; i++) expect(await read(1)).toEqual(expected());
  expect(reads()).toEqual({ versions: 0, items: 3 });
});

test('a long list: built, then kept with its version, then sent from what was kept while the version holds', async () => {
  state.count = KEPT_MIN_ITEMS;
  expect(await read(2)).toEqual(expected());
  expect(reads()).toEqual({ versions: 0, items: 1 }); // marked long, not kept (no version read before it)
  expect(await read(2)).toEqual(expected());
  expect(reads()).toEqual({ versions: 1, items: 2 }); // version read first, kept with it
  for (let i = 0; i < 3; i++) expect(await read(2)).toEqual(expected());
  expect(reads()).toEqual({ versions: 4, items: 2 }); // the kept bytes, without building

  state.title = 'Yeni başlık';
  state.version = 'v2';
  expect(await read(2)).toEqual(expected());
  expect(reads()).toEqual({ versions: 5, items: 3 });
  expect(await read(2)).toEqual(expected());
  expect(reads()).toEqual({ versions: 6, items: 3 });
});

test('another caller, another version, what the caller is, or an emptied list: built again', async () => {
  state.count = 40;
  await read(3);
  await read(3);
  await read(3);
  expect(reads()).toEqual({ versions: 2, items: 2 });
  await read(4); // another owner: its own entry
  expect(reads()).toEqual({ versions: 2, items: 3 });
  state.who = 'ayşe yılmaz';
  expect(await read(3)).toEqual(expected());
  expect(reads()).toEqual({ versions: 3, items: 4 });
  state.version = null; // as md5 of no rows
  state.count = 0;
  expect(await read(3)).toEqual([]);
  expect(await read(3)).toEqual([]);
  expect(reads()).toEqual({ versions: 4, items: 6 }); // short again: forgotten, no version read
});

test('under check, a kept answer whose version missed a change is refused (500), not sent', async () => {
  state.count = 40;
  await read(5, 'checked');
  await read(5, 'checked');
  expect(await read(5, 'checked')).toEqual(expected());
  state.title = 'Değişti'; // the version stays 'v1': a version that does not cover the title
  const res = await app.inject({ method: 'GET', url: '/own/checked/5' });
  expect(res.statusCode).toBe(500);
});
