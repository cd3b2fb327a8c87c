// Runs the e-mail outbox worker inside the API process when SMTP is configured (SMTP_HOST): a look
// at the queue every MAIL_POLL_SECONDS, never two looks at once in one process, stopped (and its
// current look awaited) when the app closes. Off when SMTP is unset. `app.mailOutbox.runNow()`
// lets tests (and nothing else) take a look without waiting.
import fp from 'fastify-plugin';
import { smtpSender, type MailSender } from '../services/mail';
import { runOutboxOnce, type OutboxOptions, type OutboxRun } from '../services/mail-outbox';

export interface MailOutboxWorker {
  /** One look at the queue now (after the current one, if any). */
  runNow(): Promise<OutboxRun>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailOutbox: MailOutboxWorker | null;
  }
}

export interface MailOutboxPluginOptions {
  /** Tests: a sender other than SMTP, or worker options (backoff, lease). */
  sender?: MailSender;
  outbox?: Partial<OutboxOptions>;
}

export default fp<MailOutboxPluginOptions>(
  async (app, opts) => {
    const { smtp, pollSeconds, portalUrl, maxAgeHours } = app.config.mail;
    if (!smtp && !opts.sender) {
      app.decorate('mailOutbox', null);
      return;
    }
    const sender = opts.sender ?? smtpSender(smtp!);
    const options: OutboxOptions = { from: smtp?.from ?? 'portal@localhost', portalUrl, maxAgeHours, ...opts.outbox };
    let current: Promise<OutboxRun> = Promise.resolve({ sent: 0, retried: 0, failed: 0, unknown: 0 });
    let timer: NodeJS.Timeout | undefined;
    let closing = false;

    const look = (): Promise<OutboxRun> => {
      current = current
        .catch(() => undefined)
        .then(() => runOutboxOnce(app.db, sender, options))
        .then(
          (run) => {
            if (run.sent || run.retried || run.failed || run.unknown) app.log.info({ mail: run }, 'mail outbox');
            if (run.unknown) app.log.warn({ count: run.unknown }, 'mail outbox: messages left mid-send by a stopped process were not re-sent (belirsiz)');
            return run;
          },
          (err: unknown) => {
            app.log.warn({ err }, 'mail outbox look failed; next look retries');
            throw err;
          },
        );
      return current;
    };
    const schedule = () => {
      if (closing) return;
      timer = setTimeout(() => {
        look()
          .catch(() => undefined)
          .finally(schedule);
      }, pollSeconds * 1000);
      timer.unref();
    };

    app.decorate('mailOutbox', { runNow: look });
    app.addHook('onReady', async () => schedule());
    app.addHook('onClose', async () => {
      closing = true;
      clearTimeout(timer);
      await current.catch(() => undefined);
      sender.close();
    });
  },
  { name: 'mail-outbox' },
);
