// Runs db/maintenance.ts on embedded PGlite every PGLITE_MAINTENANCE_SECONDS (0: never; tests
// run a round through `app.dbMaintenance.runNow()`). PostgreSQL has autovacuum: nothing to do there.
import fp from 'fastify-plugin';
import { pgliteMaintenance, type MaintenanceRun } from '../db/maintenance';
import { periodic, type PeriodicWork } from '../lib/periodic';

declare module 'fastify' {
  interface FastifyInstance {
    /** On PGlite: one round of VACUUM and ANALYZE now. Null on PostgreSQL. */
    dbMaintenance: PeriodicWork<MaintenanceRun> | null;
  }
}

export default fp<{ kind: 'pglite' | 'postgres' }>(
  async (app, { kind }) => {
    if (kind !== 'pglite') {
      app.decorate('dbMaintenance', null);
      return;
    }
    const maintain = pgliteMaintenance(app.db);
    const look = async () => {
      const started = performance.now();
      const run = await maintain();
      app.log.debug({ analyzed: run.analyzed, ms: Math.round(performance.now() - started) }, 'database maintenance');
      return run;
    };
    const intervalMs = app.config.pgliteMaintenanceSeconds * 1000;
    // The first round soon after start: a data directory opened for the first time has no statistics.
    app.decorate('dbMaintenance', periodic(app, 'database maintenance', intervalMs, look, { firstLookMs: Math.min(30_000, intervalMs) }));
  },
  { name: 'db-maintenance' },
);
