// Admin users (superusers only): list, create_user with the password rules, edit, deactivation that
// ends sessions at once, deletion rules, company and mentor assignment.
import { beforeAll, describe, expect, test } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { MSG, USER_API_MESSAGES, type Paginated, type Sirket, type UserRecord } from '@portal/domain';
import { companyMembers, mentors, users } from '../../db/schema';
import { hashPassword } from '../../services/passwords';
import type { TestContext } from '../../testing/test-app';
import { WORLD_PASSWORD, type World } from '../../testing/world';
import { worldSuite } from '../../testing/world-suite';

let t: TestContext;
let w: World;
worldSuite((app, world) => ([t, w] = [app, world]));
/** A staff member without superuser rights. */
let plainStaff: Record<string, string>;
const admin = () => w.auth('staff');

beforeAll(async () => {
  await t.database.db.insert(users).values({ username: 'plain_staff', password: await hashPassword(WORLD_PASSWORD), is_staff: true });
  plainStaff = { authorization: `Bearer ${(await login('plain_staff', WORLD_PASSWORD)).json().access}` };
});

const login = (username: string, password: string) => t.app.inject({ method: 'POST', url: '/api/token/', payload: { username, password } });
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = admin()) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const create = (body: object) => call('POST', '/api/admin/users/create_user/', body);
const newUser = async (username: string) => {
  const res = await create({ username, email: `${username}@example.test`, first_name: 'Yeni', last_name: 'Kişi', password: 'Gecerli.Sifre1' });
  expect(res.statusCode).toBe(201);
  return res.json<UserRecord>();
};

describe('who may call admin/users/', () => {
  test('staff without superuser rights: 403 with the admin-required message; others 403, anonymous 401', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/users/'],
      ['POST', '/api/admin/users/create_user/'],
      ['DELETE', `/api/admin/users/${w.userIds.applicantB}/`],
    ] as const) {
      const res = await call(method, url, method === 'GET' ? undefined : {}, plainStaff);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: MSG.permission.adminRequired });
    }
    expect((await call('GET', '/api/admin/users/', undefined, w.auth('owner'))).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/users/', undefined, {})).statusCode).toBe(401);
    // Plain staff still run the other admin areas.
    expect((await call('GET', '/api/admin/sirketler/', undefined, plainStaff)).statusCode).toBe(200);
  });

  test("the mentor picker gives plain staff names, not e-mail addresses, and no search by e-mail", async () => {
    const [b] = await t.database.db.select({ email: users.email, username: users.username }).from(users).where(eq(users.id, w.userIds.applicantB));
    const url = '/api/admin/mentorler/candidate_users/';
    const plain = (await call('GET', url, undefined, plainStaff)).json<{ users: { id: number; email: string }[] }>().users;
    expect(plain.map((u) => u.id)).toContain(w.userIds.applicantB);
    expect(plain.every((u) => u.email === '')).toBe(true);
    const byEmail = `${url}?search=${encodeURIComponent(b!.email)}`;
    expect((await call('GET', byEmail, undefined, plainStaff)).json<{ users: unknown[] }>().users).toEqual([]);
    // A superuser sees the addresses and finds a person by one.
    const full = (await call('GET', byEmail)).json<{ users: { id: number; email: string }[] }>().users;
    expect(full).toEqual([expect.objectContaining({ id: w.userIds.applicantB, email: b!.email })]);
  });
});

describe('create_user', () => {
  test('the password is required, then the new-password rules apply; a valid user can sign in', async () => {
    const base = { username: 'yeni_kullanici', email: 'yeni@example.test' };
    const missing = await create(base);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ password: [MSG.users.passwordRequiredForNew] });
    expect((await create({ ...base, password: '' })).json()).toEqual({ password: [MSG.users.passwordRequiredForNew] });
    expect((await create({ ...base, password: 'kisa' })).json()).toEqual({ password: [MSG.password.minLength] });
    expect((await create({ ...base, password: 'uzunama-buyukharfyok1!' })).json()).toEqual({ password: [MSG.password.uppercase] });
    expect((await create({ username: '', email: 'x', password: 'Gecerli.Sifre1' })).json()).toEqual({
      username: [MSG.users.usernameRequired],
      email: [MSG.users.emailInvalid],
    });
    const created = await create({ ...base, password: 'Gecerli.Sifre1', first_name: 'Ayşe', last_name: 'Yılmaz' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      username: 'yeni_kullanici',
      full_name: 'Ayşe Yılmaz',
      is_active: true,
      is_staff: false,
      is_superuser: false,
      is_mentor: false,
      is_sirket_sahibi: false,
      sirket_id: null,
      last_login: null,
      sirket_uyelikleri: [],
    });
    expect((await login('yeni_kullanici', 'Gecerli.Sifre1')).statusCode).toBe(200);
    const taken = await create({ ...base, username: 'YENI_Kullanici', email: 'baska@example.test', password: 'Gecerli.Sifre1' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ username: [USER_API_MESSAGES.usernameTaken] });
  });
});

