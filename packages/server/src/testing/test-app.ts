// One app per test file on a fresh database (see test-database.ts); use app.inject() for requests.
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../env';
import { openTestDatabase, type TestDatabase } from './test-database';
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
}

export async function createTestApp(overrides: Partial<Config> = {}, options: TestAppOptions = {}): Promise<TestContext> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
  const config: Config = {
    ...loadConfig({}),
    dataDir,
    secretKey: 'test-secret-key-of-enough-length-0123456789',
    // Many logins per file from one address; the throttling tests set their own limit.
    loginRateLimit: 1000,
    ...overrides,
  };
  const database = await openTestDatabase();
  const app = await buildApp({ config, database, logger: false });
  await options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
