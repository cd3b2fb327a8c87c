// Queries of companies (sirketler) and their members.
import { asc, eq, type SQL } from 'drizzle-orm';
import type { SirketUyesi } from '@portal/domain';
import { companies, companyMembers, users } from '../../db/schema';
import type { Tx } from '../../lib/transaction';
import { membershipOf } from '../../policies';

export async function findSirket(db: Tx, id: number): Promise<{ id: number; adi: string; aktif: boolean } | null> {
  const [row] = await db.select({ id: companies.id, adi: companies.adi, aktif: companies.aktif }).from(companies).where(eq(companies.id, id));
  return row ?? null;
}

/** The user's role in the company ('sahip' / 'calisan'), or null; `share` locks the membership until the transaction ends. */
export async function membershipRole(db: Tx, userId: number, sirketId: number, options: { share?: boolean } = {}) {
  const query = db.select({ rol: companyMembers.rol }).from(companyMembers).where(membershipOf(userId, sirketId));
  const [row] = options.share ? await query.for('share') : await query;
  return row?.rol ?? null;
}

export async function listUyeler(db: Tx, sirketId: number, where?: SQL): Promise<SirketUyesi[]> {
  return db
    .select({
      id: companyMembers.id,
      rol: companyMembers.rol,
      user: {
        id: users.id,
        first_name: users.first_name,
        last_name: users.last_name,
        username: users.username,
        email: users.email,
        telefon: users.telefon,
      },
    })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.user_id))
    .where(where ?? eq(companyMembers.sirket_id, sirketId))
    .orderBy(asc(companyMembers.id));
}
