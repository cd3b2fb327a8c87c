// The account a password reset is asked for (the links themselves: services/account-links.ts).
import { and, eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { Tx } from '../../lib/transaction';

/** The active account with this e-mail address (case-insensitive), if exactly one has it. */
export async function activeUserByEmail(db: Tx, email: string): Promise<{ id: number } | null> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, eq(users.is_active, true)))
    .limit(2);
  return rows.length === 1 ? rows[0]! : null;
}
