// Jest's side of test files that build their own apps (configs of their own, several starts) on one
// fresh test database, instead of the world's app (world-suite.ts).
import fs from 'node:fs';
import { afterAll, beforeAll } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { openTestDatabase, type TestDatabase } from './test-database';

export interface OwnAppsSuite {
  /** The file's database (once its tests run). */
  readonly database: TestDatabase;
  /** The apps handed to closeAfter, oldest first. */
  readonly apps: readonly FastifyInstance[];
  /** Closes `app` after the file's tests, before the database; returns it. */
  closeAfter<T extends FastifyInstance>(app: T): T;
}

/**
 * Opens a test database before the file's tests; after them closes the apps handed to closeAfter,
 * then the database, and removes `dir` (the file's data or web root).
 */
export function ownAppsSuite(dir: string): OwnAppsSuite {
  let database: TestDatabase | undefined;
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  return {
    get database() {
      if (!database) throw new Error('ownAppsSuite: the database exists only once the tests run');
      return database;
    },
    apps,
    closeAfter: (app) => {
      apps.push(app);
      return app;
    },
  };
}
