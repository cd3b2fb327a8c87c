// `npm start`'s server on PostgreSQL with WEB_CONCURRENCY=2: two API processes share one port, each
// answers requests (Fastify logs every request with its process id), the start says that uploads on
// local disk must be shared, and SIGTERM stops the whole. Skipped unless TEST_DATABASE_URL is set.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import pg from 'pg';
import { testDatabaseUrl } from '../env';
import { apiProcesses } from '../processes';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));
const pgUrl = testDatabaseUrl();

describe('apiProcesses', () => {
  const base = { fileStorage: 'local' as const, dataDir: '/srv/portal' };
  test('PostgreSQL: one per core by default, WEB_CONCURRENCY when given', () => {
    expect(apiProcesses({ ...base, databaseUrl: 'postgres://db/portal', webConcurrency: undefined }, 8).count).toBe(8);
    expect(apiProcesses({ ...base, databaseUrl: 'postgres://db/portal', webConcurrency: '3' }, 8).count).toBe(3);
    const bad = apiProcesses({ ...base, databaseUrl: 'postgres://db/portal', webConcurrency: 'iki' }, 4);
    expect(bad.count).toBe(4);
    expect(bad.warnings.join('\n')).toContain('WEB_CONCURRENCY=iki is not a whole number');
  });
  test('PostgreSQL with files on local disk: a warning that they must be shared; none with S3', () => {
    expect(apiProcesses({ ...base, databaseUrl: 'postgres://db/portal', webConcurrency: '1' }, 2).warnings.join('\n')).toContain('FILE_STORAGE=s3');
    expect(apiProcesses({ ...base, fileStorage: 's3', databaseUrl: 'postgres://db/portal', webConcurrency: undefined }, 2).warnings).toEqual([]);
  });
  test('the embedded database: one process, a WEB_CONCURRENCY above 1 ignored with a warning', () => {
    const one = apiProcesses({ ...base, databaseUrl: undefined, webConcurrency: '4' }, 8);
    expect(one.count).toBe(1);
    expect(one.summary).toContain('single-process');
    expect(one.warnings.join('\n')).toContain('WEB_CONCURRENCY=4 ignored');
    expect(apiProcesses({ ...base, databaseUrl: undefined, webConcurrency: undefined }, 8).warnings).toEqual([]);
  });
});

/** A GET on a new connection each time (no keep-alive), so that the cluster hands each to a worker in turn. */
function getOnce(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      })
      .on('error', reject);
  });
}

(pgUrl ? describe : describe.skip)('WEB_CONCURRENCY=2 on PostgreSQL', () => {
  const name = `portal_workers_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-workers-'));
  let child: ChildProcess;
  let output = '';
  let url = '';

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    const dbUrl = new URL(pgUrl!);
    dbUrl.pathname = `/${name}`;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: dbUrl.toString(),
      WEB_CONCURRENCY: '2',
      HOST: '127.0.0.1',
      PORT: '0', // the workers of one cluster share the one port the primary picks
      DATA_DIR: tmp,
      WEB_ROOT: tmp,
      SECRET_KEY: `workers-${randomBytes(16).toString('hex')}`,
      LOG_LEVEL: 'info',
      REMINDER_INTERVAL_SECONDS: '0',
    };
    delete env.NODE_OPTIONS; // Jest's --experimental-vm-modules is not for the child
    delete env.REDIS_URL;
    delete env.FILE_STORAGE;
    child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], { cwd: serverDir, env });
    child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
    url = await new Promise<string>((resolve, reject) => {
      const check = () => {
        const port = /\[portal\] 2 API processes listening on port (\d+)/.exec(output)?.[1];
        if (port) resolve(`http://127.0.0.1:${port}`);
      };
      child.stdout!.on('data', check);
      child.on('exit', (code) => reject(new Error(`server exited (${code}) before listening:\n${output}`)));
    });
  }, 120_000);

  afterAll(async () => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
    fs.rmSync(tmp, { recursive: true, force: true });
  }, 60_000);

  test('says how many processes and that local uploads must be shared', () => {
    expect(output).toContain('[portal] 2 API processes on PostgreSQL (WEB_CONCURRENCY=2)');
    expect(output).toMatch(/Uyarı \/ warning: Uploaded files are stored on this machine's disk \(FILE_STORAGE=local/);
  });

  test('requests on new connections are answered by two different worker processes', async () => {
    for (let i = 0; i < 20; i++) expect(await getOnce(`${url}/api/health/`)).toBe(200);
    // Fastify's "request completed" log line carries the pid of the process that answered.
    const pids = new Set<number>();
    for (const line of output.split('\n')) {
      if (!line.includes('"request completed"')) continue;
      pids.add((JSON.parse(line) as { pid: number }).pid);
    }
    expect(pids.size).toBe(2);
    expect(pids.has(child.pid!)).toBe(false);
  }, 60_000);

  test('SIGTERM stops the workers and the primary', async () => {
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    await expect(getOnce(`${url}/api/health/`)).rejects.toThrow();
  }, 30_000);
});
