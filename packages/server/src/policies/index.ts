// Object-level permission rules, pretalx style: small named predicates, each unit-tested
// (src/policies/__tests__). Routes ask these, and list queries use the SQL twins below so that lists
// are filtered in the database, never after fetching. What a caller may not see answers 404.
import { and, eq, exists, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { isBasvuruUsableForReservation, isReservationCancellable, isReservationEditable } from '@portal/domain';
import { applications, assignments, companyMembers } from '../db/schema';
import { reservations } from '../db/schema'; // the reservation twins below
import { reports } from '../db/schema'; // the report twins below
import type { AuthUser } from '../services/session-user';

type User = AuthUser | null;

export const isStaff = (u: User): boolean => u?.is_staff === true;
export const isMentor = (u: User): u is AuthUser => u?.is_mentor === true && u.mentor_id !== null;
export const isCompanyOwner = (u: User): u is AuthUser => u?.is_sirket_sahibi === true && u.sirket_id !== null;

/** The applicant who submitted the application. */
export const ownsApplication = (u: User, a: { basvuran_id: number }) => u !== null && a.basvuran_id === u.id;

/** An active assignment of this user (as mentor) to the application. */
export const isAssignedMentor = (u: User, activeMentorIds: readonly number[]) =>
  isMentor(u) && activeMentorIds.includes(u.mentor_id!);

/** Owner (sahip) of the given company. */
export const ownsCompany = (u: User, sirketId: number | null) => isCompanyOwner(u) && sirketId !== null && u.sirket_id === sirketId;

/** Applications: the applicant, its active mentors, staff. */
export const canReadApplication = (u: User, a: { basvuran_id: number }, activeMentorIds: readonly number[]) =>
  isStaff(u) || ownsApplication(u, a) || isAssignedMentor(u, activeMentorIds);

/** Reports of an application are read like the application; only its applicant files new ones. */
export const canReadReports = canReadApplication;
export const canCreateReport = (u: User, a: { basvuran_id: number }) => ownsApplication(u, a);

/** Evaluations: written by the application's active mentors; read by them, the applicant and staff. */
export const canEvaluate = (u: User, activeMentorIds: readonly number[]) => isAssignedMentor(u, activeMentorIds);

/** Reservations: the booker and staff read them; the booker edits only while BEKLEME. */
export const canReadReservation = (u: User, r: { olusturan_id: number }) => isStaff(u) || (u !== null && r.olusturan_id === u.id);
export const canEditReservation = (u: User, r: { olusturan_id: number; durum: string }) =>
  u !== null && r.olusturan_id === u.id && isReservationEditable(r.durum);
/** A booking names only the caller's own application, and only an approved (ONAY) one (spec 4). */
/** The booker cancels (IPTAL) their own reservation, only while BEKLEME; staff use update_status. */
export const canCancelReservation = (u: User, r: { olusturan_id: number; durum: string }) =>
  u !== null && r.olusturan_id === u.id && isReservationCancellable(r.durum);

export const canBookWithApplication = (u: User, a: { basvuran_id: number; durum: string }) =>
  ownsApplication(u, a) && isBasvuruUsableForReservation(a.durum);

/** A company's members, employee reports and receipts: its owner (and staff in the admin area). */
export const canManageCompany = (u: User, sirketId: number) => ownsCompany(u, sirketId);

/**
 * Company rules that take the caller's membership row OF THAT company (null when none), read from
 * sirket_uyeleri: a user may belong to several companies, while the session carries only one.
 */
export type Membership = { rol: string } | null;

/** GET sirketler/{id}/: its members (owner or employee) and staff read the company. */
export const canReadCompany = (u: User, m: Membership) => u !== null && (isStaff(u) || m !== null);

/** The member list (uyeler) of a company: its owner (sahip) and staff. */
export const canSeeCompanyMembers = (u: User, m: Membership) => u !== null && (isStaff(u) || m?.rol === 'sahip');

/** An application names a company (sirket_id) only when the applicant is a member of it. */
export const canApplyForCompany = (u: User, m: Membership) => u !== null && m !== null;

/**
 * GET sirketler/{id}/calisan-raporlari/: only an owner (sahip) of THAT company, by their membership
 * row (not the session's one sirket_id, so an owner of two companies reads both); staff use the
 * admin reports instead.
 */
export const canReadEmployeeReports = (u: User, m: Membership) => u !== null && m?.rol === 'sahip';

// ---- SQL twins for list queries -------------------------------------------------------------

/** Applications the user may read: own, or actively assigned as mentor; staff see all. */
export function visibleApplications(u: AuthUser): SQL | undefined {
  if (u.is_staff) return undefined;
  const own = eq(applications.basvuran_id, u.id);
  if (u.mentor_id === null) return own;
  const assigned = exists(
    sql`(select 1 from ${assignments} where ${and(
      eq(assignments.basvuru_id, applications.id),
      eq(assignments.mentor_id, u.mentor_id),
      eq(assignments.aktif, true),
    )})`,
  );
  return or(own, assigned);
}

/**
 * GET basvurular/ ("My applications"): the caller's own applications only, for every role. `id`
 * may be an sql.placeholder() (the prepared own list fills it in per request).
 */
export function ownApplications(u: { id: number | SQLWrapper }): SQL {
  return eq(applications.basvuran_id, u.id);
}

/** GET rezervasyonlar/ ("My reservations"): the caller's own bookings only, for every role (`id` as above). */
export function ownReservations(u: { id: number | SQLWrapper }): SQL {
  return eq(reservations.olusturan_id, u.id);
}

/** Reservations the user may read by id: own; staff see all (twin of canReadReservation). */
export function visibleReservations(u: AuthUser): SQL | undefined {
  return u.is_staff ? undefined : ownReservations(u);
}

/** The membership row of `userId` in `sirketId`. */
export function membershipOf(userId: number, sirketId: number): SQL {
  return and(eq(companyMembers.user_id, userId), eq(companyMembers.sirket_id, sirketId))!;
}

/** Users who are employees (calisan) of the owner's company. */
export function employeesOf(sirketId: number): SQL {
  return and(eq(companyMembers.sirket_id, sirketId), eq(companyMembers.rol, 'calisan'))!;
}

/**
 * Reports the user may read, for queries that join basvurular (modules/raporlar): those of the
 * applications they may read (own, actively assigned as mentor; staff all).
 */
export const visibleReports = visibleApplications;

/**
 * Employee reports of a company: reports on the company's OWN applications (basvurular.sirket_id)
 * whose author is an employee (calisan) of it, never the owner's. A report an employee filed on a
 * personal application (no company, or another company) is not the owner's business. Needs a
 * query that joins basvurular (selectRaporlar does).
 */
export function employeeReportsOf(sirketId: number): SQL {
  return and(
    eq(applications.sirket_id, sirketId),
    exists(
    sql`(select 1 from ${companyMembers} where ${and(
      eq(companyMembers.user_id, reports.olusturan_id),
      eq(companyMembers.sirket_id, sirketId),
      eq(companyMembers.rol, 'calisan'),
    )})`,
    ),
  )!;
}
