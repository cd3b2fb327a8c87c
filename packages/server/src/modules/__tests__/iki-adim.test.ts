// Two-factor sign-in over real HTTP and a real database: setting TOTP up with a code computed here
// (the same library as the server), the login's second step with a code or a single-use recovery
// code, no replay of an accepted code, its own rate limit, a challenge that expires and is spent,
// turning it off only with the password and a code, and staff routes closed to staff without 2FA
// while STAFF_REQUIRE_2FA is on.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { SignJWT } from 'jose';
import { TWO_FACTOR_MESSAGES as M, TWO_FACTOR_SETUP_REQUIRED_CODE } from '@portal/domain';
import { loadConfig } from '../../env';
import { passkeys, recoveryCodes, totpDevices, users } from '../../db/schema';
import { hashPassword } from '../../services/passwords';
import { softAuthenticator } from '../../testing/soft-authenticator';
import { createTestApp, type TestContext } from '../../testing/test-app';

const loadMailDefaults = () => loadConfig({}).mail;

const PASSWORD = 'Iki-Adim1!';
/** Code checks a minute per account and address in this file's app. */
const LIMIT = 10;
let t: TestContext;

beforeAll(async () => {
  t = await createTestApp({ loginRateLimit: LIMIT });
  const hash = await hashPassword(PASSWORD);
  await t.database.db
    .insert(users)
    .values(['ayse', 'burak', 'cem', 'deniz', 'ece', 'fatma', 'gul', 'hakan', 'irem', 'jale'].map((username) => ({ username, email: `${username}@example.test`, password: hash })));
}, 60_000);
afterAll(async () => {
  await t?.close();
});

let address = 0;
/** From its own client address unless given (the per-address limits are tested apart). */
const post = (url: string, payload: object, headers: Record<string, string> = {}, remoteAddress = `10.1.0.${++address % 250}`) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, payload, headers, remoteAddress });
const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url: `/api${url}`, headers });

/** The code of the time step `offset` steps from now. */
const codeAt = (secret: string, offset = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + offset * 30 });

async function signIn(username: string): Promise<Record<string, string>> {
  const res = await post('/token/', { username, password: PASSWORD });
  expect(res.statusCode).toBe(200);
  return { authorization: `Bearer ${res.json().access}` };
}

/** Turns TOTP on for the user (confirmed with the current step's code): the secret and the recovery codes. */
async function enable(username: string): Promise<{ secret: string; codes: string[] }> {
  const auth = await signIn(username);
  const setup = await post('/auth/2fa/totp/setup/', {}, auth);
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.json();
  const confirm = await post('/auth/2fa/totp/confirm/', { code: await codeAt(secret) }, auth);
  expect(confirm.statusCode).toBe(200);
  return { secret, codes: confirm.json().recovery_codes };
}

async function challengeOf(username: string): Promise<string> {
  const res = await post('/token/', { username, password: PASSWORD });
  expect(res.statusCode).toBe(200);
  return res.json().challenge;
}

describe('setting TOTP up', () => {
  test('the secret, its URI and QR code once; a wrong code is a 400 on `code`; a right one turns it on with ten recovery codes', async () => {
    const auth = await signIn('ayse');
    expect((await get('/auth/2fa/', auth)).json()).toEqual({ totp: false, recovery_codes_left: 0, passkeys: [], passkeys_available: false, passkey_rp_id: null, required: false });
    const setup = await post('/auth/2fa/totp/setup/', {}, auth);
    expect(setup.statusCode).toBe(200);
    const { secret, otpauth_url, qr } = setup.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_url).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    expect(qr).toMatch(/^data:image\/png;base64,/);
    // Stored encrypted: the database never holds the secret's text.
    const [row] = await t.database.db.select().from(totpDevices).innerJoin(users, eq(users.id, totpDevices.user_id)).where(eq(users.username, 'ayse'));
    expect(row!.iki_adimli_dogrulama.secret).not.toContain(secret);
    expect(row!.iki_adimli_dogrulama.etkin).toBeNull();

    const wrong = await post('/auth/2fa/totp/confirm/', { code: (Number(await codeAt(secret)) ^ 1).toString().padStart(6, '0') }, auth);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ code: [M.codeInvalid] });
    const malformed = await post('/auth/2fa/totp/confirm/', { code: '12ab' }, auth);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ code: [M.codeFormat] });
    // Still off: login answers the tokens as before.
    expect(Object.keys((await post('/token/', { username: 'ayse', password: PASSWORD })).json()).sort()).toEqual(['access', 'refresh']);

    const ok = await post('/auth/2fa/totp/confirm/', { code: await codeAt(secret) }, auth);
    expect(ok.statusCode).toBe(200);
    const codes: string[] = ok.json().recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    // Stored hashed only.
    const stored = JSON.stringify(await t.database.db.select().from(recoveryCodes));
    for (const code of codes) expect(stored).not.toContain(code.replace('-', ''));
    expect((await get('/auth/2fa/', auth)).json()).toEqual({ totp: true, recovery_codes_left: 10, passkeys: [], passkeys_available: false, passkey_rp_id: null, required: false });
    // On: no new secret is handed out (the one in use is never sent again).
    const again = await post('/auth/2fa/totp/setup/', {}, auth);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: M.alreadyEnabled });
  });
});

