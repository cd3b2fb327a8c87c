// `npm run bench`'s headline: a mixed workload against the real server process (`src/server.ts`, as
// `npm start` runs it) on the product's scale (api-bench.ts's seed: 100 000 applications), from
// closed-loop virtual users who think between their requests, over loopback HTTP.
//
// - Applicants log in, read their profile, the open calls, a call, their applications and
//   reservations, their notifications and the bell (conditional GETs, as a browser sends them),
//   refresh their tokens, log out and in again, apply with a 200 KB PDF (multipart, a real PDF
//   header: the server checks the bytes) and edit their profile.
// - Mentors read their queue (active assignments), their evaluations and one assignment's, and
//   evaluate.
// - Staff search the applications, page deep, filter by status, approve or reject with a note
//   (history, a notification and an e-mail in the outbox for the applicant), read the dashboard.
//
// E-mail is on, as in production: the server sends its outbox to an SMTP server of the bench's own
// on loopback that accepts every message and keeps none.
//
// Each step's count, req/s, p50/p95/p99 and errors are printed; afterwards every acknowledged write
// (an answer 2xx) is looked up in the database: applications with their files, status changes with
// their history row and notification, evaluations, profile edits. Results go to docs/bench/ as a
// markdown table with the command that made them (at the full seed scale).
//
// Knobs (environment):
//   BENCH_DATABASE_URL  PostgreSQL server: a throwaway database on it (else embedded PGlite on disk)
//   BENCH_USERS         applicants (default 200); mentors and staff are added: users/40 and users/50
//   BENCH_DURATION      seconds measured (default 60, 5-600), after every user has logged in
//   BENCH_THINK_MS      think time between two requests of a user, "min-max" ms (default 200-500)
//   BENCH_WARMUP        seconds of load before the first measurement, not counted (default 5)
//   BENCH_RUNS          measured periods of BENCH_DURATION s, one after another (default 1); with
//                       more, each step shows the median of the periods' figures (the docs: 3)
//   WEB_CONCURRENCY     API processes (the server's own default: one per core on PostgreSQL)
//   BENCH_STEP_UP=1     raise the users level by level (BENCH_STEP_DURATION s each, default 20) until
//                       a read step's p99 passes 250 ms or BENCH_STEP_MAX users (default 1000); the
//                       capacity is the last level where every read p99 stayed under 250 ms
//   BENCH_SCALE         seed scale (api-bench.ts), 0.01-1
//   BENCH_RESEED=1      seed afresh instead of copying the cached seeded database (createDatabase)
//   BENCH_CPU_PROF=dir  the server's processes write V8 CPU profiles (--cpu-prof) into dir at exit
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { FormData, request, type Dispatcher } from 'undici';
import { openDatabase, type Db } from '../src/db/client';
import { BENCH_PASSWORD, seed } from './api-bench';

const HOST = '127.0.0.1'; // loopback only
const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
const DOCS_DIR = path.join(SERVER_DIR, '..', '..', 'docs', 'bench');
const READ_P99_MS = 250;
const APPLY_P99_MS = 500;
const PDF_BYTES = 200 * 1024;
/** The whole run is killed past this, whatever happens. */
const WATCHDOG_MS = 30 * 60_000;

const bounded = (value: string | undefined, fallback: number, min: number, max: number) => {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) ? Math.min(max, Math.max(min, n)) : fallback;
};
const env = process.env;
const MAX_USERS = 5000;
const USERS = bounded(env.BENCH_USERS, 200, 1, MAX_USERS);
const DURATION_S = bounded(env.BENCH_DURATION, 60, 5, 600);
const [THINK_MIN, THINK_MAX] = (() => {
  const [a, b] = (env.BENCH_THINK_MS ?? '200-500').split('-').map((s) => Number.parseInt(s, 10));
  const min = Number.isFinite(a) ? Math.max(0, a!) : 200;
  return [min, Number.isFinite(b) ? Math.max(min, b!) : min];
})();
const WARMUP_S = bounded(env.BENCH_WARMUP, 5, 0, 60);
const RUNS = bounded(env.BENCH_RUNS, 1, 1, 9);
const STEP_UP = env.BENCH_STEP_UP === '1';
const STEP_DURATION_S = bounded(env.BENCH_STEP_DURATION, 20, 5, 300);
const STEP_MAX = bounded(env.BENCH_STEP_MAX, 1000, 1, MAX_USERS);
const PG_URL = env.BENCH_DATABASE_URL || undefined;

const log = (message: string) => console.log(`[mixed] ${message}`);
const mentorsFor = (applicants: number) => Math.max(1, Math.ceil(applicants / 40));
const staffFor = (applicants: number) => Math.max(1, Math.ceil(applicants / 50));

// ---------------------------------------------------------------------------------------------
// The database: seeded, with the accounts the virtual users play, then handed to the server.

interface Account {
  id: number;
  username: string;
}
interface Fixtures {
  applicants: Account[];
  mentors: Account[];
  staff: Account[];
  openCalls: number[];
  sizes: Record<string, number>;
}

const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>) => (await db.execute(query)) as unknown as { rows: T[] };

/** api-bench.ts's seed, plus the staff accounts (with the seed's password: its hash copied). */
async function seedAll(db: Db) {
  const seeded = await seed(db);
  await db.execute(sql`
    insert into users (username, password, email, first_name, last_name, is_staff)
    select 'bench_staff_' || k, u.password, 'bench_staff_' || k || '@ornek.com.tr', 'Personel', 'Bench ' || k, true
    from users u, generate_series(1, ${staffFor(MAX_USERS)}::int) as k where u.username = 'bench_admin'`);
  return seeded;
}

