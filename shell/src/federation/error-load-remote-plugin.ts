// Federation runtime plugin (registered through the shell's webpack config, `runtimePlugins`).
// When a remote's manifest, entry or module fails to load it records and logs the failure, and
// returns nothing: the error then reaches the RemoteErrorBoundary around the route, which shows the
// Turkish error panel with 'Tekrar Dene'. Returning nothing also keeps the retry possible: the
// runtime drops its failed manifest/entry promises only when no plugin "recovers" the load.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES } from '@portal/mf-config/remotes';
import { recordRemoteFailure } from './remote-failures';

const names: readonly string[] = REMOTE_NAMES;

/** Finds the remote behind an id such as 'applicant/routes' or '/remotes/applicant/mf-manifest.json'. */
export function remoteOf(id: string, remoteName?: string): string {
  if (remoteName) return remoteName;
  const direct = id.split('/')[0];
  if (direct && names.includes(direct)) return direct;
  return names.find((name) => id.includes(`/${name}/`)) ?? id;
}

export default function errorLoadRemotePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-error-load-remote',
    errorLoadRemote(args) {
      const { id, error, lifecycle } = args;
      const remoteName = (args as { remote?: { name?: string } }).remote?.name;
      const message = error instanceof Error ? error.message : String(error);
      const remote = remoteOf(id, remoteName);
      recordRemoteFailure({ remote, lifecycle, message, at: Date.now() });
      console.warn(`[portal] remote "${remote}" failed to load (${lifecycle}): ${message}`);
      return undefined;
    },
  };
}
