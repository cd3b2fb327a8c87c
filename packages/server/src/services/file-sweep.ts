// The sweep of the file storage. Uploads are written as pending and published after their
// stored_files row commits; a process killed in between leaves bytes behind:
// - pending bytes whose row committed (killed right after the commit): published, whatever their
//   age, since the row already points at them;
// - pending bytes without a row (killed before the commit), visible bytes no row references (a row
//   deleted by a process killed before it removed the bytes) and temporary files of interrupted
//   writes: removed, once older than the grace period (another process may be mid-upload).
// Each process sweeps both areas at start, and the pending area every few minutes after that.
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { storedFiles } from '../db/schema';
import type { FileStorage, StoredObject } from './storage';

export interface SweepResult {
  published: number;
  removed: number;
}

const KEY = /^[0-9a-f]{32,64}$/;
const BATCH = 500;

async function referenced(db: Db, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db.select({ key: storedFiles.storage_key }).from(storedFiles).where(inArray(storedFiles.storage_key, keys));
  return new Set(rows.map((r) => r.key));
}

type Area = 'pending' | 'visible';

export async function sweepFiles(
  db: Db,
  storage: FileStorage,
  options: { graceMs: number; now?: number; areas?: readonly Area[] },
): Promise<SweepResult> {
  const cutoff = (options.now ?? Date.now()) - options.graceMs;
  const result: SweepResult = { published: 0, removed: 0 };
  for (const area of options.areas ?? (['pending', 'visible'] as const)) {
    let batch: StoredObject[] = [];
    const flush = async () => {
      const keys = batch.filter((o) => KEY.test(o.key)).map((o) => o.key);
      const known = await referenced(db, keys);
      for (const o of batch) {
        const old = o.modifiedAt.getTime() <= cutoff;
        if (KEY.test(o.key) && known.has(o.key)) {
          if (area === 'pending') {
            await storage.publish(o.key);
            result.published += 1;
          }
        } else if (old) {
          // Bytes no committed row points at, or an interrupted write's temporary file.
          await storage.deleteListed(area, o.key);
          result.removed += 1;
        }
      }
      batch = [];
    };
    for await (const o of storage.list(area)) {
      // Pending bytes are all looked at: a committed row's are published whatever their age.
      if (area === 'visible' && o.modifiedAt.getTime() > cutoff) continue;
      batch.push(o);
      if (batch.length >= BATCH) await flush();
    }
    await flush();
  }
  return result;
}
