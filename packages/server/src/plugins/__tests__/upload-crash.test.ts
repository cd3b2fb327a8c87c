// Uploads are written as pending bytes and published only after their row commits; a process killed
// in between leaves nothing a reader can reach, and the next start's sweep cleans up: it removes
// pending bytes without a row and unreferenced visible bytes, and publishes pending bytes whose row
// did commit. A "kill" is simulated by disabling the clean-up step the dead process never ran.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, test } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../app';
import { storedFiles } from '../../db/schema';
import { loadConfig, type Config } from '../../env';
import { ApiError } from '../../lib/errors';
import { sweepFiles } from '../../services/file-sweep';
import { newStorageKey } from '../../services/storage';
import { multipart, samplePdf } from '../../testing/multipart';
import { ownAppsSuite } from '../../testing/own-apps-suite';
import { FILE_RULES } from '../files';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-crash-'));
const filesRoot = path.join(dataDir, 'files');
const config: Config = { ...loadConfig({}), dataDir, secretKey: 'crash-test-secret-0123456789-0123456789', loginRateLimit: 1000, fileSweepGraceMinutes: 0 };

const suite = ownAppsSuite(dataDir);
const db = () => suite.database.db;

/** Every file under the storage root, relative, sorted. */
const walk = (dir: string, base = dir): string[] =>
  fs.existsSync(dir)
    ? fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name), base) : [path.relative(base, path.join(dir, e.name))])).sort()
    : [];

async function start(routes?: (app: FastifyInstance) => void) {
  const app = suite.closeAfter(await buildApp({ config, database: suite.database, logger: false }));
  routes?.(app);
  await app.ready();
  await app.fileSweep;
  return app;
}

const upload = (app: FastifyInstance, url: string) => {
  const form = multipart([
    { name: 'ozet', value: 'x' },
    { name: 'ek_dosya', filename: 'a.pdf', data: samplePdf(300) },
  ]);
  return app.inject({ method: 'POST', url, payload: form.payload, headers: form.headers });
};


describe('a process killed mid-upload', () => {
  let first: FastifyInstance;
  let committedId = 0;

  beforeAll(async () => {
    first = await start((app) => {
      // Killed after writing the bytes, before the transaction committed: the rollback happens
      // (the database does it) but the process never removes the bytes.
      app.post('/api/_test/crash/before-commit/', { config: { policy: 'anonymous' } }, async (request) =>
        app.files.withUpload(request, { fileField: 'ek_dosya', rule: FILE_RULES.report, required: true }, async () => {
          app.files.storage.delete = async () => undefined;
          throw ApiError.detail(503, 'killed');
        }),
      );
      // Killed right after the commit, before the bytes were published.
      app.post('/api/_test/crash/after-commit/', { config: { policy: 'anonymous' } }, async (request) => {
        app.files.storage.publish = async () => {
          throw ApiError.detail(503, 'killed');
        };
        return app.files.withUpload(request, { fileField: 'ek_dosya', rule: FILE_RULES.report, required: true }, async ({ file }) => {
          committedId = file!.id;
          return { id: file!.id };
        });
      });
    });
  });

  test('leaves no visible file without a row, nor a row whose file shows before it is complete', async () => {
    expect((await upload(first, '/api/_test/crash/before-commit/')).statusCode).toBe(503);
    expect((await upload(first, '/api/_test/crash/after-commit/')).statusCode).toBe(503);
    const files = walk(filesRoot);
    // Two sets of bytes were written, both still pending: none is visible.
    expect(files.filter((f) => f.startsWith('pending/'))).toHaveLength(2);
    expect(files.filter((f) => !f.startsWith('pending/'))).toEqual([]);
    const rows = await db().select().from(storedFiles);
    expect(rows.map((r) => r.id)).toEqual([committedId]);
    // The committed row's bytes are not served yet (404, not half a file).
    const res = await first.inject({ method: 'GET', url: first.files.signedUrl(committedId) });
    expect(res.statusCode).toBe(404);
  });

  test('the next start removes the orphan and publishes the committed upload', async () => {
    // Bytes a killed process left under a visible key after deleting their row, and a referenced file.
    const orphanKey = newStorageKey();
    await first.files.storage.put(orphanKey, samplePdf(100));
    const [kept] = await db()
      .insert(storedFiles)
      .values({ storage_key: newStorageKey(), original_name: 'k.pdf', mime: 'application/pdf', ext: 'pdf', size: 100, sha256: 'x' })
      .returning();
    await first.files.storage.put(kept!.storage_key, samplePdf(100));
    // An interrupted write's temporary file.
    const tmp = path.join('pending', `${newStorageKey()}.abcdef.tmp`);
    fs.writeFileSync(path.join(filesRoot, tmp), 'half');
    await new Promise((r) => setTimeout(r, 20)); // older than "now" at the next start (grace 0)

    const restarted = await start();
    expect(await restarted.fileSweep).toEqual({ published: 1, removed: 3 });
    const [row] = await db().select().from(storedFiles).where(eq(storedFiles.id, committedId));
    expect(walk(filesRoot).sort()).toEqual(
      [row!.storage_key, kept!.storage_key].map((k) => path.join(k.slice(0, 2), k.slice(2, 4), k)).sort(),
    );
    const res = await restarted.inject({ method: 'GET', url: restarted.files.signedUrl(committedId) });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(samplePdf(300))).toBe(true);
  });

  test('a running process publishes a committed upload it failed to publish, however young, on its next look', async () => {
    const graceful: Config = { ...config, fileSweepGraceMinutes: 60, fileSweepIntervalSeconds: 0 };
    const app = suite.closeAfter(await buildApp({ config: graceful, database: suite.database, logger: false }));
    let failPublish = true;
    const publish = app.files.storage.publish.bind(app.files.storage);
    app.files.storage.publish = async (key) => {
      if (failPublish) throw ApiError.detail(503, 'storage unavailable');
      return publish(key);
    };
    let id = 0;
    app.post('/api/_test/publish-fails/', { config: { policy: 'anonymous' } }, async (request) =>
      app.files.withUpload(request, { fileField: 'ek_dosya', rule: FILE_RULES.report, required: true }, async ({ file }) => {
        id = file!.id;
        return { id };
      }),
    );
    await app.ready();
    await app.fileSweep;
    expect((await upload(app, '/api/_test/publish-fails/')).statusCode).toBe(503);
    expect((await app.inject({ method: 'GET', url: app.files.signedUrl(id) })).statusCode).toBe(404);
    failPublish = false;
    expect(await app.pendingSweep.runNow()).toEqual({ published: 1, removed: 0 });
    const res = await app.inject({ method: 'GET', url: app.files.signedUrl(id) });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(samplePdf(300))).toBe(true);
  });

  test('the sweep leaves files younger than the grace period alone', async () => {
    const app = suite.apps.at(-1)!;
    const key = newStorageKey();
    await app.files.storage.putPending(key, samplePdf(100));
    // Within the grace period: an upload of another process may still be committing.
    expect(await sweepFiles(db(), app.files.storage, { graceMs: 60_000 })).toEqual({ published: 0, removed: 0 });
    expect(walk(filesRoot)).toContain(path.join('pending', key));
  });
});
