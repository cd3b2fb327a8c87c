// Runs the reminders (modules/hatirlatmalar) inside the API process: a look every
// REMINDER_INTERVAL_SECONDS (0: never; tests look through `app.reminders.runNow(now)` with their
// own clock). Several processes may look at once: the run's advisory lock lets one send, and the
// reminders' keys make each go out once in any case. On PGlite the one process is the only looker.
import fp from 'fastify-plugin';
import { periodic, type PeriodicWork } from '../lib/periodic';
import { runRemindersOnce, type ReminderRun } from '../modules/hatirlatmalar/service';

declare module 'fastify' {
  interface FastifyInstance {
    /** runNow(now): one look judged by the clock `now` (default: the real time). */
    reminders: PeriodicWork<ReminderRun, Date>;
  }
}

export default fp(
  async (app) => {
    const look = async (now: Date = new Date()): Promise<ReminderRun> => {
      const run = await runRemindersOnce(app.db, now);
      if (Object.values(run.sent).some((n) => n > 0)) app.log.info({ reminders: run.sent }, 'reminders sent');
      return run;
    };
    // The first look soon after start: a portal started in the morning sends what came due overnight.
    app.decorate('reminders', periodic(app, 'reminders', app.config.reminderIntervalSeconds * 1000, look, { firstLookMs: Math.min(10_000, app.config.reminderIntervalSeconds * 1000) }));
  },
  { name: 'reminders' },
);
