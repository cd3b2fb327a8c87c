// Where uploaded bytes live: the local disk (FILE_STORAGE=local, the default) or an S3-compatible
// bucket (FILE_STORAGE=s3), which several API processes on different machines can share. Routes and
// the files plugin talk to the FileStorage interface only. Keys are generated here (random hex),
// never derived from anything the client sent.
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  CopyObjectCommand,
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Config } from '../env';

export interface StoredObject {
  key: string;
  modifiedAt: Date;
}

/**
 * Two areas: visible keys (what stored_files rows point to) and pending ones. An upload is written
 * as pending and published only after its row has committed, so a crash between the two leaves
 * bytes no reader can reach, which the start-up sweep (services/file-sweep.ts) then removes.
 */
export interface FileStorage {
  /** Stores the bytes under `key`, visible at once (keys are fresh: replaces nothing). */
  put(key: string, data: Uint8Array | Readable): Promise<void>;
  /** Stores the bytes under `key` where no reader looks (see publish). */
  putPending(key: string, data: Uint8Array | Readable): Promise<void>;
  /** Makes a pending key visible; a key already visible is left as it is. */
  publish(key: string): Promise<void>;
  /** The stored bytes; rejects with code 'ENOENT' when the key is unknown. */
  get(key: string): Promise<Readable>;
  /** Removes the bytes, visible or pending; a missing key is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Every name of one area with its last change: keys, and leftovers of interrupted writes. */
  list(area: 'visible' | 'pending'): AsyncIterable<StoredObject>;
  /** Removes one listed name of an area. */
  deleteListed(area: 'visible' | 'pending', name: string): Promise<void>;
}

const KEY = /^[0-9a-f]{32,64}$/;

/** A fresh storage key: 32 random bytes as 64 hex characters (fits stored_files.storage_key). */
export function newStorageKey(): string {
  return randomBytes(32).toString('hex');
}

function assertKey(key: string): void {
  if (!KEY.test(key)) throw new Error('Invalid storage key');
}

/** `<root>/<k0k1>/<k2k3>/<key>`: two-level fan-out by key prefix; pending keys in `<root>/pending/`. */
export class LocalDiskStorage implements FileStorage {
  constructor(readonly root: string) {}

  /** The path of a key; the key is checked (hex only), so it can never leave the root. */
  pathOf(key: string): string {
    assertKey(key);
    return path.join(this.root, key.slice(0, 2), key.slice(2, 4), key);
  }

  pendingPathOf(key: string): string {
    assertKey(key);
    return path.join(this.root, 'pending', key);
  }

  /** Written to a temporary name and renamed, so a reader never sees a half-written file. */
  private async write(target: string, data: Uint8Array | Readable): Promise<void> {
    await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
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

  async put(key: string, data: Uint8Array | Readable): Promise<void> {
    await this.write(this.pathOf(key), data);
  }

  async putPending(key: string, data: Uint8Array | Readable): Promise<void> {
    await this.write(this.pendingPathOf(key), data);
  }

  async publish(key: string): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
    try {
      await rename(this.pendingPathOf(key), target); // atomic on one file system
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT' && (await this.exists(key))) return;
      throw error;
    }
  }

  async get(key: string): Promise<Readable> {
    const file = this.pathOf(key);
    await stat(file); // rejects with ENOENT before a stream is handed out
    return createReadStream(file);
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
    await rm(this.pendingPathOf(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.pathOf(key))).isFile();
    } catch {
      return false;
    }
  }

  async *list(area: 'visible' | 'pending'): AsyncIterable<StoredObject> {
    const entries = async (dir: string) => readdir(dir, { withFileTypes: true }).catch(() => []);
    const files = async function* (dir: string) {
      for (const e of await entries(dir)) {
        // Leftover temporary files of an interrupted write are listed too (the sweep removes them).
        if (!e.isFile() || !/^[0-9a-f]{32,64}(\.[0-9a-f]+\.tmp)?$/.test(e.name)) continue;
        const info = await stat(path.join(dir, e.name)).catch(() => null);
        if (info) yield { key: e.name, modifiedAt: info.mtime };
      }
    };
    if (area === 'pending') {
      yield* files(path.join(this.root, 'pending'));
      return;
    }
    for (const a of await entries(this.root)) {
      if (!a.isDirectory() || !/^[0-9a-f]{2}$/.test(a.name)) continue;
      for (const b of await entries(path.join(this.root, a.name))) {
        if (b.isDirectory() && /^[0-9a-f]{2}$/.test(b.name)) yield* files(path.join(this.root, a.name, b.name));
      }
    }
  }

  /** Removes a listed name that is not a key (an interrupted write's temporary file). */
  async deleteListed(area: 'visible' | 'pending', name: string): Promise<void> {
    const key = name.slice(0, name.indexOf('.') === -1 ? undefined : name.indexOf('.'));
    const dir = area === 'pending' ? path.dirname(this.pendingPathOf(key)) : path.dirname(this.pathOf(key));
    await rm(path.join(dir, path.basename(name)), { force: true });
  }
}

