// Serves the built portal on the API's port: the shell at /, each remote's build at
// /remotes/<name>/, the runtime remote map at /remotes.json, and index.html for client routes.
import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { API_MESSAGES } from './errors';

export const REMOTES = { applicant: 'mfe-applicant', mentor: 'mfe-mentor', company: 'mfe-company', admin: 'mfe-admin' } as const;

export default fp(async (app) => {
  const root = app.config.webRoot;
  const shellDist = path.join(root, 'shell', 'dist');

  await app.register(fastifyStatic, { root: shellDist, prefix: '/', wildcard: false, index: false, maxAge: '1h' });
  for (const [name, folder] of Object.entries(REMOTES)) {
    await app.register(fastifyStatic, {
      root: path.join(root, folder, 'dist'),
      prefix: `/remotes/${name}/`,
      decorateReply: false,
      // Entry files and manifests keep their names between builds: never cache them for long.
      setHeaders: (res, file) => {
        if (/(mf-manifest\.json|remoteEntry\.js)$/.test(file)) res.setHeader('Cache-Control', 'no-cache');
      },
    });
  }

  // Where each remote lives. Overridable per deployment with a remotes.json in the data directory;
  // a remote is redeployed by replacing its folder, the shell is not rebuilt.
  app.get('/remotes.json', async (_request, reply) => {
    const override = path.join(app.config.dataDir, 'remotes.json');
    const remotes = fs.existsSync(override)
      ? JSON.parse(fs.readFileSync(override, 'utf8'))
      : Object.fromEntries(Object.keys(REMOTES).map((name) => [name, `/remotes/${name}/mf-manifest.json`]));
    return reply.header('Cache-Control', 'no-cache').send({ ...remotes, config: { publicApplicationUrl: app.config.publicApplicationUrl } });
  });

  // Client-side routes (/cagrilar, /admin/calls, ...) get the shell's index.html.
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0]!;
    if (request.method !== 'GET' || url.startsWith('/api/') || url.startsWith('/remotes/') || path.extname(url)) {
      return reply.code(404).send({ detail: API_MESSAGES.notFound });
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html', shellDist);
  });
});
