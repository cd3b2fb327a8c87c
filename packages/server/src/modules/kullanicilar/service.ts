// Users, admin side (superusers only): the response shape and the rules of creating, editing,
// deactivating, deleting and assigning users.
import { deleteTwoFactor } from '../iki-adim/repository';
import {
  MESAJ_MESSAGES,
  INVITATION_HOURS,
  INVITATION_MESSAGES,
  USER_API_MESSAGES,
  sirketRolMeta,
  type UserRecord,
  type ZAssignAsMentor,
  type ZAssignToCompany,
  type ZUserCreate,
  type ZUserInvite,
  type ZUserUpdate,
} from '@portal/domain';
import type { z } from 'zod';
import { ApiError } from '../../lib/errors';
import { isoIstanbul } from '../../lib/dates';
import { withTransaction, type Tx } from '../../lib/transaction';
import { issueLink } from '../../services/account-links';
import { hashPassword } from '../../services/passwords';
import type { AuthUser } from '../../services/session-user';
import { randomBytes } from 'node:crypto';
import { assertEmailFree, emailTaken } from '../../services/email-uniqueness';
import { renameApplicantInNotifications } from '../bildirimler/repository';
import { renameAuthorInNotifications } from '../mesajlar/repository';
import { forgetPersonalValues, recordHistory } from '../gecmis/repository';
import { forgetEventSources } from '../guvenlik-olaylari/repository';
import {
  activeFlag,
  anonymiseUserRow,
  companyExists,
  deletePersonalFiles,
  deleteUserRow,
  findUserRow,
  insertUser,
  lockUser,
  ownedData,
  setActive,
  type Taken,
  UNUSABLE_PASSWORD,
  updateUser,
  upsertMembership,
  upsertMentor,
  type UserRow,
} from './repository';

export function toUserRecord(row: UserRow): UserRecord {
  return {
    id: row.id,
    username: row.username,
    first_name: row.first_name,
    last_name: row.last_name,
    full_name: row.full_name || row.username,
    email: row.email,
    is_active: row.is_active,
    is_staff: row.is_staff,
    is_superuser: row.is_superuser,
    is_mentor: row.is_mentor,
    is_sirket_sahibi: row.is_sirket_sahibi,
    sirket_id: row.sirket_id,
    date_joined: isoIstanbul(row.date_joined),
    last_login: isoIstanbul(row.last_login),
    davet_bekliyor: row.davet_bekliyor,
    sirket_uyelikleri: row.sirket_uyelikleri.map((m) => ({ ...m, rol_display: sirketRolMeta(m.rol).label })),
  };
}

async function read(tx: Tx, id: number): Promise<UserRecord> {
  const row = await findUserRow(tx, id);
  if (!row) throw ApiError.notFound();
  return toUserRecord(row);
}

const takenError = (taken: Taken) => (taken === 'email-taken' ? emailTaken() : ApiError.fields({ username: USER_API_MESSAGES.usernameTaken }));

/** The password is hashed before anything touches the database (the hash takes a while). */
export async function createUser(db: Tx, input: z.output<typeof ZUserCreate>): Promise<UserRecord> {
  const { password, ...values } = input;
  await assertEmailFree(db, values.email);
  const id = await insertUser(db, { ...values, password: await hashPassword(password) });
  if (typeof id !== 'number') throw takenError(id);
  return read(db, id);
}

const INVITATION_MS = INVITATION_HOURS * 3_600_000;
const invite = (tx: Tx, secret: string, user: { id: number; username: string }) =>
  issueLink(tx, secret, { userId: user.id, tur: 'davet', validMs: INVITATION_MS, params: { kullanici_adi: user.username } });

/**
 * POST invite_user/: the user without a password (UNUSABLE_PASSWORD: no sign-in until they set one)
 * and, in the same transaction, the invitation e-mail with its link (services/account-links.ts).
 */
export async function inviteUser(db: Tx, secret: string, input: z.output<typeof ZUserInvite>): Promise<UserRecord> {
  return withTransaction(db, async (tx) => {
    await assertEmailFree(tx, input.email);
    const id = await insertUser(tx, { ...input, password: UNUSABLE_PASSWORD });
    if (typeof id !== 'number') throw takenError(id);
    await invite(tx, secret, { id, username: input.username });
    return read(tx, id);
  });
}

/**
 * POST {id}/resend_invite/: a new link replaces the old one, while the account is active, has an
 * e-mail address and no password yet (409 otherwise, saying which).
 */
export async function resendInvitation(tx: Tx, secret: string, id: number): Promise<UserRecord> {
  const user = await lockUser(tx, id);
  if (!user) throw ApiError.notFound();
  if (user.password !== UNUSABLE_PASSWORD) throw ApiError.detail(409, INVITATION_MESSAGES.notPending);
  if (!user.is_active) throw ApiError.detail(409, INVITATION_MESSAGES.inactive);
  if (user.email.trim() === '') throw ApiError.detail(409, INVITATION_MESSAGES.noEmail);
  await invite(tx, secret, user);
  return read(tx, id);
}

