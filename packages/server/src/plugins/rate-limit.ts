// Throttling of password checks. Two layers:
// - @fastify/rate-limit on the login route (`rateLimit: loginRateLimit(app.config)` in its route spec, lib/routes.ts),
//   per client address, counted before the body is even read;
// - app.passwordAttempts, called by every handler that checks a password (login, profile password
//   change), counting per account (the lower-cased username) and, for routes without the first
//   layer, per client address.
// Counters live in memory by default, or in Redis when REDIS_URL is set so that several API
// processes share them (in memory again while Redis does not answer). Over a limit: 429,
// `Retry-After` and the spec's DRF `detail`.
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { MSG } from '@portal/domain';
import rateLimit from '@fastify/rate-limit';
import type { Config } from '../env';
import { ApiError } from '../lib/errors';

declare module 'fastify' {
  interface FastifyInstance {
    passwordAttempts: PasswordAttempts;
  }
}

/** Spec 8, login 429. */
export const RATE_LIMIT_MESSAGE = MSG.common.tooManyRequests;

/** Redis key prefix of the counters (after the deployment's own, config.redisKeyPrefix). */
export const RATE_LIMIT_NAMESPACE = 'rate-limit:';

const WINDOW_MS = 60_000;

/** The per-route options of the login endpoint: config.loginRateLimit attempts per minute. */
export const loginRateLimit = (config: Pick<Config, 'loginRateLimit'>) => ({
  max: Math.max(1, config.loginRateLimit),
  timeWindow: WINDOW_MS,
});

/** Fixed-window counters: hit() adds one and answers the new count and the ms left in the window. */
interface Counters {
  hit(key: string): Promise<{ count: number; resetMs: number }>;
}

function memoryCounters(): Counters {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async hit(key) {
      const now = Date.now();
      if (windows.size > 10_000) for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
      let w = windows.get(key);
      if (!w || w.resetAt <= now) windows.set(key, (w = { count: 0, resetAt: now + WINDOW_MS }));
      w.count += 1;
      return { count: w.count, resetMs: w.resetAt - now };
    },
  };
}

function redisCounters(redis: Redis): Counters {
  return {
    async hit(key) {
      const k = `${RATE_LIMIT_NAMESPACE}pw:${key}`;
      // SET NX starts the window once; INCR counts; PTTL tells the rest of the window.
      const results = await redis.multi().set(k, '0', 'PX', WINDOW_MS, 'NX').incr(k).pttl(k).exec();
      const count = Number(results?.[1]?.[1] ?? 0);
      const ttl = Number(results?.[2]?.[1] ?? WINDOW_MS);
      return { count, resetMs: ttl > 0 ? ttl : WINDOW_MS };
    },
  };
}

export interface PasswordAttempts {
  /**
   * Counts one password check for `account` (and the client address unless the route is already
   * throttled per address); throws the 429 when either is over the limit. Call it before hashing.
   * `scope` gives a check counters of its own (the second step of a login counts apart from
   * password checks, per account and address).
   */
  check(request: FastifyRequest, reply: FastifyReply, account: string, options?: { perAddress?: boolean; scope?: string }): Promise<void>;
}

export default fp(
  async (app) => {
    const redis = app.redis;
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: RATE_LIMIT_NAMESPACE } : {}),
      // A Redis outage does not fail every login with a 500: this limit lets requests through and
      // app.passwordAttempts counts them in the process instead.
      skipOnError: true,
      keyGenerator: (request) => request.ip,
      // Thrown, then answered by the errors plugin in the DRF shape; Retry-After is already set.
      errorResponseBuilder: (_request, context) => ApiError.detail(context.statusCode, RATE_LIMIT_MESSAGE),
    });

    const memory = memoryCounters();
    const counters = redis ? redisCounters(redis) : memory;
    const max = Math.max(1, app.config.loginRateLimit);
    /**
     * Counts in Redis when it answers. While it does not, this process counts alone (a guesser then
     * gets at most the limit per process), the client address too: the login route's own
     * per-address limit shares the unreachable store and lets requests through.
     */
    const hitAll = async (keys: string[], addressKey: string) => {
      try {
        return await Promise.all(keys.map((key) => counters.hit(key)));
      } catch (err) {
        app.log.warn({ msg: (err as Error).message }, 'password attempt counter unavailable: counted in this process');
        return Promise.all([...new Set([...keys, addressKey])].map((key) => memory.hit(key)));
      }
    };
    app.decorate('passwordAttempts', {
      async check(request, reply, account, options = {}) {
        const scope = options.scope ? `${options.scope}:` : '';
        const address = `${scope}ip-${request.ip}`;
        const keys = [`${scope}acct-${account.normalize('NFC').toLowerCase()}`];
        if (options.perAddress !== false) keys.push(address);
        const results = await hitAll(keys, address);
        const over = results.filter((r) => r.count > max);
        if (over.length === 0) return;
        const retryAfter = Math.max(1, Math.ceil(Math.max(...over.map((r) => r.resetMs)) / 1000));
        reply.header('Retry-After', String(retryAfter));
        throw ApiError.detail(429, RATE_LIMIT_MESSAGE);
      },
    } satisfies PasswordAttempts);
  },
  { name: 'rate-limit', dependencies: ['redis'] },
);
