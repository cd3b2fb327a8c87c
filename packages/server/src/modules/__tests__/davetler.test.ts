// Invitations through a real SMTP server: staff (superusers, who may create users) invite a person
// without typing a password; the e-mailed link sets one once, within 72 hours; a re-send replaces the
// old link; the account cannot sign in before; a wrong token is a 400 in the DRF shape; only those
// who may create users invite or re-send.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';
import { INVITATION_MESSAGES, MSG, USER_API_MESSAGES, type UserRecord } from '@portal/domain';
import { passwordResets, securityEvents, users } from '../../db/schema';
import { linkToken, tokenSha256 } from '../../services/account-links';
import { startTestSmtp, testMailConfig, type TestSmtp } from '../../testing/smtp';
import type { TestContext } from '../../testing/test-app';
import { WORLD_PASSWORD, type World } from '../../testing/world';
import { worldSuite } from '../../testing/world-suite';
import { hashPassword } from '../../services/passwords';

const NEW_PASSWORD = 'Davet-Sifre1!';
/** Checks a minute per client address. */
const LIMIT = 8;
let smtp: TestSmtp;
let t: TestContext;
let w: World;
let plainStaff: Record<string, string>;

beforeAll(async () => {
  smtp = await startTestSmtp();
});
// The SMTP server's port is known once the hook above ran: read when the app is built.
worldSuite((app, world) => ([t, w] = [app, world]), {
  loginRateLimit: LIMIT,
  get mail() {
    return testMailConfig(smtp.port);
  },
});
beforeAll(async () => {
  await t.database.db.insert(users).values({ username: 'plain_staff', password: await hashPassword(WORLD_PASSWORD), is_staff: true });
  plainStaff = { authorization: `Bearer ${(await login('plain_staff', WORLD_PASSWORD)).json().access}` };
});
afterAll(async () => smtp?.stop());

let address = 0;
const post = (url: string, payload: object, headers: Record<string, string> = {}, remoteAddress = `10.1.0.${++address % 250}`) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, payload, headers, remoteAddress });
const login = (username: string, password: string) => post('/token/', { username, password });
const invite = (username: string, headers = w.auth('staff')) =>
  post('/admin/users/invite_user/', { username, email: `${username}@example.test`, first_name: 'Davetli', last_name: 'Kişi' }, headers);
const resend = (id: number, headers = w.auth('staff')) => post(`/admin/users/${id}/resend_invite/`, {}, headers);
const accept = (token: string, new_password = NEW_PASSWORD) => post('/auth/invitation/accept/', { token, new_password });

/** The token of the newest invitation e-mail to `username` (after the outbox has run). */
async function linkFor(username: string): Promise<string> {
  const before = smtp.received.length;
  await t.app.mailOutbox!.runNow();
  const [mail] = (await smtp.waitFor(before + 1)).slice(before);
  expect(mail!.to).toMatchObject({ value: [{ address: `${username}@example.test` }] });
  expect(mail!.subject).toBe('Kuluçka Merkezi Portalı daveti');
  expect(mail!.text).toContain(`Kullanıcı adınız: ${username}.`);
  const link = /https:\/\/portal\.example\.org\/davet\?token=([A-Za-z0-9_%-]+)/.exec(mail!.text ?? '');
  expect(link).not.toBeNull();
  return decodeURIComponent(link![1]!);
}

