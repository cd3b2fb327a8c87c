// End to end: the embedded database allows one process. A second server on the same DATA_DIR must
// refuse to start (exit 2, the lock's message) while the first keeps serving; once the first stops,
// the lock is released.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, test } from '@jest/globals';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-lock-'));
const children: ChildProcess[] = [];

function startServer() {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    WEB_ROOT: dataDir, // no built web apps needed
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'info',
  };
  delete env.DATABASE_URL;
  delete env.NODE_OPTIONS; // Jest's --experimental-vm-modules is not for the child
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], { cwd: serverDir, env });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const output = () => ({ stdout, stderr });
  const listening = new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', () => {
      const match = /Server listening at (http:\/\/[^"\s]+)/.exec(stdout);
      if (match) resolve(match[1]!);
    });
    void exited.then((code) => reject(new Error(`server exited (${code}) before listening:\n${stdout}\n${stderr}`)));
  });
  listening.catch(() => {}); // awaited only for the server expected to start
  return { child, exited, listening, output };
}

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test('a second server on the same DATA_DIR refuses to start with the lock message', async () => {
  const first = startServer();
  const url = await first.listening;
  const health = await fetch(`${url}/api/health/`);
  expect(health.status).toBe(200);
  expect(fs.readFileSync(path.join(dataDir, 'portal.lock'), 'utf8')).toBe(String(first.child.pid));

  const second = startServer();
  expect(await second.exited).toBe(2);
  expect(second.output().stderr).toContain(`Veri dizini kullanımda: ${dataDir}`);
  expect(second.output().stderr).toContain(`The data directory is in use by process ${first.child.pid}`);
  expect(second.output().stdout).not.toContain('Server listening');

  // The first one is unharmed and still answers; it shuts down cleanly and releases the lock.
  expect((await fetch(`${url}/api/health/`)).status).toBe(200);
  first.child.kill('SIGTERM');
  expect(await first.exited).toBe(0);
  expect(fs.existsSync(path.join(dataDir, 'portal.lock'))).toBe(false);
}, 60_000);
