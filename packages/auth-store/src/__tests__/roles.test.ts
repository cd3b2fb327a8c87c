import { describe, expect, test } from '@jest/globals';
import { isCompanyOwner, isMentor, isStaff, rolesOf, type SessionUser } from '../index';

const user = (over: Partial<SessionUser> = {}): SessionUser => ({
  user_id: 1,
  exp: 2_000_000_000,
  is_mentor: false,
  is_sirket_sahibi: false,
  is_staff: false,
  is_superuser: false,
  rol: null,
  sirket_id: null,
  ...over,
});

describe('role helpers', () => {
  test('flags', () => {
    expect(isStaff(user({ is_staff: true }))).toBe(true);
    expect(isStaff(null)).toBe(false);
    expect(isMentor(user({ is_mentor: true }))).toBe(true);
    expect(isCompanyOwner(user({ is_sirket_sahibi: true, sirket_id: 4 }))).toBe(true);
    expect(isCompanyOwner(user({ is_sirket_sahibi: true, sirket_id: null }))).toBe(false);
    expect(isCompanyOwner(user({ is_sirket_sahibi: false, sirket_id: 4 }))).toBe(false);
  });

  test.each<[string, SessionUser | null, string[]]>([
    ['nobody', null, []],
    ['staff (even if also mentor)', user({ is_staff: true, is_mentor: true }), ['admin']],
    ['plain applicant', user(), ['applicant']],
    ['mentor', user({ is_mentor: true }), ['applicant', 'mentor']],
    ['company owner', user({ is_sirket_sahibi: true, sirket_id: 2 }), ['applicant', 'company']],
    ['owner flag without a company', user({ is_sirket_sahibi: true }), ['applicant']],
    ['mentor and owner', user({ is_mentor: true, is_sirket_sahibi: true, sirket_id: 2 }), ['applicant', 'mentor', 'company']],
  ])('rolesOf: %s', (_name, u, expected) => {
    expect(rolesOf(u)).toEqual(expected);
  });
});
