// `npm run bench:overhead`, the framework-overhead table of `npm run bench` (whose headline is the
// mixed workload, mixed-bench.ts): read-only API throughput and latency of the real app over
// loopback HTTP against a large seeded database, with a hello-world route of the same process (same
// plugins, same hooks) as the ceiling.
//
// - Database: a fresh in-memory PGlite by default; with BENCH_DATABASE_URL a throwaway PostgreSQL
//   database created on that server and dropped afterwards (as src/testing/test-database.ts does).
// - Seed: the product's scale (SIZES below: 20 000 users, 2 000 companies, 100 000 applications, one
//   in four with an attachment row, 50 000 reports, 100 000 reservations, ...), in a few INSERT ...
//   SELECT generate_series statements with one password hash shared by every account. "bench_user"
//   owns 200 of the applications.
// - Load: autocannon in a worker thread (its own event loop, so the load generator does not share
//   the server's), 10 connections, BENCH_DURATION seconds (default 8) per route after a 1 s warm-up;
//   login (hash-bound by design: argon2id, parameters printed) with 2 connections for 3 s.
// - Figures are meant as ratios within one run (req/s as % of the hello route): the machines are
//   shared and noisy, so absolute numbers move from run to run. The hello route is measured again
//   after every HELLO_EVERY routes and at the end; each route is compared with the mean of the two
//   hello readings around it, so that the machine's drift over a run (other work coming and going
//   on a shared machine) does not decide a route's ratio by where the route stands in the list.
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
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app';
import { adminListOrder, adminListWhere, COUNT_CAP } from '../src/lib/admin-list';
import { basvuruAdminList } from '../src/modules/basvurular/repository';
import { openDatabase, type Database, type Db } from '../src/db/client';
import { applications, users } from '../src/db/schema';
import { loadConfig, type Config } from '../src/env';
import { describeHashParams, hashPassword } from '../src/services/passwords';

const HOST = '127.0.0.1'; // loopback only, always
export const BENCH_PASSWORD = 'Bench1234!';
/** One seeded applicant's username: a search that few rows match. */
const ONE_APPLICANT = 'kullanici_01234';
/** BENCH_SCALE (0.01-1, default 1) shrinks every size: iterate on one route at 0.1, publish at 1. */
const SCALE = Math.min(1, Math.max(0.01, Number.parseFloat(process.env.BENCH_SCALE ?? '') || 1));
const scaled = (n: number, min = 1) => Math.max(min, Math.round(n * SCALE));
/** The product's scale: a national programme's applications, their reports, bookings and mentoring. */
const SIZES = {
  users: scaled(20_000, 500),
  companies: scaled(2_000, 50),
  calls: 200,
  applications: scaled(100_000, 1_000),
  reports: scaled(50_000, 500),
  resources: 20,
  reservations: scaled(100_000, 1_000),
  mentors: scaled(200, 10),
  assignments: scaled(5_000, 50),
  receipts: scaled(20_000, 200),
} as const;
/** Every BENCH_USER_EVERY-th application belongs to bench_user (200 of them at full scale). */
const BENCH_USER_EVERY = Math.max(5, Math.round(SIZES.applications / 200));
/** Every ATTACHMENT_EVERY-th application has an attachment (signed URL in the list responses). */
const ATTACHMENT_EVERY = 4;
/** The whole run is killed past this, whatever happens (bounded by construction, this is a backstop). */
const WATCHDOG_MS = 25 * 60_000;

const boundedInt = (value: string | undefined, fallback: number, min: number, max: number) => {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) ? Math.min(max, Math.max(min, n)) : fallback;
};
const DURATION_S = boundedInt(process.env.BENCH_DURATION, 8, 1, 60);
const CONNECTIONS = boundedInt(process.env.BENCH_CONNECTIONS, 10, 1, 100);
/** Routes measured between two readings of the hello route. */
const HELLO_EVERY = 6;
const LOGIN = { connections: 2, durationS: 3 } as const;

const log = (message: string) => console.log(`[bench] ${message}`);

// ---------------------------------------------------------------------------------------------
// Database: in-memory PGlite, or a throwaway PostgreSQL database.

