// Backups round trip on the database the suite runs on (PGlite, or PostgreSQL with pg_dump and
// pg_restore): a backup taken while applicants keep applying with files holds every application
// acknowledged before it began, with its file's bytes; restored into an empty data directory or
// database and an empty file storage, the portal serves them. A non-empty target and a damaged
// archive are refused before anything is written.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, test } from '@jest/globals';
import { eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import S3rver from 's3rver';
import tar from 'tar-stream';
import { openDatabase, type Database } from '../../db/client';
import { applications, storedFiles } from '../../db/schema';
import { loadConfig, testDatabaseUrl } from '../../env';
import { attachment, fieldParts, multipart, samplePdf } from '../../testing/multipart';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { createWorld, type World } from '../../testing/world';
import { worldSuite } from '../../testing/world-suite';
import { BackupError, createBackup, pruneBackups, restoreBackup, type BackupManifest, type RestoreTarget } from '../backup';
import { localStorageFor, S3Storage, type S3Options } from '../storage';
import { directUrl } from '../../testing/test-database';

let t: TestContext;
let w: World;
const api = worldSuite((app, world) => ([t, w] = [app, world]));
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-backup-test-'));
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const pdf = (i: number) => Buffer.concat([samplePdf(2048), Buffer.from(`\n%${i}-${randomBytes(8).toString('hex')}\n%%EOF\n`)]);

async function apply(i: number): Promise<{ id: number; sha: string }> {
  const bytes = pdf(i);
  const { payload, headers } = multipart([...fieldParts({ cagri: w.callId, proje_basligi: `Yedek Deneme Projesi ${i}`, aciklama: 'Yedekleme sırasında gönderilen başvuru.' }), attachment(`p${i}.pdf`, bytes)]);
  const res = await api.send('POST', '/api/basvurular/', 'applicantA', payload, headers);
  expect(res.statusCode).toBe(201);
  return { id: (res.json() as { id: number }).id, sha: sha(bytes) };
}

/** The acknowledged applications found in `db`, with their files' storage keys and checksums. */
const applicationFiles = (db: Database['db'], ids: number[]) =>
  db
    .select({ id: applications.id, key: storedFiles.storage_key, sha: storedFiles.sha256 })
    .from(applications)
    .innerJoin(storedFiles, eq(storedFiles.id, applications.ek_dosya_id))
    .where(inArray(applications.id, ids));

/** An empty target of the suite's kind, and how to open it afterwards. */
async function emptyTarget(): Promise<{ target: RestoreTarget; open: () => Promise<Database> }> {
  const url = testDatabaseUrl();
  if (!url) {
    const dataDir = path.join(tmp, `restored-${randomBytes(4).toString('hex')}`);
    return { target: { kind: 'pglite', dataDir }, open: () => openDatabase({ kind: 'pglite', dataDir }) };
  }
  const name = `portal_restore_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  // pg_restore over a direct connection (its session settings must not reach PgBouncer's pool).
  const target = new URL(directUrl(url));
  target.pathname = `/${name}`;
  cleanups.push(async () => {
    const dropper = new pg.Client({ connectionString: url });
    await dropper.connect();
    await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await dropper.end();
  });
  return { target: { kind: 'postgres', url: target.toString() }, open: () => openDatabase({ kind: 'postgres', url: target.toString() }) };
}

describe('backup and restore', () => {
  let backupFile: string;
  let manifest: BackupManifest;
  const acknowledged: { id: number; sha: string }[] = [];

  test('a backup while applications keep coming: the manifest lists the database and every file with its checksum', async () => {
    for (let i = 0; i < 5; i++) acknowledged.push(await apply(i));
    // Applicants go on applying while the backup runs.
    let writing = true;
    const during: Promise<unknown>[] = [];
    const writer = (async () => {
      for (let i = 100; writing && i < 140; i++) during.push(apply(i));
    })();
    const run = await t.app.backups.runNow();
    writing = false;
    await writer;
    await Promise.all(during);
    backupFile = run.file;
    expect(path.basename(backupFile)).toMatch(/^portal-backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz$/);

    // The archive: its manifest (last) and entries as the manifest says.
    const extract = tar.extract();
    const names: string[] = [];
    let text = '';
    extract.on('entry', (header, stream, next) => {
      names.push(header.name);
      stream.on('data', (c: unknown) => header.name === 'manifest.json' && (text += String(c)));
      stream.on('end', next);
    });
    await new Promise<void>((resolve, reject) => fs.createReadStream(backupFile).pipe(zlib.createGunzip()).pipe(extract).on('finish', resolve).on('error', reject));
    manifest = JSON.parse(text) as BackupManifest;
    expect(manifest).toMatchObject({ format: 'portal-backup', version: 1, database: t.database.kind, missing_files: [] });
    expect(manifest.migrations).toBeGreaterThan(20);
    expect(names.at(-1)).toBe('manifest.json');
    expect(names[0]).toBe(t.database.kind === 'pglite' ? 'database/pgdata.tar.gz' : 'database/postgres.dump');
    expect(manifest.entries.map((e) => e.name)).toEqual(names.slice(0, -1));
    // The test app has its SECRET_KEY set: no generated secret to carry.
    expect(names).not.toContain('secret_key');
    for (const e of manifest.entries) expect(e.sha256).toMatch(/^[0-9a-f]{64}$/);
    const keys = await applicationFiles(t.database.db, acknowledged.map((a) => a.id));
    expect(keys).toHaveLength(acknowledged.length);
    for (const k of keys) expect(manifest.entries.find((e) => e.name === `files/${k.key}`)?.sha256).toBe(k.sha);
  }, 120_000);

  test('restored into an empty database and file storage: every application acknowledged before the backup, with its bytes', async () => {
    const { target, open } = await emptyTarget();
    const filesDir = path.join(tmp, `files-${randomBytes(4).toString('hex')}`);
    const storage = localStorageFor(filesDir);
    await restoreBackup(backupFile, target, storage);
    const restored = await open();
    cleanups.push(() => restored.close());
    const rows = await applicationFiles(restored.db, acknowledged.map((a) => a.id));
    expect(rows.map((r) => r.id).sort((a, b) => a - b)).toEqual(acknowledged.map((a) => a.id).sort((a, b) => a - b));
    for (const row of rows) {
      const chunks: Buffer[] = [];
      for await (const c of await storage.get(row.key)) chunks.push(c as Buffer);
      expect(sha(Buffer.concat(chunks))).toBe(acknowledged.find((a) => a.id === row.id)!.sha);
      expect(row.sha).toBe(acknowledged.find((a) => a.id === row.id)!.sha);
    }
  }, 120_000);

  test('refused: a target that holds data, a storage that holds files, a damaged archive', async () => {
    const busy: RestoreTarget = t.database.kind === 'pglite' ? { kind: 'pglite', dataDir: path.join(tmp, 'busy') } : { kind: 'postgres', url: directUrl(t.database.url!) };
    if (busy.kind === 'pglite') {
      fs.mkdirSync(path.join(busy.dataDir, 'pgdata'), { recursive: true });
      fs.writeFileSync(path.join(busy.dataDir, 'pgdata', 'PG_VERSION'), '17');
    }
    await expect(restoreBackup(backupFile, busy, localStorageFor(path.join(tmp, 'unused')))).rejects.toThrow(BackupError);

    const { target } = await emptyTarget();
    const full = localStorageFor(path.join(tmp, 'full'));
    await full.put('a'.repeat(32), Buffer.from('x'));
    await expect(restoreBackup(backupFile, target, full)).rejects.toThrow(/not empty/);

    // One byte changed in the middle of the archive: gzip's own check or the manifest's refuses it.
    const damaged = path.join(tmp, 'damaged.tar.gz');
    const bytes = zlib.gunzipSync(fs.readFileSync(backupFile));
    const at = Math.floor(bytes.length / 3);
    bytes[at] = bytes[at]! ^ 0xff;
    fs.writeFileSync(damaged, zlib.gzipSync(bytes));
    const untouched = await emptyTarget();
    const emptyFiles = localStorageFor(path.join(tmp, `e-${randomBytes(3).toString('hex')}`));
    await expect(restoreBackup(damaged, untouched.target, emptyFiles)).rejects.toThrow();
    // Nothing was written: the database and the storage are as empty as before.
    if (untouched.target.kind === 'pglite') expect(fs.existsSync(path.join(untouched.target.dataDir, 'pgdata'))).toBe(false);
    for await (const _ of emptyFiles.list('visible')) throw new Error('a file was restored from a damaged backup');
  }, 120_000);

  test('a generated server secret travels with the backup and is restored (0600) where none exists', async () => {
    const secretFile = path.join(tmp, 'source', 'secret_key');
    fs.mkdirSync(path.dirname(secretFile), { recursive: true });
    fs.writeFileSync(secretFile, 'ab'.repeat(64), { mode: 0o600 });
    const file = path.join(tmp, 'with-secret.tar.gz');
    const made = await createBackup(t.database, t.app.files.storage, file, { dumpUrl: t.config.backup.databaseUrl, secretFile });
    expect(made.entries.map((e) => e.name)).toContain('secret_key');
    const { target } = await emptyTarget();
    const restoredSecret = path.join(tmp, `target-${randomBytes(3).toString('hex')}`, 'secret_key');
    await restoreBackup(file, target, localStorageFor(path.join(tmp, `s-${randomBytes(3).toString('hex')}`)), { secretFile: restoredSecret });
    expect(fs.readFileSync(restoredSecret, 'utf8')).toBe('ab'.repeat(64));
    expect(fs.statSync(restoredSecret).mode & 0o777).toBe(0o600);
  }, 120_000);

  test('only the newest BACKUP_KEEP backups stay; the defaults', () => {
    const dir = path.join(tmp, 'keep');
    fs.mkdirSync(dir);
    const names = ['2026-11-28', '2026-11-29', '2026-11-30', '2026-12-01'].map((d) => `portal-backup-${d}T03-00-00Z.tar.gz`);
    for (const n of [...names, 'notes.txt']) fs.writeFileSync(path.join(dir, n), '');
    expect(pruneBackups(dir, 2)).toEqual(names.slice(0, 2));
    expect(fs.readdirSync(dir).sort()).toEqual(['notes.txt', ...names.slice(2)]);
    expect(loadConfig({ DATA_DIR: '/srv/portal' }).backup).toEqual({ intervalHours: 24, dir: '/srv/portal/backups', keep: 7, databaseUrl: undefined });
    expect(loadConfig({ DATABASE_URL: 'postgres://bouncer/portal', BACKUP_DATABASE_URL: 'postgres://db/portal' }).backup.databaseUrl).toBe('postgres://db/portal');
    expect(loadConfig({ DATABASE_URL: 'postgres://x/y' }).backup.intervalHours).toBe(0);
    expect(loadConfig({ DATABASE_URL: 'postgres://x/y', BACKUP_INTERVAL_HOURS: '6', BACKUP_KEEP: '30' }).backup).toMatchObject({ intervalHours: 6, keep: 30 });
    expect(loadConfig({ BACKUP_INTERVAL_HOURS: '0' }).backup.intervalHours).toBe(0);
  });
});

describe('with the files in an S3 bucket', () => {
  test('a backup of a portal on S3 restores its files into another, empty bucket', async () => {
    const s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: path.join(tmp, 's3'), configureBuckets: [{ name: 'kaynak' }, { name: 'hedef' }] });
    const { port } = (await s3.run()) as { port: number };
    cleanups.push(() => s3.close());
    const bucket = (name: string): S3Options => ({ bucket: name, region: 'us-east-1', endpoint: `http://127.0.0.1:${port}`, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true });
    const onS3 = await createTestApp({ fileStorage: 's3', s3: bucket('kaynak') });
    cleanups.push(() => onS3.close());
    const world = await createWorld(onS3);
    const sent: { id: number; sha: string }[] = [];
    for (let i = 0; i < 3; i++) {
      const bytes = pdf(i);
      const { payload, headers } = multipart([...fieldParts({ cagri: world.callId, proje_basligi: `S3 Yedek Projesi ${i}`, aciklama: 'Dosyası S3 kovasında duran başvuru.' }), attachment(`s${i}.pdf`, bytes)]);
      const res = await onS3.app.inject({ method: 'POST', url: '/api/basvurular/', payload, headers: { ...headers, ...world.auth('applicantA') } });
      expect(res.statusCode).toBe(201);
      sent.push({ id: (res.json() as { id: number }).id, sha: sha(bytes) });
    }
    const { file } = await onS3.app.backups.runNow();

    const { target, open } = await emptyTarget();
    const hedef = new S3Storage(bucket('hedef'));
    cleanups.push(async () => hedef.destroy());
    await restoreBackup(file, target, hedef);
    const restored = await open();
    cleanups.push(() => restored.close());
    const rows = await applicationFiles(restored.db, sent.map((a) => a.id));
    expect(rows).toHaveLength(sent.length);
    for (const row of rows) {
      const chunks: Buffer[] = [];
      for await (const c of await hedef.get(row.key)) chunks.push(c as Buffer);
      expect(sha(Buffer.concat(chunks))).toBe(sent.find((a) => a.id === row.id)!.sha);
    }
  }, 120_000);
});
