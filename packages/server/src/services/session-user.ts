// Who is calling, read fresh from the database on every authenticated request, so that a
// deactivated user, a revoked mentor or a changed company role takes effect at once.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparedPerDb, UNNAMED_STATEMENT } from '../db/prepared';
import { companyMembers, mentors, tokenBlacklist, users } from '../db/schema';

export interface AuthUser {
  id: number;
  username: string;
  is_staff: boolean;
  is_superuser: boolean;
  /** An active mentor row exists. */
  is_mentor: boolean;
  mentor_id: number | null;
  /** Owner (sahip) of `sirket_id`. */
  is_sirket_sahibi: boolean;
  sirket_id: number | null;
  rol: 'sahip' | 'calisan' | null;
  /** Tokens carrying another `ver` are refused (see users.token_version). */
  token_version: number;
}

/**
 * The rest of the caller's own row that the profile shows: read by the actor query too (the same
 * row, a few more columns), so that GET profile/ answers from the request's one query.
 */
export const ownColumns = {
  email: users.email,
  first_name: users.first_name,
  last_name: users.last_name,
  ad_soyad: users.ad_soyad,
  firma_adi: users.firma_adi,
  telefon: users.telefon,
  date_joined: users.date_joined,
  last_login: users.last_login,
  /** The name lists show for the caller (users.gorunen_ad): their own lists do not join their row. */
  gorunen_ad: users.gorunen_ad,
};
export type OwnRow = Pick<typeof users.$inferSelect, keyof typeof ownColumns>;

/** The caller as a request has them (request.user): who they are, and their own row as read. */
export interface SessionUser extends AuthUser {
  own: OwnRow;
}

/** The actor query: the user, their mentor row and company membership, and whether a key is denied. */
function actorSelect(db: Db, withDenied: boolean) {
  return db
    .select({
      denied: withDenied
        ? sql<boolean>`exists (${db
            .select({ one: sql`1` })
            .from(tokenBlacklist)
            .where(inArray(tokenBlacklist.jti, [sql.placeholder('accessKey'), sql.placeholder('sessionKey')]))})`
        : sql<boolean>`false`,
      id: users.id,
      username: users.username,
      is_staff: users.is_staff,
      is_superuser: users.is_superuser,
      token_version: users.token_version,
      mentor_id: mentors.id,
      mentor_aktif: mentors.aktif,
      sirket_id: companyMembers.sirket_id,
      rol: companyMembers.rol,
      ...ownColumns,
    })
    .from(users)
    .leftJoin(mentors, eq(mentors.user_id, users.id))
    .leftJoin(companyMembers, eq(companyMembers.user_id, users.id))
    .where(and(eq(users.id, sql.placeholder('userId')), eq(users.is_active, true)))
    .orderBy(companyMembers.id);
}


/**
 * The actor query runs on every authenticated request: prepared once per database handle (building
 * its SQL text walks every column and join: about half the CPU of a request that does nothing else).
 */
const actorWithDenied = preparedPerDb((db) => actorSelect(db, true).prepare(UNNAMED_STATEMENT));
const actorOnly = preparedPerDb((db) => actorSelect(db, false).prepare(UNNAMED_STATEMENT));

/**
 * The user, or null when inactive or gone. With `deniedKeys` (the access token's and the session's
 * deny-list keys), also whether either is on the deny list kept in token_blacklist
 * (services/revocations.ts): one query for both, the cost of an authenticated request without Redis.
 */
export async function loadAuthUser(db: Db, userId: number): Promise<SessionUser | null>;
export async function loadAuthUser(db: Db, userId: number, deniedKeys: readonly [string, string]): Promise<(SessionUser & { denied: boolean }) | null>;
export async function loadAuthUser(db: Db, userId: number, deniedKeys?: readonly [string, string]): Promise<(SessionUser & { denied?: boolean }) | null> {
  const rows = deniedKeys
    ? await actorWithDenied(db).execute({ userId, accessKey: deniedKeys[0], sessionKey: deniedKeys[1] })
    : await actorOnly(db).execute({ userId });
  // An owner membership wins over an employee one when a user has both.
  const owner = rows.find((r) => r.rol === 'sahip');
  const row = owner ?? rows[0];
  if (!row) return null;
  // What the query read besides the actor's own fields is the profile's part of the row (ownColumns).
  const { denied, id, username, is_staff, is_superuser, token_version, mentor_id, mentor_aktif, sirket_id, rol, ...own } = row;
  const isMentor = mentor_id !== null && mentor_aktif === true;
  return {
    id,
    username,
    is_staff,
    is_superuser,
    is_mentor: isMentor,
    mentor_id: isMentor ? mentor_id : null,
    is_sirket_sahibi: rol === 'sahip',
    sirket_id: sirket_id ?? null,
    rol: (rol as AuthUser['rol']) ?? null,
    token_version,
    own,
    ...(deniedKeys ? { denied: denied === true } : {}),
  };
}
