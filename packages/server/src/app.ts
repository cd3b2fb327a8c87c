// Builds the Fastify application: external plugins, then our plugins, then routes (fastify/demo
// layout). src/server.ts only listens; tests call buildApp() and use app.inject().
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './env';
import type { Database, Db } from './db/client';
import errors, { clientErrorHandler, frameworkErrors } from './plugins/errors';
import { API_MESSAGES } from './lib/errors';
import { responseSerializerCompiler } from './lib/serializer';
import policy from './plugins/policy';
import files from './plugins/files';
import swagger from './plugins/swagger';
import web from './plugins/web';
import mailOutbox, { type MailOutboxPluginOptions } from './plugins/mail-outbox';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
  }
}

export interface BuildOptions {
  config: Config;
  database: Database;
  /** pino options; tests pass false. */
  logger?: boolean | object;
  /** Serve the built shell and remotes (off in API tests). */
  serveWeb?: boolean;
  /** The e-mail outbox worker's sender and pace (tests); by default SMTP from the config, or off. */
  mail?: MailOutboxPluginOptions;
}

/** Request and response fields that must never reach a log line. */
export const REDACTED_LOG_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.body.password',
  'req.body.current_password',
  'req.body.new_password',
  'req.body.refresh',
  'res.body.access',
  'res.body.refresh',
];

/** A URL as logged: the secret of a calendar feed URL (/api/calendar/<token>.ics) is hidden. */
export function loggedUrl(url: string): string {
  return url.replace(/^(\/api\/calendar\/)[^/?]+(\.ics)/, '$1[gizli]$2');
}

/** Fastify's request log fields, with the URL through loggedUrl. */
const requestSerializer = (req: FastifyRequest) => ({
  method: req.method,
  url: loggedUrl(req.url),
  host: req.host,
  remoteAddress: req.ip,
  remotePort: req.socket?.remotePort,
});

/** The header that carries a request's id, in the answer (and from a trusted proxy, in the request). */
export const REQUEST_ID_HEADER = 'x-request-id';
const REQUEST_ID = /^[\w.:-]{1,64}$/;

/**
 * A request's id: every log line of the request carries it, the answer sends it back in
 * X-Request-Id and error panels show it, so a user can quote it. Behind a trusted proxy (TRUST_PROXY)
 * the proxy's X-Request-Id is kept when it looks like one; otherwise 12 random hex digits.
 */
const requestIdOf = (trustProxy: Config['trustProxy']) => (req: IncomingMessage) => {
  const given = trustProxy ? req.headers[REQUEST_ID_HEADER] : undefined;
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomBytes(6).toString('hex');
};

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: { paths: REDACTED_LOG_PATHS, censor: '[gizli]' },
            serializers: { req: requestSerializer },
            // On a terminal: one readable line per event (pino-pretty); otherwise JSON lines for a collector.
            ...(config.logFormat === 'pretty' && { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', singleLine: true } } }),
            ...(typeof options.logger === 'object' ? options.logger : {}),
          },
    genReqId: requestIdOf(config.trustProxy),
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: false },
    // Fastify's own early errors (bad percent-encoding, unparsable HTTP) in the DRF shape too.
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  app.decorate('db', database.db);
  app.decorate('config', config);

  await app.register(errors);
  await app.register(import('./plugins/metrics'), { pool: database.pool });
  await app.register(import('./plugins/security-headers'));
  await app.register(swagger);
  // Under test every answer is checked against the OpenAPI document (a drift fails the suite).
  if (process.env.NODE_ENV === 'test') await app.register(import('./plugins/contract-check'));
  await app.register(policy);
  await app.register(import('./plugins/redis'));
  await app.register(import('./plugins/auth'));
  await app.register(import('./plugins/rate-limit'));
  await app.register(files);
  await app.register(mailOutbox, options.mail ?? {});
  await app.register(import('./plugins/reminders'));
  await app.register(import('./plugins/retention'));
  await app.register(import('./plugins/backups'), { database });
  await app.register(import('./plugins/db-maintenance'), { kind: database.kind });

  await app.register(import('./modules/health/routes'), { prefix: '/api' });
  await app.register(import('./modules/auth/routes'), { prefix: '/api' });
  await app.register(import('./modules/sifre-sifirlama/routes'), { prefix: '/api' });
  await app.register(import('./modules/davetler/routes'), { prefix: '/api' });
  await app.register(import('./modules/guvenlik-olaylari/routes'), { prefix: '/api' });
  await app.register(import('./modules/iki-adim/routes'), { prefix: '/api' });
  await app.register(import('./modules/profile/routes'), { prefix: '/api' });
  await app.register(import('./modules/files/routes'), { prefix: '/api' });
  await app.register(import('./modules/cagrilar/routes'), { prefix: '/api' });
  await app.register(import('./modules/basvurular/routes'), { prefix: '/api' });
  await app.register(import('./modules/sirketler/routes'), { prefix: '/api' });
  await app.register(import('./modules/raporlar/routes'), { prefix: '/api' });
  await app.register(import('./modules/cagrilar/admin-routes'), { prefix: '/api' });
  await app.register(import('./modules/cagri-formlari/admin-routes'), { prefix: '/api' });
  await app.register(import('./modules/basvurular/admin-routes'), { prefix: '/api' });
  await app.register(import('./modules/kaynaklar/routes'), { prefix: '/api' });
  await app.register(import('./modules/rezervasyonlar/routes'), { prefix: '/api' });
  await app.register(import('./modules/kaynaklar/admin-routes'), { prefix: '/api' });
  await app.register(import('./modules/rezervasyonlar/admin-routes'), { prefix: '/api' });
  await app.register(import('./modules/raporlar/admin-routes'), { prefix: '/api' });
  await app.register(import('./modules/atamalar/routes'), { prefix: '/api' });
  await app.register(import('./modules/degerlendirmeler/routes'), { prefix: '/api' });
  await app.register(import('./modules/olcutler/admin-routes'), { prefix: '/api' });
  await app.register(import('./modules/mentorler/admin-routes'), { prefix: '/api' });
  await app.register(import('./modules/atamalar/admin-routes'), { prefix: '/api' });
  await app.register(import('./modules/dekontlar/routes'), { prefix: '/api' });
  await app.register(import('./modules/dekontlar/admin-routes'), { prefix: '/api' });
  await app.register(import('./modules/sirketler/admin-routes'), { prefix: '/api' });
  await app.register(import('./modules/kullanicilar/admin-routes'), { prefix: '/api' });
  await app.register(import('./modules/dashboard/routes'), { prefix: '/api' });
  await app.register(import('./modules/bildirimler/routes'), { prefix: '/api' });
  await app.register(import('./modules/exports/routes'), { prefix: '/api' });
  await app.register(import('./modules/takvim/routes'), { prefix: '/api' });
  await app.register(import('./modules/gecmis/routes'), { prefix: '/api' });
  await app.register(import('./modules/kvkk/routes'), { prefix: '/api' });
  await app.register(import('./modules/mesajlar/routes'), { prefix: '/api' });
  await app.register(import('./modules/mesajlar/admin-routes'), { prefix: '/api' });

  if (options.serveWeb) await app.register(web); // also answers unknown paths with index.html
  else app.setNotFoundHandler((_request, reply) => reply.code(404).send({ detail: API_MESSAGES.notFound }));
  return app;
}
