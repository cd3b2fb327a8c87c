// `npm run backup [-- --out FILE]` and `npm run restore -- FILE`, with the server's configuration
// (DATA_DIR or DATABASE_URL, FILE_STORAGE, BACKUP_DIR):
// - backup: an archive of the database and the uploaded files (services/backup.ts) into
//   BACKUP_DIR (or FILE). On the embedded database while the server runs, the server makes it (the
//   one process that may open the database): this command asks it by SIGUSR2 and waits for the file.
// - restore: FILE into an empty data directory or database and an empty file storage; refused
//   (exit 1) when either holds data. Stop the server first.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadConfig, type Config } from '../env';
import { DataDirLockedError } from '../db/lock';
import { BackupError, backupFileName, createBackup, restoreBackup } from '../services/backup';
import { secretKeyPath } from '../services/secret';
import { storageFor } from '../services/storage';

const say = (message: string) => console.log(`[backup] ${message}`);

/** Asks the server holding the embedded database to make a backup now, and waits for it. */
async function askServer(config: Config, pid: number): Promise<string> {
  const dir = config.backup.dir;
  const before = new Set(fs.existsSync(dir) ? fs.readdirSync(dir) : []);
  process.kill(pid, 'SIGUSR2');
  say(`the server (pid ${pid}) holds the database: it is writing the backup`);
  const deadline = Date.now() + 30 * 60_000;
  while (Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 500));
    const fresh = (fs.existsSync(dir) ? fs.readdirSync(dir) : []).filter((n) => !before.has(n) && n.endsWith('.tar.gz'));
    if (fresh.length > 0) return path.join(dir, fresh.sort().at(-1)!);
  }
  throw new BackupError('the server did not write a backup within 30 minutes (see its log)');
}

export async function backupCommand(config: Config, out?: string): Promise<string> {
  const { openDatabase } = await import('../db/client');
  let database;
  try {
    database = config.databaseUrl ? await openDatabase({ kind: 'postgres', url: config.databaseUrl }) : await openDatabase({ kind: 'pglite', dataDir: config.dataDir });
  } catch (err) {
    if (err instanceof DataDirLockedError && !out) return askServer(config, err.pid);
    if (err instanceof DataDirLockedError) throw new BackupError(`${err.message}\nWhile the server runs, leave out --out: the server writes the backup into BACKUP_DIR.`);
    throw err;
  }
  try {
    const file = out ?? path.join(config.backup.dir, backupFileName(new Date()));
    const manifest = await createBackup(database, storageFor(config), file, { dumpUrl: config.backup.databaseUrl, secretFile: config.secretKey ? undefined : secretKeyPath(config) });
    const files = manifest.entries.filter((e) => e.name.startsWith('files/')).length;
    say(`${file}: the database and ${files} files${manifest.missing_files.length ? ` (${manifest.missing_files.length} missing)` : ''}`);
    return file;
  } finally {
    await database.close();
  }
}

export async function restoreCommand(config: Config, file: string): Promise<void> {
  if (!fs.existsSync(file)) throw new BackupError(`no such file: ${file}`);
  const url = config.backup.databaseUrl;
  const target = url ? { kind: 'postgres' as const, url } : { kind: 'pglite' as const, dataDir: config.dataDir };
  const manifest = await restoreBackup(file, target, storageFor(config), { secretFile: config.secretKey ? undefined : secretKeyPath(config) });
  say(`restored the backup of ${manifest.created}: the database and ${manifest.entries.filter((e) => e.name.startsWith('files/')).length} files`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [command, ...args] = process.argv.slice(2);
  const config = loadConfig();
  const outAt = args.indexOf('--out');
  const work = command === 'restore' ? restoreCommand(config, path.resolve(process.env.INIT_CWD || process.cwd(), args.find((a) => !a.startsWith('--')) ?? '')) : backupCommand(config, outAt >= 0 ? path.resolve(process.env.INIT_CWD || process.cwd(), args[outAt + 1] ?? '') : undefined);
  work.then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(`[backup] ${err instanceof BackupError || err instanceof DataDirLockedError ? err.message : String((err as Error).stack ?? err)}`);
      process.exit(1);
    },
  );
}
