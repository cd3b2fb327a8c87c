// `npm run bench` (DESIGN.md 5: benchmarks are commands, not tests): API throughput and latency of
// the real app over loopback HTTP against a large seeded database, with a hello-world route of the
// same process (same plugins, same hooks) as the ceiling.
//
// - Database: a fresh in-memory PGlite by default; with BENCH_DATABASE_URL a throwaway PostgreSQL
//   database created on that server and dropped afterwards (as src/testing/test-database.ts does).
// - Seed: ~5 000 users, 2 000 companies (owner + employee each), 200 calls, 20 000 applications
//   (one in four with an attachment row), in a few INSERT ... SELECT generate_series statements with
//   one password hash shared by every account. "bench_user" owns 200 of the applications.
// - Load: autocannon in a worker thread (its own event loop, so the load generator does not share
//   the server's), 10 connections, BENCH_DURATION seconds (default 8) per route after a 1 s warm-up;
//   login (hash-bound by design: argon2id, parameters printed) with 2 connections for 3 s.
// - Figures are meant as ratios within one run (req/s as % of the hello route): the machines are
//   shared and noisy, so absolute numbers move from run to run.
//
// Knobs: BENCH_DATABASE_URL, BENCH_DURATION (seconds, 1-60), BENCH_CONNECTIONS (1-100).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app';
import { openDatabase, type Database, type Db } from '../src/db/client';
import { users } from '../src/db/schema';
import { loadConfig, type Config } from '../src/env';
import { describeHashParams, hashPassword } from '../src/services/passwords';

const HOST = '127.0.0.1'; // loopback only, always
const BENCH_PASSWORD = 'Bench1234!';
const SIZES = { users: 5_000, companies: 2_000, calls: 200, applications: 20_000 } as const;
/** Every BENCH_USER_EVERY-th application belongs to bench_user (20 000 / 100 = 200). */
const BENCH_USER_EVERY = 100;
/** Every ATTACHMENT_EVERY-th application has an attachment (signed URL in the list responses). */
const ATTACHMENT_EVERY = 4;
/** The whole run is killed past this, whatever happens (bounded by construction, this is a backstop). */
const WATCHDOG_MS = 8 * 60_000;

const boundedInt = (value: string | undefined, fallback: number, min: number, max: number) => {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) ? Math.min(max, Math.max(min, n)) : fallback;
};
const DURATION_S = boundedInt(process.env.BENCH_DURATION, 8, 1, 60);
const CONNECTIONS = boundedInt(process.env.BENCH_CONNECTIONS, 10, 1, 100);
const LOGIN = { connections: 2, durationS: 3 } as const;

const log = (message: string) => console.log(`[bench] ${message}`);

// ---------------------------------------------------------------------------------------------
// Database: in-memory PGlite, or a throwaway PostgreSQL database.

