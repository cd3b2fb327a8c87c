// Runs the e-mail outbox worker inside the API process when SMTP is configured (SMTP_HOST): a look
// at the queue every MAIL_POLL_SECONDS, never two looks at once in one process, stopped (and its
// current look awaited) when the app closes. Off when SMTP is unset, and then notifications queue no
// e-mail at all. `app.mailOutbox.runNow()` lets tests (and nothing else) take a look without waiting.
import fp from 'fastify-plugin';
import { periodic, type PeriodicWork } from '../lib/periodic';
import { smtpSender, type MailSender } from '../services/mail';
import { mailLinkParams } from '../services/account-links';
import { loadSecret } from '../services/secret';
import { runOutboxOnce, type OutboxOptions, type OutboxRun } from '../services/mail-outbox';
import { setEmailQueued } from '../modules/bildirimler/repository';

export type MailOutboxWorker = PeriodicWork<OutboxRun>;

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
    // Without a sender nothing would send an outbox row: notifications then queue none.
    setEmailQueued(Boolean(smtp || opts.sender));
    if (!smtp && !opts.sender) {
      app.decorate('mailOutbox', null);
      return;
    }
    const sender = opts.sender ?? smtpSender(smtp!);
    const secret = loadSecret(app.config);
    // A password reset or invitation e-mail carries its link, made from the secret and the row's nonce.
    const mailParams: OutboxOptions['mailParams'] = (tur, params, db) => mailLinkParams(secret, tur, params, db);
    const options: OutboxOptions = { from: smtp?.from ?? 'portal@localhost', portalUrl, maxAgeHours, mailParams, ...opts.outbox };
    const look = async (): Promise<OutboxRun> => {
      const run = await runOutboxOnce(app.db, sender, options);
      if (run.sent || run.retried || run.failed || run.unknown) app.log.info({ mail: run }, 'mail outbox');
      if (run.unknown) app.log.warn({ count: run.unknown }, 'mail outbox: messages left mid-send by a stopped process were not re-sent (belirsiz)');
      return run;
    };
    app.decorate('mailOutbox', periodic(app, 'mail outbox', pollSeconds * 1000, look, { onClose: () => sender.close() }));
  },
  { name: 'mail-outbox' },
);
