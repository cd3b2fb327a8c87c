// One e-mail address, one person (case-insensitively; '' is no address and may repeat). Every path
// that sets a user's e-mail (admin create and edit, profile edit, create-staff) checks it here
// first, so the answer is a field error in Turkish; the partial unique index users_email_lower_uq
// (migration 0021) closes the race of two requests with one new address, where it exists.
import { USER_API_MESSAGES } from '@portal/domain';
import { and, ne, sql } from 'drizzle-orm';
import { users } from '../db/schema';
import { ApiError } from '../lib/errors';
import type { Tx } from '../lib/transaction';

export const EMAIL_UNIQUE_INDEX = 'users_email_lower_uq';

export const emailTaken = () => ApiError.fields({ email: USER_API_MESSAGES.emailTaken });

/** True when another user (not `exceptUserId`) already has this address, in any letter case. */
export async function isEmailTaken(db: Tx, email: string, exceptUserId?: number): Promise<boolean> {
  if (email.trim() === '') return false;
  const sameAddress = sql`lower(${users.email}) = lower(${email}) and ${users.email} <> ''`;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(exceptUserId === undefined ? sameAddress : and(sameAddress, ne(users.id, exceptUserId)))
    .limit(1);
  return row !== undefined;
}

/** Throws the 400 `{"email": [...]}` when the address belongs to another user. */
export async function assertEmailFree(db: Tx, email: string | undefined, exceptUserId?: number): Promise<void> {
  if (email !== undefined && (await isEmailTaken(db, email, exceptUserId))) throw emailTaken();
}

/** The unique index a failed write violated (SQLSTATE 23505), as Drizzle wraps the driver's error. */
export function violatedConstraint(error: unknown): string | undefined {
  const e = error as { constraint?: unknown; cause?: { constraint?: unknown } } | null;
  const name = e?.cause?.constraint ?? e?.constraint;
  return typeof name === 'string' ? name : undefined;
}
