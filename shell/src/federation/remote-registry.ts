// Registers remotes with the federation runtime created by the build plugin (the runtime API the
// docs recommend with the webpack plugin: registerRemotes/loadRemote from
// '@module-federation/enhanced/runtime'), and loads each remote's './routes' module.
//
// Only the signed-in user's remotes are registered (rolesOf: staff -> admin; everyone else ->
// applicant, plus mentor and/or company), again on every sign-in/out. Public routes owned by a remote
// (/basvuru-basarili) register their remote when visited. Registering downloads nothing: a remote's
// files are fetched the first time one of its routes is opened.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@portal/mf-config/remotes';
import type { RouteObject } from 'react-router-dom';
import { clearRemoteFailure } from './remote-failures';
import { loadRemotesConfig } from './remotes-config';

const registered = new Map<RemoteName, string>();

export class RemoteUnavailableError extends Error {
  constructor(readonly remote: RemoteName, message: string) {
    super(message);
    this.name = 'RemoteUnavailableError';
  }
}

/** Registers one remote (once per entry URL) with the entry /remotes.json gives for it. */
export async function ensureRemoteRegistered(name: RemoteName): Promise<void> {
  const config = await loadRemotesConfig();
  const entry = config[name]?.entry;
  if (!entry) throw new RemoteUnavailableError(name, `/remotes.json has no entry for "${name}"`);
  const known = registered.get(name);
  if (known === entry) return;
  // A changed entry (a redeployed remote) overrides the old registration.
  registerRemotes([{ name, entry }], known ? { force: true } : undefined);
  registered.set(name, entry);
}

/** Registers the remotes of the signed-in user's roles; errors surface later, on the route. */
export async function registerRemotesFor(names: readonly RemoteName[]): Promise<void> {
  await Promise.all(names.map((name) => ensureRemoteRegistered(name).catch(() => undefined)));
}

export function registeredRemotes(): RemoteName[] {
  return [...registered.keys()];
}

interface RoutesModule {
  routes?: unknown;
  default?: unknown;
}

interface CacheEntry {
  promise: Promise<RouteObject[]>;
  status: 'pending' | 'fulfilled' | 'rejected';
}

const routesCache = new Map<RemoteName, CacheEntry>();

async function importRoutes(name: RemoteName): Promise<RouteObject[]> {
  await ensureRemoteRegistered(name);
  const mod = await loadRemote<RoutesModule>(`${name}/routes`);
  const routes = mod?.routes ?? mod?.default;
  if (!Array.isArray(routes)) throw new RemoteUnavailableError(name, `${name}/routes exports no route array`);
  clearRemoteFailure(name);
  return routes as RouteObject[];
}

/**
 * The remote's route objects. The promise is cached (React's `use` needs a stable one); a failed
 * load stays cached until `forgetFailedRemoteRoutes` (the 'Tekrar Dene' button), so a render retry
 * never turns into a request loop.
 */
export function loadRemoteRoutes(name: RemoteName): Promise<RouteObject[]> {
  const cached = routesCache.get(name);
  if (cached) return cached.promise;
  const entry: CacheEntry = { promise: importRoutes(name), status: 'pending' };
  entry.promise.then(
    () => (entry.status = 'fulfilled'),
    () => (entry.status = 'rejected'),
  );
  routesCache.set(name, entry);
  return entry.promise;
}

/** Drops a failed load so the next render tries again; keeps a good or in-flight one. */
export function forgetFailedRemoteRoutes(name: RemoteName): void {
  if (routesCache.get(name)?.status === 'rejected') routesCache.delete(name);
}