/**
 * Edits a user (no password here). A superuser cannot take away their own access (deactivate
 * themselves, drop their own staff or superuser flag): the users area would lock them out.
 * Deactivating ends the user's sessions at once, as set_active does.
 */
export async function editUser(tx: Tx, actor: AuthUser, id: number, input: z.output<typeof ZUserUpdate>): Promise<UserRecord> {
  const current = await lockUser(tx, id);
  if (!current) throw ApiError.notFound();
  if (id === actor.id && (input.is_active === false || input.is_staff === false || input.is_superuser === false)) {
    throw ApiError.detail(409, USER_API_MESSAGES.cannotDemoteSelf);
  }
  await assertEmailFree(tx, input.email, id);
  // One update and one history entry, the flag (and a deactivation's end of sessions) included.
  const flag = input.is_active !== undefined && input.is_active !== current.is_active ? activeFlag(input.is_active) : {};
  const updated = await updateUser(tx, id, { ...input, ...flag }, actor.id);
  if (updated === 'taken' || updated === 'email-taken') throw takenError(updated);
  return read(tx, id);
}

/** POST {id}/set_active/: deactivating ends every session of the user at once; their data stays. */
export async function setUserActive(tx: Tx, actor: AuthUser, id: number, isActive: boolean): Promise<UserRecord> {
  const current = await lockUser(tx, id);
  if (!current) throw ApiError.notFound();
  if (id === actor.id && !isActive) throw ApiError.detail(409, USER_API_MESSAGES.cannotDemoteSelf);
  if (isActive !== current.is_active) await setActive(tx, id, isActive, actor.id);
  return read(tx, id);
}

/**
 * Deleting never takes other work silently: a user who owns applications, reports, reservations,
 * mentor assignments or uploaded receipts is refused with 409 naming them (deactivate instead);
 * otherwise memberships, mentor row and tokens go with the account. Never oneself.
 */
export async function deleteUser(tx: Tx, actor: AuthUser, id: number): Promise<boolean> {
  if (id === actor.id) {
    throw ApiError.detail(409, USER_API_MESSAGES.cannotDeleteSelf);
  }
  if (!(await lockUser(tx, id))) return false;
  const owned = await ownedData(tx, id);
  const parts = [
    [owned.applications, 'başvuru'],
    [owned.reports, 'rapor'],
    [owned.reservations, 'rezervasyon'],
    [owned.assignments, 'mentor ataması'],
    [owned.receipts, 'dekont'],
  ]
    .filter(([n]) => (n as number) > 0)
    .map(([n, what]) => `${n} ${what}`);
  if (parts.length > 0) throw ApiError.detail(409, USER_API_MESSAGES.hasData(parts));
  await deleteUserRow(tx, id);
  return true;
}

/**
 * POST {id}/anonymize/ (KVKK): a person who left is anonymised (see anonymiseUserRow), the files
 * only they uploaded are removed, and the act is recorded in the history. Never oneself. The
 * storage keys of the removed files are returned for the bytes to go after the commit.
 */
export async function anonymiseUser(tx: Tx, actor: AuthUser, id: number): Promise<{ user: UserRecord; fileKeys: string[] }> {
  if (id === actor.id) throw ApiError.detail(409, USER_API_MESSAGES.cannotAnonymiseSelf);
  if (!(await lockUser(tx, id))) throw ApiError.notFound();
  const anonymous = await anonymiseUserRow(tx, id, randomBytes(4).toString('hex'));
  await forgetPersonalValues(tx, id);
  await forgetEventSources(tx, id);
  // Their second factors (TOTP secret, recovery codes, passkeys) go: nobody signs in as them again.
  await deleteTwoFactor(tx, id);
  await renameApplicantInNotifications(tx, id, anonymous);
  await renameAuthorInNotifications(tx, id, MESAJ_MESSAGES.anonymous);
  const fileKeys = await deletePersonalFiles(tx, id);
  await recordHistory(tx, { nesne: 'kullanici', nesne_id: id, eylem: 'anonimlestirme', onceki: null, sonraki: null, kullanici_id: actor.id });
  return { user: await read(tx, id), fileKeys };
}

/** POST {id}/assign_to_company/: adds the membership or changes its role. */
export async function assignToCompany(tx: Tx, id: number, input: z.output<typeof ZAssignToCompany>): Promise<UserRecord> {
  if (!(await lockUser(tx, id))) throw ApiError.notFound();
  if (!(await companyExists(tx, input.company_id))) throw ApiError.fields({ company_id: USER_API_MESSAGES.companyNotFound });
  await upsertMembership(tx, id, input.company_id, input.role);
  return read(tx, id);
}

/** POST {id}/assign_as_mentor/: creates the user's mentor row, or updates the one they have. */
export async function assignAsMentor(tx: Tx, id: number, input: z.output<typeof ZAssignAsMentor>): Promise<UserRecord> {
  if (!(await lockUser(tx, id))) throw ApiError.notFound();
  await upsertMentor(tx, id, { unvan: input.unvan, uzmanlik: input.uzmanlik, aktif: input.aktif });
  return read(tx, id);
}
