// `npm start` ends here: open the database (migrating it), seed the demo on an empty embedded
// database, then listen. Everything else lives in app.ts.
import { loadConfig } from './env';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/lock';
import { buildApp } from './app';
import { seedDemoIfEmpty } from './cli/seed';

const config = loadConfig();

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
} catch (err) {
  if (err instanceof DataDirLockedError) {
    console.error(err.message);
    process.exit(2);
  }
  throw err;
}
