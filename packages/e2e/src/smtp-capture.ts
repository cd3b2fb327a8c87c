// A real SMTP server for a browser test (smtp-server, each message parsed with mailparser): the
// portal is started with SMTP_HOST/SMTP_PORT pointing here, and the test reads what it sent.
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpCapture {
  port: number;
  received: ParsedMail[];
  /** The first message `predicate` accepts, waiting up to `ms` for it. */
  waitFor(predicate: (m: ParsedMail) => boolean, ms?: number): Promise<ParsedMail>;
  stop(): Promise<void>;
}

export async function startSmtpCapture(): Promise<SmtpCapture> {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          callback();
        },
        (err: Error) => callback(err),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    port: (server.server.address() as AddressInfo).port,
    received,
    async waitFor(predicate, ms = 20_000) {
      const deadline = Date.now() + ms;
      for (;;) {
        const found = received.find(predicate);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no such e-mail; received: ${received.map((m) => m.subject).join(' | ')}`);
        await new Promise((r) => setTimeout(r, 200));
      }
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The portal's environment for sending through `smtp` (messages looked at every second). */
export const smtpEnv = (smtp: SmtpCapture) => ({
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: String(smtp.port),
  SMTP_FROM: 'Kuluçka Merkezi <bildirim@portal.test>',
  MAIL_POLL_SECONDS: '1',
  PORTAL_URL: 'https://portal.example.org',
});
