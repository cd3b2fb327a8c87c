// Figures that are estimates anyway (a list's total past the exact-count limit, the dashboard's
// large tables), kept per key and refreshed behind the request that finds them old: that request
// answers with the kept figure while one refresh runs (stale while revalidate). Counting again in
// the request itself made every tenth second's visitor wait for the counts: the lists' and the
// dashboard's p99.
import { writeGeneration } from './write-generation';

interface Kept<V> {
  value: V;
  at: number;
  refreshing: boolean;
}

export class KeptFigures<V> {
  private readonly kept = new Map<string, Kept<V>>();

  /** `ttlMs`: how long a figure is served before it is refreshed; `max`: keys kept, oldest dropped first. */
  constructor(
    private readonly ttlMs: number,
    private readonly max: number,
  ) {}

  /** The kept figure, however old, or undefined. */
  get(key: string): V | undefined {
    return this.kept.get(key)?.value;
  }

  /** Keeps a figure (undefined: forgets it, e.g. a count that is exact again). */
  set(key: string, value: V | undefined): void {
    this.kept.delete(key);
    if (value === undefined) return;
    if (this.kept.size >= this.max) this.kept.delete(this.kept.keys().next().value!);
    this.kept.set(key, { value, at: Date.now(), refreshing: false });
  }

  /**
   * Runs `refresh` in the background for those of `keys` whose figure is older than the TTL and not
   * already being refreshed; `refresh` gets them and `set`s their new figures. A failed refresh
   * forgets them, so that the next request counts in its own time (and answers with its error).
   */
  refreshStale(keys: readonly string[], refresh: (stale: string[]) => Promise<unknown>): void {
    const now = Date.now();
    const stale = keys.filter((key) => {
      const kept = this.kept.get(key);
      return kept !== undefined && !kept.refreshing && now - kept.at >= this.ttlMs;
    });
    if (stale.length === 0) return;
    const entries = stale.map((key) => this.kept.get(key)!);
    for (const entry of entries) entry.refreshing = true;
    refresh(stale).then(
      () => entries.forEach((entry) => (entry.refreshing = false)), // a key the refresh did not set is tried again
      () => stale.forEach((key) => this.kept.get(key)?.refreshing && this.kept.delete(key)),
    );
  }
}

/**
 * A read of figures that only writes change (an aggregate over thousands of rows, e.g. the mentors'
 * statistics), kept per database handle for `ttlMs` and for one write generation
 * (lib/write-generation.ts): after a write through the app the next call reads again; after the
 * TTL one read runs behind the call that finds the figures old (a write by another process of the
 * same database shows within the TTL).
 */
export function keptUntilWrite<Db extends object, V>(ttlMs: number, read: (db: Db) => Promise<V>): (db: Db) => Promise<V> {
  const kept = keptUntilWriteByKey<Db, V>(ttlMs, 1);
  return (db) => kept(db, '', () => read(db));
}

/**
 * keptUntilWrite for a family of figures, each by its key (what decides it), at most `max` per
 * database handle (oldest dropped first); `read` reads the key's figures.
 */
export function keptUntilWriteByKey<Db extends object, V>(ttlMs: number, max: number) {
  const byDb = new WeakMap<Db, KeptFigures<V>>();
  return async (db: Db, key: string, read: () => Promise<V>): Promise<V> => {
    let kept = byDb.get(db);
    if (!kept) byDb.set(db, (kept = new KeptFigures<V>(ttlMs, max)));
    const figures = kept;
    const keyNow = `${writeGeneration()} ${key}`;
    const value = figures.get(keyNow);
    if (value === undefined) {
      const fresh = await read();
      figures.set(keyNow, fresh);
      return fresh;
    }
    figures.refreshStale([keyNow], async () => figures.set(keyNow, await read()));
    return value;
  };
}
