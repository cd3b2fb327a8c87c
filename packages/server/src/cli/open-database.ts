// The database a command-line tool works on: PostgreSQL when DATABASE_URL is set, else the embedded
// one in DATA_DIR. The embedded database allows one process, so while the server runs on it the
// tool stops (exit 2) with the lock's message and `whenLocked`, the tool's own advice.
import type { Config } from '../env';
import type { Database } from '../db/client';

export async function openConfiguredDatabase(config: Config, whenLocked: string): Promise<Database> {
  // Loaded here, not at the top: the tools' modules are imported by tests that never open one.
  const { openDatabase } = await import('../db/client');
  const { DataDirLockedError } = await import('../db/lock');
  try {
    return config.databaseUrl
      ? await openDatabase({ kind: 'postgres', url: config.databaseUrl })
      : await openDatabase({ kind: 'pglite', dataDir: config.dataDir });
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      console.error(err.message);
      console.error(whenLocked);
      process.exit(2);
    }
    throw err;
  }
}
