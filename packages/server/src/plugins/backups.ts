// Scheduled backups (services/backup.ts): every BACKUP_INTERVAL_HOURS (default 24 on the embedded
// database, off on PostgreSQL) an archive of the database and the uploaded files goes to BACKUP_DIR
// (default DATA_DIR/backups), and only the newest BACKUP_KEEP are kept. On PGlite the serving
// instance dumps itself, so the portal keeps running; a backup is one more look of lib/periodic.ts.
import path from 'node:path';
import fp from 'fastify-plugin';
import { periodic, type PeriodicWork } from '../lib/periodic';
import { backupFileName, createBackup, pruneBackups } from '../services/backup';
import type { Database } from '../db/client';
import { secretKeyPath } from '../services/secret';

export interface BackupRun {
  file: string;
  files: number;
  missing: number;
  removed: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** runNow(): one backup now. */
    backups: PeriodicWork<BackupRun>;
  }
}

export default fp<{ database: Database }>(
  async (app, { database }) => {
    const { intervalHours, dir, keep, databaseUrl } = app.config.backup;
    const look = async (): Promise<BackupRun> => {
      const file = path.join(dir, backupFileName(new Date()));
      const secretFile = app.config.secretKey ? undefined : secretKeyPath(app.config);
      const manifest = await createBackup(database, app.files.storage, file, { dumpUrl: databaseUrl, secretFile });
      const removed = pruneBackups(dir, keep).length;
      const run = { file, files: manifest.entries.filter((e) => e.name.startsWith('files/')).length, missing: manifest.missing_files.length, removed };
      app.log.info({ backup: run }, 'backup written');
      return run;
    };
    const intervalMs = Math.round(intervalHours * 3_600_000);
    // The first one an interval after start (a restart loop does not fill the disk with backups).
    app.decorate('backups', periodic(app, 'backup', intervalMs, look));
  },
  { name: 'backups', dependencies: ['files'] },
);