describe('the login second step', () => {
  test('the right password answers a challenge, not tokens; the code completes the login', async () => {
    const { secret } = await enable('burak');
    const first = await post('/token/', { username: 'burak', password: PASSWORD });
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toEqual({ two_factor_required: true, challenge: expect.any(String), methods: ['totp', 'recovery_code'], expires_in: 300 });
    expect(body.access).toBeUndefined();
    // A wrong password is still the plain 401.
    expect((await post('/token/', { username: 'burak', password: 'yanlis' })).statusCode).toBe(401);

    const wrong = await post('/token/2fa/', { challenge: body.challenge, code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ code: [M.codeInvalid] });
    const neither = await post('/token/2fa/', { challenge: body.challenge });
    expect(neither.statusCode).toBe(400);
    expect(neither.json()).toEqual({ code: [M.oneOfCodes] });

    // The next step's code: the current one was spent by the setup.
    const done = await post('/token/2fa/', { challenge: body.challenge, code: await codeAt(secret, 1) });
    expect(done.statusCode).toBe(200);
    const { access, refresh } = done.json();
    expect(typeof refresh).toBe('string');
    expect((await get('/profile/', { authorization: `Bearer ${access}` })).statusCode).toBe(200);
    // The challenge is spent by the login it completed.
    const reuse = await post('/token/2fa/', { challenge: body.challenge, recovery_code: 'aaaaa-aaaaa' });
    expect(reuse.statusCode).toBe(400);
  });

  test('a TOTP code accepted once is refused again within its window (replay)', async () => {
    const { secret } = await enable('cem');
    const code = await codeAt(secret, 1);
    expect((await post('/token/2fa/', { challenge: await challengeOf('cem'), code })).statusCode).toBe(200);
    const replay = await post('/token/2fa/', { challenge: await challengeOf('cem'), code });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({ code: [M.codeInvalid] });
    // The setup's own code (an earlier step) is refused too.
    expect((await post('/token/2fa/', { challenge: await challengeOf('cem'), code: await codeAt(secret) })).statusCode).toBe(400);
  });

  test('two logins racing with the same code: exactly one gets tokens', async () => {
    const { secret } = await enable('jale');
    const code = await codeAt(secret, 1);
    const [a, b] = await Promise.all([challengeOf('jale'), challengeOf('jale')]);
    const answers = await Promise.all([post('/token/2fa/', { challenge: a, code }), post('/token/2fa/', { challenge: b, code })]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  test('a recovery code signs in once, in any case and spacing; then it no longer works', async () => {
    const { codes } = await enable('deniz');
    const code = codes[3]!;
    const typed = ` ${code.toUpperCase().replace('-', ' ')} `;
    const done = await post('/token/2fa/', { challenge: await challengeOf('deniz'), recovery_code: typed });
    expect(done.statusCode).toBe(200);
    expect(Object.keys(done.json()).sort()).toEqual(['access', 'refresh']);
    const again = await post('/token/2fa/', { challenge: await challengeOf('deniz'), recovery_code: code });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ recovery_code: [M.recoveryInvalid] });
    const auth = { authorization: `Bearer ${done.json().access}` };
    expect((await get('/auth/2fa/', auth)).json()).toMatchObject({ recovery_codes_left: 9 });
    // Another user's code is no use here.
    const other = await enable('ece');
    expect((await post('/token/2fa/', { challenge: await challengeOf('deniz'), recovery_code: other.codes[0]! })).statusCode).toBe(400);
  });

  test('an expired, forged or access-typed challenge is a 401; a password change ends a pending one', async () => {
    await enable('fatma');
    const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, 'fatma'));
    const key = new TextEncoder().encode(t.config.secretKey!);
    const now = Math.floor(Date.now() / 1000);
    const claims = { token_type: 'two_factor', user_id: row!.id, sid: 'x', ver: 0, jti: 'expired1' };
    const expired = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setIssuedAt(now - 400).setExpirationTime(now - 100).sign(key);
    const res = await post('/token/2fa/', { challenge: expired, code: '123456' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: M.challengeInvalid, code: 'challenge_not_valid' });
    const forged = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setIssuedAt(now).setExpirationTime(now + 100).sign(new TextEncoder().encode('another-secret-of-enough-length-000000'));
    expect((await post('/token/2fa/', { challenge: forged, code: '123456' })).statusCode).toBe(401);
    // An access token is not a challenge.
    const login = await post('/token/', { username: 'ayse', password: PASSWORD });
    const access = login.json().access ?? login.json().challenge;
    const pair = await post('/token/', { username: 'gul', password: PASSWORD });
    expect((await post('/token/2fa/', { challenge: pair.json().access, code: '123456' })).statusCode).toBe(401);
    expect(access).toBeDefined();
    // The password changed after the first step: the challenge no longer works.
    const challenge = await challengeOf('fatma');
    await t.database.db.update(users).set({ token_version: 1 }).where(eq(users.id, row!.id));
    expect((await post('/token/2fa/', { challenge, code: '123456' })).statusCode).toBe(401);
  });

  test('the second step has its own limit per account (any address) and per address: 429', async () => {
    await enable('gul');
    const challenge = await challengeOf('gul');
    const answers = [];
    for (let i = 0; i < LIMIT + 1; i++) answers.push((await post('/token/2fa/', { challenge, code: '000000' })).statusCode);
    // The setup's confirmation was the account's first code check of this minute.
    expect(answers.slice(0, LIMIT - 1).every((s) => s === 400)).toBe(true);
    expect(answers.slice(LIMIT - 1)).toEqual([429, 429]);
    const limited = await post('/token/2fa/', { challenge, code: '000000' });
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json()).toEqual({ detail: expect.any(String) });
    // The password check of the same account is counted apart: it still answers.
    expect((await post('/token/', { username: 'gul', password: PASSWORD })).statusCode).toBe(200);
    // Per address: one address guessing for two accounts, neither over its own limit, is stopped too.
    await enable('hakan');
    const from = '10.9.9.9';
    const statuses = [];
    for (let i = 0; i < LIMIT + 1; i++) {
      const challenge = await challengeOf(i % 2 ? 'hakan' : 'ece');
      statuses.push((await post('/token/2fa/', { challenge, code: '000000' }, {}, from)).statusCode);
    }
    expect(statuses.slice(0, LIMIT).every((s) => s === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('turning it off and new recovery codes', () => {
  test('disabling asks for the password and a current code (or a recovery code)', async () => {
    const { secret, codes } = await enable('irem');
    const pair = await post('/token/2fa/', { challenge: await challengeOf('irem'), recovery_code: codes[0]! });
    const auth = { authorization: `Bearer ${pair.json().access}` };

    const noCode = await post('/auth/2fa/disable/', { password: PASSWORD }, auth);
    expect(noCode.statusCode).toBe(400);
    const wrongPassword = await post('/auth/2fa/disable/', { password: 'yanlis', code: await codeAt(secret, 1) }, auth);
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json()).toEqual({ password: [M.passwordWrong] });
    const wrongCode = await post('/auth/2fa/disable/', { password: PASSWORD, code: '000000' }, auth);
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json()).toEqual({ code: [M.codeInvalid] });
    const usedRecovery = await post('/auth/2fa/disable/', { password: PASSWORD, recovery_code: codes[0]! }, auth);
    expect(usedRecovery.json()).toEqual({ recovery_code: [M.recoveryInvalid] });
    expect((await get('/auth/2fa/', auth)).json()).toMatchObject({ totp: true });

    // New recovery codes: the old ones stop working.
    const regen = await post('/auth/2fa/recovery-codes/', { password: PASSWORD, code: await codeAt(secret, 1) }, auth);
    expect(regen.statusCode).toBe(200);
    const fresh: string[] = regen.json().recovery_codes;
    expect(fresh).toHaveLength(10);
    expect((await post('/auth/2fa/disable/', { password: PASSWORD, recovery_code: codes[1]! }, auth)).statusCode).toBe(400);

    const off = await post('/auth/2fa/disable/', { password: PASSWORD, recovery_code: fresh[0]! }, auth);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ detail: M.disabled });
    expect((await get('/auth/2fa/', auth)).json()).toEqual({ totp: false, recovery_codes_left: 0, passkeys: [], passkeys_available: false, passkey_rp_id: null, required: false });
    expect(Object.keys((await post('/token/', { username: 'irem', password: PASSWORD })).json()).sort()).toEqual(['access', 'refresh']);
  });
});