/** The accounts and ids the users play with, read from the seeded database. */
async function readFixtures(db: Db, maxApplicants: number): Promise<Fixtures> {
  const staff = (await rowsOf<Account>(db, sql`select id, username from users where username like 'bench\\_staff\\_%' order by id`)).rows;
  // Applicants: users who are neither mentors nor company members (they apply without a company).
  const applicants = (
    await rowsOf<Account>(
      db,
      sql`select id, username from users u where username like 'kullanici\\_%'
        and not exists (select 1 from mentorler m where m.user_id = u.id)
        and not exists (select 1 from sirket_uyeleri s where s.user_id = u.id)
        order by id desc limit ${maxApplicants}::int`,
    )
  ).rows;
  if (applicants.length < maxApplicants) throw new Error(`the seed has ${applicants.length} applicant accounts, ${maxApplicants} asked (raise BENCH_SCALE)`);
  // Mentors with active assignments to evaluate.
  const mentors = (
    await rowsOf<Account>(
      db,
      sql`select u.id, u.username from mentorler m join users u on u.id = m.user_id
        where m.aktif and u.username like 'kullanici\\_%'
          and exists (select 1 from mentor_atamalari a where a.mentor_id = m.id and a.aktif)
        order by m.id limit ${mentorsFor(maxApplicants)}::int`,
    )
  ).rows;
  const openCalls = (await rowsOf<{ id: number }>(db, sql`select id from cagrilar where aktif and bitis > now() + interval '1 day' order by id`)).rows.map((r) => r.id);
  if (!openCalls.length) throw new Error('the seed has no open call');
  const sizes: Record<string, number> = {};
  for (const table of ['users', 'basvurular', 'raporlar', 'rezervasyonlar', 'mentor_atamalari', 'dekontlar']) {
    sizes[table] = (await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from ${sql.identifier(table)}`)).rows[0]!.n;
  }
  return { applicants, mentors, staff, openCalls, sizes };
}

interface BenchDatabase {
  label: string;
  kind: 'postgres' | 'pglite';
  /** How it was seeded: in how long, or from the cache. */
  seeded: string;
  /** The server's environment for this database. */
  serverEnv: Record<string, string>;
  /** Opens it (before the server starts, and for the checks after it stopped: PGlite is one process's). */
  open(): Promise<{ db: Db; close(): Promise<void> }>;
  drop(): Promise<void>;
}

/**
 * The seeded database is cached, keyed by what makes it: the seed (api-bench.ts), the migrations,
 * BENCH_SCALE and SEED_VERSION below (bump it when seedAll changes). On PostgreSQL the cache is a
 * template database (`portal_mixed_seed_s<scale>_<key>`, copied by CREATE DATABASE ... TEMPLATE); on
 * PGlite a data directory under the system's temp directory. A cache of the same scale and another
 * key is removed when a new one is made; BENCH_RESEED=1 seeds afresh.
 */
const SEED_VERSION = 1;
/** One cache per BENCH_SCALE: a run at another scale leaves the full-scale one alone. */
const CACHE_PREFIX = `portal_mixed_seed_s${String(env.BENCH_SCALE ?? '1').replace(/[^0-9]/g, '')}_`;

function seedKey(): string {
  const hash = createHash('sha256');
  hash.update(`${SEED_VERSION} ${env.BENCH_SCALE ?? ''}\n`);
  hash.update(fs.readFileSync(path.join(SERVER_DIR, 'bench', 'api-bench.ts')));
  const migrations = path.join(SERVER_DIR, 'drizzle');
  for (const file of fs.readdirSync(migrations).filter((f) => f.endsWith('.sql')).sort()) hash.update(fs.readFileSync(path.join(migrations, file)));
  return hash.digest('hex').slice(0, 12);
}

async function timedSeed(open: () => Promise<{ db: Db; close(): Promise<void> }>): Promise<string> {
  const started = Date.now();
  const database = await open();
  try {
    await seedAll(database.db);
  } finally {
    await database.close();
  }
  return `seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`;
}

async function createDatabase(dataDir: string): Promise<BenchDatabase> {
  const key = seedKey();
  const reseed = env.BENCH_RESEED === '1';
  if (!PG_URL) {
    const cacheRoot = path.join(os.tmpdir(), 'portal-mixed-seed', CACHE_PREFIX);
    const cached = path.join(cacheRoot, key);
    let seeded = `copied from the cache ${cached}`;
    if (reseed || !fs.existsSync(path.join(cached, 'pgdata', 'PG_VERSION'))) {
      fs.rmSync(cacheRoot, { recursive: true, force: true });
      const fresh = path.join(cacheRoot, `${key}.partial`);
      seeded = await timedSeed(() => openDatabase({ kind: 'pglite', dataDir: fresh }));
      fs.mkdirSync(cached, { recursive: true });
      fs.renameSync(path.join(fresh, 'pgdata'), path.join(cached, 'pgdata'));
      fs.rmSync(fresh, { recursive: true, force: true });
      seeded += `, cached in ${cached}`;
    }
    fs.cpSync(path.join(cached, 'pgdata'), path.join(dataDir, 'pgdata'), { recursive: true });
    return {
      label: 'PGlite (embedded, on disk, in the server process)',
      kind: 'pglite',
      seeded,
      serverEnv: { DATA_DIR: dataDir },
      open: () => openDatabase({ kind: 'pglite', dataDir }),
      drop: async () => {},
    };
  }
  const urlOf = (name: string) => {
    const url = new URL(PG_URL);
    url.pathname = `/${name}`;
    return url.toString();
  };
  const template = `${CACHE_PREFIX}${key}`;
  const name = `portal_mixed_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  let seeded = `copied from the template database ${template}`;
  let version: string | undefined;
  try {
    version = (await admin.query<{ server_version: string }>('show server_version')).rows[0]?.server_version;
    const exists = (await admin.query('select 1 from pg_database where datname = $1', [template])).rowCount === 1;
    if (reseed || !exists) {
      for (const old of (await admin.query<{ datname: string }>(`select datname from pg_database where starts_with(datname, '${CACHE_PREFIX}')`)).rows) {
        await admin.query(`DROP DATABASE IF EXISTS "${old.datname}" WITH (FORCE)`);
      }
      await admin.query(`CREATE DATABASE "${template}"`);
      try {
        seeded = await timedSeed(() => openDatabase({ kind: 'postgres', url: urlOf(template) }));
      } catch (err) {
        await admin.query(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
        throw err;
      }
      seeded += `, kept as the template database ${template} for the next run`;
    }
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  } finally {
    await admin.end();
  }
  return {
    label: `PostgreSQL ${version ?? '?'} (${new URL(PG_URL).host}, throwaway database)`,
    kind: 'postgres',
    seeded,
    serverEnv: { DATA_DIR: dataDir, DATABASE_URL: urlOf(name) },
    open: () => openDatabase({ kind: 'postgres', url: urlOf(name) }),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: PG_URL });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The server: `src/server.ts` in its own process (several with WEB_CONCURRENCY), as `npm start`.

/** An SMTP server on loopback that accepts every message and drops it: the outbox's worker sends as in production. */
async function startMailSink(): Promise<{ port: number; accepted: () => number; close: () => Promise<void> }> {
  let accepted = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('end', () => {
        accepted++;
        callback();
      });
      stream.resume();
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, HOST, () => resolve());
  });
  return { port: (server.server.address() as AddressInfo).port, accepted: () => accepted, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

interface Server {
  base: string;
  child: ChildProcess;
  /** What it printed as `[portal] ...` (process count, warnings). */
  notes: string[];
  stop(): Promise<void>;
}

function startServer(database: BenchDatabase, dataDir: string, smtpPort: number): Promise<Server> {
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    ...database.serverEnv,
    HOST,
    PORT: '0',
    WEB_ROOT: dataDir, // API only: no built web apps needed
    SECRET_KEY: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'error',
    // Hundreds of logins from one address within a minute.
    LOGIN_RATE_LIMIT: '1000000',
    // No reminders look, pruning round or PGlite VACUUM round inside a measurement: each is periodic
    // background work whose cost depends on when the run starts, not on the load.
    REMINDER_INTERVAL_SECONDS: '0',
    RETENTION_INTERVAL_SECONDS: '0',
    PGLITE_MAINTENANCE_SECONDS: '0',
    FILE_STORAGE: 'local',
    SMTP_HOST: HOST,
    SMTP_PORT: String(smtpPort),
  };
  delete childEnv.NODE_OPTIONS;
  delete childEnv.REDIS_URL;
  // The bench's database only: a DATABASE_URL of the shell must not turn a PGlite run into PostgreSQL.
  delete childEnv.DATABASE_URL;
  Object.assign(childEnv, database.serverEnv);
  const child = spawn(process.execPath, [...(env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir=' + env.BENCH_CPU_PROF] : []), '--import', 'tsx', 'src/server.ts'], { cwd: SERVER_DIR, env: childEnv, stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
  let output = '';
  const collect = (d: Buffer) => (output = (output + d.toString()).slice(-20_000));
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not listen within 180 s:\n${output}`)), 180_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}) before listening:\n${output}`));
    });
    child.on('message', (message: { type?: string; port?: number }) => {
      if (message?.type !== 'portal-listening') return;
      clearTimeout(timer);
      const notes = output.split('\n').filter((line) => line.startsWith('[portal]'));
      resolve({ base: `http://${HOST}:${message.port}`, child, notes, stop });
    });
  });
}