async function openBenchDatabase(url: string | undefined): Promise<Database & { label: string }> {
  if (!url) {
    const database = await openDatabase({ kind: 'pglite', dataDir: null });
    return { ...database, label: 'PGlite (embedded, in memory, same thread as the server)' };
  }
  const name = `portal_bench_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const version = (await admin.query<{ server_version: string }>('show server_version')).rows[0]?.server_version;
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  let database: Database;
  try {
    // The default pool of openDatabase (10), as `npm start` uses it.
    database = await openDatabase({ kind: 'postgres', url: dbUrl.toString() });
  } catch (err) {
    await dropDatabase(url, name);
    throw err;
  }
  return {
    ...database,
    label: `PostgreSQL ${version ?? '?'} (${dbUrl.host}, throwaway database ${name}, pool 10)`,
    close: async () => {
      try {
        await database.close();
      } finally {
        await dropDatabase(url, name);
      }
    },
  };
}

async function dropDatabase(url: string, name: string) {
  const dropper = new pg.Client({ connectionString: url });
  await dropper.connect();
  try {
    await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await dropper.end();
  }
}

// ---------------------------------------------------------------------------------------------
// Seed: set-based inserts (generate_series), so 30 000 rows take seconds, not minutes.

interface Seeded {
  benchUserId: number;
  counts: Record<string, number>;
  ms: number;
}

const int = (n: number) => sql`${n}::int`;

async function firstId(db: Db, table: string, column: string, where = sql``): Promise<number> {
  const result = await db.execute(sql`select min(${sql.identifier(column)})::int as id from ${sql.identifier(table)} ${where}`);
  const id = (result as unknown as { rows: { id: number | null }[] }).rows[0]?.id;
  if (id === null || id === undefined) throw new Error(`seed: no rows in ${table}`);
  return id;
}

async function seed(db: Db, kind: Database['kind']): Promise<Seeded> {
  const started = Date.now();
  const passwordHash = await hashPassword(BENCH_PASSWORD); // once, shared by every account

  const [benchUser] = await db
    .insert(users)
    .values([
      { username: 'bench_user', password: passwordHash, email: 'bench_user@ornek.com.tr', ad_soyad: 'Deneme Kullanıcısı' },
      { username: 'bench_admin', password: passwordHash, email: 'bench_admin@ornek.com.tr', is_staff: true, is_superuser: true },
    ])
    .returning({ id: users.id });
  const benchUserId = benchUser!.id;

  await db.execute(sql`
    insert into users (username, password, email, first_name, last_name, ad_soyad, telefon, date_joined)
    select 'kullanici_' || lpad(i::text, 5, '0'), ${passwordHash}, 'kullanici' || i || '@ornek.com.tr',
      (array['Ayşe','Mehmet','Zeynep','Ali','Elif','Mustafa','Fatma','Emre'])[1 + i % 8],
      (array['Yılmaz','Kaya','Demir','Şahin','Çelik','Yıldız','Öztürk','Aydın'])[1 + (i / 8) % 8],
      case when i % 3 = 0 then '' else (array['Ayşe','Mehmet','Zeynep','Ali','Elif','Mustafa','Fatma','Emre'])[1 + i % 8]
        || ' ' || (array['Yılmaz','Kaya','Demir','Şahin','Çelik','Yıldız','Öztürk','Aydın'])[1 + (i / 8) % 8] end,
      '0532' || lpad(i::text, 7, '0'),
      now() - (i % 700) * interval '1 day'
    from generate_series(1, ${int(SIZES.users)}) as i`);
  const u0 = await firstId(db, 'users', 'id', sql`where username like 'kullanici\\_%'`);

  await db.execute(sql`
    insert into sirketler (adi, aktif, olusturuldu)
    select (array['Anadolu','Ege','Marmara','Karadeniz','Akdeniz','Trakya','Kapadokya','Boğaziçi'])[1 + i % 8] || ' '
      || (array['Teknoloji','Yazılım','Enerji','Tarım','Sağlık','Lojistik'])[1 + (i / 8) % 6] || ' ' || i || ' A.Ş.',
      i % 10 <> 0, now() - (i % 500) * interval '1 day'
    from generate_series(1, ${int(SIZES.companies)}) as i`);
  const c0 = await firstId(db, 'sirketler', 'id');
  // Company k: owner = user 2k, employee = user 2k+1 (the first 4 000 users belong to a company).
  await db.execute(sql`
    insert into sirket_uyeleri (sirket_id, user_id, rol)
    select ${int(c0)} + k, ${int(u0)} + 2 * k, 'sahip' from generate_series(0, ${int(SIZES.companies - 1)}) as k
    union all
    select ${int(c0)} + k, ${int(u0)} + 2 * k + 1, 'calisan' from generate_series(0, ${int(SIZES.companies - 1)}) as k`);

  await db.execute(sql`
    insert into cagrilar (baslik, aciklama, baslangic, bitis, aktif, olusturuldu)
    select (array['Teknoloji Girişimcilik Çağrısı','Yeşil Dönüşüm Destek Programı','Dijital Sağlık Hızlandırıcı',
                  'Kadın Girişimciler Programı','Tarım Teknolojileri Çağrısı'])[1 + i % 5] || ' ' || (2026 - i / 20) || '/' || (1 + i % 20),
      'Program kapsamında seçilen girişimlere ofis alanı, mentorluk ve hibe desteği sağlanır. Başvurular çevrim içi alınır; '
        || 'değerlendirme sonuçları e-posta ile duyurulur. Çağrı numarası ' || i || '.',
      now() - (i * 5) * interval '1 day', now() - (i * 5) * interval '1 day' + interval '60 days',
      i % 7 <> 0, now() - (i * 5) * interval '1 day'
    from generate_series(1, ${int(SIZES.calls)}) as i`);
  const call0 = await firstId(db, 'cagrilar', 'id');

  const attachments = Math.floor(SIZES.applications / ATTACHMENT_EVERY);
  await db.execute(sql`
    insert into stored_files (storage_key, original_name, mime, ext, size, sha256, uploaded_by)
    select 'bench' || lpad(i::text, 59, '0'), 'proje-ozeti-' || i || '.pdf', 'application/pdf', 'pdf', 48213,
      repeat('0', 64), ${int(u0)} + i % ${int(SIZES.users)}
    from generate_series(1, ${int(attachments)}) as i`);
  const f0 = await firstId(db, 'stored_files', 'id');

  // Applicant of application i: bench_user every 100th, else a user spread by a prime stride; half
  // of the applications of company members name the applicant's company. A quarter of the titles
  // contain "proje" (the admin search below).
  await db.execute(sql`
    insert into basvurular (cagri_id, basvuran_id, sirket_id, proje_basligi, aciklama, durum, ek_dosya_id, olusturuldu, guncellendi)
    select ${int(call0)} + i % ${int(SIZES.calls)},
      case when i % ${int(BENCH_USER_EVERY)} = 0 then ${int(benchUserId)} else ${int(u0)} + (i * 7919) % ${int(SIZES.users)} end,
      case when i % ${int(BENCH_USER_EVERY)} <> 0 and i % 2 = 0 and (i * 7919) % ${int(SIZES.users)} < ${int(2 * SIZES.companies)}
        then ${int(c0)} + ((i * 7919) % ${int(SIZES.users)}) / 2 end,
      (array['Akıllı Tarım Sensör Ağı','Bulut Tabanlı Ön Muhasebe','Yenilenebilir Enerji Projesi','Mobil Sağlık Takibi',
             'Türkçe Müşteri Asistanı','Proje Yönetimi Platformu','Elektrikli Araç Filo Planlayıcı','Oyunlaştırılmış Kodlama Eğitimi',
             'Geri Dönüşüm Pazaryeri','Su Verimliliği Projesi','Fabrika Enerji İzleme','Lojistik Rota Optimizasyonu'])[1 + i % 12] || ' #' || i,
      'Girişimimiz, hedef pazardaki küçük ve orta ölçekli işletmelerin verimliliğini artırmayı amaçlıyor. Prototip hazır, '
        || 'pilot müşterilerle görüşmeler sürüyor; destek süresince ürünü ölçeklendirip ilk satışları yapmayı planlıyoruz. Başvuru ' || i || '.',
      (array['TASLAK','GONDERILDI','INCELEME','ONAY','RED'])[1 + (i + i / ${int(BENCH_USER_EVERY)}) % 5],
      case when i % ${int(ATTACHMENT_EVERY)} = 0 then ${int(f0)} + i / ${int(ATTACHMENT_EVERY)} - 1 end,
      now() - (i % 400) * interval '1 day' - (i % 1440) * interval '1 minute',
      now() - (i % 400) * interval '1 day'
    from generate_series(1, ${int(SIZES.applications)}) as i`);

  // A database in production has statistics; a fresh one gets them here rather than by autovacuum luck.
  if (kind === 'postgres') await db.execute(sql`analyze`);

  const counts: Record<string, number> = {};
  for (const table of ['users', 'sirketler', 'sirket_uyeleri', 'cagrilar', 'stored_files', 'basvurular']) {
    const result = await db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`);
    counts[table] = (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
  }
  const mine = await db.execute(sql`select count(*)::int as n from basvurular where basvuran_id = ${int(benchUserId)}`);
  counts['basvurular of bench_user'] = (mine as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
  return { benchUserId, counts, ms: Date.now() - started };
}

