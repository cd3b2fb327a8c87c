// A forgotten password, through a real SMTP server: the same answer for any address, the link the
// e-mail carries sets a new password once, within its time, by the password rules, and ends every
// session; the database holds only the token's hash; requests are limited.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';
import { MSG, PASSWORD_RESET_MESSAGES } from '@portal/domain';
import { passwordResets, users } from '../../db/schema';
import { hashPassword } from '../../services/passwords';
import { tokenSha256 } from '../../services/account-links';
import { startTestSmtp, testMailConfig, type TestSmtp } from '../../testing/smtp';
import { createTestApp, type TestContext } from '../../testing/test-app';

const PASSWORD = 'Eski-Sifre1!';
const NEW_PASSWORD = 'Yeni-Sifre2!';
/** Requests a minute per client address and per address asked for. */
const LIMIT = 8;
let smtp: TestSmtp;
let t: TestContext;


beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ mail: testMailConfig(smtp.port), loginRateLimit: LIMIT });
  const hash = await hashPassword(PASSWORD);
  await t.database.db.insert(users).values([
    { username: 'unutkan', email: 'Unutkan@Example.test', password: hash },
    { username: 'pasif', email: 'pasif@example.test', password: hash, is_active: false },
  ]);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await smtp?.stop();
});

let address = 0;
/** Each call from its own client address, so the per-address limit is tested apart. */
const post = (url: string, payload: object, remoteAddress = `10.0.0.${++address % 250}`) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, payload, remoteAddress });
const ask = (email: string, remoteAddress?: string) => post('/auth/password-reset/', { email }, remoteAddress);
const confirm = (token: string, new_password = NEW_PASSWORD) => post('/auth/password-reset/confirm/', { token, new_password });
const login = (password: string) => post('/token/', { username: 'unutkan', password });
const resetsOfUnutkan = () => t.database.db.select().from(passwordResets).where(sql`${passwordResets.user_id} = (select id from users where username = 'unutkan')`);

/** Asks for a link and answers the token of the e-mail that arrives. */
async function linkByEmail(): Promise<string> {
  const before = smtp.received.length;
  const rows = (await resetsOfUnutkan()).length;
  expect((await ask('unutkan@example.test')).statusCode).toBe(200);
  // The link is made after the answer.
  for (let i = 0; i < 100 && (await resetsOfUnutkan()).length === rows; i++) await new Promise((r) => setTimeout(r, 20));
  await t.app.mailOutbox!.runNow();
  const [mail] = (await smtp.waitFor(before + 1)).slice(before);
  expect(mail!.to).toMatchObject({ value: [{ address: expect.stringMatching(/^unutkan@example\.test$/i) }] });
  expect(mail!.subject).toBe('Şifre yenileme bağlantısı');
  const link = /https:\/\/portal\.example\.org\/sifre-sifirla\?token=([A-Za-z0-9_%-]+)/.exec(mail!.text ?? '');
  expect(link).not.toBeNull();
  return decodeURIComponent(link![1]!);
}

describe('asking for a link', () => {
  test('the same answer for an account, an unknown address and an inactive account; only the account gets mail', async () => {
    const answers = await Promise.all(['unutkan@example.test', 'kimse@example.test', 'pasif@example.test'].map((e) => ask(e)));
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ detail: PASSWORD_RESET_MESSAGES.requested });
    }
    for (let i = 0; i < 100 && (await resetsOfUnutkan()).length === 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect(await t.database.db.select().from(passwordResets)).toHaveLength(1);
  });

  test('the database keeps the hash of the token, never the token', async () => {
    const token = await linkByEmail();
    const rows = await resetsOfUnutkan();
    expect(rows.some((r) => r.token_sha256 === tokenSha256(token))).toBe(true);
    const dump = JSON.stringify(await t.database.db.execute(sql`select * from sifre_sifirlamalar, bildirimler`));
    expect(dump).not.toContain(token);
  });

  test('a bad address is a 400 in the DRF shape', async () => {
    const res = await ask('adres-degil');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ email: [PASSWORD_RESET_MESSAGES.emailInvalid] });
  });
});

describe('using the link', () => {
  test('sets the new password once, ends every session, and the old password no longer signs in', async () => {
    const session = (await login(PASSWORD)).json<{ access: string; refresh: string }>();
    const token = await linkByEmail();
    expect((await confirm(token, 'kisa')).json()).toEqual({ new_password: [MSG.password.minLength] });
    const done = await confirm(token);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ detail: PASSWORD_RESET_MESSAGES.done });
    // Single use.
    expect((await confirm(token, 'Baska-Sifre3!')).json()).toEqual({ token: [PASSWORD_RESET_MESSAGES.invalidToken] });
    expect((await login(PASSWORD)).statusCode).toBe(401);
    expect((await login(NEW_PASSWORD)).statusCode).toBe(200);
    const profile = await t.app.inject({ method: 'GET', url: '/api/profile/', headers: { authorization: `Bearer ${session.access}` } });
    expect(profile.statusCode).toBe(401);
    expect((await post('/token/refresh/', { refresh: session.refresh })).statusCode).toBe(401);
    await t.database.db.update(users).set({ password: await hashPassword(PASSWORD) }).where(eq(users.username, 'unutkan'));
  });

  test('an expired or unknown link is refused and changes nothing', async () => {
    const token = await linkByEmail();
    await t.database.db.update(passwordResets).set({ gecerlilik: sql`now() - interval '1 second'` }).where(eq(passwordResets.token_sha256, tokenSha256(token)));
    expect((await confirm(token)).json()).toEqual({ token: [PASSWORD_RESET_MESSAGES.invalidToken] });
    expect((await confirm('uydurma-bir-anahtar')).statusCode).toBe(400);
    expect((await login(PASSWORD)).statusCode).toBe(200);
  });

  test('a newer link spends the older ones when used', async () => {
    const older = await linkByEmail();
    const newer = await linkByEmail();
    expect((await confirm(newer)).statusCode).toBe(200);
    expect((await confirm(older, 'Baska-Sifre3!')).statusCode).toBe(400);
    await t.database.db.update(users).set({ password: await hashPassword(PASSWORD) }).where(eq(users.username, 'unutkan'));
  });
});

test('requests are limited per client address and per address asked for', async () => {
  const from = '10.9.9.9';
  const statuses: number[] = [];
  for (let i = 0; i <= LIMIT; i++) statuses.push((await ask(`kimse${i}@example.test`, from)).statusCode);
  expect(statuses).toEqual([...Array<number>(LIMIT).fill(200), 429]);
  const asked: number[] = [];
  for (let i = 0; i <= LIMIT; i++) asked.push((await ask('hedef@example.test')).statusCode);
  expect(asked).toEqual([...Array<number>(LIMIT).fill(200), 429]);
});
