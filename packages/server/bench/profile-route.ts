// Where a route's time goes, less at the mercy of a shared machine than `npm run bench`: seeds the
// benchmark's database (same seed, BENCH_SCALE, BENCH_DATABASE_URL), then sends each route N
// requests in-process (app.inject, C at a time) and prints the server process's CPU time per
// request next to the hello route's (CPU time does not count the time this process waited for a
// busy core, so it moves far less than req/s when other work shares the machine). With
// PROFILE_OUT=dir it also writes a V8 CPU profile of each route's measured requests
// (<dir>/<route>.cpuprofile; open it in Chrome DevTools or summarise it by self time).
//
//   BENCH_SCALE=0.1 PROFILE_ROUTES=/api/profile/,/api/admin/basvurular/?page_size=20 \
//     BENCH_DATABASE_URL=postgres://... npx tsx bench/profile-route.ts
//
// Knobs: PROFILE_ROUTES (comma-separated paths; "/api/admin/..." use the admin's token, others
// bench_user's; ids as in `npm run bench` output), PROFILE_REQUESTS (default 2000),
// PROFILE_CONCURRENCY (default 10), PROFILE_OUT.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import { PerformanceObserver } from 'node:perf_hooks';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/env';
import { BENCH_PASSWORD, openBenchDatabase, seed } from './api-bench';

const REQUESTS = Math.max(10, Number.parseInt(process.env.PROFILE_REQUESTS ?? '', 10) || 2000);
const CONCURRENCY = Math.max(1, Number.parseInt(process.env.PROFILE_CONCURRENCY ?? '', 10) || 10);
const ROUTES = (process.env.PROFILE_ROUTES ?? '/api/profile/').split(',').filter(Boolean);
const OUT = process.env.PROFILE_OUT;

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-profile-'));
  const database = await openBenchDatabase(process.env.BENCH_DATABASE_URL || undefined);
  try {
    const seeded = await seed(database.db);
    console.log(`[profile] ${database.label}; seeded in ${(seeded.ms / 1000).toFixed(1)} s; ids ${JSON.stringify(seeded.ids)}`);
    const config: Config = {
      ...loadConfig({}),
      host: '127.0.0.1',
      port: 0,
      dataDir,
      databaseUrl: undefined,
      redisUrl: undefined,
      secretKey: randomBytes(32).toString('hex'),
      logLevel: 'silent',
      loginRateLimit: 1_000_000,
      reminderIntervalSeconds: 0,
      pgliteMaintenanceSeconds: 0,
    };
    const app = await buildApp({ config, database, logger: false });
    app.get('/bench/hello', async () => ({ hello: 'world' }));
    await app.ready();
    const login = async (username: string) => {
      const res = await app.inject({ method: 'POST', url: '/api/token/', payload: { username, password: BENCH_PASSWORD } });
      if (res.statusCode !== 200) throw new Error(`login ${username}: ${res.statusCode} ${res.body}`);
      return (res.json() as { access: string }).access;
    };
    const tokens = { user: await login('bench_user'), admin: await login('bench_admin') };
    const session = new Session();
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 100 });

    const run = async (url: string, n: number) => {
      const headers = url.startsWith('/bench/') ? {} : { authorization: `Bearer ${url.startsWith('/api/admin/') ? tokens.admin : tokens.user}` };
      let next = 0;
      let bad = 0;
      let bytes = 0;
      const worker = async () => {
        while (next < n) {
          next += 1;
          // As a stream: light-my-request otherwise turns every answer into one string, which a
          // real connection never does (it was a quarter of a long list's CPU in this figure).
          const res = await app.inject({ method: 'GET', url, headers, payloadAsStream: true });
          if (res.statusCode !== 200) bad += 1;
          let size = 0;
          for await (const chunk of res.stream()) size += (chunk as Buffer).length;
          bytes = size;
        }
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
      return { bad, bytes };
    };
    let helloCpu = 0;
    for (const url of ['/bench/hello', ...ROUTES]) {
      await run(url, Math.min(500, REQUESTS)); // warm-up (JIT, pool, plans)
      if (OUT) await session.post('Profiler.start');
      let gcMs = 0; // garbage collection pauses on this thread, ms
      const gc = new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) gcMs += entry.duration;
      });
      gc.observe({ entryTypes: ['gc'] });
      const cpu0 = process.cpuUsage();
      const t0 = performance.now();
      const { bad, bytes } = await run(url, REQUESTS);
      const wall = performance.now() - t0;
      const cpu = process.cpuUsage(cpu0);
      gc.disconnect();
      const cpuPerReq = (cpu.user + cpu.system) / REQUESTS; // microseconds
      if (url === '/bench/hello') helloCpu = cpuPerReq;
      if (OUT) {
        const { profile } = await session.post('Profiler.stop');
        fs.mkdirSync(OUT, { recursive: true });
        fs.writeFileSync(path.join(OUT, `${url.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '')}.cpuprofile`), JSON.stringify(profile));
      }
      console.log(
        `[profile] ${url}: ${REQUESTS} requests of ${(bytes / 1024).toFixed(1)} KB, ${((wall * 1000) / REQUESTS).toFixed(0)} µs wall, ${cpuPerReq.toFixed(0)} µs CPU a request (${((gcMs * 1000) / REQUESTS).toFixed(0)} µs in GC)` +
          (helloCpu ? ` (hello/route CPU ${((helloCpu / cpuPerReq) * 100).toFixed(1)} %)` : '') +
          (bad ? `, ${bad} not 200` : ''),
      );
    }
    session.disconnect();
    await app.close();
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error('[profile] failed:', err);
  process.exitCode = 1;
});
