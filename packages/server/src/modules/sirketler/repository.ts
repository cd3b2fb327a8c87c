// Queries of companies (sirketler) and their members.
import { asc, eq, like, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { SirketUyesi, ZSirketAdminListQuery } from '@portal/domain';
import { applications, companies, companyMembers, receipts, users } from '../../db/schema';
import { defineAdminList, type ListRow } from '../../lib/admin-list';
import { findById } from '../../lib/row-queries';
import { insertRow } from '../../lib/row-writes';
import { equalsGiven } from '../../lib/list-filters';
import type { Tx } from '../../lib/transaction';
import { membershipOf } from '../../policies';
import { updateWithHistory } from '../gecmis/repository';

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

// ---------------------------------------------------------------------------------------------
// Admin: companies with their member count and members, in one SELECT
// ---------------------------------------------------------------------------------------------

/**
 * The outer row's id, always qualified: Drizzle leaves columns of a one-table select unqualified,
 * which inside these subqueries would mean the subquery's own `id`.
 */
const outerCompanyId = sql.raw('"sirketler"."id"');

/** The company's members as the contract's `uyeler` (owners first, then by name), one JSON array. */
const membersJson = sql<SirketUyesi[]>`coalesce((
  select json_agg(json_build_object(
    'id', m.id,
    'rol', m.rol,
    'user', json_build_object(
      'id', u.id, 'first_name', u.first_name, 'last_name', u.last_name,
      'username', u.username, 'email', u.email, 'telefon', u.telefon
    )
  ) order by (m.rol = 'sahip') desc, lower(u.first_name), lower(u.last_name), u.id)
  from ${companyMembers} m join ${users} u on u.id = m.user_id
  where m.sirket_id = ${outerCompanyId}
), '[]'::json)`;

/**
 * The ordering by member count. Not selected: a row's count is its members' length (every
 * membership joins its user), so a second subquery per row would count what membersJson read.
 */
const memberCount = sql<number>`(select count(*)::int from ${companyMembers} m where m.sirket_id = ${outerCompanyId})`;

export function selectAdminSirketler(db: Tx) {
  return db
    .select({
      id: companies.id,
      adi: companies.adi,
      aktif: companies.aktif,
      olusturuldu: companies.olusturuldu,
      uyeler: membersJson,
    })
    .from(companies)
    .$dynamic();
}
export type AdminSirketRow = ListRow<ReturnType<typeof selectAdminSirketler>>;

export const sirketAdminList = defineAdminList({
  select: selectAdminSirketler,
  search: (p) => [like(companies.arama, p)],
  base: companies,
  filters: (q: z.output<typeof ZSirketAdminListQuery>) => equalsGiven(q, { aktif: companies.aktif }),
  ordering: { id: companies.id, adi: companies.adi, aktif: companies.aktif, member_count: memberCount, olusturuldu: companies.olusturuldu },
  defaultOrdering: 'adi',
  tieBreak: [asc(companies.id)],
});

/** One company as the admin pages show it (a kept statement, lib/row-queries.ts). */
export const findAdminSirketRow = findById(selectAdminSirketler, companies.id);

export async function insertSirket(db: Tx, values: { adi: string; aktif: boolean }): Promise<number> {
  return insertRow(db, companies, values);
}

/** Recorded in the company's history as an edit by `actorId`. */
export async function updateSirket(db: Tx, id: number, values: { adi: string; aktif: boolean }, actorId: number): Promise<boolean> {
  return (await updateWithHistory(db, 'sirket', id, values, actorId)) !== null;
}

/**
 * Takes the company row FOR UPDATE (an application or receipt inserted meanwhile must first take
 * its key-share lock, so it waits) and counts what hangs on it; null when there is no such company.
 */
export async function lockSirketForDelete(tx: Tx, id: number): Promise<{ applications: number; receipts: number } | null> {
  const [row] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, id)).for('update');
  if (!row) return null;
  const [counts] = await tx
    .select({
      applications: sql<number>`(select count(*)::int from ${applications} where ${applications.sirket_id} = ${id})`,
      receipts: sql<number>`(select count(*)::int from ${receipts} where ${receipts.sirket_id} = ${id})`,
    })
    .from(sql`(select 1) as one`);
  return counts!;
}

/** Deletes the company; its memberships and mentors' conflict declarations go with it (CASCADE). */
export async function deleteSirketRow(tx: Tx, id: number): Promise<void> {
  await tx.delete(companies).where(eq(companies.id, id));
}
