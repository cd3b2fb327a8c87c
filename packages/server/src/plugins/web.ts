// Serves the built portal on the API's port: the shell at /, each remote's build at
// /remotes/<name>/, the runtime remote map at /remotes.json, and index.html for client routes.
import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { API_MESSAGES } from '../lib/errors';

export const REMOTES = { applicant: 'mfe-applicant', mentor: 'mfe-mentor', company: 'mfe-company', admin: 'mfe-admin' } as const;

/**
 * Files whose names carry a content hash may be cached for good; entry files, manifests and
 * index.html keep their names between builds and must be revalidated, or a redeployed remote
 * would not be picked up.
 */
export function setCacheHeaders(res: { setHeader(name: string, value: string): unknown }, file: string) {
  const hashed = /\.[0-9a-f]{8,}\.(js|css|woff2?|svg|png)$/.test(file);
  res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
}

export default fp(async (app) => {
  const root = app.config.webRoot;
  const shellDist = path.join(root, 'shell', 'dist');

  await app.register(fastifyStatic, {
    root: shellDist,
    prefix: '/',
    wildcard: false,
    index: false,
    cacheControl: false,
    setHeaders: setCacheHeaders,
  });
  for (const [name, folder] of Object.entries(REMOTES)) {
    await app.register(fastifyStatic, {
      root: path.join(root, folder, 'dist'),
      prefix: `/remotes/${name}/`,
      decorateReply: false,
      cacheControl: false,
      setHeaders: setCacheHeaders,
    });
  }

  // Where each remote lives. Overridable per deployment with a remotes.json in the data directory;
  // a remote is redeployed by replacing its folder, the shell is not rebuilt.
  app.get('/remotes.json', async (_request, reply) => {
    const override = path.join(app.config.dataDir, 'remotes.json');
    const remotes = fs.existsSync(override)
      ? JSON.parse(fs.readFileSync(override, 'utf8'))
      : Object.fromEntries(Object.keys(REMOTES).map((name) => [name, `/remotes/${name}/mf-manifest.json`]));
    return reply.header('Cache-Control', 'no-cache').send(remotes);
  });

  // index.html with the deployment's settings (the shell reads window.__PORTAL_CONFIG__).
  const portalConfig = JSON.stringify({ registerUrl: app.config.publicApplicationUrl }).replace(/</g, '\\u003c');
  const indexHtml = () => {
    const html = fs.readFileSync(path.join(shellDist, 'index.html'), 'utf8');
    return html.replace('</head>', `<script>window.__PORTAL_CONFIG__=${portalConfig}</script></head>`);
  };

  // Client-side routes (/cagrilar, /admin/calls, ...) get the shell's index.html; a missing file
  // under /api/ or /remotes/ stays a real 404 so that a remote that is down fails cleanly.
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0]!;
    if (request.method !== 'GET' || url.startsWith('/api/') || url.startsWith('/remotes/') || path.extname(url)) {
      return reply.code(404).send({ detail: API_MESSAGES.notFound });
    }
    if (!fs.existsSync(path.join(shellDist, 'index.html'))) {
      return reply.code(503).send({ detail: 'Arayüz henüz derlenmedi (npm start derler).' });
    }
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml());
  });
});
