// Background work of an API process that looks at the database now and then (the e-mail outbox,
// the reminders): one look at a time (a look asked for during another runs after it), the next
// look `intervalMs` after the last one ended, none after the app began closing, and the current
// one awaited on close. A failed look is logged and the next one tries again. Each look and the
// numbers it reports are counted in the metrics (plugins/metrics.ts).
import type { FastifyInstance } from 'fastify';

export interface PeriodicWork<R, A = undefined> {
  /** One look now (after the current one, if any), given `arg`; rejects when that look fails. */
  runNow(arg?: A): Promise<R>;
}

/**
 * `intervalMs` 0: no timer, looks only through runNow (tests, or work switched off). The first look
 * comes `firstLookMs` after the app is ready (default: one interval).
 */
export function periodic<R, A = undefined>(
  app: FastifyInstance,
  name: string,
  intervalMs: number,
  look: (arg?: A) => Promise<R>,
  options: { onClose?: () => void; firstLookMs?: number } = {},
): PeriodicWork<R, A> {
  let current: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let closing = false;

  const runNow = (arg?: A): Promise<R> => {
    const next = current.catch(() => undefined).then(() => look(arg));
    current = next.then(
      (result) => {
        app.metrics.backgroundRuns.inc({ work: name, outcome: 'ok' });
        for (const [item, n] of countsOf(result)) if (n > 0) app.metrics.backgroundItems.inc({ work: name, item }, n);
      },
      (err: unknown) => {
        app.metrics.backgroundRuns.inc({ work: name, outcome: 'failed' });
        app.log.warn({ err }, `${name}: look failed; the next look retries`);
      },
    );
    return next;
  };
  const schedule = (delayMs: number) => {
    if (closing || intervalMs <= 0) return;
    timer = setTimeout(() => {
      runNow()
        .catch(() => undefined)
        .finally(() => schedule(intervalMs));
    }, delayMs);
    timer.unref();
  };

  app.addHook('onReady', async () => schedule(options.firstLookMs ?? intervalMs));
  app.addHook('onClose', async () => {
    closing = true;
    clearTimeout(timer);
    await current;
    options.onClose?.();
  });
  return { runNow };
}

/**
 * The numbers a look reported, for the metrics: its numeric fields, and those one object down as
 * `field.key` ({sent: 2} -> sent 2; {sent: {rapor_hatirlatma: 3}} -> sent.rapor_hatirlatma 3).
 */
function countsOf(result: unknown): [string, number][] {
  if (!result || typeof result !== 'object') return [];
  return Object.entries(result).flatMap(([key, value]): [string, number][] => {
    if (typeof value === 'number') return [[key, value]];
    if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]): [string, number][] => (typeof v === 'number' ? [[`${key}.${k}`, v]] : []));
    return [];
  });
}
