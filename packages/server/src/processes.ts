// How many API processes `npm start` runs, and what it says about it at start.
// - PostgreSQL (DATABASE_URL): WEB_CONCURRENCY processes, by default one per core; they share the
//   port through node:cluster (server.ts), and the database, Redis and the outbox as separate
//   machines would.
// - Embedded PGlite: always one process (one connection to one data directory, held under a lock);
//   a WEB_CONCURRENCY above 1 is ignored with a warning rather than refused, because hosting
//   platforms set it on their own.
// - Files on local disk (FILE_STORAGE=local) with PostgreSQL: the processes of this machine share
//   DATA_DIR/files, but another machine on the same database would not see them.
import type { Config } from './env';

export interface ApiProcesses {
  count: number;
  /** One line for the start-up log: how many, and why. */
  summary: string;
  /** Lines to print as warnings at start. */
  warnings: string[];
}

export function apiProcesses(config: Pick<Config, 'databaseUrl' | 'webConcurrency' | 'fileStorage' | 'dataDir'>, cores: number): ApiProcesses {
  const warnings: string[] = [];
  const asked = config.webConcurrency;
  const n = asked === undefined ? undefined : Number(asked);
  const valid = n !== undefined && Number.isInteger(n) && n >= 1;
  if (asked !== undefined && !valid) warnings.push(`WEB_CONCURRENCY=${asked} is not a whole number of at least 1: ignored.`);

  if (!config.databaseUrl) {
    if (valid && n > 1) {
      warnings.push(
        `WEB_CONCURRENCY=${asked} ignored: the embedded database (PGlite) is used by one process only. ` +
          'Set DATABASE_URL (PostgreSQL) to run several API processes.',
      );
    }
    return { count: 1, summary: 'one API process (the embedded database is single-process)', warnings };
  }

  const count = valid ? n : Math.max(1, cores);
  if (config.fileStorage === 'local') {
    warnings.push(
      `Uploaded files are stored on this machine's disk (FILE_STORAGE=local, ${config.dataDir}/files). ` +
        'Every API process must see the same files: on more than one machine use FILE_STORAGE=s3, or mount one shared directory as DATA_DIR/files on each.',
    );
  }
  const why = valid ? `WEB_CONCURRENCY=${asked}` : `one per core, ${cores} cores; WEB_CONCURRENCY sets it`;
  return { count, summary: `${count} API process${count === 1 ? '' : 'es'} on PostgreSQL (${why})`, warnings };
}
