// Queries of stored files (the rows behind attachments and receipts).
import { eq } from 'drizzle-orm';
import { storedFiles } from '../../db/schema';
import type { Tx } from '../../lib/transaction';

export async function findStoredFile(db: Tx, id: number) {
  const [row] = await db.select().from(storedFiles).where(eq(storedFiles.id, id));
  return row ?? null;
}