// ---------------------------------------------------------------------------------------------
// Measurement: every request's latency by step, in plain arrays (a run is bounded: at most a few
// hundred thousand numbers).

type Role = 'applicant' | 'mentor' | 'staff';
interface StepStats {
  role: Role;
  read: boolean;
  latencies: number[];
  notModified: number;
  errors: number;
  firstError?: string;
}

class Recorder {
  steps = new Map<string, StepStats>();
  started = performance.now();
  stopped: number | null = null;
  measuring = true;

  step(name: string, role: Role, read: boolean): StepStats {
    let s = this.steps.get(name);
    if (!s) this.steps.set(name, (s = { role, read, latencies: [], notModified: 0, errors: 0 }));
    return s;
  }
  seconds() {
    return ((this.stopped ?? performance.now()) - this.started) / 1000;
  }
}

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN);

interface StepRow {
  name: string;
  role: Role;
  read: boolean;
  count: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  notModified: number;
  errors: number;
  firstError?: string;
}

function summarise(recorder: Recorder): StepRow[] {
  const seconds = recorder.seconds();
  return [...recorder.steps.entries()].map(([name, s]) => {
    const sorted = [...s.latencies].sort((a, b) => a - b);
    return {
      name,
      role: s.role,
      read: s.read,
      count: sorted.length,
      rps: sorted.length / seconds,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      notModified: s.notModified,
      errors: s.errors,
      firstError: s.firstError,
    };
  });
}

function totalRow(name: string, recorder: Recorder, pick: (s: StepStats) => boolean): StepRow {
  const all = [...recorder.steps.values()].filter(pick);
  const sorted = all.flatMap((s) => s.latencies).sort((a, b) => a - b);
  return {
    name,
    role: 'applicant',
    read: false,
    count: sorted.length,
    rps: sorted.length / recorder.seconds(),
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    notModified: all.reduce((n, s) => n + s.notModified, 0),
    errors: all.reduce((n, s) => n + s.errors, 0),
  };
}

// ---------------------------------------------------------------------------------------------
// HTTP as the portal's client sends it: bearer token, JSON, conditional GETs with the ETag it got.
// Sent with undici's request() (keep-alive connections), which costs the machine that also runs the
// server a fraction of what fetch() does per request.

interface Answer {
  status: number;
  body: unknown;
}

class Client {
  access = '';
  refresh = '';
  private etags = new Map<string, string>();
  constructor(
    readonly base: string,
    readonly recorder: Recorder,
    readonly role: Role,
    readonly account: Account,
  ) {}

