// `npm start` on a port that is taken: one line that names the port and how to pick another, no
// "ready" banner (even when the program on the port answers /api/health/ like a portal), no
// EADDRINUSE stack. The server itself says the same when it loses the race for the port. On a free
// port the banner comes once this server reports that it listens.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, test } from '@jest/globals';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));
const root = path.resolve(serverDir, '../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-port-'));
const children: ChildProcess[] = [];
let impostor: http.Server;
let busyPort: number;

beforeAll(async () => {
  // Another program on the port that even answers the health check as a portal would.
  impostor = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"status":"ok","database":"ok"}');
  });
  await new Promise<void>((resolve) => impostor.listen(0, '127.0.0.1', resolve));
  busyPort = (impostor.address() as AddressInfo).port;
});

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await new Promise((resolve) => impostor.close(resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function run(args: string[], cwd: string, port: number, waitFor?: RegExp) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    WEB_ROOT: dataDir, // no built web apps needed
    HOST: '127.0.0.1',
    PORT: String(port),
    PORTAL_SKIP_WEB_BUILD: '1',
    LOG_LEVEL: 'error', // the missing web builds are warnings, not what is tested
  };
  delete env.DATABASE_URL;
  delete env.NODE_OPTIONS; // Jest's --experimental-vm-modules is not for the child
  delete env.INIT_CWD;
  const child = spawn(process.execPath, args, { cwd, env });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const seen = new Promise<string>((resolve, reject) => {
    if (!waitFor) return;
    const check = () => {
      if (waitFor.test(output)) resolve(output);
    };
    child.stdout!.on('data', check);
    child.stderr!.on('data', check);
    void exited.then((code) => reject(new Error(`exited (${code}) before ${waitFor}:\n${output}`)));
  });
  seen.catch(() => {});
  return { child, exited, seen, output: () => output };
}

// eslint-disable-next-line no-control-regex
const visibleLines = (text: string) => text.replace(/\x1b\[[0-9;]*m/g, '').split('\n').filter((l) => l.trim() !== '');

function expectOnePortLine(output: string) {
  const lines = visibleLines(output);
  expect(lines).toHaveLength(1);
  expect(lines[0]).toContain(`Port ${busyPort} (127.0.0.1)`);
  expect(lines[0]).toContain(`PORT=${busyPort + 1} npm start`);
  expect(output).not.toContain('Portal hazır');
  expect(output).not.toMatch(/EADDRINUSE|\n\s+at /);
}

test('npm start on a taken port: one line naming the port and PORT=..., exit 3, no banner', async () => {
  const start = run(['scripts/start.mjs'], root, busyPort);
  expect(await start.exited).toBe(3);
  expectOnePortLine(start.output());
}, 60_000);

test('the server losing the race for the port says the same in one line, no stack', async () => {
  const server = run(['--import', 'tsx', 'src/server.ts'], serverDir, busyPort);
  expect(await server.exited).toBe(3);
  expectOnePortLine(server.output());
}, 120_000);

test('on a free port the banner comes from this server, with the port it listens on', async () => {
  const start = run(['scripts/start.mjs'], root, 0, /Portal hazır/);
  const output = await start.seen;
  const match = /Portal hazır \/ ready in [\d.]+ s: +http:\/\/127\.0\.0\.1:(\d+)\//.exec(output);
  expect(match).not.toBeNull();
  const port = Number(match![1]);
  expect(port).not.toBe(busyPort);
  const health = await fetch(`http://127.0.0.1:${port}/api/health/`);
  expect(await health.json()).toEqual({ status: 'ok', database: 'ok' });
  start.child.kill('SIGTERM');
  expect(await start.exited).toBe(0);
}, 180_000);
