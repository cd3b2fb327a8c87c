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

export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestContext> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
  const config: Config = { ...loadConfig({}), dataDir, secretKey: 'test-secret-key-of-enough-length-0123456789', ...overrides };
  const database = await openTestDatabase();
  const app = await buildApp({ config, database, logger: false });
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
