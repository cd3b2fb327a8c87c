// The start-up sweep of the file storage. Uploads are written as pending and published after their
// stored_files row commits; a process killed in between leaves bytes behind:
// - pending bytes whose row committed (killed right after the commit): published now;
// - pending bytes without a row (killed before the commit), visible bytes no row references (a row
//   deleted by a process killed before it removed the bytes) and temporary files of interrupted
//   writes: removed.
// Only what is older than the grace period is touched: another process may be mid-upload.
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

export async function sweepFiles(db: Db, storage: FileStorage, options: { graceMs: number; now?: number }): Promise<SweepResult> {
  const cutoff = (options.now ?? Date.now()) - options.graceMs;
  const result: SweepResult = { published: 0, removed: 0 };
  for (const area of ['pending', 'visible'] as const) {
    let batch: StoredObject[] = [];
    const flush = async () => {
      const keys = batch.filter((o) => KEY.test(o.key)).map((o) => o.key);
      const known = await referenced(db, keys);
      for (const o of batch) {
        if (!KEY.test(o.key)) {
          await storage.deleteListed(area, o.key); // an interrupted write's temporary file
          result.removed += 1;
        } else if (known.has(o.key)) {
          if (area === 'pending') {
            await storage.publish(o.key);
            result.published += 1;
          }
        } else {
          await storage.deleteListed(area, o.key);
          result.removed += 1;
        }
      }
      batch = [];
    };
    for await (const o of storage.list(area)) {
      if (o.modifiedAt.getTime() > cutoff) continue;
      batch.push(o);
      if (batch.length >= BATCH) await flush();
    }
    await flush();
  }
  return result;
}
