// `npm start` ends here: open the database (migrating it), seed the demo on an empty embedded
// database, then listen. Everything else lives in app.ts.
import { loadConfig } from './env';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/lock';
import { buildApp } from './app';
import { seedDemoIfEmpty } from './cli/seed';

const config = loadConfig();

/** The port could not be had: one line, no stack (npm start checks first; this is the race). Worded as scripts/bootstrap.mjs portTakenMessage. */
function portTaken(code: string): never {
  const next = config.port < 65535 ? config.port + 1 : 8081;
  const what = code === 'EACCES' ? 'kullanılamıyor (izin yok) / cannot be used (permission denied)' : 'kullanımda / is already in use';
  console.error(`[portal] Port ${config.port} (${config.host}) ${what}; başka bir port seçin / pick another: PORT=${next} npm start`);
  process.exit(3);
}

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
  await app.listen({ host: config.host, port: config.port });
  // npm start prints its "ready" banner on this message only: the answer of this very server.
  const address = app.server.address();
  process.send?.({ type: 'portal-listening', port: typeof address === 'object' && address ? address.port : config.port });
} catch (err) {
  if (err instanceof DataDirLockedError) {
    console.error(err.message);
    process.exit(2);
  }
  const code = (err as { code?: unknown } | null)?.code;
  if (code === 'EADDRINUSE' || code === 'EACCES') portTaken(code);
  throw err;
}
