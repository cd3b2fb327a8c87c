// POST /api/token/, token/refresh/, auth/logout/ and the bearer-token check (plugins/auth.ts).
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { SignJWT, decodeJwt } from 'jose';
import { companies, companyMembers, tokenBlacklist, users } from '../../db/schema';
import { hashPassword } from '../../services/passwords';
import { createTestApp, type TestContext } from '../../testing/test-app';

const PASSWORD = 'Gizli-Sifre1!';
const NO_ACCOUNT = { detail: 'Verilen bilgilerle aktif bir hesap bulunamadı.', code: 'no_active_account' };

let t: TestContext;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  const password = await hashPassword(PASSWORD); // one slow hash shared by every user of the file
  const mk = async (username: string, extra: Partial<typeof users.$inferInsert> = {}) => {
    const [row] = await db.insert(users).values({ username, password, ...extra }).returning({ id: users.id });
    ids[username] = row!.id;
  };
  await mk('ayse', { email: 'ayse@example.test' });
  await mk('pasif', { is_active: false });
  await mk('gecici');
  await mk('patron', { is_staff: true });
  const [c] = await db.insert(companies).values({ adi: 'Demo Teknoloji A.Ş.' }).returning();
  await db.insert(companyMembers).values({ sirket_id: c!.id, user_id: ids.patron!, rol: 'sahip' });
  ids.sirket = c!.id;
});
afterAll(() => t.close());

const login = (username: string, password = PASSWORD, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/token/', payload: { username, password }, headers });
const refresh = (token: string) => t.app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: token } });
const profile = (access: string) =>
  t.app.inject({ method: 'GET', url: '/api/profile/', headers: { authorization: `Bearer ${access}` } });

const expectTokenNotValid = (res: { statusCode: number; json(): unknown }) => {
  expect(res.statusCode).toBe(401);
  expect(res.json()).toMatchObject({ code: 'token_not_valid', detail: expect.any(String) });
};

describe('POST /api/token/', () => {
  test('a valid login answers {access, refresh} and records last_login', async () => {
    const res = await login('ayse');
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(['access', 'refresh']);
    const [row] = await t.database.db.select({ last_login: users.last_login }).from(users).where(eq(users.id, ids.ayse!));
    expect(row!.last_login).toBeInstanceOf(Date);
  });

  test('the username is matched case-insensitively and trimmed', async () => {
    expect((await login('  AYSE ')).statusCode).toBe(200);
  });

  test('the access token decodes to the session-user claims, exp numeric', async () => {
    const { access, refresh: r } = (await login('patron')).json();
    const claims = decodeJwt(access);
    expect(claims).toEqual({
      token_type: 'access',
      user_id: ids.patron,
      is_mentor: false,
      is_sirket_sahibi: true,
      is_staff: true,
      rol: 'sahip',
      sirket_id: ids.sirket,
      sid: expect.any(String),
      ver: 0,
      jti: expect.any(String),
      iat: expect.any(Number),
      exp: expect.any(Number),
    });
    expect(claims.exp! - claims.iat!).toBe(t.config.accessTokenMinutes * 60);
    expect(decodeJwt(r)).toMatchObject({ token_type: 'refresh', user_id: ids.patron });
    const plain = decodeJwt((await login('ayse')).json().access);
    expect(plain).toMatchObject({ is_mentor: false, is_sirket_sahibi: false, is_staff: false, rol: null, sirket_id: null });
  });

  test('unknown user, wrong password and inactive user answer the same 401', async () => {
    const unknown = await login('kimse');
    const wrong = await login('ayse', 'Yanlis-Sifre1!');
    const inactive = await login('pasif');
    for (const res of [unknown, wrong, inactive]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(NO_ACCOUNT);
    }
  });

  test('a stale Authorization header does not stop a login', async () => {
    expect((await login('ayse', PASSWORD, { authorization: 'Bearer not.a.token' })).statusCode).toBe(200);
    expect((await login('ayse', PASSWORD, { authorization: 'Bearer' })).statusCode).toBe(200);
  });
});

