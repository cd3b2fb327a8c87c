// Security headers on every response (HTML, API, files) through helmet:
// - a Content-Security-Policy with no inline script but the shell's first script, allowed by its hash
//   on the pages that hold it (contentSecurityPolicy, plugins/web.ts): the shell's runtime settings
//   come from /portal-config.json (fetched before the app starts), not from a <script> in its page;
//   style-src allows 'unsafe-inline' because Chakra UI (emotion) inserts <style> elements at run
//   time and a per-response nonce would need every remote's emotion cache to learn it. Styles
//   cannot run code, so scripts stay as strict as they can be;
// - frame-ancestors 'none' (and X-Frame-Options: DENY for older browsers), nosniff,
//   Referrer-Policy: no-referrer (signed download links carry their signature in the URL);
// - Strict-Transport-Security only when the request came over TLS: directly, or through a proxy
//   the server trusts (TRUST_PROXY) that says so in X-Forwarded-Proto. Over plain HTTP the header
//   means nothing and on localhost it would pin a developer's browser to HTTPS.
//
// helmet's middleware is built once, here, and run on each request's raw response. Its Fastify
// wrapper (@fastify/helmet 13) built a new middleware for every request, parsing the policy again:
// about 10 µs a request (11 µs against 0.4 µs run as built, in a micro-benchmark), on every route.
import fp from 'fastify-plugin';
import helmet from 'helmet';

export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/**
 * The policy as a header value, with more script sources: a page's inline scripts by hash (the
 * shell's first script is written into its page; plugins/web.ts lists its hash for that page).
 */
export function contentSecurityPolicy(moreScriptSources: readonly string[] = []): string {
  return Object.entries({ ...CONTENT_SECURITY_POLICY, 'script-src': [...CONTENT_SECURITY_POLICY['script-src'], ...moreScriptSources] })
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join(';');
}

export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

export default fp(
  async (app) => {
    const secure = helmet({
      contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'no-referrer' },
      hsts: false, // set below, only over TLS
      // Remotes and files are same-origin; a deployment serving remotes from another origin lists
      // it in remotes.json and must relax script-src and this header at its proxy.
      crossOriginResourcePolicy: { policy: 'same-origin' },
    });
    app.addHook('onRequest', (request, reply, done) => {
      if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS_VALUE);
      secure(request.raw, reply.raw, (err) => done(err as Error | undefined));
    });
  },
  { name: 'security-headers' },
);
