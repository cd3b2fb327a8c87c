// Backups: one archive (tar, gzipped) holding the database and every uploaded file its rows point
// to, with a manifest of each entry's size and sha256; and the way back into an EMPTY data directory
// or database (a non-empty one is refused, nothing is overwritten).
//
//   manifest.json            format, when, database kind, migrations, entries [{name, bytes, sha256}], files missing
//   database/pgdata.tar.gz   PGlite: its data directory, dumped by the serving instance (dumpDataDir)
//   database/postgres.dump   PostgreSQL: pg_dump's custom format (pg_restore reads it)
//   files/<storage key>      the bytes of each stored_files row, from local disk or S3
//   secret_key               the generated server secret (DATA_DIR/secret_key, when SECRET_KEY is not
//                            set): without it the restored portal could not read its two-factor secrets
//
// The database is copied first, then the files its rows name (a file deleted in between is listed
// under `missing_files`; one uploaded in between is not needed by the copy). Used by the scheduled
// backups of the server (plugins/backups.ts) and by `npm run backup` / `npm run restore`.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import tar from 'tar-stream';
import type { Database } from '../db/client';
import { lockDataDir } from '../db/lock';
import type { FileStorage } from './storage';

export const BACKUP_FORMAT = 'portal-backup';
const MANIFEST = 'manifest.json';
const PGLITE_ENTRY = 'database/pgdata.tar.gz';
const POSTGRES_ENTRY = 'database/postgres.dump';
const FILE_PREFIX = 'files/';
const SECRET_ENTRY = 'secret_key';

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: 1;
  created: string;
  database: 'pglite' | 'postgres';
  migrations: number;
  entries: { name: string; bytes: number; sha256: string }[];
  missing_files: string[];
}

export class BackupError extends Error {}

/** `portal-backup-2026-12-01T09-00-00Z.tar.gz` */
export const backupFileName = (at: Date) => `portal-backup-${at.toISOString().slice(0, 19).replace(/:/g, '-')}Z.tar.gz`;

/** Runs a command, its stdout into `output` (when given); rejects with its stderr when it fails. */
function runTool(command: string, args: string[], output?: NodeJS.WritableStream): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', output ? 'pipe' : 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr!.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-4000)));
    if (output) child.stdout!.pipe(output);
    child.once('error', (err: NodeJS.ErrnoException) =>
      reject(new BackupError(err.code === 'ENOENT' ? `${command} bulunamadı / not found: PostgreSQL'in istemci araçlarını kurun (apt-get install postgresql-client)` : err.message)),
    );
    child.once('close', (code) => (code === 0 ? resolve() : reject(new BackupError(`${command} failed (${code}): ${stderr.trim()}`))));
  });
}

/** Counts bytes and hashes what flows through. */
function measured() {
  const hash = createHash('sha256');
  let bytes = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _enc, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  return { stream, result: () => ({ bytes, sha256: hash.digest('hex') }) };
}

async function migrationCount(db: Database['db']): Promise<number> {
  const result = (await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
}

/**
 * Writes a backup of `database` and the files of `storage` to `file`. Returns its manifest.
 * PostgreSQL: pg_dump reads `dumpUrl` (default the database's own URL), a direct connection.
 */
export async function createBackup(database: Database, storage: FileStorage, file: string, options: { now?: Date; dumpUrl?: string; secretFile?: string } = {}): Promise<BackupManifest> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-backup-'));
  const partial = `${file}.partial`;
  try {
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: 1,
      created: (options.now ?? new Date()).toISOString(),
      database: database.kind,
      migrations: await migrationCount(database.db),
      entries: [],
      missing_files: [],
    };
    // The database into a temporary file first (tar needs each entry's size before its bytes).
    const dumpFile = path.join(work, 'database');
    let dumpEntry: string;
    if (database.kind === 'pglite') {
      if (!database.dumpDataDir) throw new BackupError('this database cannot be dumped');
      fs.writeFileSync(dumpFile, Buffer.from(await (await database.dumpDataDir()).arrayBuffer()));
      dumpEntry = PGLITE_ENTRY;
    } else {
      const url = options.dumpUrl ?? database.url;
      if (!url) throw new BackupError('pg_dump needs the database URL');
      await runTool('pg_dump', ['--format=custom', '--no-owner', `--file=${dumpFile}`, `--dbname=${url}`]);
      dumpEntry = POSTGRES_ENTRY;
    }
    const keys = ((await database.db.execute(sql`select storage_key as key, size from stored_files order by id`)) as unknown as { rows: { key: string; size: number }[] }).rows;

    fs.mkdirSync(path.dirname(file), { recursive: true });
    const pack = tar.pack();
    const written = pipeline(pack, zlib.createGzip({ level: 6 }), fs.createWriteStream(partial));
    const addEntry = async (name: string, size: number, source: Readable) => {
      const m = measured();
      const entry = pack.entry({ name, size });
      await pipeline(source, m.stream, entry);
      manifest.entries.push({ name, ...m.result() });
    };
    await addEntry(dumpEntry, fs.statSync(dumpFile).size, fs.createReadStream(dumpFile));
    for (const { key, size } of keys) {
      let source: Readable;
      try {
        source = await storage.get(key);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
        manifest.missing_files.push(key);
        continue;
      }
      await addEntry(FILE_PREFIX + key, Number(size), source);
    }
    if (options.secretFile && fs.existsSync(options.secretFile)) {
      await addEntry(SECRET_ENTRY, fs.statSync(options.secretFile).size, fs.createReadStream(options.secretFile));
    }
    const manifestBytes = Buffer.from(JSON.stringify(manifest, null, 2));
    pack.entry({ name: MANIFEST }, manifestBytes);
    pack.finalize();
    await written;
    fs.renameSync(partial, file);
    return manifest;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
    fs.rmSync(partial, { force: true });
  }
}

