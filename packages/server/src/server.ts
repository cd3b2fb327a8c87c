// `npm start` ends here: open the database (migrating it), seed the demo on an empty embedded
// database, then listen. Everything else lives in app.ts.
//
// On PostgreSQL several API processes share the port (node:cluster; processes.ts says how many):
// this process migrates the database once, then forks the workers, each of which opens its own
// pool and listens; the cluster module hands incoming connections to them in turn. This process
// forwards a stop signal to the workers, replaces one that dies while serving, and tells `npm start`
// it listens once every worker does.
import cluster, { type Worker } from 'node:cluster';
import os from 'node:os';
import { loadConfig } from './env';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/lock';
import { buildApp } from './app';
import { seedDemoIfEmpty } from './cli/seed';
import { apiProcesses } from './processes';
import { loadSecret } from './services/secret';

const config = loadConfig();

/** The port could not be had: one line, no stack (npm start checks first; this is the race). Worded as scripts/bootstrap.mjs portTakenMessage. */
function portTaken(code: string): never {
  const next = config.port < 65535 ? config.port + 1 : 8081;
  const what = code === 'EACCES' ? 'kullanılamıyor (izin yok) / cannot be used (permission denied)' : 'kullanımda / is already in use';
  console.error(`[portal] Port ${config.port} (${config.host}) ${what}; başka bir port seçin / pick another: PORT=${next} npm start`);
  process.exit(3);
}

interface Listening {
  type: 'portal-listening';
  port: number;
}

/** One API process: open the database, build the app, listen; `summary` is printed once it listens. */
async function serve(summary?: string) {
  try {
    const database = config.databaseUrl
      ? await openDatabase({ kind: 'postgres', url: config.databaseUrl })
      : await openDatabase({ kind: 'pglite', dataDir: config.dataDir });
    // With DATABASE_URL nothing is seeded unless `npm run seed` is asked.
    if (database.kind === 'pglite') await seedDemoIfEmpty(database.db);
    const app = await buildApp({ config, database, serveWeb: true });
    const shutdown = async () => {
      await app.close();
      await database.close();
      process.exit(0);
    };
    process.once('SIGINT', shutdown);
    process.once('SIGTERM', shutdown);
    // `npm run backup` while this process holds the embedded database: a backup now (cli/backup.ts).
    process.on('SIGUSR2', () => void app.backups.runNow().catch((err: unknown) => app.log.error({ err }, 'backup failed')));
    await app.listen({ host: config.host, port: config.port });
    // npm start prints its "ready" banner on this message only: the answer of this very server
    // (in a worker the message goes to the primary, which reports once every worker listens).
    const address = app.server.address();
    if (summary) console.log(`[portal] ${summary}`);
    process.send?.({ type: 'portal-listening', port: typeof address === 'object' && address ? address.port : config.port } satisfies Listening);
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      console.error(err.message);
      process.exit(2);
    }
    const code = (err as { code?: unknown } | null)?.code;
    if (code === 'EADDRINUSE' || code === 'EACCES') portTaken(code);
    throw err;
  }
}

/** The primary of several API processes: migrate once, fork, watch. */
async function runWorkers(count: number) {
  // Before the fork, so that the workers neither race to migrate nor to write a generated secret.
  const database = await openDatabase({ kind: 'postgres', url: config.databaseUrl! });
  await database.close();
  loadSecret(config);

  const listening = new Set<number>();
  let ready = false;
  let stopping = false;
  /** Replacements in the last minute: a worker that dies as fast as it is replaced stops the whole. */
  let restarts: number[] = [];

  const fork = () => {
    const worker = cluster.fork();
    worker.on('message', (message: Listening | undefined) => {
      if (message?.type !== 'portal-listening' || listening.has(worker.id)) return;
      listening.add(worker.id);
      if (!ready && listening.size === count) {
        ready = true;
        console.log(`[portal] ${count} API processes listening on port ${message.port} (pids ${Object.values(cluster.workers ?? {}).map((w) => w?.process.pid).join(', ')})`);
        process.send?.({ type: 'portal-listening', port: message.port } satisfies Listening);
      }
    });
    return worker;
  };

  const stopAll = (signal: NodeJS.Signals) => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  };

  cluster.on('exit', (worker: Worker, code, signal) => {
    listening.delete(worker.id);
    const left = Object.keys(cluster.workers ?? {}).length;
    if (stopping) {
      if (left === 0) process.exit(0);
      return;
    }
    if (!ready) {
      // A worker that cannot start (port taken, database refused): the others would not either.
      stopping = true;
      stopAll('SIGTERM');
      process.exitCode = code || 1;
      if (left === 0) process.exit(code || 1);
      return;
    }
    const now = Date.now();
    restarts = [...restarts.filter((t) => now - t < 60_000), now];
    if (restarts.length > count * 3) {
      console.error(`[portal] API processes keep exiting (${restarts.length} in a minute): stopping.`);
      stopping = true;
      process.exitCode = 1;
      stopAll('SIGTERM');
      if (left === 0) process.exit(1);
      return;
    }
    console.error(`[portal] API process ${worker.process.pid} exited (${signal ?? `exit ${code}`}): starting another`);
    fork();
  });

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      stopAll('SIGTERM');
    });
  }
  for (let i = 0; i < count; i++) fork();
}

if (cluster.isPrimary) {
  const processes = apiProcesses(config, os.availableParallelism());
  for (const warning of processes.warnings) console.warn(`[portal] Uyarı / warning: ${warning}`);
  if (processes.count > 1) {
    console.log(`[portal] ${processes.summary}`);
    await runWorkers(processes.count);
  } else {
    // After listening: a start that fails (port taken, directory locked) says only why.
    await serve(processes.summary);
  }
} else {
  await serve();
}
