// GET/PATCH /api/profile/: profile fields, password change, bad input.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { hashPassword } from '../../services/passwords';
import { createTestApp, type TestContext } from '../../testing/test-app';

const PASSWORD = 'Eski-Sifre1!';
let t: TestContext;
const ids: Record<string, number> = {};
let access: string; // of 'zeynep'
let other: string; // of 'mehmet'

beforeAll(async () => {
  t = await createTestApp();
  const password = await hashPassword(PASSWORD);
  for (const [username, extra] of [
    ['zeynep', { email: 'zeynep@example.test', first_name: 'Zeynep', ad_soyad: 'Zeynep Kaya', telefon: '0555 000 00 00' }],
    ['mehmet', { email: 'mehmet@example.test' }],
    ['sifreci', {}],
  ] as const) {
    const [row] = await t.database.db.insert(users).values({ username, password, ...extra }).returning({ id: users.id });
    ids[username] = row!.id;
  }
  access = (await login('zeynep')).json().access;
  other = (await login('mehmet')).json().access;
});
afterAll(() => t.close());

function login(username: string, password = PASSWORD) {
  return t.app.inject({ method: 'POST', url: '/api/token/', payload: { username, password } });
}
const get = (token = access) => t.app.inject({ method: 'GET', url: '/api/profile/', headers: { authorization: `Bearer ${token}` } });
const patch = (payload: unknown, token = access, contentType = 'application/json') =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/profile/',
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
  });
const row = async (id: number) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('GET /api/profile/', () => {
  test('answers the signed-in user', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: ids.zeynep,
      username: 'zeynep',
      email: 'zeynep@example.test',
      first_name: 'Zeynep',
      last_name: '',
      ad_soyad: 'Zeynep Kaya',
      firma_adi: '',
      telefon: '0555 000 00 00',
      profile: { ad_soyad: 'Zeynep Kaya', firma_adi: '', telefon: '0555 000 00 00' },
      is_staff: false,
      is_superuser: false,
      is_mentor: false,
      is_sirket_sahibi: false,
      sirket_id: null,
      rol: null,
      date_joined: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      last_login: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(res.json()).not.toHaveProperty('password');
  });

  test("answers from the request's own read of the row: a change made elsewhere shows at once", async () => {
    await t.database.db.update(users).set({ telefon: '0555 111 11 11', last_login: new Date('2026-01-02T03:04:05Z') }).where(eq(users.id, ids.zeynep!));
    const res = await get();
    expect(res.json()).toMatchObject({ telefon: '0555 111 11 11', profile: { telefon: '0555 111 11 11' }, last_login: '2026-01-02T06:04:05.000+03:00' });
    await t.database.db.update(users).set({ telefon: '0555 000 00 00', last_login: null }).where(eq(users.id, ids.zeynep!));
    expect((await get()).json()).toMatchObject({ telefon: '0555 000 00 00', last_login: null });
  });

  test('anonymous: 401', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/profile/' })).statusCode).toBe(401);
  });
});

describe('PATCH /api/profile/ (profile fields)', () => {
  test('updates the given fields only, trimmed; unknown fields are ignored', async () => {
    const res = await patch({
      first_name: ' Zeynep ',
      last_name: 'Kaya',
      email: 'zeynep.kaya@example.test',
      firma_adi: 'Kaya Yazılım',
      telefon: '',
      username: 'hacker',
      is_staff: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      username: 'zeynep',
      first_name: 'Zeynep',
      last_name: 'Kaya',
      email: 'zeynep.kaya@example.test',
      ad_soyad: 'Zeynep Kaya',
      firma_adi: 'Kaya Yazılım',
      telefon: '',
      is_staff: false,
    });
    const r = await row(ids.zeynep!);
    expect(r).toMatchObject({ username: 'zeynep', is_staff: false, firma_adi: 'Kaya Yazılım' });
    // The other user is untouched.
    expect((await get(other)).json()).toMatchObject({ username: 'mehmet', first_name: '', email: 'mehmet@example.test' });
  });

  test('an empty body changes nothing', async () => {
    const before = await row(ids.zeynep!);
    const res = await patch({});
    expect(res.statusCode).toBe(200);
    expect(await row(ids.zeynep!)).toEqual(before);
  });

  test('bad input answers 4xx in the DRF shape and changes nothing', async () => {
    const before = await row(ids.zeynep!);
    const cases: [unknown, number, unknown][] = [
      [{ email: 'not-an-email' }, 400, { email: ['Geçerli bir e-posta adresi girin.'] }],
      [{ first_name: 'x'.repeat(151) }, 400, { first_name: ['Bu alan en fazla 150 karakter olabilir.'] }],
      [{ telefon: 5551234 }, 400, { telefon: ['Geçerli bir metin değil.'] }],
      [{ ad_soyad: null }, 400, { ad_soyad: ['Geçerli bir metin değil.'] }],
      [{ first_name: 'Ok', email: 'bad' }, 400, { email: ['Geçerli bir e-posta adresi girin.'] }],
      ['{"first_name": ', 400, { detail: 'Geçersiz JSON gövdesi.' }],
      ['[]', 400, { non_field_errors: [expect.any(String)] }],
      ['"metin"', 400, { non_field_errors: [expect.any(String)] }],
      [{ first_name: 'x'.repeat(2 * 1024 * 1024) }, 413, { detail: 'İstek gövdesi çok büyük.' }],
      [{ first_name: 'Yeni', new_password: 'Yeni-Sifre1!', current_password: PASSWORD }, 400, { non_field_errors: [expect.any(String)] }],
    ];
    for (const [payload, status, body] of cases) {
      const res = await patch(payload);
      expect({ payload: String(payload).slice(0, 40), status: res.statusCode }).toEqual({ payload: String(payload).slice(0, 40), status });
      expect(res.json()).toEqual(body);
    }
    expect((await patch('first_name=x', access, 'application/x-www-form-urlencoded')).statusCode).toBe(415);
    expect(await row(ids.zeynep!)).toEqual(before);
  });
});