describe('STAFF_REQUIRE_2FA', () => {
  let s: TestContext;
  beforeAll(async () => {
    s = await createTestApp({ staffRequire2fa: true });
    const hash = await hashPassword(PASSWORD);
    await s.database.db.insert(users).values([
      { username: 'yonetici', password: hash, is_staff: true, is_superuser: true },
      { username: 'uye', password: hash },
    ]);
  }, 60_000);
  afterAll(async () => {
    await s?.close();
  });
  const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}, payload?: object) =>
    s.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });

  test('a staff account without 2FA signs in but no staff route answers until it is on', async () => {
    const login = await call('POST', '/token/', {}, { username: 'yonetici', password: PASSWORD });
    expect(login.statusCode).toBe(200);
    const auth = { authorization: `Bearer ${login.json().access}` };
    for (const url of ['/admin/cagrilar/', '/admin/users/', '/admin/dashboard/overview/']) {
      const res = await call('GET', url, auth);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: M.setupRequired, code: TWO_FACTOR_SETUP_REQUIRED_CODE });
    }
    // Its own settings work, and say it is required.
    expect((await call('GET', '/profile/', auth)).statusCode).toBe(200);
    expect((await call('GET', '/auth/2fa/', auth)).json()).toEqual({ totp: false, recovery_codes_left: 0, passkeys: [], passkeys_available: false, passkey_rp_id: null, required: true });
    const { secret } = (await call('POST', '/auth/2fa/totp/setup/', auth, {})).json();
    expect((await call('POST', '/auth/2fa/totp/confirm/', auth, { code: await codeAt(secret) })).statusCode).toBe(200);
    // The same token now reaches the staff routes.
    expect((await call('GET', '/admin/cagrilar/', auth)).statusCode).toBe(200);
    expect((await call('GET', '/admin/users/', auth)).statusCode).toBe(200);
  });

  test('a non-staff account is not asked', async () => {
    const login = await call('POST', '/token/', {}, { username: 'uye', password: PASSWORD });
    const auth = { authorization: `Bearer ${login.json().access}` };
    expect((await call('GET', '/auth/2fa/', auth)).json()).toMatchObject({ required: false });
    expect((await call('GET', '/cagrilar/', auth)).statusCode).toBe(200);
  });
});

