import { asc, eq } from 'drizzle-orm';
import { storedFiles } from '../../db/schema';
import type { Tx } from '../../lib/transaction';

/** The files a person uploaded (application attachments, report files, receipts), oldest first. */
export function filesUploadedBy(db: Tx, userId: number) {
  return db
    .select({ id: storedFiles.id, storage_key: storedFiles.storage_key, original_name: storedFiles.original_name })
    .from(storedFiles)
    .where(eq(storedFiles.uploaded_by, userId))
    .orderBy(asc(storedFiles.id));
}
