// One app per test file on a fresh database (see test-database.ts); use app.inject() for requests.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../app';
import { loadConfig, type Config } from '../env';
import { directUrl, openTestDatabase, type TestDatabase } from './test-database';
import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';

export interface TestContext {
  app: FastifyInstance;
  database: TestDatabase;
  config: Config;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Runs after buildApp() and before app.ready(): register test-only routes here. */
  beforeReady?: (app: FastifyInstance) => void | Promise<void>;
  /** The e-mail outbox worker's options (see plugins/mail-outbox.ts). */
  mail?: BuildOptions['mail'];
  /** Another app on the same database (a second API process). */
  database?: TestDatabase;
}

export async function createTestApp(overrides: Partial<Config> = {}, options: TestAppOptions = {}): Promise<TestContext> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
  const config: Config = {
    ...loadConfig({}),
    dataDir,
    secretKey: 'test-secret-key-of-enough-length-0123456789',
    // Many logins per file from one address; the throttling tests set their own limit.
    loginRateLimit: 1000,
    // Its own Redis keys (when a test passes redisUrl): counters of other tests and runs stay apart.
    redisKeyPrefix: `portal-test-${randomUUID()}:`,
    // Reminders look only when a test asks, with its own clock (app.reminders.runNow(now)).
    reminderIntervalSeconds: 0,
    // PGlite's VACUUM/ANALYZE rounds run only when a test asks (app.dbMaintenance.runNow()).
    pgliteMaintenanceSeconds: 0,
    // Pruning rounds run only when a test asks (app.retention.runNow(now)).
    retentionIntervalSeconds: 0,
    // Backups only when a test asks (app.backups.runNow()), into the test's own data directory.
    backup: { intervalHours: 0, dir: path.join(dataDir, 'backups'), keep: 7, databaseUrl: undefined },
    ...overrides,
  };
  const shared = options.database;
  const database = shared ?? (await openTestDatabase());
  // pg_dump reads the file's database over a direct connection (testing/test-database.ts).
  if (database.url) config.backup.databaseUrl = directUrl(database.url);
  const app = await buildApp({ config, database, logger: false, mail: options.mail });
  await options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      if (!shared) await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