describe('passkeys (WebAuthn) as a second factor', () => {
  const ORIGIN = 'https://portal.example.org';
  const RP_ID = 'portal.example.org';
  let p: TestContext;
  let leylaCodes: string[] = [];
  let nur: Record<string, string> = {};
  beforeAll(async () => {
    p = await createTestApp({ mail: { ...loadMailDefaults(), portalUrl: ORIGIN } });
    const hash = await hashPassword(PASSWORD);
    await p.database.db.insert(users).values(['kerem', 'leyla', 'mert'].map((username) => ({ username, password: hash })));
  }, 60_000);
  afterAll(async () => {
    await p?.close();
  });
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Record<string, string> = {}, payload?: object) =>
    p.app.inject({ method, url: `/api${url}`, headers, remoteAddress: `10.2.0.${++address % 250}`, ...(payload ? { payload } : {}) });
  const login = async (username: string) => (await call('POST', '/token/', {}, { username, password: PASSWORD })).json();
  async function withTotp(username: string) {
    const auth = { authorization: `Bearer ${(await login(username)).access}` };
    const { secret } = (await call('POST', '/auth/2fa/totp/setup/', auth, {})).json();
    const { recovery_codes } = (await call('POST', '/auth/2fa/totp/confirm/', auth, { code: await codeAt(secret) })).json();
    return { auth, secret, codes: recovery_codes as string[] };
  }
  async function register(auth: Record<string, string>, key = softAuthenticator(), ad = 'Dizüstü') {
    const start = await call('POST', '/auth/2fa/passkeys/options/', auth, {});
    expect(start.statusCode).toBe(200);
    const { options, state } = start.json();
    const res = await call('POST', '/auth/2fa/passkeys/', auth, { state, ad, response: key.register(options, ORIGIN, RP_ID) });
    return { res, key, options, state };
  }

  test('adding one needs TOTP on; then the browser answer registers it, listed by GET auth/2fa/', async () => {
    const auth = { authorization: `Bearer ${(await login('kerem')).access}` };
    const early = await call('POST', '/auth/2fa/passkeys/options/', auth, {});
    expect(early.statusCode).toBe(400);
    expect(early.json()).toEqual({ detail: M.passkeysNeedTotp });

    const { auth: on } = await withTotp('kerem');
    const { res, options } = await register(on);
    expect(options).toMatchObject({ rp: { id: RP_ID }, attestation: 'none' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ ad: 'Dizüstü', son_kullanim: null });
    const status = (await call('GET', '/auth/2fa/', on)).json();
    expect(status).toMatchObject({ totp: true, passkeys_available: true, passkey_rp_id: RP_ID, passkeys: [{ ad: 'Dizüstü' }] });
    // The same credential again is refused.
    expect((await register(on, (await register(on)).key)).res.statusCode).toBe(400);
  });

  test("an answer for another origin, or with another user's state, is a 400", async () => {
    const { auth, codes } = await withTotp('leyla');
    leylaCodes = codes;
    const start = (await call('POST', '/auth/2fa/passkeys/options/', auth, {})).json();
    const key = softAuthenticator();
    const phished = await call('POST', '/auth/2fa/passkeys/', auth, { state: start.state, ad: 'x', response: key.register(start.options, 'https://evil.example', RP_ID) });
    expect(phished.statusCode).toBe(400);
    expect(phished.json()).toEqual({ response: [M.passkeyInvalid] });
    await p.database.db.insert(users).values({ username: 'nur', password: await hashPassword(PASSWORD) });
    nur = (await withTotp('nur')).auth;
    const stolen = await call('POST', '/auth/2fa/passkeys/', nur, { state: start.state, ad: 'x', response: key.register(start.options, ORIGIN, RP_ID) });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json()).toEqual({ state: [M.passkeyStateInvalid] });
  });

  test('the login second step with a passkey: options for the challenge, one assertion per challenge, counter must move on', async () => {
    // kerem has a passkey (the first test): the challenge offers it.
    expect(await login('kerem')).toMatchObject({ two_factor_required: true, methods: ['totp', 'recovery_code', 'passkey'] });
    // leyla has TOTP on (the test before): she adds a passkey.
    const pair = (await call('POST', '/token/2fa/', {}, { challenge: (await login('leyla')).challenge, recovery_code: leylaCodes[0]! })).json();
    const { key } = await register({ authorization: `Bearer ${pair.access}` });

    const challenge = (await login('leyla')).challenge;
    const opts = await call('POST', '/token/2fa/passkey/options/', {}, { challenge });
    expect(opts.statusCode).toBe(200);
    const { options } = opts.json();
    expect(options.allowCredentials).toEqual([expect.objectContaining({ id: key.credentialId })]);
    const assertion = key.assert(options, ORIGIN, RP_ID);
    const done = await call('POST', '/token/2fa/', {}, { challenge, passkey: assertion });
    expect(done.statusCode).toBe(200);
    expect(Object.keys(done.json()).sort()).toEqual(['access', 'refresh']);

    // The same assertion with a new challenge: its challenge is the old login's, refused.
    const next = (await login('leyla')).challenge;
    const replay = await call('POST', '/token/2fa/', {}, { challenge: next, passkey: assertion });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({ passkey: [M.passkeyInvalid] });
    // A signature over the right challenge but an old counter (a cloned key): refused.
    const nextOptions = (await call('POST', '/token/2fa/passkey/options/', {}, { challenge: next })).json().options;
    key.setCounter(1);
    expect((await call('POST', '/token/2fa/', {}, { challenge: next, passkey: key.assert(nextOptions, ORIGIN, RP_ID) })).statusCode).toBe(400);
    key.setCounter(50);
    expect((await call('POST', '/token/2fa/', {}, { challenge: next, passkey: key.assert(nextOptions, ORIGIN, RP_ID) })).statusCode).toBe(200);
  });

  test('removing a passkey: only its owner (404 for anyone else); turning 2FA off removes them all', async () => {
    const { auth, secret } = await withTotp('mert');
    const { res } = await register(auth);
    const id = res.json().id as number;
    // Another signed-in user cannot remove it.
    expect((await call('DELETE', `/auth/2fa/passkeys/${id}/`, nur)).statusCode).toBe(404);
    expect((await call('DELETE', `/auth/2fa/passkeys/${id}/`, auth)).statusCode).toBe(204);
    expect((await call('GET', '/auth/2fa/', auth)).json().passkeys).toEqual([]);

    await register(auth);
    const off = await call('POST', '/auth/2fa/disable/', auth, { password: PASSWORD, code: await codeAt(secret, 1) });
    expect(off.statusCode).toBe(200);
    expect(await p.database.db.select().from(passkeys).where(eq(passkeys.user_id, await userId(p, 'mert')))).toEqual([]);
  });
});

