// Builds the Fastify application: external plugins, then our plugins, then routes (fastify/demo
// layout). src/server.ts only listens; tests call buildApp() and use app.inject().
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './env';
import type { Database, Db } from './db/client';
import errors, { API_MESSAGES } from './plugins/errors';
import policy from './plugins/policy';
import files from './plugins/files';
import swagger from './plugins/swagger';
import web from './plugins/web';
import healthRoutes from './routes/health';
import fileRoutes from './routes/files';

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

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : { level: config.logLevel, redact: { paths: REDACTED_LOG_PATHS, censor: '[gizli]' }, ...(typeof options.logger === 'object' ? options.logger : {}) },
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: false },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', database.db);
  app.decorate('config', config);

  await app.register(errors);
  await app.register(swagger);
  await app.register(policy);
  await app.register(import('./plugins/auth'));
  await app.register(import('./plugins/rate-limit'));
  await app.register(files);

  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(import('./routes/auth'), { prefix: '/api' });
  await app.register(import('./routes/profile'), { prefix: '/api' });
  await app.register(fileRoutes, { prefix: '/api' });
  await app.register(import('./routes/cagrilar'), { prefix: '/api' });
  await app.register(import('./routes/basvurular'), { prefix: '/api' });
  await app.register(import('./routes/sirketler'), { prefix: '/api' });
  await app.register(import('./routes/raporlar'), { prefix: '/api' });
  await app.register(import('./routes/calisan-raporlari'), { prefix: '/api' });
  await app.register(import('./routes/admin/cagrilar'), { prefix: '/api' });
  await app.register(import('./routes/admin/basvurular'), { prefix: '/api' });
  await app.register(import('./routes/kaynaklar'), { prefix: '/api' });
  await app.register(import('./routes/rezervasyonlar'), { prefix: '/api' });
  await app.register(import('./routes/admin/kaynaklar'), { prefix: '/api' });
  await app.register(import('./routes/admin/rezervasyonlar'), { prefix: '/api' });
  await app.register(import('./routes/admin/raporlar'), { prefix: '/api' });

  if (options.serveWeb) await app.register(web); // also answers unknown paths with index.html
  else app.setNotFoundHandler((_request, reply) => reply.code(404).send({ detail: API_MESSAGES.notFound }));
  return app;
}
