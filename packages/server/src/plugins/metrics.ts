// Prometheus metrics (prom-client) at GET /metrics, in its text format, for a scraper that sends
// `Authorization: Bearer <METRICS_TOKEN>`; without METRICS_TOKEN the route answers 404 (off), and a
// scrape without the token 401: the public never reads them. Each app has its own registry.
// - portal_http_request_duration_seconds{method, route, status_code}: every request (its _count is
//   the request count); route is the route's pattern (/api/basvurular/:id/), never the raw URL;
// - portal_login_failures_total, portal_rate_limited_total{route}: refused sign-ins, 429s;
// - portal_db_pool_connections{state}, portal_db_connection_hold_seconds: PostgreSQL's pool (in use,
//   idle, waiting clients) and how long a request or a transaction holds a connection;
// - portal_mail_outbox_waiting, portal_mail_outbox_oldest_waiting_seconds: the e-mail backlog, read
//   from the database at each scrape (every process sees the shared queue);
// - portal_background_runs_total{work, outcome}, portal_background_items_total{work, item}: each look
//   of the periodic work (lib/periodic.ts: mail outbox, reminders, pending file sweep, retention,
//   database maintenance) and what it reported (e-mails sent/failed, reminders sent, rows pruned...);
// - Node's process figures (prom-client's default metrics: CPU, memory, event loop lag, GC).
import { timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { API_MESSAGES } from '../lib/errors';

export interface Metrics {
  registry: Registry;
  backgroundRuns: Counter<'work' | 'outcome'>;
  backgroundItems: Counter<'work' | 'item'>;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

/** Routes whose 400/401 is a refused sign-in (password, or the second step's code). */
const SIGN_IN_ROUTES = new Set(['/api/token/', '/api/token/2fa/']);

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

export default fp<{ pool?: pg.Pool }>(
  async (app, { pool }) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    const requests = new Histogram({
      name: 'portal_http_request_duration_seconds',
      help: 'HTTP requests by route pattern and status, and how long each took',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    const loginFailures = new Counter({ name: 'portal_login_failures_total', help: 'Sign-ins refused (wrong password or second-step code)', registers: [registry] });
    const rateLimited = new Counter({ name: 'portal_rate_limited_total', help: 'Requests answered 429 by route pattern', labelNames: ['route'] as const, registers: [registry] });
    if (pool) {
      new Gauge({
        name: 'portal_db_pool_connections',
        help: 'PostgreSQL pool connections of this process: in use, idle, and clients waiting for one',
        labelNames: ['state'] as const,
        registers: [registry],
        collect() {
          this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
          this.set({ state: 'idle' }, pool.idleCount);
          this.set({ state: 'waiting' }, pool.waitingCount);
        },
      });
      const hold = new Histogram({
        name: 'portal_db_connection_hold_seconds',
        help: 'How long a query or a transaction held a PostgreSQL pool connection',
        buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
        registers: [registry],
      });
      const since = new WeakMap<pg.PoolClient, number>();
      const onAcquire = (client: pg.PoolClient) => since.set(client, performance.now());
      const onRelease = (_err: Error | undefined, client: pg.PoolClient) => {
        const start = since.get(client);
        if (start !== undefined) hold.observe((performance.now() - start) / 1000);
      };
      pool.on('acquire', onAcquire);
      pool.on('release', onRelease);
      app.addHook('onClose', async () => {
        pool.off('acquire', onAcquire);
        pool.off('release', onRelease);
      });
    }
    const outbox = async () => {
      const result = (await app.db.execute(
        sql`select count(*)::int as waiting, coalesce(extract(epoch from now() - min(olusturuldu)), 0)::float8 as oldest from eposta_kuyrugu where durum = 'bekliyor'`,
      )) as unknown as { rows: { waiting: number; oldest: number }[] };
      return result.rows[0] ?? { waiting: 0, oldest: 0 };
    };
    new Gauge({
      name: 'portal_mail_outbox_waiting',
      help: 'E-mails waiting in the outbox (all processes)',
      registers: [registry],
      async collect() {
        this.set(Number((await outbox()).waiting));
      },
    });
    new Gauge({
      name: 'portal_mail_outbox_oldest_waiting_seconds',
      help: 'Age of the oldest e-mail waiting in the outbox (0: none waits)',
      registers: [registry],
      async collect() {
        this.set(Number((await outbox()).oldest));
      },
    });
    const metrics: Metrics = {
      registry,
      backgroundRuns: new Counter({ name: 'portal_background_runs_total', help: 'Looks of the periodic background work by outcome', labelNames: ['work', 'outcome'] as const, registers: [registry] }),
      backgroundItems: new Counter({ name: 'portal_background_items_total', help: 'What the periodic background work reported, by item', labelNames: ['work', 'item'] as const, registers: [registry] }),
    };
    app.decorate('metrics', metrics);

    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? 'unmatched';
      if (route === '/metrics') return;
      const status = reply.statusCode;
      requests.observe({ method: request.method, route, status_code: String(status) }, reply.elapsedTime / 1000);
      if (status === 429) rateLimited.inc({ route });
      else if ((status === 400 || status === 401) && SIGN_IN_ROUTES.has(route)) loginFailures.inc();
    });

    const token = app.config.metricsToken;
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (!token) return reply.code(404).send({ detail: API_MESSAGES.notFound });
      const header = request.headers.authorization ?? '';
      if (!header.startsWith('Bearer ') || !sameToken(header.slice(7), token)) {
        return reply.code(401).header('WWW-Authenticate', 'Bearer realm="metrics"').send({ detail: API_MESSAGES.notAuthenticated });
      }
      reply.header('Content-Type', registry.contentType).header('Cache-Control', 'no-store');
      return registry.metrics();
    });
  },
  { name: 'metrics' },
);
