// Last load failure per remote, written by the federation runtime plugin and read by the error
// boundary (so the panel can say which part failed). Kept tiny: the runtime plugin that imports it
// sits in the shell's entry chunk.

export interface RemoteFailure {
  /** Remote name ('applicant', ...) when known, else the failing id (a manifest URL or module id). */
  remote: string;
  lifecycle: string;
  message: string;
  at: number;
}

const failures = new Map<string, RemoteFailure>();

export function recordRemoteFailure(failure: RemoteFailure): void {
  failures.set(failure.remote, failure);
}

export function lastRemoteFailure(remote: string): RemoteFailure | undefined {
  return failures.get(remote);
}

export function clearRemoteFailure(remote: string): void {
  failures.delete(remote);
}