describe('bearer tokens on a protected route', () => {
  let access: string;
  let refreshToken: string;
  const key = () => new TextEncoder().encode(t.config.secretKey);
  beforeAll(async () => {
    ({ access, refresh: refreshToken } = (await login('ayse')).json());
  });

  test('a valid access token is accepted', async () => {
    expect((await profile(access)).statusCode).toBe(200);
  });

  test('no header: 401 not_authenticated', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/profile/' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'not_authenticated' });
  });

  test('expired, tampered, alg:none, other-algorithm, foreign-key and refresh-typed tokens: 401 token_not_valid', async () => {
    const claims = decodeJwt(access);
    const [header, , signature] = access.split('.');
    const b64 = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const bad = {
      expired: await new SignJWT({ ...claims, iat: now - 7200, exp: now - 3600 }).setProtectedHeader({ alg: 'HS256' }).sign(key()),
      tampered: `${header}.${b64({ ...claims, user_id: ids.patron, is_staff: true })}.${signature}`,
      none: `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`,
      hs384: await new SignJWT(claims).setProtectedHeader({ alg: 'HS384' }).sign(key()),
      foreignKey: await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode('x'.repeat(40))),
      refreshAsAccess: refreshToken,
      garbage: 'abc.def.ghi',
    };
    for (const [name, token] of Object.entries(bad)) {
      const res = await profile(token);
      expect({ name, status: res.statusCode }).toEqual({ name, status: 401 });
      expect(res.json()).toEqual({
        detail: 'Geçersiz veya süresi dolmuş oturum anahtarı.',
        code: 'token_not_valid',
        messages: [{ token_class: 'AccessToken', token_type: 'access', message: expect.any(String) }],
      });
      expect(res.headers['www-authenticate']).toBe('Bearer realm="api"');
    }
  });

  test('an access token used as refresh is refused', async () => {
    expectTokenNotValid(await refresh(access));
  });

  test('"Bearer" without a token is a 401; another scheme counts as anonymous', async () => {
    expectTokenNotValid(await t.app.inject({ method: 'GET', url: '/api/profile/', headers: { authorization: 'Bearer' } }));
    expectTokenNotValid(await t.app.inject({ method: 'GET', url: '/api/profile/', headers: { authorization: `Bearer ${access} extra` } }));
    const basic = await t.app.inject({ method: 'GET', url: '/api/profile/', headers: { authorization: 'Basic YXlzZTp4' } });
    expect(basic.statusCode).toBe(401);
    expect(basic.json()).toMatchObject({ code: 'not_authenticated' });
  });

  test('a deactivated user is refused at once, even with a still-valid access token', async () => {
    const pair = (await login('gecici')).json();
    expect((await profile(pair.access)).statusCode).toBe(200);
    await t.database.db.update(users).set({ is_active: false }).where(eq(users.id, ids.gecici!));
    try {
      expectTokenNotValid(await profile(pair.access));
      expectTokenNotValid(await refresh(pair.refresh));
      expect((await login('gecici')).json()).toEqual(NO_ACCOUNT);
    } finally {
      await t.database.db.update(users).set({ is_active: true }).where(eq(users.id, ids.gecici!));
    }
  });
});

/** Moves a refresh token's rotation past REFRESH_REUSE_GRACE_MS, so that its replay reads as theft. */
async function rotatedLongAgo(token: string) {
  const jti = decodeJwt(token).jti!;
  await t.database.db.update(tokenBlacklist).set({ blacklisted_at: new Date(Date.now() - 60_000) }).where(eq(tokenBlacklist.jti, jti));
}

