// GET /metrics (Prometheus text) for a scraper holding METRICS_TOKEN, refused to anyone else; the
// route histogram, the sign-in failures and the outbox gauge move with real requests; liveness and
// readiness answer apart (ready is 503 once the database is gone or a migration is missing).
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { testMailConfig } from '../../testing/smtp';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { createWorld, type World } from '../../testing/world';

const TOKEN = 'metrics-token-of-the-test-0123456789';
let t: TestContext;
let w: World;
beforeAll(async () => {
  // E-mail on (its worker never looks within the test): a decision queues an e-mail.
  t = await createTestApp({ metricsToken: TOKEN, mail: testMailConfig(2525) });
  w = await createWorld(t);
});
afterAll(() => t.close());

const scrape = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.body;
};
/** The value of one sample line (`name{labels} value`), 0 when absent. */
const sample = (body: string, series: string) => {
  const line = body.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
};

describe('GET /metrics', () => {
  test('refused without the token or with another; off (404) when METRICS_TOKEN is unset', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong' }, { authorization: `Basic ${TOKEN}` }, { authorization: `Bearer ${w.tokens.staff.access}` }]) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode).toBe(401);
      expect(res.body).not.toContain('portal_');
    }
    const off = await createTestApp({ mail: testMailConfig(2525) });
    try {
      expect((await off.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });

  test('requests by route pattern and status, sign-in failures, process figures', async () => {
    const ok = 'portal_http_request_duration_seconds_count{method="GET",route="/api/basvurular/:id/",status_code="200"}';
    const hidden = 'portal_http_request_duration_seconds_count{method="GET",route="/api/basvurular/:id/",status_code="404"}';
    const before = await scrape();
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({ method: 'GET', url: `/api/basvurular/${w.applicationA}/`, headers: w.auth('applicantA') });
      expect(res.statusCode).toBe(200);
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/basvurular/${w.applicationA}/`, headers: w.auth('applicantB') })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/api/token/', payload: { username: 'applicant_a', password: 'yanlış-şifre' } })).statusCode).toBe(401);
    const after = await scrape();
    expect(sample(after, ok) - sample(before, ok)).toBe(3);
    expect(sample(after, hidden) - sample(before, hidden)).toBe(1);
    expect(sample(after, 'portal_login_failures_total') - sample(before, 'portal_login_failures_total')).toBe(1);
    // The raw URL (with the id) is never a label.
    expect(after).not.toContain(`/api/basvurular/${w.applicationA}/`);
    expect(after).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(after).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
  });

  test('the outbox gauge follows the queue; the worker\'s looks are counted', async () => {
    const waiting = sample(await scrape(), 'portal_mail_outbox_waiting');
    const res = await t.app.inject({ method: 'PATCH', url: `/api/admin/basvurular/${w.applicationB}/update_status/`, headers: w.auth('staff'), payload: { durum: 'INCELEME' } });
    expect(res.statusCode).toBe(200);
    const body = await scrape();
    expect(sample(body, 'portal_mail_outbox_waiting')).toBe(waiting + 1);
    expect(sample(body, 'portal_mail_outbox_oldest_waiting_seconds')).toBeGreaterThanOrEqual(0);
    // One look of the worker: the SMTP server at 2525 is not there, so the message is retried later.
    const run = await t.app.mailOutbox!.runNow();
    expect(run.retried).toBeGreaterThanOrEqual(1);
    const looked = await scrape();
    expect(sample(looked, 'portal_background_runs_total{work="mail outbox",outcome="ok"}')).toBe(1);
    expect(sample(looked, 'portal_background_items_total{work="mail outbox",item="retried"}')).toBe(run.retried);
  });
});

describe('liveness and readiness', () => {
  test('both ok while the database answers with every migration', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health/live/' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready/' });
    expect([ready.statusCode, ready.json()]).toEqual([200, { status: 'ok', database: 'ok', migrations: 'ok' }]);
  });

  test('not ready (503) while a migration is missing', async () => {
    const db = t.database.db;
    const { rows } = (await db.execute(sql`select id, hash, created_at from drizzle.__drizzle_migrations order by id desc limit 1`)) as unknown as { rows: { id: number; hash: string; created_at: string }[] };
    const last = rows[0];
    await db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${last!.id}`);
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/health/ready/' });
      expect([res.statusCode, res.json()]).toEqual([503, { detail: 'Veritabanı şeması güncel değil: bekleyen migration var.' }]);
    } finally {
      await db.execute(sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${last!.id}, ${last!.hash}, ${last!.created_at})`);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/health/ready/' })).statusCode).toBe(200);
  });

  test('not ready (503) once the database is gone; still live', async () => {
    const other = await createTestApp();
    try {
      await other.database.close();
      const ready = await other.app.inject({ method: 'GET', url: '/api/health/ready/' });
      expect([ready.statusCode, ready.json()]).toEqual([503, { detail: 'Veritabanı yanıt vermiyor.' }]);
      expect((await other.app.inject({ method: 'GET', url: '/api/health/live/' })).statusCode).toBe(200);
    } finally {
      await other.app.close();
    }
  });
});