async function userId(ctx: TestContext, username: string): Promise<number> {
  const [row] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return row!.id;
}

describe('a superuser turns off the 2FA of a person who lost the phone and the codes', () => {
  let r: TestContext;
  beforeAll(async () => {
    r = await createTestApp();
    const hash = await hashPassword(PASSWORD);
    await r.database.db.insert(users).values([
      { username: 'patron', password: hash, is_staff: true, is_superuser: true },
      { username: 'gorevli', password: hash, is_staff: true },
      { username: 'kaybeden', password: hash },
    ]);
  }, 60_000);
  afterAll(async () => {
    await r?.close();
  });
  const call = (url: string, headers: Record<string, string> = {}, payload: object = {}) => r.app.inject({ method: 'POST', url: `/api${url}`, headers, payload });
  const bearer = async (username: string) => ({ authorization: `Bearer ${(await call('/token/', {}, { username, password: PASSWORD })).json().access}` });

  test('superuser only, not one\'s own; the person signs in with the password alone again, and their sessions ended', async () => {
    const own = await bearer('kaybeden');
    const { secret } = (await call('/auth/2fa/totp/setup/', own)).json();
    expect((await call('/auth/2fa/totp/confirm/', own, { code: await codeAt(secret) })).statusCode).toBe(200);
    expect((await call('/token/', {}, { username: 'kaybeden', password: PASSWORD })).json()).toMatchObject({ two_factor_required: true });
    const id = await userId(r, 'kaybeden');

    expect((await call(`/admin/users/${id}/reset_two_factor/`, await bearer('gorevli'))).statusCode).toBe(403);
    const boss = await bearer('patron');
    expect((await call(`/admin/users/${await userId(r, 'patron')}/reset_two_factor/`, boss)).statusCode).toBe(409);
    expect((await call('/admin/users/999999/reset_two_factor/', boss)).statusCode).toBe(404);
    const done = await call(`/admin/users/${id}/reset_two_factor/`, boss);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ detail: M.resetDone });

    expect(Object.keys((await call('/token/', {}, { username: 'kaybeden', password: PASSWORD })).json()).sort()).toEqual(['access', 'refresh']);
    expect((await r.app.inject({ method: 'GET', url: '/api/profile/', headers: own })).statusCode).toBe(401);
  });

  test('anonymising a person removes their second factors (TOTP secret, recovery codes)', async () => {
    await r.database.db.insert(users).values({ username: 'ayrilan', password: await hashPassword(PASSWORD), email: 'ayrilan@example.test' });
    const own = await bearer('ayrilan');
    const { secret } = (await call('/auth/2fa/totp/setup/', own)).json();
    expect((await call('/auth/2fa/totp/confirm/', own, { code: await codeAt(secret) })).statusCode).toBe(200);
    const id = await userId(r, 'ayrilan');
    expect((await r.database.db.select().from(recoveryCodes).where(eq(recoveryCodes.user_id, id))).length).toBe(10);
    expect((await call(`/admin/users/${id}/anonymize/`, await bearer('patron'))).statusCode).toBe(200);
    expect(await r.database.db.select().from(totpDevices).where(eq(totpDevices.user_id, id))).toEqual([]);
    expect(await r.database.db.select().from(recoveryCodes).where(eq(recoveryCodes.user_id, id))).toEqual([]);
  });
});