describe('POST /api/token/refresh/', () => {
  test('rotates: a new pair, the old refresh token is then refused', async () => {
    const first = (await login('ayse')).json();
    const res = await refresh(first.refresh);
    expect(res.statusCode).toBe(200);
    const second = res.json();
    expect(Object.keys(second).sort()).toEqual(['access', 'refresh']);
    expect(second.refresh).not.toBe(first.refresh);
    expect((await profile(second.access)).statusCode).toBe(200);
    await rotatedLongAgo(first.refresh);
    const again = await refresh(first.refresh);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ detail: 'Geçersiz veya süresi dolmuş oturum anahtarı.', code: 'token_not_valid' });
    // The reuse ended the whole chain (a replayed token may have been stolen): the newer one too.
    expect((await refresh(second.refresh)).statusCode).toBe(401);
  });

  test('a replay seconds after the rotation (two tabs at once) is refused without ending the newer chain', async () => {
    const first = (await login('ayse')).json();
    const second = (await refresh(first.refresh)).json();
    expect((await refresh(first.refresh)).statusCode).toBe(401);
    expect((await profile(second.access)).statusCode).toBe(200);
    expect((await refresh(second.refresh)).statusCode).toBe(200);
  });

  test('of 50 parallel refreshes with one token exactly one succeeds, and its new pair works', async () => {
    const { refresh: token } = (await login('ayse')).json();
    const results = await Promise.all(Array.from({ length: 50 }, () => refresh(token)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    const winner = results.find((r) => r.statusCode === 200)!.json();
    expect((await profile(winner.access)).statusCode).toBe(200);
    expect(codes.filter((c) => c === 401)).toHaveLength(49);
    for (const r of results.filter((x) => x.statusCode === 401)) expect(r.json()).toMatchObject({ code: 'token_not_valid' });
    const jti = decodeJwt(token).jti!;
    const rows = await t.database.db.select().from(tokenBlacklist).where(eq(tokenBlacklist.jti, jti));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.user_id).toBe(ids.ayse);
  });

  test('a stale bearer header does not stop a refresh', async () => {
    const { refresh: token } = (await login('ayse')).json();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/token/refresh/',
      payload: { refresh: token },
      headers: { authorization: 'Bearer expired.or.broken' },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('POST /api/auth/logout/', () => {
  test('blacklists the refresh token: 205, then refresh and a second logout are 401', async () => {
    const pair = (await login('ayse')).json();
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout/', payload: { refresh: pair.refresh } });
    expect(res.statusCode).toBe(205);
    expect(res.body).toBe('');
    expectTokenNotValid(await refresh(pair.refresh));
    expectTokenNotValid(await t.app.inject({ method: 'POST', url: '/api/auth/logout/', payload: { refresh: pair.refresh } }));
  });

  test('works with the bearer token sent too, and refuses a bad refresh token', async () => {
    const pair = (await login('ayse')).json();
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout/',
      payload: { refresh: pair.refresh },
      headers: { authorization: `Bearer ${pair.access}` },
    });
    expect(ok.statusCode).toBe(205);
    expectTokenNotValid(await t.app.inject({ method: 'POST', url: '/api/auth/logout/', payload: { refresh: pair.access } }));
    expectTokenNotValid(await t.app.inject({ method: 'POST', url: '/api/auth/logout/', payload: { refresh: 'nope' } }));
  });
});

describe('bad input: 4xx in the DRF shape, never 500', () => {
  const post = (url: string, payload: string, contentType = 'application/json') =>
    t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType } });

  test.each(['/api/token/', '/api/token/refresh/', '/api/auth/logout/'])('%s', async (url) => {
    const malformed = await post(url, '{"username": ');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ detail: 'Geçersiz JSON gövdesi.' });

    const empty = await post(url, '{}');
    expect(empty.statusCode).toBe(400);
    const emptyBody = empty.json();
    for (const messages of Object.values(emptyBody)) expect(messages).toEqual(['Bu alan zorunludur.']);

    const wrongTypes = await post(url, JSON.stringify({ username: 1, password: true, refresh: ['x'] }));
    expect(wrongTypes.statusCode).toBe(400);
    for (const messages of Object.values(wrongTypes.json())) expect(messages).toEqual(['Geçerli bir metin değil.']);

    const array = await post(url, '[1, 2]');
    expect(array.statusCode).toBe(400);
    expect(array.json()).toEqual({ non_field_errors: [expect.any(String)] });

    const huge = await post(url, JSON.stringify({ username: 'a'.repeat(2 * 1024 * 1024), password: 'x', refresh: 'x' }));
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ detail: 'İstek gövdesi çok büyük.' });

    // text/plain is parsed as a string, which is not an object.
    const text = await post(url, 'username=ayse', 'text/plain');
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({ non_field_errors: [expect.any(String)] });

    const form = await post(url, 'username=ayse', 'application/x-www-form-urlencoded');
    expect(form.statusCode).toBe(415);
    expect(form.json()).toEqual({ detail: expect.any(String) });
  });

  test('missing fields of a login are named; blank ones too', async () => {
    const res = await post('/api/token/', JSON.stringify({ username: '   ' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ username: ['Bu alan boş bırakılamaz.'], password: ['Bu alan zorunludur.'] });
  });

  test('nothing was blacklisted or changed by bad input', async () => {
    const before = await t.database.db.select().from(tokenBlacklist);
    await post('/api/token/refresh/', '{"refresh": 5}');
    await post('/api/auth/logout/', '{"refresh": null}');
    expect(await t.database.db.select().from(tokenBlacklist)).toEqual(before);
  });
});
