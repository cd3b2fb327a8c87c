// A real SMTP server for tests (smtp-server from the npm registry): it accepts every message,
// parses it with mailparser and keeps it, so a test reads exactly what the portal sent.
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { loadConfig, type Config } from '../env';

export interface TestSmtp {
  port: number;
  received: ParsedMail[];
  /** Stops accepting connections (the port is then closed: senders get ECONNREFUSED). */
  stop(): Promise<void>;
  /** Waits until `n` messages have arrived (or fails after `ms`). */
  waitFor(n: number, ms?: number): Promise<ParsedMail[]>;
}

/** Starts a server on `port` (0: any free port). */
export async function startTestSmtp(port = 0, received: ParsedMail[] = []): Promise<TestSmtp> {
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
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const actual = (server.server.address() as AddressInfo).port;
  return {
    port: actual,
    received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    async waitFor(n, ms = 10_000) {
      const deadline = Date.now() + ms;
      while (received.length < n) {
        if (Date.now() > deadline) throw new Error(`expected ${n} e-mails, got ${received.length}`);
        await new Promise((r) => setTimeout(r, 50));
      }
      return received;
    },
  };
}

/**
 * The mail settings of a test app that sends to a test server on `port`. The outbox's timer never
 * fires within a test: every look is `app.mailOutbox.runNow()`.
 */
export const testMailConfig = (port: number): Config['mail'] => ({
  ...loadConfig({}).mail,
  smtp: { host: '127.0.0.1', port, secure: false, user: undefined, password: undefined, from: 'Kuluçka Merkezi <bildirim@portal.test>' },
  pollSeconds: 3600,
  portalUrl: 'https://portal.example.org',
});