  async request(step: string, method: string, url: string, init: { json?: unknown; form?: FormData; auth?: boolean; expect?: number } = {}): Promise<Answer | null> {
    const read = method === 'GET';
    const headers: Record<string, string> = {};
    if (init.auth !== false && this.access) headers.authorization = `Bearer ${this.access}`;
    if (init.json !== undefined) headers['content-type'] = 'application/json';
    const etag = read ? this.etags.get(url) : undefined;
    if (etag) headers['if-none-match'] = etag;
    const stats = this.recorder.measuring ? this.recorder.step(step, this.role, read) : null;
    const started = performance.now();
    let status = 0;
    let text = '';
    let error: string | undefined;
    try {
      const res = await request(this.base + url, {
        method: method as Dispatcher.HttpMethod,
        headers,
        body: init.form ?? (init.json !== undefined ? JSON.stringify(init.json) : undefined),
        headersTimeout: 30_000,
        bodyTimeout: 30_000,
      });
      status = res.statusCode;
      text = await res.body.text();
      const tag = res.headers.etag;
      if (read && typeof tag === 'string') this.etags.set(url, tag);
    } catch (err) {
      error = `${(err as Error).name}: ${(err as Error).message}`;
    }
    const ms = performance.now() - started;
    const ok = status === (init.expect ?? (method === 'POST' ? 201 : 200)) || (read && status === 304 && etag !== undefined);
    if (stats) {
      stats.latencies.push(ms);
      if (status === 304) stats.notModified++;
      if (!ok) {
        stats.errors++;
        stats.firstError ??= error ?? `HTTP ${status} ${text.slice(0, 160)}`;
      }
    }
    if (!ok) return null;
    return { status, body: text ? (JSON.parse(text) as unknown) : null };
  }

  async login(step = 'login'): Promise<boolean> {
    const answer = await this.request(step, 'POST', '/api/token/', { json: { username: this.account.username, password: BENCH_PASSWORD }, auth: false, expect: 200 });
    if (!answer) return false;
    const pair = answer.body as { access: string; refresh: string };
    this.access = pair.access;
    this.refresh = pair.refresh;
    this.etags.clear();
    return true;
  }
}

// ---------------------------------------------------------------------------------------------
// What each role does: a weighted choice of actions, one after another, with think time between.

/** Acknowledged writes, to be found in the database afterwards. */
interface Writes {
  applications: { id: number; userId: number; title: string }[];
  /** Application id -> the status (and note) its last acknowledged change set, by which staff user. */
  decisions: Map<number, { durum: 'ONAY' | 'RED'; note: string | null; staffId: number }>;
  evaluations: { id: number; atamaId: number; puan: number }[];
  /** User id -> the profile its last acknowledged edit set. */
  profiles: Map<number, { telefon: string; ad_soyad: string }>;
}

type Action = [weight: number, run: () => Promise<unknown>];

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const chooser = (actions: Action[]) => {
  const total = actions.reduce((n, [w]) => n + w, 0);
  return () => {
    let r = Math.random() * total;
    for (const [w, run] of actions) if ((r -= w) < 0) return run;
    return actions.at(-1)![1];
  };
};

/** A PDF of `size` bytes: the header and trailer the server's content check looks for. */
function samplePdf(size: number): Buffer {
  const head = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj << /Type /Catalog >> endobj\n');
  const tail = Buffer.from('\ntrailer << /Root 1 0 R >>\n%%EOF\n');
  return Buffer.concat([head, Buffer.alloc(size - head.length - tail.length, 0x20), tail]);
}
const PDF = new Blob([samplePdf(PDF_BYTES)], { type: 'application/pdf' });

function applicantActions(c: Client, ctx: { openCalls: number[]; writes: Writes }): Action[] {
  let own: number[] = [];
  let serial = 0;
  return [
    [10, () => c.request('profile', 'GET', '/api/profile/')],
    [12, () => c.request('calls', 'GET', '/api/cagrilar/')],
    [8, () => c.request('a call', 'GET', `/api/cagrilar/${pick(ctx.openCalls)}/`)],
    [
      12,
      async () => {
        const answer = await c.request('my applications', 'GET', '/api/basvurular/');
        if (answer?.status === 200) own = (answer.body as { id: number }[]).map((a) => a.id);
      },
    ],
    [5, () => (own.length ? c.request('an application', 'GET', `/api/basvurular/${pick(own)}/`) : c.request('my applications', 'GET', '/api/basvurular/'))],
    [7, () => c.request('my reservations', 'GET', '/api/rezervasyonlar/')],
    [6, () => c.request('notifications', 'GET', '/api/bildirimler/?page_size=10')],
    [18, () => c.request('bell', 'GET', '/api/bildirimler/okunmamis/')],
    [
      4,
      async () => {
        const answer = await c.request('refresh', 'POST', '/api/token/refresh/', { json: { refresh: c.refresh }, auth: false, expect: 200 });
        if (answer) ({ access: c.access, refresh: c.refresh } = answer.body as { access: string; refresh: string });
      },
    ],
    [
      1,
      async () => {
        // The end of a visit and the start of the next one.
        await c.request('logout', 'POST', '/api/auth/logout/', { json: { refresh: c.refresh }, expect: 205 });
        await c.login();
      },
    ],
    [
      3,
      async () => {
        const title = `Bench Projesi ${c.account.id}-${++serial}`;
        const form = new FormData();
        form.set('cagri', String(pick(ctx.openCalls)));
        form.set('proje_basligi', title);
        form.set('aciklama', 'Yük testi başvurusu: ürün prototipi hazır, pilot müşterilerle görüşmeler sürüyor.');
        form.set('ek_dosya', PDF, 'proje-plani.pdf');
        const answer = await c.request('apply (200 KB PDF)', 'POST', '/api/basvurular/', { form });
        if (answer) ctx.writes.applications.push({ id: (answer.body as { id: number }).id, userId: c.account.id, title });
      },
    ],
    [
      3,
      async () => {
        const profile = { telefon: `0532${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`, ad_soyad: `Bench Kullanıcı ${c.account.id}-${++serial}` };
        if (await c.request('edit profile', 'PATCH', '/api/profile/', { json: profile })) ctx.writes.profiles.set(c.account.id, profile);
      },
    ],
  ];
}

