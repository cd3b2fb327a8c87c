// Where uploaded bytes live. Routes and the files plugin talk to the FileStorage interface only, so
// an S3-compatible backend can replace the local disk later. Keys are generated here (random hex),
// never derived from anything the client sent.
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface FileStorage {
  /** Stores the bytes under `key` (replacing nothing: keys are fresh). */
  put(key: string, data: Uint8Array | Readable): Promise<void>;
  /** The stored bytes; rejects with code 'ENOENT' when the key is unknown. */
  get(key: string): Promise<Readable>;
  /** Removes the bytes; a missing key is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

const KEY = /^[0-9a-f]{32,64}$/;

/** A fresh storage key: 32 random bytes as 64 hex characters (fits stored_files.storage_key). */
export function newStorageKey(): string {
  return randomBytes(32).toString('hex');
}

function assertKey(key: string): void {
  if (!KEY.test(key)) throw new Error('Invalid storage key');
}

/** `<root>/<k0k1>/<k2k3>/<key>`: two-level fan-out by key prefix. */
export class LocalDiskStorage implements FileStorage {
  constructor(readonly root: string) {}

  /** The path of a key; the key is checked (hex only), so it can never leave the root. */
  pathOf(key: string): string {
    assertKey(key);
    return path.join(this.root, key.slice(0, 2), key.slice(2, 4), key);
  }

  async put(key: string, data: Uint8Array | Readable): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
    // Written to a temporary name and renamed, so a reader never sees a half-written file.
    const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      if (data instanceof Readable) await pipeline(data, createWriteStream(temp, { flags: 'wx', mode: 0o600 }));
      else await writeFile(temp, data, { flag: 'wx', mode: 0o600 });
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
    await rename(temp, target);
  }

  async get(key: string): Promise<Readable> {
    const file = this.pathOf(key);
    await stat(file); // rejects with ENOENT before a stream is handed out
    return createReadStream(file);
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.pathOf(key))).isFile();
    } catch {
      return false;
    }
  }
}

/** The default storage of a data directory: `<dataDir>/files/`. */
export function localStorageFor(dataDir: string): LocalDiskStorage {
  return new LocalDiskStorage(path.join(dataDir, 'files'));
}
