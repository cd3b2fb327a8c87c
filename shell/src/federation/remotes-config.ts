// Remote URLs are not baked into the shell: the server answers /remotes.json (overridable per
// deployment), e.g. {"applicant": "/remotes/applicant/mf-manifest.json", ...}.
import { REMOTE_NAMES, type RemoteName } from '../config/remote-ownership';

export type RemotesConfig = Partial<Record<RemoteName, string>>;

export const REMOTES_CONFIG_URL = '/remotes.json';

let pending: Promise<RemotesConfig> | null = null;

async function fetchRemotesConfig(): Promise<RemotesConfig> {
  const response = await fetch(REMOTES_CONFIG_URL, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${REMOTES_CONFIG_URL}: HTTP ${response.status}`);
  const body: unknown = await response.json();
  if (!body || typeof body !== 'object') throw new Error(`${REMOTES_CONFIG_URL}: not an object`);
  const config: RemotesConfig = {};
  for (const name of REMOTE_NAMES) {
    const entry = (body as Record<string, unknown>)[name];
    if (typeof entry === 'string' && entry.length > 0) config[name] = entry;
  }
  return config;
}

/** The remotes map, fetched once; a failed fetch is forgotten so that a retry fetches again. */
export function loadRemotesConfig(): Promise<RemotesConfig> {
  if (!pending) {
    const attempt = fetchRemotesConfig();
    pending = attempt;
    attempt.catch(() => {
      if (pending === attempt) pending = null;
    });
  }
  return pending;
}
