// One Redis connection per process when REDIS_URL is set (app.redis), shared by the rate limits and
// the attempt counters of password checks; undefined otherwise. Every key carries the deployment's
// prefix (config.redisKeyPrefix; ioredis adds it, also to the keys of Lua commands).
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    redis: Redis | undefined;
  }
}

export default fp(
  async (app) => {
    let redis: Redis | undefined;
    if (app.config.redisUrl) {
      // No offline queue: while the connection is down a command fails at once, so a login never
      // waits on an outage (its callers count in the process instead, plugins/rate-limit.ts).
      const client = new Redis(app.config.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1, enableOfflineQueue: false, keyPrefix: app.config.redisKeyPrefix });
      redis = client;
      // Without a listener ioredis would crash the process on a connection error; the message never
      // contains the URL (and so no password).
      client.on('error', (err: Error) => app.log.warn({ msg: err.message }, 'redis error'));
      // The first connection settles (ready, or its first failure) before requests are served.
      await new Promise<void>((resolve) => {
        const settled = () => {
          client.off('ready', settled);
          client.off('error', settled);
          resolve();
        };
        client.once('ready', settled);
        client.once('error', settled);
      });
      app.addHook('onClose', async () => {
        if (redis && redis.status !== 'end') await redis.quit().catch(() => redis?.disconnect());
      });
    }
    app.decorate('redis', redis);
  },
  { name: 'redis' },
);