function mentorActions(c: Client, ctx: { writes: Writes }): Action[] {
  let queue: number[] = [];
  const readQueue = async () => {
    const answer = await c.request('mentor queue', 'GET', '/api/atamalar/');
    if (answer?.status === 200) queue = (answer.body as { id: number; aktif: boolean }[]).filter((a) => a.aktif).map((a) => a.id);
  };
  return [
    [30, readQueue],
    [20, () => c.request('my evaluations', 'GET', '/api/degerlendirmeler/')],
    [15, () => (queue.length ? c.request("an assignment's evaluations", 'GET', `/api/degerlendirmeler/?atama=${pick(queue)}`) : readQueue())],
    [10, () => c.request('bell', 'GET', '/api/bildirimler/okunmamis/')],
    [
      20,
      async () => {
        if (!queue.length) return readQueue();
        const body = { atama_id: pick(queue), puan: 40 + Math.floor(Math.random() * 61), yorum: 'Ekip güçlü; pazar analizi derinleştirilmeli.', onerilen_durum: pick(['ONAY', 'RED', 'INCELEME']) };
        const answer = await c.request('evaluate', 'POST', '/api/degerlendirmeler/', { json: body });
        if (answer) ctx.writes.evaluations.push({ id: (answer.body as { id: number }).id, atamaId: body.atama_id, puan: body.puan });
      },
    ],
  ];
}

const SEARCHES = ['proje', 'ayse', 'enerji', 'tarım', 'kullanici_01234'];

function staffActions(c: Client, ctx: { writes: Writes; index: number; count: number; deepPages: number }): Action[] {
  const list = '/api/admin/basvurular/?page_size=20';
  return [
    [8, () => c.request('admin: first page', 'GET', list)],
    [15, () => c.request('admin: search', 'GET', `${list}&search=${encodeURIComponent(pick(SEARCHES))}`)],
    [10, () => c.request('admin: deep page', 'GET', `${list}&page=${1 + Math.floor(Math.random() * ctx.deepPages)}`)],
    [10, () => c.request('admin: filter', 'GET', `${list}&durum=${pick(['ONAY', 'RED', 'GONDERILDI'])}`)],
    [
      25,
      async () => {
        // A page of applications under review, then a decision on one of them. Each staff user
        // decides only ids of its own residue, so that no two decide one application at once and
        // the last acknowledged decision of each is known.
        const answer = await c.request('admin: under review', 'GET', `${list}&durum=INCELEME&page=${1 + Math.floor(Math.random() * 20)}`);
        const mine = ((answer?.body as { results?: { id: number }[] } | null)?.results ?? []).filter((a) => a.id % ctx.count === ctx.index);
        if (!mine.length) return;
        const id = pick(mine).id;
        const reject = Math.random() < 0.4;
        const body = reject ? { durum: 'RED' as const, not: `Bütçe planı yetersiz (bench ${c.account.id})` } : { durum: 'ONAY' as const };
        if (await c.request(reject ? 'admin: reject with note' : 'admin: approve', 'PATCH', `/api/admin/basvurular/${id}/update_status/`, { json: body })) {
          ctx.writes.decisions.set(id, { durum: body.durum, note: reject ? body.not! : null, staffId: c.account.id });
        }
      },
    ],
    [10, () => c.request('admin: dashboard', 'GET', '/api/admin/dashboard/overview/')],
    [5, () => c.request('admin: recent activity', 'GET', '/api/admin/dashboard/recent_activities/')],
  ];
}

interface VirtualUser {
  client: Client;
  next: () => () => Promise<unknown>;
  /** The loop's promise while it runs. */
  running?: Promise<void>;
}

const think = () => new Promise((r) => setTimeout(r, THINK_MIN + Math.random() * (THINK_MAX - THINK_MIN)));

/** Runs every user's loop until `stop` resolves; each finishes the request it is in. */
async function runLoops(users: VirtualUser[], seconds: number) {
  let stopping = false;
  const loop = async (u: VirtualUser) => {
    // A random start within one think time: users do not arrive in step.
    await new Promise((r) => setTimeout(r, Math.random() * THINK_MAX));
    while (!stopping) {
      await u.next()();
      if (stopping) break;
      await think();
    }
  };
  const loops = users.map(loop);
  await new Promise((r) => setTimeout(r, seconds * 1000));
  stopping = true;
  await Promise.all(loops);
}

// ---------------------------------------------------------------------------------------------
// The checks: every acknowledged write, read back from the database.

interface Verified {
  lines: string[];
  lost: number;
}