export async function openBenchDatabase(url: string | undefined): Promise<Database & { label: string }> {
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

export interface Seeded {
  benchUserId: number;
  /** Ids the detail and availability routes read. */
  ids: { benchApplication: number; call: number; company: number; busyResource: number; benchReservation: number; report: number };
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

export async function seed(db: Db): Promise<Seeded> {
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

  const a0 = await firstId(db, 'basvurular', 'id');

  // Reports: on every (applications / reports)-th application, by its applicant.
  const reportEvery = Math.max(1, Math.round(SIZES.applications / SIZES.reports));
  await db.execute(sql`
    insert into raporlar (basvuru_id, olusturan_id, donem_baslangic, donem_bitis, ozet, durum, olusturuldu)
    select b.id, b.basvuran_id, (current_date - (b.id % 24) * 30), (current_date - (b.id % 24) * 30 + 29),
      'Dönem içinde prototip geliştirildi, pilot müşterilerle görüşüldü ve proje planı güncellendi. Rapor ' || b.id || '.',
      (array['TASLAK','GONDERILDI','ONAY','RED'])[1 + (b.id / 2) % 4], b.olusturuldu + interval '30 days'
    from basvurular b where (b.id - ${int(a0)}) % ${int(reportEvery)} = 0 order by b.id limit ${int(SIZES.reports)}`);

  // Mentors: bench_user first (so that its mentor lists have rows), then users outside the companies.
  await db.execute(sql`insert into mentorler (user_id, unvan, uzmanlik) values (${int(benchUserId)}, 'Dr.', 'Yazılım, ürün yönetimi')`);
  const m0 = await firstId(db, 'mentorler', 'id');
  await db.execute(sql`
    insert into mentorler (user_id, unvan, uzmanlik, aktif, kapasite)
    select ${int(u0)} + ${int(2 * SIZES.companies)} + k, (array['Dr.','Doç. Dr.','Prof. Dr.',''])[1 + k % 4],
      (array['Enerji','Tarım teknolojileri','Sağlık','Finans','Lojistik'])[1 + k % 5], k % 20 <> 0, 50
    from generate_series(0, ${int(SIZES.mentors - 1)}) as k`);
  // Assignments: mentor i % (mentors + 1), application by a stride coprime to the count (pairs unique).
  await db.execute(sql`
    insert into mentor_atamalari (mentor_id, basvuru_id, aktif, tarih)
    select ${int(m0)} + i % ${int(SIZES.mentors + 1)}, ${int(a0)} + (i * 13) % ${int(SIZES.applications)}, i % 5 <> 0,
      now() - (i % 300) * interval '1 day'
    from generate_series(1, ${int(SIZES.assignments)}) as i`);
  await db.execute(sql`
    insert into degerlendirmeler (atama_id, puan, yorum, onerilen_durum, olusturuldu)
    select a.id, 40 + a.id % 61, 'Ekip güçlü, pazar analizi derinleştirilmeli.', (array['ONAY','RED','INCELEME'])[1 + a.id % 3],
      a.tarih + interval '7 days'
    from mentor_atamalari a`);

  // Resources and reservations: one-hour slots, 8 a day, each resource's slots disjoint (approved ones
  // must not overlap), about a year back and a year ahead; a resource has ~240 a month.
  await db.execute(sql`
    insert into kaynaklar (ad, kapasite)
    select (array['Toplantı Odası','Eğitim Salonu','Prototip Atölyesi','Görüşme Odası'])[1 + k % 4] || ' ' || k, 1 + k % 12
    from generate_series(1, ${int(SIZES.resources)}) as k`);
  const k0 = await firstId(db, 'kaynaklar', 'id');
  const slotsPerResource = Math.ceil(SIZES.reservations / SIZES.resources);
  await db.execute(sql`
    insert into rezervasyonlar (kaynak_id, basvuru_id, olusturan_id, baslangic, bitis, aciklama, durum, olusturuldu)
    select ${int(k0)} + i % ${int(SIZES.resources)}, b.id, b.basvuran_id, s.t, s.t + interval '1 hour',
      'Müşteri görüşmesi ' || i, (array['BEKLEME','ONAY','ONAY','RED','IPTAL'])[1 + i % 5], s.t - interval '10 days'
    from generate_series(0, ${int(SIZES.reservations - 1)}) as i
    cross join lateral (select date_trunc('day', now()) - ${int(Math.floor(slotsPerResource / 16))} * interval '1 day'
      + ((i / ${int(SIZES.resources)}) / 8) * interval '1 day' + (9 + (i / ${int(SIZES.resources)}) % 8) * interval '1 hour' as t) s
    join basvurular b on b.id = ${int(a0)} + (i * 7) % ${int(SIZES.applications)}`);

  // Receipts: a file row each (restrict), monthly per company, a distinct hash each.
  await db.execute(sql`
    insert into stored_files (storage_key, original_name, mime, ext, size, sha256, uploaded_by)
    select 'dekont' || lpad(i::text, 58, '0'), 'dekont-' || i || '.pdf', 'application/pdf', 'pdf', 91234,
      md5(i::text) || md5((-i)::text), ${int(u0)} + 2 * (i % ${int(SIZES.companies)})
    from generate_series(1, ${int(SIZES.receipts)}) as i`);
  const rf0 = await firstId(db, 'stored_files', 'id', sql`where storage_key like 'dekont%'`);
  await db.execute(sql`
    insert into dekontlar (sirket_id, olusturan_id, aciklama, odeme_tarihi, yukleme_tarihi, dosya_id, durum, dosya_sha256)
    select ${int(c0)} + i % ${int(SIZES.companies)}, ${int(u0)} + 2 * (i % ${int(SIZES.companies)}),
      'Kira ödemesi ' || i, current_date - (i / ${int(SIZES.companies)}) * 30, now() - (i / ${int(SIZES.companies)}) * interval '30 days',
      ${int(rf0)} + i, (array['YUKLENDI','ONAYLANDI','ONAYLANDI','REDDEDILDI'])[1 + i % 4], md5(i::text) || md5((-i)::text)
    from generate_series(0, ${int(SIZES.receipts - 1)}) as i`);
  // bench_user also owns the first company (its receipts list and coverage).
  await db.execute(sql`insert into sirket_uyeleri (sirket_id, user_id, rol) values (${int(c0)}, ${int(benchUserId)}, 'sahip')`);

  // A database in production is vacuumed and has statistics (autovacuum on PostgreSQL, the server's
  // maintenance rounds on PGlite: db/maintenance.ts); a fresh one gets both here rather than by
  // autovacuum luck in the middle of a measurement. VACUUM sets the visibility map, which lets an
  // index-only scan skip the table (a deep page's ids).
  await db.execute(sql`vacuum analyze`);

  const one = async (query: SQL) => (((await db.execute(query)) as unknown as { rows: { n: number | null }[] }).rows[0]?.n ?? 0) as number;
  const counts: Record<string, number> = {};
  for (const table of ['users', 'sirketler', 'sirket_uyeleri', 'cagrilar', 'stored_files', 'basvurular', 'raporlar', 'mentorler',
    'mentor_atamalari', 'degerlendirmeler', 'kaynaklar', 'rezervasyonlar', 'dekontlar']) {
    counts[table] = await one(sql`select count(*)::int as n from ${sql.identifier(table)}`);
  }
  counts['basvurular of bench_user'] = await one(sql`select count(*)::int as n from basvurular where basvuran_id = ${int(benchUserId)}`);
  const ids = {
    benchApplication: await one(sql`select min(id)::int as n from basvurular where basvuran_id = ${int(benchUserId)}`),
    call: call0,
    company: c0,
    busyResource: k0,
    benchReservation: await one(sql`select min(id)::int as n from rezervasyonlar where olusturan_id = ${int(benchUserId)}`),
    report: await one(sql`select min(r.id)::int as n from raporlar r join basvurular b on b.id = r.basvuru_id where b.basvuran_id = ${int(benchUserId)}`),
  };
  return { benchUserId, ids, counts, ms: Date.now() - started };
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
  /** Which of the issue's targets this route answers to (see GOALS). */
  goal?: GoalKind;
}

// The targets (ratios are % of the hello route's req/s in the same run). PGlite has its own rule:
// every route at least a third of its PostgreSQL ratio (read from the last PostgreSQL run's JSON)
// and no p99 above 250 ms.
type GoalKind = 'profile' | 'admin-first' | 'own' | 'availability' | 'dashboard';
const GOALS: Record<GoalKind, { text: string; met: (f: RunFigures, ratio: number) => boolean }> = {
  profile: { text: '>= 20 %', met: (_f, r) => r >= 20 },
  'admin-first': { text: '>= 5 %, p99 < 50 ms', met: (f, r) => r >= 5 && f.p99 < 50 },
  own: { text: '>= 3 %', met: (_f, r) => r >= 3 },
  availability: { text: 'p50 < 5 ms', met: (f) => f.p50 < 5 },
  dashboard: { text: 'p99 < 50 ms', met: (f) => f.p99 < 50 },
};

interface Row {
  target: Target;
  figures?: RunFigures;
  skipped?: string;
  /** The hello route's req/s this row is compared with (helloBeside). */
  helloRps?: number;
}

/**
 * Gives each row the hello req/s it is compared with: a route the mean of the hello readings just
 * before and after it, a hello reading the first one (its ratio shows the drift over the run).
 */
function helloBeside(rows: Row[]) {
  const readings = rows.flatMap((r, i) => (r.target.route === null && r.figures ? [{ i, rps: r.figures.rps }] : []));
  if (!readings.length) return;
  rows.forEach((row, i) => {
    if (row.target.route === null) return void (row.helloRps = readings[0]!.rps);
    const before = readings.filter((h) => h.i < i).at(-1);
    const after = readings.find((h) => h.i > i);
    const around = [before, after].filter((h) => h !== undefined);
    row.helloRps = around.reduce((sum, h) => sum + h.rps, 0) / around.length;
  });
}

const ms = (n: number) => (n < 1 ? '<1' : n.toFixed(0));


interface Judged {
  ratio: number | null;
  target: string;
  met: boolean | null;
}

/** A route's figures against its targets (null: the route has none). */
function judge(row: Row, kind: Database['kind'], pgRatios: Record<string, number> | null): Judged {
  const f = row.figures;
  const ratio = f && row.helloRps ? (f.rps / row.helloRps) * 100 : null;
  if (!f || ratio === null || row.target.route === null) return { ratio, target: '', met: null };
  // No request completed within the duration: slower than any target, whatever the histogram says.
  if (f.requests === 0) return { ratio, target: row.target.goal ? GOALS[row.target.goal].text : '', met: false };
  const texts: string[] = [];
  let met: boolean | null = null;
  const and = (ok: boolean) => (met = (met ?? true) && ok);
  if (kind === 'postgres') {
    const goal = row.target.goal ? GOALS[row.target.goal] : undefined;
    if (goal) {
      texts.push(goal.text);
      and(goal.met(f, ratio));
    }
  } else if (row.target.name !== 'login') {
    texts.push('p99 < 250 ms');
    and(f.p99 < 250);
    const pg = pgRatios?.[keyOf(row.target)];
    if (pg !== undefined) {
      texts.push(`>= ${fmtRatio(pg / 3)} (PG/3)`);
      and(ratio >= pg / 3);
    }
  }
  return { ratio, target: texts.join(', '), met };
}

/** A route's key in the results JSON (method, path, and the connections when not the default). */
const keyOf = (t: Target) => `${t.method} ${t.path}${t.connections !== CONNECTIONS ? ` (${t.connections} conn)` : ''}`;

const fmtRatio = (r: number) => `${r.toFixed(r < 1 ? 2 : 1)} %`;

/** The results as a markdown table (printed, and written into docs/bench/read-only-<kind>.md at full scale). */
function resultTable(rows: Row[], kind: Database['kind'], pgRatios: Record<string, number> | null): string[] {
  const header = ['route', 'conns', 'req/s', 'p50 ms', 'p99 ms', '% of hello', 'target', 'met'];
  const lines = rows.map((row) => {
    const { target, figures, skipped } = row;
    const name = `${target.method} ${target.path}`;
    if (!figures) return [name, String(target.connections), '-', '-', '-', `skipped: ${skipped}`, '', ''];
    const j = judge(row, kind, pgRatios);
    const bad = figures.non2xx + figures.errors + figures.timeouts;
    return [
      name,
      String(target.connections),
      figures.rps.toFixed(figures.rps < 100 ? 1 : 0),
      ms(figures.p50),
      ms(figures.p99),
      (j.ratio === null ? '-' : fmtRatio(j.ratio)) + (bad ? ` (non-2xx ${figures.non2xx}, errors ${figures.errors}, timeouts ${figures.timeouts})` : ''),
      j.target,
      j.met === null ? '' : j.met ? 'yes' : '**no**',
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const left = new Set([0, 5, 6, 7]);
  const fmt = (cells: string[]) => `| ${cells.map((c, i) => (left.has(i) ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  const judged = rows.map((r) => judge(r, kind, pgRatios)).filter((j) => j.met !== null);
  const hellos = rows.flatMap((r) => (r.target.route === null && r.figures ? [r.figures.rps] : []));
  return [
    fmt(header),
    `|${widths.map((w, i) => (left.has(i) ? `-${'-'.repeat(w)}-` : `-${'-'.repeat(w)}:`)).join('|')}|`,
    ...lines.map(fmt),
    '',
    `Hello read ${hellos.length} times, ${Math.round(Math.min(...hellos))}-${Math.round(Math.max(...hellos))} req/s; each route's "% of hello" is of the mean of the readings just before and after it.`,
    '',
    `Targets met: ${judged.filter((j) => j.met).length} of ${judged.length}.`,
  ];
}

const RESULTS_DIR = path.join(path.dirname(new URL(import.meta.url).pathname), 'results');
const BENCH_DOCS = path.join(path.dirname(new URL(import.meta.url).pathname), '..', '..', '..', 'docs', 'bench');

/** Replaces the text between `<!-- bench:kind -->` and `<!-- /bench:kind -->` in docs/bench/read-only-<kind>.md. */
function writeDocs(kind: string, text: string) {
  const docFile = path.join(BENCH_DOCS, `read-only-${kind}.md`);
  const doc = fs.readFileSync(docFile, 'utf8');
  const open = `<!-- bench:${kind} -->`;
  const close = `<!-- /bench:${kind} -->`;
  const a = doc.indexOf(open);
  const b = doc.indexOf(close);
  if (a < 0 || b < a) {
    log(`${docFile} has no ${open} ... ${close} block: not written`);
    return;
  }
  fs.writeFileSync(docFile, `${doc.slice(0, a + open.length)}\n${text}\n${doc.slice(b)}`);
  log(`${docFile}: ${kind} table regenerated`);
}

/**
 * BENCH_EXPLAIN=1: EXPLAIN ANALYZE of the admin applications search (lib/admin-list.ts): the page's
 * ids in the list's order on the base table and the capped count, for a term most rows match, one
 * that a person's applications match and one that no row matches.
 */
async function explainSlowest(db: Db) {
  const def = basvuruAdminList;
  const show = async (title: string, query: SQL) => {
    const result = (await db.execute(sql`explain (analyze, buffers off) ${query}`)) as unknown as { rows: Record<string, string>[] };
    console.log(`\n[bench] EXPLAIN ANALYZE, ${title}:\n${result.rows.map((r) => Object.values(r)[0]).join('\n')}`);
  };
  for (const search of ['proje', ONE_APPLICANT, 'zzqx']) {
    const where = await adminListWhere(db, def, { search });
    await show(`page of admin/basvurular/?search=${search}`, sql`${db.select({ id: applications.id }).from(applications).where(where).orderBy(...adminListOrder(def, {})).limit(21)}`);
    await show(`count of admin/basvurular/?search=${search}`, sql`select count(*)::int from (${db.select({ one: sql`1` }).from(applications).where(where).limit(COUNT_CAP + 1)}) as capped`);
  }
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
    // A reminders look (thousands of notifications at this scale) must not run inside a measurement.
    reminderIntervalSeconds: 0,
    // Nor PGlite's VACUUM/ANALYZE round (its ANALYZE of 100 000 applications holds the thread for
    // ~150 ms): the seed has just vacuumed and analyzed every table, the state a round leaves.
    pgliteMaintenanceSeconds: 0,
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

    const seeded = await seed(database.db);
    log(`seeded in ${(seeded.ms / 1000).toFixed(1)} s (one password hash included): ${Object.entries(seeded.counts).map(([k, v]) => `${k} ${v}`).join(', ')}`);

    if (process.env.BENCH_EXPLAIN) await explainSlowest(database.db);

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
    const get = (path: string, token: string | undefined, goal?: GoalKind): Target => {
      const url = path.split('?')[0]!;
      const route = `GET ${url.replace(/\/\d+\//g, '/:id/')}`;
      return { name: path, method: 'GET', path, route, token, goal, ...std };
    };
    const { ids } = seeded;
    /** A page 4/5 of the way through a list of n rows (the deep-page case), 20 rows a page. */
    const deep = (n: number) => Math.max(2, Math.floor((n * 0.8) / 20));
    const now = new Date();
    const adminLists: [string, string[], number][] = [
      // [url, extra queries (search, filters), rows]
      // `search=kullanici_01234`: one applicant, as staff look a person up (few matches: 5 applications).
      ['/api/admin/basvurular/', ['search=proje', 'search=ayse', `search=${ONE_APPLICANT}`, 'durum=ONAY', `durum=ONAY&cagri=${ids.call + 1}`, 'ordering=basvuran'], SIZES.applications],
      ['/api/admin/users/', ['search=ayse', 'is_active=true', 'role=staff', 'role=mentor'], SIZES.users],
      ['/api/admin/sirketler/', ['search=enerji', 'aktif=true'], SIZES.companies],
      ['/api/admin/cagrilar/', ['search=tarim', 'aktif=true'], SIZES.calls],
      ['/api/admin/raporlar/', ['search=proje', `search=${ONE_APPLICANT}`, 'durum=ONAY'], SIZES.reports],
      ['/api/admin/rezervasyonlar/', ['search=toplanti', `search=${ONE_APPLICANT}`, `durum=ONAY&kaynak=${ids.busyResource}`], SIZES.reservations],
      ['/api/admin/dekontlar/', ['search=anadolu', 'durum=YUKLENDI'], SIZES.receipts],
      ['/api/admin/mentorler/', ['search=enerji', 'aktif=true'], SIZES.mentors],
      ['/api/admin/kaynaklar/', ['search=oda'], SIZES.resources],
    ];
    const hello: Target = { name: 'hello', method: 'GET', path: '/bench/hello', route: null, ...std };
    const targets: Target[] = [
      get('/api/health/', undefined),
      get('/api/profile/', userToken, 'profile'),
      // The user's own lists and the open calls.
      get('/api/cagrilar/', userToken, 'own'),
      get('/api/basvurular/', userToken, 'own'),
      get('/api/rezervasyonlar/', userToken, 'own'),
      get('/api/dekontlar/', userToken, 'own'),
      get('/api/atamalar/', userToken, 'own'),
      get('/api/degerlendirmeler/', userToken, 'own'),
      get(`/api/raporlar/?basvuru=${ids.benchApplication}`, userToken, 'own'),
      get('/api/kaynaklar/', userToken, 'own'),
      // Details.
      get(`/api/basvurular/${ids.benchApplication}/`, userToken),
      get(`/api/cagrilar/${ids.call}/`, userToken),
      get(`/api/rezervasyonlar/${ids.benchReservation}/`, userToken),
      get(`/api/kaynaklar/${ids.busyResource}/`, userToken),
      get(`/api/admin/sirketler/${ids.company}/`, adminToken),
      // A busy resource's month.
      // Its latency target is one request's (1 connection); at 10 connections p50 is mostly queueing.
      { ...get(`/api/rezervasyonlar/?kaynak=${ids.busyResource}&month=${now.getUTCMonth() + 1}&year=${now.getUTCFullYear()}`, userToken, 'availability'), connections: 1 },
      get(`/api/rezervasyonlar/?kaynak=${ids.busyResource}&month=${now.getUTCMonth() + 1}&year=${now.getUTCFullYear()}`, userToken),
      // Admin lists: first page, with search and filters, and a deep page.
      ...adminLists.flatMap(([url, extras, n]) => [
        get(`${url}?page_size=20`, adminToken, 'admin-first'),
        ...extras.map((q) => get(`${url}?page_size=20&${q}`, adminToken, 'admin-first')),
        ...(n > 200 ? [get(`${url}?page_size=20&page=${deep(n)}`, adminToken)] : []),
      ]),
      get('/api/admin/dashboard/overview/', adminToken, 'dashboard'),
      get('/api/admin/dashboard/recent_activities/', adminToken, 'dashboard'),
      get('/api/admin/mentorler/assignment_statistics/', adminToken),
      // The receipt coverage grid: six months x a page of 20 active companies (a grid of aggregates,
      // not one of the admin lists: no first-page target), searched by name, and a deep page.
      get('/api/admin/dekontlar/coverage/', adminToken),
      get('/api/admin/dekontlar/coverage/?search=anadolu', adminToken),
      get(`/api/admin/dekontlar/coverage/?page=${deep(SIZES.companies)}`, adminToken),
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
    const only = process.env.BENCH_ONLY?.split(',').filter(Boolean);
    const routesChosen = only?.length ? targets.filter((t) => only.some((part) => t.path.includes(part))) : targets;
    // hello, HELLO_EVERY routes, hello, ..., hello.
    const chosen = [hello, ...routesChosen.flatMap((t, i) => ((i + 1) % HELLO_EVERY === 0 || i === routesChosen.length - 1 ? [t, hello] : [t]))];

    const rows: Row[] = [];
    for (const target of chosen) {
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

    helloBeside(rows);
    const kind = database.kind;
    const pgFile = path.join(RESULTS_DIR, 'postgres.json');
    const pgRatios = kind === 'pglite' && fs.existsSync(pgFile) ? (JSON.parse(fs.readFileSync(pgFile, 'utf8')) as { ratios: Record<string, number> }).ratios : null;
    const sizes = `${SIZES.applications} applications, ${SIZES.users} users, ${SIZES.companies} companies, ${SIZES.reports} reports, ${SIZES.reservations} reservations on ${SIZES.resources} resources, ${SIZES.assignments} assignments and evaluations, ${SIZES.receipts} receipts`;
    const table = resultTable(rows, kind, pgRatios);
    console.log('');
    log(`framework overhead: read-only routes against hello (${database.label}; ${sizes}):`);
    console.log('');
    for (const line of table) console.log(line);
    console.log('');
    console.log(
      'Machines are shared and noisy: compare the "% of hello" ratios within one run, not absolute req/s across runs.\n' +
        `The hello route is the ceiling of this process (same plugins and hooks, no database); login is bound by one argon2id hash per attempt (${describeHashParams()}).`,
    );
    if (SCALE === 1 && !only?.length) {
      const ratios: Record<string, number> = {};
      for (const r of rows) if (r.figures && r.helloRps && r.target.route !== null) ratios[keyOf(r.target)] = (r.figures.rps / r.helloRps) * 100;
      fs.mkdirSync(RESULTS_DIR, { recursive: true });
      fs.writeFileSync(path.join(RESULTS_DIR, `${kind}.json`), `${JSON.stringify({ date: new Date().toISOString(), label: database.label, ratios }, null, 2)}\n`);
      const cpus = os.cpus();
      writeDocs(
        kind,
        [
          `${database.label}, ${new Date().toISOString().slice(0, 10)}, ${cpus.length} cores, Node ${process.version}; ${sizes}; ${CONNECTIONS} connections, ${DURATION_S} s a route:`,
          '',
          ...table,
        ].join('\n'),
      );
    }
  } finally {
    await cleanup();
    process.removeListener('SIGINT', onSignal);
    process.removeListener('SIGTERM', onSignal);
  }
}

// Run only as the command (bench/profile-route.ts imports the seed from here).
if (process.argv[1] && path.resolve(process.argv[1]) === new URL(import.meta.url).pathname) {
  main().catch((err: unknown) => {
    console.error('[bench] failed:', err);
    process.exitCode = 1;
  });
}
