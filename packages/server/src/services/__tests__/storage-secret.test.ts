import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { loadSecret, secretKeyPath } from '../secret';
import { LocalDiskStorage, newStorageKey } from '../storage';

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-storage-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function text(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

describe('LocalDiskStorage', () => {
  test('put, exists, get and delete, under a two-level fan-out', async () => {
    const storage = new LocalDiskStorage(path.join(dir, 'files'));
    const key = newStorageKey();
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(await storage.exists(key)).toBe(false);
    await storage.put(key, Buffer.from('merhaba'));
    expect(fs.existsSync(path.join(dir, 'files', key.slice(0, 2), key.slice(2, 4), key))).toBe(true);
    expect(await storage.exists(key)).toBe(true);
    expect(await text(await storage.get(key))).toBe('merhaba');
    const streamed = newStorageKey();
    await storage.put(streamed, Readable.from([Buffer.from('akış '), Buffer.from('verisi')]));
    expect(await text(await storage.get(streamed))).toBe('akış verisi');
    await storage.delete(key);
    await storage.delete(key); // idempotent
    expect(await storage.exists(key)).toBe(false);
    await expect(storage.get(key)).rejects.toMatchObject({ code: 'ENOENT' });
    // no temporary files left behind
    const all = fs.readdirSync(path.join(dir, 'files'), { recursive: true }).map(String);
    expect(all.some((f) => f.endsWith('.tmp'))).toBe(false);
  });

  test('keys that are not generated hex are refused (no path traversal)', async () => {
    const storage = new LocalDiskStorage(path.join(dir, 'files'));
    for (const key of ['../../etc/passwd', 'a/b', '', 'ZZ'.repeat(20), `${'a'.repeat(62)}/.`]) {
      expect(() => storage.pathOf(key)).toThrow();
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow();
      await expect(storage.get(key)).rejects.toThrow();
    }
  });
});

describe('loadSecret', () => {
  test('config.secretKey wins', () => {
    expect(loadSecret({ dataDir: dir, secretKey: 'from-env' })).toBe('from-env');
    expect(fs.existsSync(secretKeyPath({ dataDir: dir }))).toBe(false);
  });

  test('otherwise 64 random bytes are generated once into <dataDir>/secret_key (0600) and reused', () => {
    const dataDir = path.join(dir, 'data');
    const first = loadSecret({ dataDir, secretKey: undefined });
    expect(first).toMatch(/^[0-9a-f]{128}$/);
    const file = secretKeyPath({ dataDir });
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(loadSecret({ dataDir, secretKey: undefined })).toBe(first);
    expect(fs.readFileSync(file, 'utf8').trim()).toBe(first);
  });
});