describe('PATCH /api/profile/ (password)', () => {
  test('wrong current password, failing rules and missing fields: 400 with the spec messages, nothing changed', async () => {
    const before = await row(ids.zeynep!);
    const ok = 'Yeni-Sifre1!';
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ current_password: 'Yanlis-Sifre1!', new_password: ok }, { current_password: ['Mevcut şifre yanlış.'] }],
      [{ current_password: '', new_password: ok }, { current_password: ['Mevcut şifrenizi girmelisiniz.'] }],
      [{ new_password: ok }, { current_password: ['Mevcut şifrenizi girmelisiniz.'] }],
      [{ current_password: PASSWORD }, { new_password: ['Bu alan zorunludur.'] }],
      // Spec 5 "New password", in order: length, upper, lower, digit, special, max length.
      [{ current_password: PASSWORD, new_password: 'Ab1!' }, { new_password: ['Şifre en az 8 karakter olmalıdır.'] }],
      [{ current_password: PASSWORD, new_password: 'abcdefg1!' }, { new_password: ['Şifre en az bir büyük harf içermelidir.'] }],
      [{ current_password: PASSWORD, new_password: 'ABCDEFG1!' }, { new_password: ['Şifre en az bir küçük harf içermelidir.'] }],
      [{ current_password: PASSWORD, new_password: 'Abcdefgh!' }, { new_password: ['Şifre en az bir rakam içermelidir.'] }],
      [{ current_password: PASSWORD, new_password: 'Abcdefgh1' }, { new_password: [expect.stringContaining('özel karakter')] as unknown as string[] }],
      [{ current_password: PASSWORD, new_password: `Ab1!${'x'.repeat(125)}` }, { new_password: ['Şifre 128 karakterden uzun olamaz.'] }],
      [{ current_password: PASSWORD, new_password: 'kisa' }, { new_password: ['Şifre en az 8 karakter olmalıdır.'] }],
      [
        { current_password: 'Yanlis-Sifre1!', new_password: 'kisa' },
        { current_password: ['Mevcut şifre yanlış.'], new_password: ['Şifre en az 8 karakter olmalıdır.'] },
      ],
      [{ current_password: PASSWORD, new_password: 12345678 }, { new_password: ['Geçerli bir metin değil.'] }],
    ];
    for (const [payload, body] of cases) {
      const res = await patch(payload);
      expect({ payload, status: res.statusCode }).toEqual({ payload, status: 400 });
      expect(res.json()).toEqual(body);
    }
    expect(await row(ids.zeynep!)).toEqual(before);
  });

  test('success: re-hashed, old password refused, new one works, older refresh tokens stop working', async () => {
    const NEW = 'Yepyeni-Sifre2?';
    const first = (await login('sifreci')).json();
    const token = first.access as string;
    const res = await patch({ current_password: PASSWORD, new_password: NEW }, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ username: 'sifreci' });
    const r = await row(ids.sifreci!);
    expect(r.password).toMatch(/^\$argon2id\$/);
    expect(r.password).not.toContain(NEW);
    expect(r.password_changed_at).toBeInstanceOf(Date);

    // The refresh token issued before the change no longer works.
    const stale = await t.app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: first.refresh } });
    expect(stale.statusCode).toBe(401);
    expect(stale.json()).toMatchObject({ code: 'token_not_valid' });

    expect((await login('sifreci')).statusCode).toBe(401);
    const fresh = await login('sifreci', NEW);
    expect(fresh.statusCode).toBe(200);
    // ...and the refresh token of a login right after the change does work.
    const rotated = await t.app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: fresh.json().refresh } });
    expect(rotated.statusCode).toBe(200);
  });
});
