// Role helpers (spec 6) and the remotes a user's session needs (DESIGN.md section 2).
import type { SessionUser } from './session-user';

/** The federated remotes (DESIGN.md section 1). */
export type RemoteName = 'admin' | 'applicant' | 'mentor' | 'company';

type MaybeUser = Pick<SessionUser, 'is_staff' | 'is_mentor' | 'is_sirket_sahibi' | 'sirket_id'> | null | undefined;

export function isStaff(user: MaybeUser): boolean {
  return user?.is_staff === true;
}

export function isMentor(user: MaybeUser): boolean {
  return user?.is_mentor === true;
}

/** A company owner is flagged is_sirket_sahibi AND has a company. */
export function isCompanyOwner(user: MaybeUser): boolean {
  return user?.is_sirket_sahibi === true && user.sirket_id !== null && user.sirket_id !== undefined;
}

/**
 * The remotes this user needs: staff -> ['admin']; everyone else -> ['applicant'] plus 'mentor'
 * for mentors and 'company' for company owners. No user -> [].
 */
export function rolesOf(user: MaybeUser): RemoteName[] {
  if (!user) return [];
  if (isStaff(user)) return ['admin'];
  const roles: RemoteName[] = ['applicant'];
  if (isMentor(user)) roles.push('mentor');
  if (isCompanyOwner(user)) roles.push('company');
  return roles;
}