describe('list', () => {
  test('search, role chips as filters, memberships with their labels, last login', async () => {
    const page = (await call('GET', '/api/admin/users/?search=OWNER_A')).json<Paginated<UserRecord>>();
    expect(page.results.map((u) => u.username)).toEqual(['owner_a']);
    expect(page.results[0]).toMatchObject({
      is_sirket_sahibi: true,
      sirket_id: w.companyA,
      sirket_uyelikleri: [{ sirket_id: w.companyA, sirket_adi: 'A Teknoloji', rol: 'sahip', rol_display: 'Şirket Sahibi' }],
    });
    expect(page.results[0]!.last_login).not.toBeNull();
    const mentorsOnly = (await call('GET', '/api/admin/users/?role=mentor&page_size=100')).json<Paginated<UserRecord>>();
    expect(mentorsOnly.results.map((u) => u.username).sort()).toEqual(['mentor_assigned', 'mentor_other']);
    // Only active mentors: a deactivated mentor row leaves the chip (and counts as normal again).
    await t.database.db.update(mentors).set({ aktif: false }).where(eq(mentors.user_id, w.userIds.otherMentor));
    const activeOnly = (await call('GET', '/api/admin/users/?role=mentor&page_size=100')).json<Paginated<UserRecord>>();
    expect({ count: activeOnly.count, names: activeOnly.results.map((u) => u.username) }).toEqual({ count: 1, names: ['mentor_assigned'] });
    const normalNow = (await call('GET', '/api/admin/users/?role=normal&page_size=100')).json<Paginated<UserRecord>>();
    expect(normalNow.results.map((u) => u.username)).toContain('mentor_other');
    await t.database.db.update(mentors).set({ aktif: true }).where(eq(mentors.user_id, w.userIds.otherMentor));
    const supers = (await call('GET', '/api/admin/users/?role=superuser')).json<Paginated<UserRecord>>();
    expect(supers.results.map((u) => u.username)).toEqual(['staff']);
    const normal = (await call('GET', '/api/admin/users/?role=normal&page_size=100')).json<Paginated<UserRecord>>();
    expect(normal.results.every((u) => !u.is_staff && !u.is_superuser && !u.is_mentor && !u.is_sirket_sahibi)).toBe(true);
    expect(normal.results.map((u) => u.username)).toContain('applicant_a');
    const ofA = (await call('GET', `/api/admin/users/?sirket=${w.companyA}`)).json<Paginated<UserRecord>>();
    expect(ofA.results.map((u) => u.username).sort()).toEqual(['employee_a', 'owner_a']);
    expect((await call('GET', '/api/admin/users/?role=boss')).statusCode).toBe(400);
  });
});

describe('assign_to_company and assign_as_mentor', () => {
  test('the role defaults to calisan; the new member sees the company, the owner sees them among the members', async () => {
    const user = await newUser('atanacak');
    const missing = await call('POST', `/api/admin/users/${user.id}/assign_to_company/`, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ company_id: [MSG.company.selectCompany] });
    const unknown = await call('POST', `/api/admin/users/${user.id}/assign_to_company/`, { company_id: 999999 });
    expect(unknown.json()).toEqual({ company_id: [USER_API_MESSAGES.companyNotFound] });
    const res = await call('POST', `/api/admin/users/${user.id}/assign_to_company/`, { company_id: w.companyA });
    expect(res.statusCode).toBe(200);
    expect(res.json<UserRecord>().sirket_uyelikleri).toEqual([
      expect.objectContaining({ sirket_id: w.companyA, rol: 'calisan', rol_display: 'Çalışan' }),
    ]);
    const session = (await login('atanacak', 'Gecerli.Sifre1')).json<{ access: string }>();
    const own = await call('GET', `/api/sirketler/${w.companyA}/`, undefined, { authorization: `Bearer ${session.access}` });
    expect(own.statusCode).toBe(200);
    const members = (await call('GET', `/api/sirketler/${w.companyA}/`, undefined, w.auth('owner'))).json<Sirket>().uyeler!;
    expect(members.map((m) => [m.user.username, m.rol])).toContainEqual(['atanacak', 'calisan']);
    // Assigning again changes the role, never a second row.
    const owner = await call('POST', `/api/admin/users/${user.id}/assign_to_company/`, { company_id: w.companyA, role: 'sahip' });
    expect(owner.json<UserRecord>()).toMatchObject({ is_sirket_sahibi: true, sirket_id: w.companyA });
    expect(await t.database.db.select().from(companyMembers).where(eq(companyMembers.user_id, user.id))).toHaveLength(1);
  });

  test('assign_as_mentor creates the mentor row, then updates it', async () => {
    const user = await newUser('mentor_olacak');
    const res = await call('POST', `/api/admin/users/${user.id}/assign_as_mentor/`, { unvan: 'Dr.', uzmanlik: 'Yapay zeka', aktif: true });
    expect(res.statusCode).toBe(200);
    expect(res.json<UserRecord>().is_mentor).toBe(true);
    const again = await call('POST', `/api/admin/users/${user.id}/assign_as_mentor/`, { unvan: 'Prof.', uzmanlik: 'Finans', aktif: false });
    expect(again.json<UserRecord>().is_mentor).toBe(false);
    const rows = await t.database.db.select().from(mentors).where(eq(mentors.user_id, user.id));
    expect(rows.map((m) => [m.unvan, m.uzmanlik, m.aktif])).toEqual([['Prof.', 'Finans', false]]);
    expect((await call('POST', '/api/admin/users/999999/assign_as_mentor/', { unvan: '', uzmanlik: '', aktif: true })).statusCode).toBe(404);
  });
});