const idArray = (ids: number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

async function verify(db: Db, writes: Writes): Promise<Verified> {
  const lines: string[] = [];
  let lost = 0;
  const check = (what: string, expected: number, found: number, extra = '') => {
    lost += expected - found;
    lines.push(`${what}: ${expected} acknowledged, ${found} found${extra}${expected === found ? '' : ` — ${expected - found} LOST`}`);
  };

  const apps = writes.applications;
  const appRows = apps.length
    ? (
        await rowsOf<{ id: number; basvuran_id: number; proje_basligi: string; size: number | null }>(
          db,
          sql`select b.id, b.basvuran_id, b.proje_basligi, f.size from basvurular b left join stored_files f on f.id = b.ek_dosya_id where b.id = any(${idArray(apps.map((a) => a.id))})`,
        )
      ).rows
    : [];
  const byId = new Map(appRows.map((r) => [r.id, r]));
  check(
    'applications created (with their 200 KB file)',
    apps.length,
    apps.filter((a) => {
      const r = byId.get(a.id);
      return r && r.basvuran_id === a.userId && r.proje_basligi === a.title && Number(r.size) === PDF_BYTES;
    }).length,
  );

  const decided = [...writes.decisions.entries()];
  const ids = decided.map(([id]) => id);
  const statusRows = ids.length ? (await rowsOf<{ id: number; durum: string }>(db, sql`select id, durum from basvurular where id = any(${idArray(ids)})`)).rows : [];
  const historyRows = ids.length
    ? (
        await rowsOf<{ nesne_id: number; sonraki: string; not: string | null; kullanici_id: number }>(
          db,
          sql`select distinct on (nesne_id) nesne_id, sonraki, "not", kullanici_id from gecmis
            where nesne = 'basvuru' and nesne_id = any(${idArray(ids)}) order by nesne_id, id desc`,
        )
      ).rows
    : [];
  const noticeRows = ids.length
    ? (
        await rowsOf<{ id: number; n: number; outbox: number }>(
          db,
          sql`select (b.params->>'basvuru_id')::int as id, count(*)::int as n, count(k.id)::int as outbox from bildirimler b
            left join eposta_kuyrugu k on k.bildirim_id = b.id
            where b.tur = 'basvuru_durum' and (b.params->>'basvuru_id')::int = any(${idArray(ids)}) group by 1`,
        )
      ).rows
    : [];
  const statusOf = new Map(statusRows.map((r) => [r.id, r.durum]));
  const historyOf = new Map(historyRows.map((r) => [r.nesne_id, r]));
  const noticesOf = new Map(noticeRows.map((r) => [r.id, r]));
  check('status decisions (approve, reject with note)', decided.length, decided.filter(([id, d]) => statusOf.get(id) === d.durum).length);
  check(
    '  their history rows (status, note, who)',
    decided.length,
    decided.filter(([id, d]) => {
      const h = historyOf.get(id);
      return h && h.sonraki === d.durum && h.not === d.note && h.kullanici_id === d.staffId;
    }).length,
  );
  check('  their notifications to the applicant', decided.length, decided.filter(([id]) => (noticesOf.get(id)?.n ?? 0) >= 1).length);
  check('  their e-mails in the outbox', decided.length, decided.filter(([id]) => (noticesOf.get(id)?.outbox ?? 0) >= 1).length);

  const evals = writes.evaluations;
  const evalRows = evals.length
    ? (await rowsOf<{ id: number; atama_id: number; puan: number }>(db, sql`select id, atama_id, puan from degerlendirmeler where id = any(${idArray(evals.map((e) => e.id))})`)).rows
    : [];
  const evalOf = new Map(evalRows.map((r) => [r.id, r]));
  check('evaluations', evals.length, evals.filter((e) => evalOf.get(e.id)?.atama_id === e.atamaId && evalOf.get(e.id)?.puan === e.puan).length);

  const profiles = [...writes.profiles.entries()];
  const profileRows = profiles.length
    ? (await rowsOf<{ id: number; telefon: string; ad_soyad: string }>(db, sql`select id, telefon, ad_soyad from users where id = any(${idArray(profiles.map(([id]) => id))})`)).rows
    : [];
  const profileOf = new Map(profileRows.map((r) => [r.id, r]));
  check(
    'profile edits (the last of each user)',
    profiles.length,
    profiles.filter(([id, p]) => profileOf.get(id)?.telefon === p.telefon && profileOf.get(id)?.ad_soyad === p.ad_soyad).length,
  );
  return { lines, lost };
}

// ---------------------------------------------------------------------------------------------
// Output.

/** The median of each step's figures over several measured periods (counts and 304s summed). */
function medianRows(runs: StepRow[][]): StepRow[] {
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const mid = sorted.length >> 1;
    return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  };
  const names = [...new Set(runs.flatMap((rows) => rows.map((r) => r.name)))];
  return names.map((name) => {
    const rows = runs.flatMap((run) => run.filter((r) => r.name === name));
    const first = rows[0]!;
    return {
      ...first,
      count: rows.reduce((n, r) => n + r.count, 0),
      rps: median(rows.map((r) => r.rps)),
      p50: median(rows.map((r) => r.p50)),
      p95: median(rows.map((r) => r.p95)),
      p99: median(rows.map((r) => r.p99)),
      notModified: rows.reduce((n, r) => n + r.notModified, 0),
      errors: rows.reduce((n, r) => n + r.errors, 0),
      firstError: rows.find((r) => r.firstError)?.firstError,
    };
  });
}

const fmtMs = (n: number) => (Number.isNaN(n) ? '-' : n < 10 ? n.toFixed(1) : n.toFixed(0));

