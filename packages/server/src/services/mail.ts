// Notification e-mail: the message of one notification (Turkish, a plain-text part and simple
// HTML, the same texts as the bell) and the SMTP transport (nodemailer) built from the config.
import nodemailer, { type Transporter } from 'nodemailer';
import { BILDIRIM_MESSAGES, BILDIRIM_TURU_META, bildirimMetni, type BildirimParams, type BildirimTuru } from '@portal/domain';
import type { SmtpConfig } from '../env';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Stable per outbox row: a receiving system that sees one twice can tell (see docs/notifications.md). */
  messageId: string;
}

/** What sending needs: nodemailer's sendMail, or a stand-in in tests. */
export interface MailSender {
  send(from: string, message: MailMessage): Promise<void>;
  close(): void;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The e-mail of a notification to `name <to>`, with a link to `portalUrl` + the object's path. */
export function renderMail(input: {
  outboxId: number;
  to: string;
  name: string;
  tur: BildirimTuru;
  params: Record<string, unknown>;
  portalUrl: string;
  fromAddress: string;
}): MailMessage {
  const metin = bildirimMetni(input.tur, input.params as unknown as BildirimParams[BildirimTuru]);
  const url = `${input.portalUrl}${metin.link}`;
  const M = BILDIRIM_MESSAGES;
  const footer = BILDIRIM_TURU_META[input.tur].kitle === 'hesap' ? M.mailFooterAccount : M.mailFooter;
  const text = [M.mailGreeting(input.name), '', metin.mesaj, '', `${M.mailLink}: ${url}`, '', '-- ', M.mailSignature, footer, ''].join('\n');
  const html = [
    '<!doctype html><html lang="tr"><head><meta charset="utf-8"></head>',
    '<body style="font-family: system-ui, -apple-system, Segoe UI, Roboto, sans-serif; color: #263238; line-height: 1.5">',
    `<p>${escapeHtml(M.mailGreeting(input.name))}</p>`,
    `<p><strong>${escapeHtml(metin.baslik)}</strong></p>`,
    `<p>${escapeHtml(metin.mesaj)}</p>`,
    `<p><a href="${escapeHtml(url)}" style="color: #ff5722">${escapeHtml(M.mailLink)}</a></p>`,
    `<hr style="border: none; border-top: 1px solid #cfd8dc"><p style="font-size: 12px; color: #607d8b">${escapeHtml(M.mailSignature)}<br>${escapeHtml(footer)}</p>`,
    '</body></html>',
  ].join('\n');
  const domain = /@([^>\s]+)>?\s*$/.exec(input.fromAddress)?.[1] ?? 'localhost';
  return { to: input.to, subject: metin.baslik, text, html, messageId: `<bildirim-${input.outboxId}@${domain}>` };
}

/** The SMTP sender of the config (one pooled connection set, closed with the app). */
export function smtpSender(smtp: SmtpConfig): MailSender {
  const transport: Transporter = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    auth: smtp.user ? { user: smtp.user, pass: smtp.password ?? '' } : undefined,
    // A dead server must not hold a worker for minutes: fail, and the outbox retries later.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(from, message) {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html, messageId: message.messageId });
    },
    close: () => transport.close(),
  };
}