describe('edit and deactivate', () => {
  test('PUT edits without a password; a taken username is a field error; a superuser cannot demote themselves', async () => {
    const user = await newUser('duzenlenecek');
    const res = await call('PUT', `/api/admin/users/${user.id}/`, { username: 'duzenlendi', email: 'd@example.test', first_name: 'Düz', is_staff: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ username: 'duzenlendi', email: 'd@example.test', first_name: 'Düz', is_staff: true });
    expect((await login('duzenlendi', 'Gecerli.Sifre1')).statusCode).toBe(200);
    const taken = await call('PUT', `/api/admin/users/${user.id}/`, { username: 'Owner_A', email: 'd@example.test' });
    expect(taken.json()).toEqual({ username: [USER_API_MESSAGES.usernameTaken] });
    const self = await call('PUT', `/api/admin/users/${w.userIds.staff}/`, { username: 'staff', email: 's@example.test', is_superuser: false });
    expect(self.statusCode).toBe(409);
    expect(self.json()).toEqual({ detail: USER_API_MESSAGES.cannotDemoteSelf });
  });

  test('deactivation ends the sessions at once: access and refresh tokens refused, data kept; reactivation needs a new login', async () => {
    const user = await newUser('pasif_olacak');
    await call('POST', `/api/admin/users/${user.id}/assign_to_company/`, { company_id: w.companyB });
    const session = (await login('pasif_olacak', 'Gecerli.Sifre1')).json<{ access: string; refresh: string }>();
    const bearer = { authorization: `Bearer ${session.access}` };
    expect((await call('GET', '/api/profile/', undefined, bearer)).statusCode).toBe(200);

    const off = await call('POST', `/api/admin/users/${user.id}/set_active/`, { is_active: false });
    expect(off.statusCode).toBe(200);
    expect(off.json<UserRecord>().is_active).toBe(false);
    expect((await call('GET', '/api/profile/', undefined, bearer)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: session.refresh } })).statusCode).toBe(401);
    expect((await login('pasif_olacak', 'Gecerli.Sifre1')).statusCode).toBe(401);
    expect(off.json<UserRecord>().sirket_uyelikleri).toHaveLength(1);

    const on = await call('POST', `/api/admin/users/${user.id}/set_active/`, { is_active: true });
    expect(on.json<UserRecord>().is_active).toBe(true);
    // The refresh token from before the deactivation stays revoked.
    expect((await t.app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: session.refresh } })).statusCode).toBe(401);
    expect((await login('pasif_olacak', 'Gecerli.Sifre1')).statusCode).toBe(200);

    // PUT with is_active=false ends the sessions the same way; nobody deactivates themselves.
    const fresh = (await login('pasif_olacak', 'Gecerli.Sifre1')).json<{ access: string }>();
    await call('PUT', `/api/admin/users/${user.id}/`, { username: 'pasif_olacak', email: 'p@example.test', is_active: false });
    expect((await call('GET', '/api/profile/', undefined, { authorization: `Bearer ${fresh.access}` })).statusCode).toBe(401);
    const self = await call('POST', `/api/admin/users/${w.userIds.staff}/set_active/`, { is_active: false });
    expect(self.statusCode).toBe(409);
  });
});

describe('delete', () => {
  test('never oneself; a user who owns data is refused with what they own; otherwise memberships go with the account', async () => {
    const self = await call('DELETE', `/api/admin/users/${w.userIds.staff}/`);
    expect(self.statusCode).toBe(409);
    expect(self.json()).toEqual({ detail: USER_API_MESSAGES.cannotDeleteSelf });

    const owning = await call('DELETE', `/api/admin/users/${w.userIds.applicantA}/`);
    expect(owning.statusCode).toBe(409);
    expect(owning.json()).toEqual({ detail: USER_API_MESSAGES.hasData(['1 başvuru']) });
    const mentor = await call('DELETE', `/api/admin/users/${w.userIds.assignedMentor}/`);
    expect(mentor.json()).toEqual({ detail: USER_API_MESSAGES.hasData(['1 mentor ataması']) });

    const user = await newUser('silinecek');
    await call('POST', `/api/admin/users/${user.id}/assign_to_company/`, { company_id: w.companyA });
    await call('POST', `/api/admin/users/${user.id}/assign_as_mentor/`, { unvan: '', uzmanlik: '', aktif: true });
    expect((await call('DELETE', `/api/admin/users/${user.id}/`)).statusCode).toBe(204);
    expect(await t.database.db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
    expect(await t.database.db.select().from(companyMembers).where(eq(companyMembers.user_id, user.id))).toEqual([]);
    expect((await call('DELETE', `/api/admin/users/${user.id}/`)).statusCode).toBe(404);
  });
});