// ---------------------------------------------------------------------------------------------
// Load: autocannon in a worker thread, results back as plain numbers.

interface RunFigures {
  requests: number;
  rps: number;
  p50: number;
  p975: number;
  p99: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

const AUTOCANNON_PATH = createRequire(import.meta.url).resolve('autocannon');

// CommonJS source of the worker: runs one autocannon measurement and posts the figures back.
// Off the main thread autocannon hands back raw histograms; aggregateResult() (its documented
// helper for running it in workers) turns them into the usual latency percentiles. Its per-second
// request histogram comes back empty that way, so req/s is completed requests / duration.
// Latencies are whole milliseconds (autocannon's histogram resolution): 0 means under 1 ms.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const autocannon = require(workerData.modulePath);
autocannon(workerData.options, (err, raw) => {
  if (err) { parentPort.postMessage({ error: String(err && err.stack || err) }); return; }
  const r = autocannon.aggregateResult([raw], workerData.options);
  parentPort.postMessage({ figures: {
    requests: raw.totalCompletedRequests, rps: raw.totalCompletedRequests / raw.duration,
    p50: r.latency.p50, p975: r.latency.p97_5, p99: r.latency.p99,
    non2xx: r.non2xx, errors: r.errors, timeouts: r.timeouts,
  } });
});`;

function runAutocannon(options: autocannon.Options): Promise<RunFigures> {
  const limitMs = ((options.duration as number) + 30) * 1000;
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { modulePath: AUTOCANNON_PATH, options } });
    let settled = false;
    const finish = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      fn();
    };
    const timer = setTimeout(() => finish(() => reject(new Error(`autocannon did not finish within ${limitMs} ms`))), limitMs);
    worker.once('message', (message: { figures?: RunFigures; error?: string }) =>
      finish(() => (message.figures ? resolve(message.figures) : reject(new Error(message.error ?? 'autocannon failed')))),
    );
    worker.once('error', (err) => finish(() => reject(err)));
    worker.once('exit', (code) => finish(() => reject(new Error(`autocannon worker exited (${code})`))));
  });
}

// ---------------------------------------------------------------------------------------------

interface Target {
  name: string;
  method: 'GET' | 'POST';
  /** Path with query string. */
  path: string;
  /** The registered route it needs (method + url without query), or null for the bench route. */
  route: string | null;
  token?: string;
  body?: string;
  connections: number;
  durationS: number;
  warmup: boolean;
}

interface Row {
  target: Target;
  figures?: RunFigures;
  skipped?: string;
}

const ms = (n: number) => (n < 1 ? '<1' : n.toFixed(0));

function printTable(rows: Row[], hello: RunFigures | undefined) {
  const header = ['route', 'conns', 'requests', 'req/s', 'p50 ms', 'p97.5 ms', 'p99 ms', '% of hello req/s'];
  const lines = rows.map(({ target, figures, skipped }) => {
    const name = `${target.method} ${target.path}`;
    if (!figures) return [name, String(target.connections), '-', '-', '-', '-', '-', `skipped: ${skipped}`];
    const ratio = hello && hello.rps > 0 ? `${((figures.rps / hello.rps) * 100).toFixed(figures.rps / hello.rps < 0.01 ? 2 : 1)} %` : '-';
    const bad = figures.non2xx + figures.errors + figures.timeouts;
    return [
      name,
      String(target.connections),
      String(figures.requests),
      figures.rps.toFixed(figures.rps < 100 ? 1 : 0),
      ms(figures.p50),
      ms(figures.p975),
      ms(figures.p99),
      ratio + (bad ? ` (non-2xx ${figures.non2xx}, errors ${figures.errors}, timeouts ${figures.timeouts})` : ''),
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const fmt = (cells: string[]) => `| ${cells.map((c, i) => (i === 0 || i === cells.length - 1 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  console.log(fmt(header));
  console.log(`|${widths.map((w, i) => (i === 0 || i === widths.length - 1 ? `-${'-'.repeat(w)}-` : `-${'-'.repeat(w - 1)}:-`)).join('|')}|`);
  for (const line of lines) console.log(fmt(line));
}

async function main() {
  const watchdog = setTimeout(() => {
    console.error(`[bench] still running after ${WATCHDOG_MS / 60_000} min: giving up.`);
    process.exit(2);
  }, WATCHDOG_MS);
  watchdog.unref();

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const config: Config = {
    ...loadConfig({}),
    host: HOST,
    port: 0,
    dataDir,
    databaseUrl: undefined,
    redisUrl: undefined,
    secretKey: randomBytes(32).toString('hex'),
    logLevel: 'silent',
    // The login benchmark makes hundreds of attempts from one address in a minute.
    loginRateLimit: 1_000_000,
  };

  let database: (Database & { label: string }) | undefined;
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  let cleaned: Promise<void> | undefined;
  const cleanup = () =>
    (cleaned ??= (async () => {
      try {
        await app?.close();
      } finally {
        try {
          await database?.close();
        } finally {
          fs.rmSync(dataDir, { recursive: true, force: true });
        }
      }
    })());
  const onSignal = (signal: NodeJS.Signals) => {
    console.error(`[bench] ${signal}: cleaning up`);
    cleanup().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    const cpus = os.cpus();
    log(`machine: ${cpus.length} cores (${cpus[0]?.model.trim() ?? '?'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.platform()} ${os.release()}`);
    database = await openBenchDatabase(process.env.BENCH_DATABASE_URL || undefined);
    log(`database: ${database.label}`);
    log(`password hashing: ${describeHashParams()}`);

    const seeded = await seed(database.db, database.kind);
    log(`seeded in ${(seeded.ms / 1000).toFixed(1)} s (one password hash included): ${Object.entries(seeded.counts).map(([k, v]) => `${k} ${v}`).join(', ')}`);

    app = await buildApp({ config, database, logger: false });
    // The ceiling: same process, same plugins and hooks, no database.
    app.get('/bench/hello', async () => ({ hello: 'world' }));
    await app.ready();
    await app.listen({ host: HOST, port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const base = `http://${HOST}:${port}`;
    log(`listening on ${base}`);
    const routes = new Set(app.apiRoutes.map((r) => `${r.method} ${r.url}`));

    const login = async (username: string) => {
      const res = await fetch(`${base}/api/token/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password: BENCH_PASSWORD }),
        signal: AbortSignal.timeout(15_000),
      });
      if (res.status !== 200) throw new Error(`login ${username}: HTTP ${res.status} ${await res.text()}`);
      return ((await res.json()) as { access: string }).access;
    };
    const userToken = await login('bench_user');
    const adminToken = await login('bench_admin');

    const std = { connections: CONNECTIONS, durationS: DURATION_S, warmup: true };
    const targets: Target[] = [
      { name: 'hello', method: 'GET', path: '/bench/hello', route: null, ...std },
      { name: 'health', method: 'GET', path: '/api/health/', route: 'GET /api/health/', ...std },
      { name: 'profile', method: 'GET', path: '/api/profile/', route: 'GET /api/profile/', token: userToken, ...std },
      { name: 'calls', method: 'GET', path: '/api/cagrilar/', route: 'GET /api/cagrilar/', token: userToken, ...std },
      { name: 'own applications', method: 'GET', path: '/api/basvurular/', route: 'GET /api/basvurular/', token: userToken, ...std },
      {
        name: 'admin applications, search',
        method: 'GET',
        path: '/api/admin/basvurular/?page=1&page_size=20&search=proje',
        route: 'GET /api/admin/basvurular/',
        token: adminToken,
        ...std,
      },
      {
        name: 'admin applications, no search',
        method: 'GET',
        path: '/api/admin/basvurular/?page=1&page_size=20',
        route: 'GET /api/admin/basvurular/',
        token: adminToken,
        ...std,
      },
      {
        name: 'login',
        method: 'POST',
        path: '/api/token/',
        route: 'POST /api/token/',
        body: JSON.stringify({ username: 'bench_user', password: BENCH_PASSWORD }),
        connections: LOGIN.connections,
        durationS: LOGIN.durationS,
        warmup: false,
      },
    ];

    const rows: Row[] = [];
    for (const target of targets) {
      if (target.route && !routes.has(target.route)) {
        rows.push({ target, skipped: 'route not registered yet' });
        log(`${target.name}: ${target.route} is not registered: skipped`);
        continue;
      }
      const headers: Record<string, string> = {};
      if (target.token) headers.authorization = `Bearer ${target.token}`;
      if (target.body) headers['content-type'] = 'application/json';
      // One probe: the route must answer 200, or its figures would measure an error path.
      const probe = await fetch(base + target.path, { method: target.method, headers, body: target.body, signal: AbortSignal.timeout(30_000) });
      const probeBody = await probe.text();
      if (probe.status !== 200) {
        rows.push({ target, skipped: `probe answered HTTP ${probe.status}` });
        log(`${target.name}: probe answered HTTP ${probe.status} ${probeBody.slice(0, 200)}: skipped`);
        continue;
      }
      const options: autocannon.Options = {
        url: base + target.path,
        method: target.method,
        headers,
        ...(target.body ? { body: target.body } : {}),
        connections: target.connections,
        duration: target.durationS,
        timeout: 20,
      };
      if (target.warmup) await runAutocannon({ ...options, duration: 1 });
      log(`${target.name}: ${target.method} ${target.path} (${probeBody.length} bytes), ${target.connections} connections, ${target.durationS} s`);
      const figures = await runAutocannon(options);
      rows.push({ target, figures });
    }

    const hello = rows.find((r) => r.target.route === null)?.figures;
    console.log('');
    log(`results (${database.label}; ${SIZES.applications} applications, ${SIZES.users} users):`);
    console.log('');
    printTable(rows, hello);
    console.log('');
    console.log(
      'Machines are shared and noisy: compare the "% of hello" ratios within one run, not absolute req/s across runs.\n' +
        `The hello route is the ceiling of this process (same plugins and hooks, no database); login is bound by one argon2id hash per attempt (${describeHashParams()}).`,
    );
  } finally {
    await cleanup();
    process.removeListener('SIGINT', onSignal);
    process.removeListener('SIGTERM', onSignal);
  }
}

main().catch((err: unknown) => {
  console.error('[bench] failed:', err);
  process.exitCode = 1;
});