/** Unpacks a backup into `dir` and checks every entry against the manifest; returns the manifest. */
async function unpackVerified(file: string, dir: string): Promise<BackupManifest> {
  const extract = tar.extract();
  const seen = new Map<string, { bytes: number; sha256: string }>();
  let manifest: BackupManifest | undefined;
  extract.on('entry', (header, stream, next) => {
    const name = header.name;
    if (name === MANIFEST) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: unknown) => chunks.push(c as Buffer));
      stream.on('end', () => {
        manifest = JSON.parse(Buffer.concat(chunks).toString('utf8')) as BackupManifest;
        next();
      });
      return;
    }
    // Only the names a backup writes: nothing can land outside `dir`.
    if (!(name === PGLITE_ENTRY || name === POSTGRES_ENTRY || name === SECRET_ENTRY || /^files\/[0-9a-f]{32,64}$/.test(name))) {
      stream.resume();
      next(new BackupError(`unexpected entry in the backup: ${name}`));
      return;
    }
    const target = path.join(dir, name);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    const m = measured();
    pipeline(stream, m.stream, fs.createWriteStream(target)).then(() => {
      seen.set(name, m.result());
      next();
    }, next);
  });
  await pipeline(fs.createReadStream(file), zlib.createGunzip(), extract);
  if (!manifest || manifest.format !== BACKUP_FORMAT) throw new BackupError('not a portal backup (no manifest)');
  for (const entry of manifest.entries) {
    const got = seen.get(entry.name);
    if (!got || got.bytes !== entry.bytes || got.sha256 !== entry.sha256) throw new BackupError(`damaged backup: ${entry.name} does not match its checksum`);
  }
  return manifest;
}

export type RestoreTarget =
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'postgres'; url: string };

/** Whether the target database holds anything (then a restore is refused). */
async function targetIsEmpty(target: RestoreTarget): Promise<boolean> {
  if (target.kind === 'pglite') {
    const pgdata = path.join(target.dataDir, 'pgdata');
    return !fs.existsSync(pgdata) || fs.readdirSync(pgdata).length === 0;
  }
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: target.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
    );
    return rows[0]!.n === 0;
  } finally {
    await client.end();
  }
}

async function storageIsEmpty(storage: FileStorage): Promise<boolean> {
  for await (const _ of storage.list('visible')) return false;
  return true;
}

/**
 * Brings the backup `file` back into `target` (an empty data directory or database) and `storage`
 * (empty too). Refuses with BackupError before writing anything when either holds data, or when
 * the archive does not match its manifest.
 */
export async function restoreBackup(file: string, target: RestoreTarget, storage: FileStorage, options: { secretFile?: string } = {}): Promise<BackupManifest> {
  if (!(await targetIsEmpty(target))) {
    throw new BackupError(
      target.kind === 'pglite'
        ? `Veri dizini boş değil / the data directory is not empty: ${path.join(target.dataDir, 'pgdata')}`
        : 'Veritabanı boş değil / the database is not empty: restore into a new, empty database',
    );
  }
  if (!(await storageIsEmpty(storage))) throw new BackupError('Dosya deposu boş değil / the file storage is not empty');
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-restore-'));
  try {
    const manifest = await unpackVerified(file, work);
    if (manifest.database !== target.kind) throw new BackupError(`a ${manifest.database} backup cannot be restored into ${target.kind}`);
    if (target.kind === 'pglite') {
      const { PGlite } = await import('@electric-sql/pglite');
      const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
      // The data directory's lock, as the server takes it: a server started meanwhile waits its turn.
      const release = lockDataDir(target.dataDir);
      try {
        const dump = new Blob([fs.readFileSync(path.join(work, PGLITE_ENTRY))]);
        const client = new PGlite({ dataDir: path.join(target.dataDir, 'pgdata'), loadDataDir: dump, extensions: { pg_trgm } });
        await client.waitReady;
        await client.close();
      } finally {
        release();
      }
    } else {
      await runTool('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${target.url}`, path.join(work, POSTGRES_ENTRY)]);
    }
    // The generated secret, unless the target has its own (or SECRET_KEY is set: no secretFile).
    if (options.secretFile && manifest.entries.some((e) => e.name === SECRET_ENTRY) && !fs.existsSync(options.secretFile)) {
      fs.mkdirSync(path.dirname(options.secretFile), { recursive: true });
      fs.copyFileSync(path.join(work, SECRET_ENTRY), options.secretFile);
      fs.chmodSync(options.secretFile, 0o600);
    }
    for (const entry of manifest.entries) {
      if (!entry.name.startsWith(FILE_PREFIX)) continue;
      await storage.put(entry.name.slice(FILE_PREFIX.length), fs.createReadStream(path.join(work, entry.name)));
    }
    return manifest;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/** Keeps the newest `keep` backups in `dir` (by name, which is by date) and removes the others. */
export function pruneBackups(dir: string, keep: number): string[] {
  if (!fs.existsSync(dir)) return [];
  const all = fs
    .readdirSync(dir)
    .filter((n) => /^portal-backup-.*\.tar\.gz$/.test(n))
    .sort();
  const gone = all.slice(0, Math.max(0, all.length - keep));
  for (const name of gone) fs.rmSync(path.join(dir, name), { force: true });
  return gone;
}

