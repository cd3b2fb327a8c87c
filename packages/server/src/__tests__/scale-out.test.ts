// Scale-out as a deployment runs it: two API processes (A and B) on one PostgreSQL database, one
// Redis and one S3-compatible bucket (s3rver, started here from the npm package). Skipped unless
// TEST_DATABASE_URL and REDIS_URL are set (.ci/run sets both in its PostgreSQL pass).
// - a login on A, the refresh on B, the tokens accepted by both;
// - the login rate limit shared: attempts split over A and B are counted together;
// - a file uploaded through A downloaded through B;
// - 100 overlapping reservation approvals split over A and B: exactly one ONAY;
// - both looking for due reminders every second: each reminder sent once, by one of them.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import pg from 'pg';
import S3rver from 's3rver';
import { buildApp } from '../app';
import { openDatabase, type Database } from '../db/client';
import { applications, calls, notifications, remindersSent, reservations, resources, tokenBlacklist } from '../db/schema';
import { loadConfig, testDatabaseUrl } from '../env';
import { multipart, samplePdf } from '../testing/multipart';
import type { TestContext } from '../testing/test-app';
import { createWorld, WORLD_PASSWORD, type World } from '../testing/world';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));
const pgUrl = testDatabaseUrl();
const redisUrl = process.env.REDIS_URL;
const LIMIT = 5;
const N = 100;

interface Proc {
  url: string;
  child: ChildProcess;
  output: () => string;
}

function startProcess(env: NodeJS.ProcessEnv): Promise<Proc> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info' };
  delete childEnv.NODE_OPTIONS; // Jest's --experimental-vm-modules is not for the child
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], { cwd: serverDir, env: childEnv });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', () => {
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (match) resolve({ url: match[1]!, child, output: () => out });
    });
    child.on('exit', (code) => reject(new Error(`API process exited (${code}) before listening:\n${out}`)));
  });
}

