import { sql } from 'drizzle-orm';
import type { Tx } from '../../lib/transaction';

/** Throws when the database does not answer. */
export async function pingDatabase(db: Tx): Promise<void> {
  await db.execute(sql`select 1`);
}