describe('inviting', () => {
  test('creates the user without a usable password, e-mails a link valid 72 hours; the account cannot sign in before', async () => {
    const res = await invite('davetli1');
    expect(res.statusCode).toBe(201);
    const user = res.json<UserRecord>();
    expect(user).toMatchObject({ username: 'davetli1', is_active: true, davet_bekliyor: true });
    const token = await linkFor('davetli1');
    const [row] = await t.database.db.select().from(passwordResets).where(eq(passwordResets.token_sha256, tokenSha256(token)));
    expect(row!.tur).toBe('davet');
    const hours = (row!.gecerlilik.getTime() - row!.olusturuldu.getTime()) / 3_600_000;
    expect(hours).toBeGreaterThan(71.9);
    expect(hours).toBeLessThan(72.1);
    // No password signs in, not even the marker itself.
    for (const password of ['!', 'Herhangi-Sifre1!']) expect((await login('davetli1', password)).statusCode).toBe(401);
    // Accepting: the answer names the username; nothing is signed in (no tokens).
    const done = await accept(token);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ detail: INVITATION_MESSAGES.done, username: 'davetli1' });
    expect((await login('davetli1', NEW_PASSWORD)).statusCode).toBe(200);
    const list = await t.app.inject({ method: 'GET', url: `/api/admin/users/?search=davetli1`, headers: w.auth('staff') });
    expect(list.json<{ results: UserRecord[] }>().results[0]!.davet_bekliyor).toBe(false);
    const kinds = await t.database.db.select({ tur: securityEvents.tur }).from(securityEvents).where(eq(securityEvents.user_id, user.id));
    expect(kinds.map((k) => k.tur)).toEqual(['giris_basarisiz', 'giris_basarisiz', 'davet_kabul', 'giris']);
  });

  test('the link is single use, and the rules of a new password apply', async () => {
    const user = (await invite('davetli2')).json<UserRecord>();
    const token = await linkFor('davetli2');
    expect((await accept(token, 'kisa')).json()).toEqual({ new_password: [MSG.password.minLength] });
    expect((await accept(token)).statusCode).toBe(200);
    const again = await accept(token, 'Baska-Sifre3!');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ token: [INVITATION_MESSAGES.invalidToken] });
    expect((await login('davetli2', 'Baska-Sifre3!')).statusCode).toBe(401);
    // Once the password is set there is nothing to re-send.
    const late = await resend(user.id);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ detail: INVITATION_MESSAGES.notPending });
  });

  test('an expired link is refused and changes nothing', async () => {
    await invite('davetli3');
    const token = await linkFor('davetli3');
    await t.database.db.update(passwordResets).set({ gecerlilik: sql`now() - interval '1 second'` }).where(eq(passwordResets.token_sha256, tokenSha256(token)));
    expect((await accept(token)).json()).toEqual({ token: [INVITATION_MESSAGES.invalidToken] });
    expect((await login('davetli3', NEW_PASSWORD)).statusCode).toBe(401);
  });

  test('a re-send replaces the old link: the old one is refused, the new one works', async () => {
    const user = (await invite('davetli4')).json<UserRecord>();
    const older = await linkFor('davetli4');
    const res = await resend(user.id);
    expect(res.statusCode).toBe(200);
    expect(res.json<UserRecord>().davet_bekliyor).toBe(true);
    const newer = await linkFor('davetli4');
    expect(newer).not.toBe(older);
    expect((await accept(older)).json()).toEqual({ token: [INVITATION_MESSAGES.invalidToken] });
    expect((await accept(newer)).statusCode).toBe(200);
  });

  test('a wrong token, or a link of the other kind, is a 400 on token in the DRF shape', async () => {
    // An invitation's token does not reset a password, and a reset's token does not accept an invitation.
    const user = (await invite('davetli7')).json<UserRecord>();
    const invitation = await linkFor('davetli7');
    const resetLink = await t.database.db
      .insert(passwordResets)
      .values({ user_id: user.id, tur: 'sifirlama', nonce: 'ab'.repeat(32), token_sha256: tokenSha256(linkToken(t.config.secretKey!, 'ab'.repeat(32))), gecerlilik: new Date(Date.now() + 600_000) })
      .returning();
    expect(resetLink).toHaveLength(1);
    expect((await accept(linkToken(t.config.secretKey!, 'ab'.repeat(32)))).json()).toEqual({ token: [INVITATION_MESSAGES.invalidToken] });
    expect((await post('/auth/password-reset/confirm/', { token: invitation, new_password: NEW_PASSWORD })).statusCode).toBe(400);
    expect((await accept(invitation)).statusCode).toBe(200);
    for (const token of ['uydurma', 'x'.repeat(200)]) {
      const res = await accept(token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ token: [INVITATION_MESSAGES.invalidToken] });
    }
    expect((await accept('')).statusCode).toBe(400);
    expect((await post('/auth/invitation/accept/', { new_password: NEW_PASSWORD })).statusCode).toBe(400);
  });

  test('an inactive account is not re-invited; the form rules and unique names hold', async () => {
    const user = (await invite('davetli5')).json<UserRecord>();
    await linkFor('davetli5');
    await t.database.db.update(users).set({ is_active: false }).where(eq(users.id, user.id));
    expect((await resend(user.id)).json()).toEqual({ detail: INVITATION_MESSAGES.inactive });
    expect((await invite('davetli5')).json()).toEqual({ email: [USER_API_MESSAGES.emailTaken] });
    expect((await post('/admin/users/invite_user/', { username: 'eposta_yok' }, w.auth('staff'))).json()).toEqual({ email: [MSG.users.emailRequired] });
    expect((await resend(999_999)).statusCode).toBe(404);
  });
});

test('only those who may create users (superusers) invite and re-send', async () => {
  const target = (await invite('davetli6')).json<UserRecord>();
  await linkFor('davetli6');
  for (const headers of [plainStaff, w.auth('applicantA'), w.auth('owner')]) {
    expect((await invite('davetli_yasak', headers)).statusCode).toBe(403);
    expect((await resend(target.id, headers)).statusCode).toBe(403);
  }
  expect((await invite('davetli_yasak', {})).statusCode).toBe(401);
  expect((await resend(target.id, {})).statusCode).toBe(401);
  expect(await t.database.db.select().from(users).where(eq(users.username, 'davetli_yasak'))).toEqual([]);
});

test('accepting is limited per client address', async () => {
  const statuses: number[] = [];
  for (let i = 0; i <= LIMIT; i++) statuses.push((await post('/auth/invitation/accept/', { token: `yanlis-${i}`, new_password: NEW_PASSWORD }, {}, '10.9.8.7')).statusCode);
  expect(statuses).toEqual([...Array<number>(LIMIT).fill(400), 429]);
});