(pgUrl && redisUrl ? describe : describe.skip)('two API processes on PostgreSQL + Redis + S3', () => {
  const name = `portal_scale_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-scale-'));
  let s3: S3rver;
  let database: Database;
  let local: TestContext;
  let w: World;
  let a: Proc;
  let b: Proc;
  // Each phase comes from its own client address (the processes trust one proxy hop).
  const client = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    const dbUrl = new URL(pgUrl!);
    dbUrl.pathname = `/${name}`;

    s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: path.join(tmp, 's3'), configureBuckets: [{ name: 'portal' }] });
    const { port } = (await s3.run()) as { port: number };

    const env = {
      DATABASE_URL: dbUrl.toString(),
      REDIS_URL: redisUrl,
      // One deployment's prefix, new per run: counters of earlier runs (60 s windows) stay apart.
      REDIS_KEY_PREFIX: `portal-scale-out-${randomBytes(4).toString('hex')}:`,
      FILE_STORAGE: 's3',
      S3_BUCKET: 'portal',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      SECRET_KEY: `scale-out-secret-${randomBytes(16).toString('hex')}`,
      LOGIN_RATE_LIMIT: String(LIMIT),
      TRUST_PROXY: '1',
      WEB_ROOT: tmp,
      REMINDER_INTERVAL_SECONDS: '1',
      // Each of A and B one process (on PostgreSQL `npm start` would run one per core).
      WEB_CONCURRENCY: '1',
    };
    // The test's own in-process app migrates the database and builds the world (its logins are
    // counted under a limit and a key prefix of its own).
    const config = {
      ...loadConfig({ ...env, DATA_DIR: path.join(tmp, 'local') }),
      loginRateLimit: 100_000,
      redisKeyPrefix: `${env.REDIS_KEY_PREFIX}local:`,
      reminderIntervalSeconds: 0,
    };
    database = await openDatabase({ kind: 'postgres', url: dbUrl.toString() });
    const app = await buildApp({ config, database, logger: false });
    await app.ready();
    local = { app, database, config, close: () => app.close() };
    w = await createWorld(local);
    [a, b] = await Promise.all([
      startProcess({ ...env, DATA_DIR: path.join(tmp, 'a') }),
      startProcess({ ...env, DATA_DIR: path.join(tmp, 'b') }),
    ]);
  }, 120_000);

  afterAll(async () => {
    for (const p of [a, b]) p?.child.kill('SIGTERM');
    await local?.close();
    await database?.close();
    await s3?.close();
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
    fs.rmSync(tmp, { recursive: true, force: true });
  }, 60_000);

  const call = (p: Proc, method: string, url: string, init: { json?: unknown; token?: string; ip?: string; body?: Buffer; headers?: Record<string, string> } = {}) =>
    fetch(p.url + url, {
      method,
      headers: {
        ...(init.json !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        'x-forwarded-for': init.ip ?? client(),
        ...init.headers,
      },
      body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
    });

  test('a login on A, the refresh on B; both accept the tokens', async () => {
    const username = (await database.db.query.users.findFirst({ where: (u, { eq: e }) => e(u.id, w.userIds.applicantA) }))!.username;
    const login = await call(a, 'POST', '/api/token/', { json: { username, password: WORLD_PASSWORD } });
    expect(login.status).toBe(200);
    const pair = (await login.json()) as { access: string; refresh: string };
    const refreshed = await call(b, 'POST', '/api/token/refresh/', { json: { refresh: pair.refresh } });
    expect(refreshed.status).toBe(200);
    const next = (await refreshed.json()) as { access: string; refresh: string };
    expect((await call(a, 'GET', '/api/profile/', { token: next.access })).status).toBe(200);
    expect((await call(b, 'GET', '/api/profile/', { token: pair.access })).status).toBe(200);
    // The rotated token is spent on both, and its reuse on A (a minute later: sooner reads as a
    // second tab) ended the chain B issued.
    await database.db
      .update(tokenBlacklist)
      .set({ blacklisted_at: new Date(Date.now() - 60_000) })
      .where(eq(tokenBlacklist.jti, decodeJwt(pair.refresh).jti!));
    expect((await call(a, 'POST', '/api/token/refresh/', { json: { refresh: pair.refresh } })).status).toBe(401);
    expect((await call(b, 'GET', '/api/profile/', { token: next.access })).status).toBe(401);
  }, 60_000);

  test('the login rate limit is shared: attempts over A and B count together', async () => {
    const ip = client();
    const statuses: number[] = [];
    for (let i = 0; i <= LIMIT; i++) {
      const res = await call(i % 2 ? b : a, 'POST', '/api/token/', { json: { username: `kimse_${i}`, password: 'Yanlis-1!' }, ip });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array(LIMIT).fill(401), 429]);
  }, 60_000);

  test('a file uploaded through A is downloaded through B', async () => {
    const pdf = samplePdf(2048);
    const form = multipart([
      { name: 'cagri', value: String(w.callId) },
      { name: 'proje_basligi', value: 'Ölçeklenen Proje' },
      { name: 'aciklama', value: 'İki süreç, bir kova.' },
      { name: 'ek_dosya', filename: 'plan.pdf', data: pdf },
    ]);
    const created = await call(a, 'POST', '/api/basvurular/', { token: w.tokens.applicantB.access, body: form.payload, headers: form.headers });
    expect(created.status).toBe(201);
    const link = ((await created.json()) as { ek_dosya: string | null }).ek_dosya;
    expect(link).toMatch(/^\/api\/files\/\d+\/\?exp=/);
    const download = await call(b, 'GET', link!);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);
    // Not on either process's disk: in the bucket.
    expect(fs.existsSync(path.join(tmp, 'a', 'files'))).toBe(false);
  }, 60_000);

  test(`${N} overlapping approvals split over A and B: exactly one ONAY`, async () => {
    const [kaynak] = await database.db.insert(resources).values({ ad: 'Paylaşılan Oda' }).returning();
    const start = new Date(Date.now() + 3 * 86_400_000);
    start.setUTCHours(8, 0, 0, 0);
    const rows = await database.db
      .insert(reservations)
      .values(
        Array.from({ length: N }, (_, i) => ({
          kaynak_id: kaynak!.id,
          basvuru_id: w.applicationA,
          olusturan_id: w.userIds.applicantA,
          baslangic: new Date(start.getTime() + (i % 6) * 30 * 60_000),
          bitis: new Date(start.getTime() + (3.5 + (i % 2) * 0.5) * 3_600_000),
        })),
      )
      .returning({ id: reservations.id });
    const answers = await Promise.all(
      rows.map((r, i) =>
        call(i % 2 ? b : a, 'PATCH', `/api/admin/rezervasyonlar/${r.id}/update_status/`, { token: w.tokens.staff.access, json: { durum: 'ONAY' } }),
      ),
    );
    const codes = answers.map((x) => x.status);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(N - 1);
    const approved = await database.db
      .select()
      .from(reservations)
      .where(and(eq(reservations.kaynak_id, kaynak!.id), eq(reservations.durum, 'ONAY')));
    expect(approved).toHaveLength(1);
  }, 120_000);

  test('both look for due reminders every second: each is sent once, by one process', async () => {
    const [c] = await database.db
      .insert(calls)
      .values({ baslik: 'Kapanmak Üzere', aciklama: 'Test', baslangic: new Date('2020-01-01'), bitis: new Date(Date.now() + 2 * 86_400_000) })
      .returning({ id: calls.id });
    const drafts = await database.db
      .insert(applications)
      .values(Array.from({ length: 5 }, (_, i) => ({ cagri_id: c!.id, basvuran_id: w.userIds.applicantB, proje_basligi: `Taslak ${i}`, aciklama: 'Açıklama', durum: 'TASLAK' as const })))
      .returning({ id: applications.id });
    const keys = drafts.map((d) => `cagri:${d.id}`);
    const sentKeys = async () => (await database.db.select().from(remindersSent)).filter((r) => keys.includes(r.anahtar)).length;
    for (let i = 0; i < 100 && (await sentKeys()) < keys.length; i++) await new Promise((r) => setTimeout(r, 200));
    expect(await sentKeys()).toBe(keys.length);
    // A few more looks by both processes change nothing.
    await new Promise((r) => setTimeout(r, 3_000));
    const sent = await database.db.select().from(notifications).where(and(eq(notifications.alici_id, w.userIds.applicantB), eq(notifications.tur, 'cagri_kapaniyor')));
    expect(sent).toHaveLength(5);
    const logs = [a.output(), b.output()].map((out) => out.split('\n').filter((line) => line.includes('"reminders sent"')).length);
    expect(logs[0]! + logs[1]!).toBe(1);
  }, 60_000);
});
