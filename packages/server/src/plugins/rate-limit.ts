// Login throttling with @fastify/rate-limit. Not global: only routes that ask for it
// (`config: { rateLimit: loginRateLimit(app.config) }`, i.e. POST /api/token/) are counted, per
// client address. The counters live in memory by default, or in Redis when REDIS_URL is set so
// that several API processes share them. Over the limit: 429, `Retry-After` and a DRF `detail`.
import fp from 'fastify-plugin';
import { MSG } from '@portal/domain';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import type { Config } from '../env';
import { ApiError } from '../lib/errors';

/** Spec 8, login 429. */
export const RATE_LIMIT_MESSAGE = MSG.common.tooManyRequests;

/** Redis key prefix of the counters. */
export const RATE_LIMIT_NAMESPACE = 'portal-rate-limit-';

/** The per-route options of the login endpoint: config.loginRateLimit attempts per minute. */
export const loginRateLimit = (config: Pick<Config, 'loginRateLimit'>) => ({
  max: Math.max(1, config.loginRateLimit),
  timeWindow: 60_000,
});

export default fp(
  async (app) => {
    let redis: Redis | undefined;
    if (app.config.redisUrl) {
      redis = new Redis(app.config.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1 });
      // Without a listener ioredis would crash the process on a connection error; the message never
      // contains the URL (and so no password).
      redis.on('error', (err: Error) => app.log.warn({ msg: err.message }, 'rate-limit redis error'));
      app.addHook('onClose', async () => {
        if (redis && redis.status !== 'end') await redis.quit().catch(() => redis?.disconnect());
      });
    }

    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: RATE_LIMIT_NAMESPACE } : {}),
      // A Redis outage lets logins through (each still costs one scrypt hash) rather than
      // failing every login with a 500.
      skipOnError: true,
      keyGenerator: (request) => request.ip,
      // Thrown, then answered by the errors plugin in the DRF shape; Retry-After is already set.
      errorResponseBuilder: (_request, context) => ApiError.detail(context.statusCode, RATE_LIMIT_MESSAGE),
    });
  },
  { name: 'rate-limit' },
);
