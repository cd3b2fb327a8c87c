// Remote URLs and routes are not baked into the shell: the server answers /remotes.json, e.g.
// {"applicant": {"entry": "/remotes/applicant/mf-manifest.json", "routes": [{path, access, title}, ...]}}.
// Each remote's build writes its routes; `routes: null` means the remote's manifest could not be read.
import { isRouteManifest, REMOTE_NAMES, type RemoteEntry, type RemoteName } from '@portal/mf-config/remotes';

export type RemotesConfig = Partial<Record<RemoteName, RemoteEntry>>;

export const REMOTES_CONFIG_URL = '/remotes.json';

let pending: Promise<RemotesConfig> | null = null;

/** One entry of the map: a bare URL (older servers) or { entry, routes }. */
function parseEntry(value: unknown): RemoteEntry | undefined {
  if (typeof value === 'string') return value ? { entry: value, routes: null } : undefined;
  if (!value || typeof value !== 'object') return undefined;
  const { entry, routes } = value as { entry?: unknown; routes?: unknown };
  if (typeof entry !== 'string' || !entry) return undefined;
  return { entry, routes: isRouteManifest(routes) ? routes : null };
}

async function fetchRemotesConfig(): Promise<RemotesConfig> {
  const response = await fetch(REMOTES_CONFIG_URL, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${REMOTES_CONFIG_URL}: HTTP ${response.status}`);
  const body: unknown = await response.json();
  if (!body || typeof body !== 'object') throw new Error(`${REMOTES_CONFIG_URL}: not an object`);
  const config: RemotesConfig = {};
  for (const name of REMOTE_NAMES) {
    const entry = parseEntry((body as Record<string, unknown>)[name]);
    if (entry) config[name] = entry;
  }
  return config;
}

/**
 * The remotes map, fetched once; a failed fetch is forgotten so that a retry fetches again. The
 * settled promise carries React's status fields, so `use()` reads a map that has arrived without
 * suspending (the shell starts the fetch at start-up).
 */
export function loadRemotesConfig(): Promise<RemotesConfig> {
  if (!pending) {
    const attempt = fetchRemotesConfig();
    pending = attempt;
    attempt.then(
      (value) => Object.assign(attempt, { status: 'fulfilled', value }),
      (reason: unknown) => {
        Object.assign(attempt, { status: 'rejected', reason });
        if (pending === attempt) pending = null;
      },
    );
  }
  return pending;
}