function table(rows: StepRow[], totals: StepRow[]): string[] {
  const header = ['step', 'role', 'count', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', '304', 'errors', 'target', 'met'];
  const targetOf = (r: StepRow) => (r.name.startsWith('apply') ? APPLY_P99_MS : r.read ? READ_P99_MS : null);
  const line = (r: StepRow, total = false) => {
    const target = total ? null : targetOf(r);
    return [
      total ? `**${r.name}**` : r.name,
      total ? '' : r.role,
      String(r.count),
      r.rps.toFixed(r.rps < 10 ? 1 : 0),
      fmtMs(r.p50),
      fmtMs(r.p95),
      fmtMs(r.p99),
      r.notModified ? String(r.notModified) : '',
      r.errors ? `**${r.errors}**` : '0',
      target ? `p99 < ${target}` : '',
      target ? (r.p99 < target && r.errors === 0 ? 'yes' : '**no**') : '',
    ];
  };
  const order: Role[] = ['applicant', 'mentor', 'staff'];
  const sorted = [...rows].sort((a, b) => order.indexOf(a.role) - order.indexOf(b.role) || Number(b.read) - Number(a.read) || b.count - a.count);
  const cells = [...sorted.map((r) => line(r)), ...totals.map((r) => line(r, true))];
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const left = new Set([0, 1, 9, 10]);
  const fmt = (c: string[]) => `| ${c.map((v, i) => (left.has(i) ? v.padEnd(widths[i]!) : v.padStart(widths[i]!))).join(' | ')} |`;
  return [fmt(header), `|${widths.map((w, i) => (left.has(i) ? `-${'-'.repeat(w)}-` : `-${'-'.repeat(w)}:`)).join('|')}|`, ...cells.map(fmt)];
}

/** The command that made this run, for the docs (the database URL without its password). */
function command(): string {
  const shown = ['BENCH_DATABASE_URL', 'BENCH_USERS', 'BENCH_DURATION', 'BENCH_RUNS', 'BENCH_THINK_MS', 'WEB_CONCURRENCY', 'BENCH_STEP_UP', 'BENCH_STEP_DURATION', 'BENCH_STEP_MAX', 'BENCH_SCALE'];
  const parts = shown.flatMap((k) => {
    const v = env[k];
    if (!v) return [];
    if (k === 'BENCH_DATABASE_URL') {
      const u = new URL(v);
      u.password = '';
      return [`${k}=${u.toString()}`];
    }
    return [`${k}=${v}`];
  });
  return [...parts, 'npm run bench:mixed'].join(' ');
}

/** A check's line as a markdown list item (the indented ones under the line before). */
const docLine = (line: string) => (line.startsWith('  ') ? `  - ${line.trim()}` : `- ${line}`);

function writeDoc(file: string, lines: string[]) {
  // The docs show the product's scale only (as api-bench.ts): a smaller seed is for trying things.
  if (env.BENCH_SCALE && Number(env.BENCH_SCALE) < 1) return log(`BENCH_SCALE=${env.BENCH_SCALE}: docs/bench/${file} not written`);
  fs.mkdirSync(DOCS_DIR, { recursive: true });
  fs.writeFileSync(path.join(DOCS_DIR, file), `${lines.join('\n')}\n`);
  log(`written: docs/bench/${file}`);
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const watchdog = setTimeout(() => {
    console.error(`[mixed] still running after ${WATCHDOG_MS / 60_000} min: giving up.`);
    process.exit(2);
  }, WATCHDOG_MS);
  watchdog.unref();

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-mixed-'));
  let database: BenchDatabase | undefined;
  let server: Server | undefined;
  const mailSink = await startMailSink();
  const cleanup = async () => {
    try {
      await server?.stop();
      await mailSink.close();
    } finally {
      try {
        await database?.drop();
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    }
  };
  const onSignal = () => {
    console.error('[mixed] interrupted: cleaning up');
    void cleanup().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    const cpus = os.cpus();
    const machine = `${cpus.length} cores (${cpus[0]?.model.trim() ?? '?'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
    const loadAtStart = os.loadavg()[0]!.toFixed(1);
    log(`machine: ${machine}, load average ${loadAtStart}`);
    database = await createDatabase(dataDir);
    log(`database: ${database.label}`);

    const maxApplicants = STEP_UP ? STEP_MAX : USERS;
    const reading = await database.open();
    const fixtures = await readFixtures(reading.db, maxApplicants).finally(() => reading.close());
    const sizes = Object.entries(fixtures.sizes).map(([k, v]) => `${k} ${v}`).join(', ');
    log(`${database.seeded}: ${sizes}`);

    server = await startServer(database, dataDir, mailSink.port);
    for (const note of server.notes) log(`server: ${note}`);
    const processes = /\[portal\] (\d+) API processes/.exec(server.notes.join('\n'))?.[1] ?? '1';
    log(`listening on ${server.base}`);

    const writes: Writes = { applications: [], decisions: new Map(), evaluations: [], profiles: new Map() };
    const deepPages = Math.floor(fixtures.sizes.basvurular! / 20);
    const recorder = new Recorder();
    const users: VirtualUser[] = [];
    /** Adds users up to `applicants` applicants (and their mentors and staff), each logged in. */
    const grow = async (applicants: number) => {
      const want = { applicant: applicants, mentor: mentorsFor(applicants), staff: staffFor(applicants) };
      const fresh: VirtualUser[] = [];
      for (const role of ['applicant', 'mentor', 'staff'] as const) {
        const have = users.filter((u) => u.client.role === role);
        const pool = role === 'applicant' ? fixtures.applicants : role === 'mentor' ? fixtures.mentors : fixtures.staff;
        for (let i = have.length; i < Math.min(want[role], pool.length); i++) {
          const client = new Client(server!.base, recorder, role, pool[i]!);
          const actions =
            role === 'applicant'
              ? applicantActions(client, { openCalls: fixtures.openCalls, writes })
              : role === 'mentor'
                ? mentorActions(client, { writes })
                : staffActions(client, { writes, index: i, count: want.staff, deepPages });
          fresh.push({ client, next: chooser(actions) });
        }
      }
      // Logins before the measurement, a few at a time (each is one argon2id hash on the server).
      recorder.measuring = false;
      for (let i = 0; i < fresh.length; i += 8) {
        const batch = fresh.slice(i, i + 8);
        const ok = await Promise.all(batch.map((u) => u.client.login()));
        if (ok.includes(false)) throw new Error(`a login failed before the run (${batch.map((u) => u.client.account.username).join(', ')})`);
      }
      users.push(...fresh);
      // Staff decide by residue of the id: with more staff, every one's residue is recomputed.
      const staff = users.filter((u) => u.client.role === 'staff');
      staff.forEach((u, index) => (u.next = chooser(staffActions(u.client, { writes, index, count: staff.length, deepPages }))));
      return { applicants: users.filter((u) => u.client.role === 'applicant').length, mentors: users.filter((u) => u.client.role === 'mentor').length, staff: staff.length };
    };
    /** Load that is not counted: the server's first requests compile code paths (JIT, serializers). */
    const warmUp = async () => {
      if (WARMUP_S === 0) return;
      log(`warming up ${WARMUP_S} s (not counted)`);
      recorder.measuring = false;
      await runLoops(users, WARMUP_S);
    };
    const measure = async (seconds: number) => {
      recorder.steps.clear();
      recorder.measuring = true;
      recorder.started = performance.now();
      recorder.stopped = null;
      await runLoops(users, seconds);
      recorder.stopped = performance.now();
      recorder.measuring = false;
      const rows = summarise(recorder);
      const totals = [
        totalRow('all reads', recorder, (s) => s.read),
        totalRow('all writes', recorder, (s) => !s.read),
        totalRow('all', recorder, () => true),
      ];
      return { rows, totals };
    };
    const header = (what: string) => [
      `# ${what}`,
      '',
      `Generated by \`packages/server/bench/mixed-bench.ts\` on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC. Command:`,
      '',
      '```sh',
      command(),
      '```',
      '',
      `- Machine: ${machine}; the load generator runs on the same machine; load average ${loadAtStart} at the start, ${os.loadavg()[0]!.toFixed(1)} at the end (other work on a shared machine shows here).`,
      `- Database: ${database!.label}; seeded: ${sizes}.`,
      `- Server: \`src/server.ts\` as \`npm start\` runs it, ${processes} API process${processes === '1' ? '' : 'es'}; e-mail on (to an SMTP sink on loopback); reminders, pruning and PGlite maintenance off.`,
      `- Think time ${THINK_MIN}-${THINK_MAX} ms between two requests of a user (closed loop: a user waits for each answer).`,
    ];

    if (!STEP_UP) {
      const crowd = await grow(USERS);
      log(`${crowd.applicants} applicants, ${crowd.mentors} mentors, ${crowd.staff} staff logged in`);
      await warmUp();
      const periods: Awaited<ReturnType<typeof measure>>[] = [];
      for (let run = 1; run <= RUNS; run++) {
        log(`measuring ${DURATION_S} s${RUNS > 1 ? ` (period ${run} of ${RUNS})` : ''}`);
        periods.push(await measure(DURATION_S));
        const all = periods.at(-1)!.totals;
        if (RUNS > 1) log(`  reads p99 ${fmtMs(all[0]!.p99)} ms, writes p99 ${fmtMs(all[1]!.p99)} ms, ${all[2]!.rps.toFixed(0)} req/s`);
      }
      const rows = medianRows(periods.map((p) => p.rows));
      const totals = medianRows(periods.map((p) => p.totals));
      const lines = table(rows, totals);
      const perPeriod = periods.map((p, i) => `period ${i + 1}: reads p99 ${fmtMs(p.totals[0]!.p99)} ms, writes p99 ${fmtMs(p.totals[1]!.p99)} ms, ${p.totals[2]!.rps.toFixed(0)} req/s`);
      await server.stop();
      const checks = await (async () => {
        const opened = await database.open();
        try {
          return await verify(opened.db, writes);
        } finally {
          await opened.close();
        }
      })();
      const errors = totals[2]!.errors;
      const failing = rows.filter((r) => r.errors).map((r) => `- ${r.name}: ${r.errors} errors, the first: ${r.firstError}`);
      log(`e-mails accepted by the SMTP sink: ${mailSink.accepted()}`);
      const verdict = `Errors: ${errors}. Lost writes: ${checks.lost}.`;
      console.log(['', ...lines, '', ...failing, ...checks.lines.map((l) => `[mixed] ${l}`), `[mixed] ${verdict}`].join('\n'));
      writeDoc(`mixed-${database.kind}-${processes}p.md`, [
        ...header(`Mixed workload: ${database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}, ${processes} API process${processes === '1' ? '' : 'es'}`),
        `- Users: ${crowd.applicants} applicants, ${crowd.mentors} mentors, ${crowd.staff} staff, all logged in before the ${DURATION_S} s measured${RUNS > 1 ? ` (${RUNS} times, one period after another)` : ''}.`,
        ...(RUNS > 1 ? [`- Each step's req/s and latencies are the median of the ${RUNS} periods (counts, 304s and errors are their sums); ${perPeriod.join('; ')}.`] : []),
        '',
        ...lines,
        '',
        ...(failing.length ? [...failing, ''] : []),
        'Every acknowledged write (the warm-up\'s included), read back from the database after the run:',
        '',
        ...checks.lines.map(docLine),
        '',
        `**${verdict}**`,
      ]);
      if (checks.lost > 0) process.exitCode = 1;
      return;
    }

    // Step-up: levels of users until a read step's p99 passes the target.
    const levels: { users: number; rps: number; worst: StepRow; apply?: StepRow; errors: number }[] = [];
    let capacity = 0;
    let level = Math.min(USERS, STEP_MAX);
    for (let first = true; ; first = false) {
      const crowd = await grow(level);
      if (first) await warmUp();
      log(`level: ${crowd.applicants} applicants, ${crowd.mentors} mentors, ${crowd.staff} staff; measuring ${STEP_DURATION_S} s`);
      const { rows, totals } = await measure(STEP_DURATION_S);
      const reads = rows.filter((r) => r.read && r.count > 0);
      const worst = reads.reduce((a, b) => (b.p99 > a.p99 ? b : a));
      const apply = rows.find((r) => r.name.startsWith('apply'));
      levels.push({ users: level, rps: totals[2]!.rps, worst, apply, errors: totals[2]!.errors });
      log(`  ${level} users: ${totals[2]!.rps.toFixed(0)} req/s, worst read p99 ${fmtMs(worst.p99)} ms (${worst.name}), errors ${totals[2]!.errors}`);
      if (worst.p99 >= READ_P99_MS || totals[2]!.errors > 0) break;
      capacity = level;
      if (level >= STEP_MAX) break;
      level = Math.min(STEP_MAX, Math.max(level + 50, Math.round(level * 1.5)));
    }
    await server.stop();
    const opened = await database.open();
    const checks = await verify(opened.db, writes).finally(() => opened.close());
    const summary = [
      '| users | req/s | worst read p99 ms (step) | apply p99 ms | errors |',
      '|------:|------:|--------------------------|-------------:|-------:|',
      ...levels.map((l) => `| ${l.users} | ${l.rps.toFixed(0)} | ${fmtMs(l.worst.p99)} (${l.worst.name}) | ${l.apply ? fmtMs(l.apply.p99) : '-'} | ${l.errors} |`),
    ];
    const verdict = `Capacity: ${capacity ? `${capacity} applicants (with ${mentorsFor(capacity)} mentors and ${staffFor(capacity)} staff)` : `under ${levels[0]!.users} applicants`} with every read p99 < ${READ_P99_MS} ms. Lost writes: ${checks.lost}.`;
    console.log(['', ...summary, '', ...checks.lines.map((l) => `[mixed] ${l}`), `[mixed] ${verdict}`].join('\n'));
    writeDoc(`capacity-${database.kind}-${processes}p.md`, [
      ...header(`Capacity: ${database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}, ${processes} API process${processes === '1' ? '' : 'es'}`),
      `- Levels of ${STEP_DURATION_S} s, users added (and logged in) between levels, up to ${STEP_MAX} applicants.`,
      '',
      ...summary,
      '',
      ...checks.lines.map(docLine),
      '',
      `**${verdict}**`,
    ]);
    if (checks.lost > 0) process.exitCode = 1;
  } finally {
    await cleanup();
    process.removeListener('SIGINT', onSignal);
    process.removeListener('SIGTERM', onSignal);
  }
}

main().catch((err: unknown) => {
  console.error('[mixed] failed:', err);
  process.exitCode = 1;
});
