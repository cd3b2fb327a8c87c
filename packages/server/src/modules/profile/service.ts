// The signed-in user's profile: read it, and change either the profile fields or the password
// (current_password + new_password, by the domain's checkNewPassword), never both in one request.
import { checkNewPassword, MSG, PROFILE_API_MESSAGES as M, PROFILE_FIELDS, type Profile, type ZProfilePatchBody } from '@portal/domain';
import type { z } from 'zod';
import { ApiError } from '../../lib/errors';
import type { Tx } from '../../lib/transaction';
import { hashPassword, verifyPassword } from '../../services/passwords';
import type { AuthUser, OwnRow, SessionUser } from '../../services/session-user';
import { answerViolations } from '../../db/client';
import { assertEmailFree, emailTaken } from '../../services/email-uniqueness';
import { recordSecurityEvent, type EventSource } from '../guvenlik-olaylari/repository';
import { findProfileRow, passwordHashOf, replacePassword, updateProfileFields } from './repository';
import { isoIstanbul } from '../../lib/dates';

/** The profile answer: the caller's own row and what the actor query knows of them. */
function toProfile(user: AuthUser, row: OwnRow): Profile {
  return {
    id: user.id,
    username: user.username,
    is_staff: user.is_staff,
    is_superuser: user.is_superuser,
    ...row,
    profile: { ad_soyad: row.ad_soyad, firma_adi: row.firma_adi, telefon: row.telefon },
    is_mentor: user.is_mentor,
    is_sirket_sahibi: user.is_sirket_sahibi,
    sirket_id: user.sirket_id,
    rol: user.rol,
    date_joined: isoIstanbul(row.date_joined),
    last_login: isoIstanbul(row.last_login),
  };
}

/** GET profile/: from the row the request's actor query read (no second query). */
export function ownProfile(user: SessionUser): Profile {
  return toProfile(user, user.own);
}

/** The profile read again (after a change). */
async function loadProfile(db: Tx, user: AuthUser): Promise<Profile> {
  const row = await findProfileRow(db, user.id);
  if (!row) throw ApiError.notFound();
  return toProfile({ ...user, ...row }, row);
}

/** A password change is a security event of the account, recorded with `source` (where the request came from). */
export async function updateProfile(db: Tx, user: AuthUser, body: z.output<typeof ZProfilePatchBody>, source: EventSource): Promise<Profile> {
  const changes = Object.fromEntries(PROFILE_FIELDS.flatMap((k) => (body[k] === undefined ? [] : [[k, body[k]]])));
  const wantsPassword = body.current_password !== undefined || body.new_password !== undefined;
  if (wantsPassword && Object.keys(changes).length > 0) throw ApiError.fields({ non_field_errors: M.mixed });

  if (wantsPassword) {
    const errors: Record<string, string> = {};
    const { current_password: current, new_password: next } = body;
    if (next === undefined) errors.new_password = MSG.common.required;
    else {
      const failure = checkNewPassword(next);
      if (failure) errors.new_password = failure;
      else if (next === current) errors.new_password = MSG.password.sameAsCurrent;
    }
    const hash = await passwordHashOf(db, user.id);
    if (hash === null) throw ApiError.notFound();
    if (!current) errors.current_password = M.currentPasswordMissing;
    else if (!(await verifyPassword(current, hash))) errors.current_password = M.currentPasswordWrong;
    if (Object.keys(errors).length > 0) throw ApiError.fields(errors);
    if (!(await replacePassword(db, user.id, hash, await hashPassword(next!)))) {
      throw ApiError.fields({ current_password: M.currentPasswordWrong });
    }
    await recordSecurityEvent(db, user.id, 'sifre_degisikligi', source);
  } else if (Object.keys(changes).length > 0) {
    await assertEmailFree(db, changes.email, user.id);
    await answerViolations(updateProfileFields(db, user.id, changes), { '23505': emailTaken });
  }
  return loadProfile(db, user);
}
