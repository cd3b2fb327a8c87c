import { describe, expect, test } from '@jest/globals';
import type { AuthUser } from '../../services/session-user';
import * as p from '..';

const user = (over: Partial<AuthUser> = {}): AuthUser => ({
  id: 1,
  username: 'u',
  is_staff: false,
  is_superuser: false,
  is_mentor: false,
  mentor_id: null,
  is_sirket_sahibi: false,
  sirket_id: null,
  rol: null,
  token_version: 0,
  ...over,
});

const applicant = user({ id: 1 });
const other = user({ id: 2 });
const mentor = user({ id: 3, is_mentor: true, mentor_id: 30 });
const otherMentor = user({ id: 4, is_mentor: true, mentor_id: 40 });
const owner = user({ id: 5, is_sirket_sahibi: true, sirket_id: 50, rol: 'sahip' });
const employee = user({ id: 6, sirket_id: 50, rol: 'calisan' });
const staff = user({ id: 9, is_staff: true });
const application = { basvuran_id: 1 };
const activeMentors = [30];

describe('policies, one predicate at a time', () => {
  test.each([
    ['the applicant reads their application', applicant, true],
    ['another applicant does not', other, false],
    ['the assigned mentor reads it', mentor, true],
    ['a mentor not assigned does not', otherMentor, false],
    ['a company owner does not, by ownership alone', owner, false],
    ['staff read everything', staff, true],
    ['anonymous reads nothing', null, false],
  ])('canReadApplication: %s', (_name, u, expected) => {
    expect(p.canReadApplication(u, application, activeMentors)).toBe(expected);
  });

  test.each([
    ['the applicant files reports', applicant, true],
    ['the assigned mentor reads but cannot file (spec 6)', mentor, false],
    ['staff do not file on behalf of applicants', staff, false],
    ['another applicant cannot', other, false],
  ])('canCreateReport: %s', (_name, u, expected) => {
    expect(p.canCreateReport(u, application)).toBe(expected);
  });

  test.each([
    ['an active assigned mentor evaluates', mentor, [30], true],
    ['an inactive assignment does not count', mentor, [], false],
    ['another mentor cannot', otherMentor, [30], false],
    ['a non-mentor cannot', applicant, [30], false],
  ])('canEvaluate: %s', (_name, u, ids, expected) => {
    expect(p.canEvaluate(u, ids)).toBe(expected);
  });

  // Editing and cancelling are the booker's alone, and only while the booking waits (BEKLEME).
  test.each([
    ['the booker, a waiting booking', applicant, 'BEKLEME', { edit: true, cancel: true }],
    ['the booker, once approved (spec: only BEKLEME is editable)', applicant, 'ONAY', { edit: false, cancel: false }],
    ['the booker, when rejected', applicant, 'RED', { edit: false, cancel: false }],
    ['the booker, when cancelled (not twice)', applicant, 'IPTAL', { edit: false, cancel: false }],
    ['another user never', other, 'BEKLEME', { edit: false, cancel: false }],
    ['staff not through these routes (they use update_status)', staff, 'BEKLEME', { edit: false, cancel: false }],
    ['anonymous never', null, 'BEKLEME', { edit: false, cancel: false }],
  ])('canEditReservation, canCancelReservation: %s', (_name, u, durum, expected) => {
    const reservation = { olusturan_id: 1, durum };
    expect({ edit: p.canEditReservation(u, reservation), cancel: p.canCancelReservation(u, reservation) }).toEqual(expected);
  });

  test.each([
    ['the booker reads it', applicant, true],
    ['staff read it', staff, true],
    ['another user does not', other, false],
  ])('canReadReservation: %s', (_name, u, expected) => {
    expect(p.canReadReservation(u, { olusturan_id: 1 })).toBe(expected);
  });

  test.each([
    ['own approved application', applicant, { basvuran_id: 1, durum: 'ONAY' }, true],
    ['own application still under review', applicant, { basvuran_id: 1, durum: 'INCELEME' }, false],
    ['own rejected application', applicant, { basvuran_id: 1, durum: 'RED' }, false],
    ["someone else's approved application", other, { basvuran_id: 1, durum: 'ONAY' }, false],
    ['staff do not book with foreign applications', staff, { basvuran_id: 1, durum: 'ONAY' }, false],
    ['anonymous never', null, { basvuran_id: 1, durum: 'ONAY' }, false],
  ])('canBookWithApplication: %s', (_name, u, a, expected) => {
    expect(p.canBookWithApplication(u, a)).toBe(expected);
  });

  test('reservation SQL twins: own for everyone in "my reservations", all for staff by id', () => {
    expect(p.ownReservations(staff)).toBeDefined();
    expect(p.visibleReservations(applicant)).toBeDefined();
    expect(p.visibleReservations(staff)).toBeUndefined();
  });

  test.each([
    ['the owner manages their company', owner, 50, true],
    ['not another company', owner, 51, false],
    ['an employee does not', employee, 50, false],
    ['staff use the admin area, not this rule', staff, 50, false],
  ])('canManageCompany: %s', (_name, u, sirketId, expected) => {
    expect(p.canManageCompany(u, sirketId)).toBe(expected);
  });

  // The company predicates weigh the caller and their membership of the company (null: none).
  const asOwner = { rol: 'sahip' };
  const asEmployee = { rol: 'calisan' };
  test.each([
    ['canReadCompany', 'the owner reads their company', owner, asOwner, true],
    ['canReadCompany', 'an employee reads their company', employee, asEmployee, true],
    ['canReadCompany', 'a non-member does not', other, null, false],
    ['canReadCompany', 'an owner of another company does not (no membership here)', owner, null, false],
    ['canReadCompany', 'staff read every company', staff, null, true],
    ['canReadCompany', 'anonymous reads nothing', null, null, false],
    ['canSeeCompanyMembers', 'the owner sees the members', owner, asOwner, true],
    ['canSeeCompanyMembers', 'an employee does not', employee, asEmployee, false],
    ['canSeeCompanyMembers', 'a non-member does not', other, null, false],
    ['canSeeCompanyMembers', 'staff do', staff, null, true],
    ['canSeeCompanyMembers', 'anonymous does not', null, asOwner, false],
    ['canApplyForCompany', 'an owner applies for their company', owner, asOwner, true],
    ['canApplyForCompany', 'an employee applies for their company', employee, asEmployee, true],
    ['canApplyForCompany', 'a non-member cannot name the company', other, null, false],
    ['canApplyForCompany', 'staff cannot name a company they are not in', staff, null, false],
    ['canApplyForCompany', 'anonymous cannot', null, asEmployee, false],
    ['canReadEmployeeReports', "the owner reads their company's employee reports", owner, asOwner, true],
    ['canReadEmployeeReports', "an employee does not (not even their own company's)", employee, asEmployee, false],
    ['canReadEmployeeReports', 'an owner of another company does not (no membership here)', owner, null, false],
    ['canReadEmployeeReports', 'staff use the admin reports, not this page', staff, null, false],
    ['canReadEmployeeReports', 'anonymous does not', null, asOwner, false],
  ] as const)('%s: %s', (predicate, _name, u, m, expected) => {
    expect(p[predicate](u, m)).toBe(expected);
  });

  test('canReadReports reads like the application: applicant, active mentor, staff', () => {
    expect(p.canReadReports(applicant, application, activeMentors)).toBe(true);
    expect(p.canReadReports(mentor, application, activeMentors)).toBe(true);
    expect(p.canReadReports(mentor, application, [])).toBe(false);
    expect(p.canReadReports(otherMentor, application, activeMentors)).toBe(false);
    expect(p.canReadReports(owner, application, activeMentors)).toBe(false);
    expect(p.canReadReports(staff, application, [])).toBe(true);
    expect(p.canReadReports(null, application, activeMentors)).toBe(false);
  });

  test('SQL twins of the reports: staff see all; others by application; employee reports by company', () => {
    expect(p.visibleReports(staff)).toBeUndefined();
    expect(p.visibleReports(applicant)).toBeDefined();
    expect(p.visibleReports(mentor)).toBeDefined();
    expect(p.employeeReportsOf(50)).toBeDefined();
  });

  test('SQL twins: own applications and membership conditions are built for the user', () => {
    expect(p.ownApplications(applicant)).toBeDefined();
    expect(p.membershipOf(1, 50)).toBeDefined();
    expect(p.visibleApplications(staff)).toBeUndefined();
  });

  test('role predicates', () => {
    expect(p.isStaff(staff)).toBe(true);
    expect(p.isStaff(applicant)).toBe(false);
    expect(p.isMentor(mentor)).toBe(true);
    expect(p.isMentor(user({ is_mentor: true, mentor_id: null }))).toBe(false);
    expect(p.isCompanyOwner(owner)).toBe(true);
    expect(p.isCompanyOwner(user({ is_sirket_sahibi: true, sirket_id: null }))).toBe(false);
  });
});
