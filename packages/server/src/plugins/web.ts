// Serves the built portal on the API's port: the shell at /, each remote's build at
// /remotes/<name>/, the runtime remote map at /remotes.json, and index.html for client routes.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import {
  isRouteManifest,
  REMOTE_FOLDERS,
  REMOTE_NAMES,
  ROUTE_MANIFEST_FILE,
  type RemoteEntry,
  type RemoteName,
  type RouteManifestEntry,
} from '@portal/mf-config/remotes';
import { API_MESSAGES } from '../lib/errors';
import { contentSecurityPolicy } from './security-headers';

export const REMOTES = REMOTE_FOLDERS;

/** The route manifest a remote's build wrote beside its remoteEntry.js; null when absent or unreadable. */
function builtRoutes(webRoot: string, name: RemoteName): RouteManifestEntry[] | null {
  try {
    const parsed: unknown = JSON.parse(fs.readFileSync(path.join(webRoot, REMOTE_FOLDERS[name], 'dist', ROUTE_MANIFEST_FILE), 'utf8'));
    return isRouteManifest(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * /remotes.json: for each remote, where its mf-manifest.json is and the routes it owns. A deployment
 * may override entries with remotes.json in the data directory, either as a URL (the routes then come
 * from the local build) or as { entry, routes }. Read on every request: a remote is redeployed by
 * replacing its folder, without restarting the server or rebuilding the shell.
 */
export function remotesMap(webRoot: string, overrideFile: string): Partial<Record<RemoteName, RemoteEntry>> {
  const override: Record<string, unknown> | null = fs.existsSync(overrideFile) ? JSON.parse(fs.readFileSync(overrideFile, 'utf8')) : null;
  const map: Partial<Record<RemoteName, RemoteEntry>> = {};
  for (const name of REMOTE_NAMES) {
    const given = override ? override[name] : `/remotes/${name}/mf-manifest.json`;
    if (typeof given === 'string' && given) {
      map[name] = { entry: given, routes: builtRoutes(webRoot, name) };
    } else if (given && typeof given === 'object' && typeof (given as { entry?: unknown }).entry === 'string') {
      const { entry, routes } = given as { entry: string; routes?: unknown };
      map[name] = { entry, routes: isRouteManifest(routes) ? routes : builtRoutes(webRoot, name) };
    }
  }
  return map;
}

/**
 * Files whose names carry a content hash may be cached for good; entry files, manifests and
 * index.html keep their names between builds and must be revalidated, or a redeployed remote
 * would not be picked up. The build writes .br and .gz twins of text files (served by
 * preCompressed with Content-Encoding): they get the original's rule, and Vary, since the same URL
 * answers different bytes by Accept-Encoding. A page (.html) also gets its own CSP (pagePolicy).
 */
export function setCacheHeaders(res: { setHeader(name: string, value: string): unknown }, file: string) {
  const original = file.replace(/\.(br|gz)$/, '');
  const hashed = /\.[0-9a-f]{8,}\.(js|css|woff2?|svg|png)$/.test(original);
  res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
  if (/\.(js|css|json|html|svg)$/.test(original)) res.setHeader('Vary', 'Accept-Encoding');
  if (original.endsWith('.html')) res.setHeader('Content-Security-Policy', pagePolicy(original));
}

const inlineScripts = new Map<string, { version: string; sources: string[] }>();

/**
 * A page's Content-Security-Policy: the portal's, plus the hash of each inline script the page
 * holds (the shell's first script, written into its pages by the build: shell/src/before-app.js).
 * Read from the page as it is on disk, so a redeployed shell is allowed at once; kept per file
 * version.
 */
export function pagePolicy(file: string): string {
  const stat = fs.statSync(file);
  const version = `${stat.mtimeMs}:${stat.size}`;
  let known = inlineScripts.get(file);
  if (known?.version !== version) {
    const html = fs.readFileSync(file, 'utf8');
    const sources = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
      ([, code]) => `'sha256-${createHash('sha256').update(code!).digest('base64')}'`,
    );
    known = { version, sources };
    inlineScripts.set(file, known);
  }
  return contentSecurityPolicy(known.sources);
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
    preCompressed: true,
    setHeaders: setCacheHeaders,
  });
  for (const [name, folder] of Object.entries(REMOTES)) {
    await app.register(fastifyStatic, {
      root: path.join(root, folder, 'dist'),
      prefix: `/remotes/${name}/`,
      decorateReply: false,
      cacheControl: false,
      preCompressed: true,
      setHeaders: setCacheHeaders,
    });
  }

  // Where each remote lives and which routes it owns (see remotesMap).
  app.get('/remotes.json', async (_request, reply) => {
    const remotes = remotesMap(root, path.join(app.config.dataDir, 'remotes.json'));
    return reply.header('Cache-Control', 'no-cache').send(remotes);
  });

  // The deployment's settings for the shell, fetched before it starts (a JSON file, not an inline
  // script in index.html: the Content-Security-Policy allows no inline script).
  app.get('/portal-config.json', async (_request, reply) =>
    reply.header('Cache-Control', 'no-cache').send({ registerUrl: app.config.publicApplicationUrl }),
  );
  const indexHtml = () => fs.readFileSync(path.join(shellDist, 'index.html'), 'utf8');

  // The login page arrives drawn: prerendered by the shell's build (login.html, hydrated in the
  // browser), sent compressed and revalidated like index.html. A build without it: index.html.
  app.get('/login', async (_request, reply) => {
    if (fs.existsSync(path.join(shellDist, 'login.html'))) return reply.sendFile('login.html');
    return reply.callNotFound();
  });

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
    return reply
      .header('Cache-Control', 'no-cache')
      .header('Content-Security-Policy', pagePolicy(path.join(shellDist, 'index.html')))
      .type('text/html; charset=utf-8')
      .send(indexHtml());
  });
});
