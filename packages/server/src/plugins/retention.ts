// Runs services/retention.ts every RETENTION_INTERVAL_SECONDS (0: never; tests prune through
// `app.retention.runNow(now)` with their own clock), the first round a minute after start.
import fp from 'fastify-plugin';
import { periodic, type PeriodicWork } from '../lib/periodic';
import { pruneOnce, type RetentionRun } from '../services/retention';

declare module 'fastify' {
  interface FastifyInstance {
    /** runNow(now): one pruning round judged by the clock `now` (default: the real time). */
    retention: PeriodicWork<RetentionRun, Date>;
  }
}

export default fp(
  async (app) => {
    const look = async (now: Date = new Date()): Promise<RetentionRun> => {
      const run = await pruneOnce(app.db, app.config.retentionDays, now);
      if (Object.values(run).some((n) => n > 0)) app.log.info({ pruned: run }, 'old rows pruned');
      return run;
    };
    const intervalMs = app.config.retentionIntervalSeconds * 1000;
    app.decorate('retention', periodic(app, 'retention', intervalMs, look, { firstLookMs: Math.min(60_000, intervalMs) }));
  },
  { name: 'retention' },
);
