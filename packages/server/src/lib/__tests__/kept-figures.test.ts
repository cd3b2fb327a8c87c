import { expect, test } from '@jest/globals';
import { KeptFigures, keptUntilWrite } from '../kept-figures';
import { noteWrite } from '../write-generation';

/** A refresh the test finishes when it wants. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}
const settle = () => new Promise((resolve) => setImmediate(resolve));

test('a kept figure is served as is; undefined forgets it; the oldest key goes first past max', () => {
  const kept = new KeptFigures<number>(60_000, 2);
  expect(kept.get('a')).toBeUndefined();
  kept.set('a', 1);
  kept.set('b', 2);
  kept.set('c', 3);
  expect([kept.get('a'), kept.get('b'), kept.get('c')]).toEqual([undefined, 2, 3]);
  kept.set('b', undefined);
  expect(kept.get('b')).toBeUndefined();
});

test('a fresh figure is not refreshed', () => {
  const kept = new KeptFigures<number>(60_000, 10);
  kept.set('a', 1);
  const calls: string[][] = [];
  kept.refreshStale(['a', 'unknown'], async (stale) => void calls.push(stale));
  expect(calls).toEqual([]);
});

test('a stale figure is served while one refresh runs, then the refreshed one', async () => {
  const kept = new KeptFigures<number>(0, 10); // every figure is stale at once
  kept.set('a', 1);
  const running = deferred();
  const calls: string[][] = [];
  const refresh = async (stale: string[]) => {
    calls.push(stale);
    await running.promise;
    kept.set('a', 2);
  };
  kept.refreshStale(['a', 'unknown'], refresh);
  kept.refreshStale(['a'], refresh); // already being refreshed: not again
  expect(calls).toEqual([['a']]);
  expect(kept.get('a')).toBe(1);
  running.resolve();
  await settle();
  expect(kept.get('a')).toBe(2);
  kept.refreshStale(['a'], async (stale) => void calls.push(stale)); // stale again (TTL 0): refreshed again
  expect(calls).toEqual([['a'], ['a']]);
});

test('a key the refresh did not set is tried again; a failed refresh forgets its keys', async () => {
  const kept = new KeptFigures<number>(0, 10);
  kept.set('a', 1);
  kept.set('b', 1);
  kept.refreshStale(['a'], async () => undefined);
  await settle();
  const calls: string[][] = [];
  const failing = deferred();
  kept.refreshStale(['a', 'b'], (stale) => (calls.push(stale), failing.promise));
  expect(calls).toEqual([['a', 'b']]);
  failing.reject(new Error('database gone'));
  await settle();
  expect([kept.get('a'), kept.get('b')]).toEqual([undefined, undefined]);
});

test('a read kept until the next write: served kept, read again after a write, refreshed behind a call after the TTL, per database', async () => {
  let reads = 0;
  const ttlMs = 50;
  const figures = keptUntilWrite(ttlMs, async (db: { name: string }) => `${db.name} ${++reads}`);
  const one = { name: 'one' };
  const two = { name: 'two' };
  expect(await figures(one)).toBe('one 1');
  expect(await figures(one)).toBe('one 1');
  expect(await figures(two)).toBe('two 2');
  noteWrite();
  expect(await figures(one)).toBe('one 3');
  await new Promise((resolve) => setTimeout(resolve, ttlMs + 10));
  expect(await figures(one)).toBe('one 3'); // old: answered as kept while one read runs behind it
  await settle();
  expect(await figures(one)).toBe('one 4');
  expect(reads).toBe(4);
});