/** The default storage of a data directory: `<dataDir>/files/`. */
export function localStorageFor(dataDir: string): LocalDiskStorage {
  return new LocalDiskStorage(path.join(dataDir, 'files'));
}

/** An S3-compatible bucket through the official AWS SDK: visible keys at `<key>`, pending ones at `pending/<key>`. */
export class S3Storage implements FileStorage {
  private readonly client: S3Client;

  constructor(private readonly options: S3Options) {
    this.client = new S3Client({
      region: options.region,
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      forcePathStyle: options.forcePathStyle,
      ...(options.accessKeyId && options.secretAccessKey
        ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
        : {}),
    });
  }

  private get bucket() {
    return this.options.bucket;
  }

  private async upload(name: string, data: Uint8Array | Readable): Promise<void> {
    // Uploads are buffered already (size-checked); a stream is read whole so the length is known.
    const body = data instanceof Readable ? Buffer.concat(await data.toArray()) : data;
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: name, Body: body, ContentLength: body.length }));
  }

  async put(key: string, data: Uint8Array | Readable): Promise<void> {
    assertKey(key);
    await this.upload(key, data);
  }

  async putPending(key: string, data: Uint8Array | Readable): Promise<void> {
    assertKey(key);
    await this.upload(`pending/${key}`, data);
  }

  async publish(key: string): Promise<void> {
    assertKey(key);
    try {
      await this.client.send(new CopyObjectCommand({ Bucket: this.bucket, Key: key, CopySource: `${this.bucket}/pending/${key}` }));
    } catch (error) {
      if (isNotFound(error) && (await this.exists(key))) return;
      throw error;
    }
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: `pending/${key}` }));
  }

  async get(key: string): Promise<Readable> {
    assertKey(key);
    try {
      const res = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return res.Body as Readable;
    } catch (error) {
      if (isNotFound(error)) throw Object.assign(new Error('No such file'), { code: 'ENOENT' });
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: `pending/${key}` }));
  }

  async exists(key: string): Promise<boolean> {
    assertKey(key);
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }

  async *list(area: 'visible' | 'pending'): AsyncIterable<StoredObject> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, ContinuationToken: token, ...(area === 'pending' ? { Prefix: 'pending/' } : {}) }),
      );
      for (const o of page.Contents ?? []) {
        if (!o.Key) continue;
        const name = area === 'pending' ? o.Key.slice('pending/'.length) : o.Key;
        if (area === 'visible' && o.Key.includes('/')) continue;
        yield { key: name, modifiedAt: o.LastModified ?? new Date() };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async deleteListed(area: 'visible' | 'pending', name: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: area === 'pending' ? `pending/${name}` : name }));
  }

  /** Creates the bucket when it does not exist (a fresh S3-compatible server in tests or a first deployment). */
  async ensureBucket(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
    } catch (error) {
      if (!isNotFound(error)) throw error;
      await this.client.send(new CreateBucketCommand({ Bucket: this.bucket }));
    }
  }

  destroy(): void {
    this.client.destroy();
  }
}

const isNotFound = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.name === 'NoSuchBucket' || e?.$metadata?.httpStatusCode === 404;
};

export interface S3Options {
  bucket: string;
  region: string;
  /** An S3-compatible server's URL (MinIO, Ceph, ...); AWS's own when absent. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `<endpoint>/<bucket>/<key>` rather than `<bucket>.<endpoint>/<key>` (most S3-compatible servers). */
  forcePathStyle: boolean;
}

/** The storage a configuration asks for: the data directory's disk, or the S3 bucket. */
export function storageFor(config: Pick<Config, 'dataDir' | 'fileStorage' | 's3'>): FileStorage {
  if (config.fileStorage === 's3') {
    if (!config.s3) throw new Error('FILE_STORAGE=s3 needs S3_BUCKET');
    return new S3Storage(config.s3);
  }
  return localStorageFor(config.dataDir);
}
