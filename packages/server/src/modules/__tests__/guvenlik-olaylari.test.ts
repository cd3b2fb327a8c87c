// Security events: sign-ins, failed sign-ins of an existing account, resets (asked and done),
// password changes and "log out everywhere", each with its time, the client's address and a summary
// of its browser; the person reads their own (newest first, paged), superusers anyone's, nobody
// else; anonymisation removes the addresses and browsers.
import { beforeAll, describe, expect, test } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { GUVENLIK_OLAY_META, MSG, userAgentSummary, type GuvenlikOlayPage } from '@portal/domain';
import { passwordResets, securityEvents, users } from '../../db/schema';
import { linkToken } from '../../services/account-links';
import { hashPassword } from '../../services/passwords';
import type { TestContext } from '../../testing/test-app';
import { WORLD_PASSWORD, type World } from '../../testing/world';
import { worldSuite } from '../../testing/world-suite';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
let t: TestContext;
let w: World;
worldSuite((app, world) => ([t, w] = [app, world]));
let kisi: number;
let plainStaff: Record<string, string>;

const post = (url: string, payload: object, headers: Record<string, string> = {}, remoteAddress = '192.0.2.10') =>
  t.app.inject({ method: 'POST', url: `/api${url}`, payload, headers, remoteAddress });
const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url: `/api${url}`, headers });
const bearer = (access: string) => ({ authorization: `Bearer ${access}` });

beforeAll(async () => {
  const password = await hashPassword(WORLD_PASSWORD);
  const [row] = await t.database.db.insert(users).values({ username: 'olayli', email: 'olayli@example.test', password }).returning({ id: users.id });
  kisi = row!.id;
  await t.database.db.insert(users).values({ username: 'plain_staff', password, is_staff: true });
  plainStaff = bearer((await post('/token/', { username: 'plain_staff', password: WORLD_PASSWORD })).json<{ access: string }>().access);
});

describe('what is recorded', () => {
  let access = '';
  test('sign-ins, failed sign-ins of the account, a password change and log-out-everywhere, with address and browser', async () => {
    expect((await post('/token/', { username: 'olayli', password: 'Yanlis-Sifre1!' }, { 'user-agent': IPHONE }, '198.51.100.7')).statusCode).toBe(401);
    // An unknown account records nothing (there is no one to show it to).
    expect((await post('/token/', { username: 'kimse-yok', password: 'Yanlis-Sifre1!' })).statusCode).toBe(401);
    const signedIn = await post('/token/', { username: 'olayli', password: WORLD_PASSWORD }, { 'user-agent': FIREFOX });
    access = signedIn.json<{ access: string }>().access;
    const changed = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile/',
      headers: { ...bearer(access), 'user-agent': FIREFOX },
      payload: { current_password: WORLD_PASSWORD, new_password: 'Yeni-Sifre2!' },
      remoteAddress: '192.0.2.10',
    });
    expect(changed.statusCode).toBe(200);
    access = (await post('/token/', { username: 'olayli', password: 'Yeni-Sifre2!' }, { 'user-agent': FIREFOX })).json<{ access: string }>().access;
    expect((await post('/auth/logout-all/', {}, { ...bearer(access), 'user-agent': FIREFOX })).statusCode).toBe(205);
    access = (await post('/token/', { username: 'olayli', password: 'Yeni-Sifre2!' }, { 'user-agent': FIREFOX })).json<{ access: string }>().access;

    const page = (await get('/guvenlik-olaylari/', bearer(access))).json<GuvenlikOlayPage>();
    expect(page.count).toBe(6);
    // Newest first.
    expect(page.results.map((e) => e.tur)).toEqual(['giris', 'tum_oturumlar_kapatildi', 'giris', 'sifre_degisikligi', 'giris', 'giris_basarisiz']);
    const failed = page.results.at(-1)!;
    expect(failed).toMatchObject({ etiket: GUVENLIK_OLAY_META.giris_basarisiz.etiket, adres: '198.51.100.7', tarayici: 'Safari 17 · iOS' });
    expect(page.results[0]).toMatchObject({ adres: '192.0.2.10', tarayici: 'Firefox 128 · Linux' });
    expect(page.results[0]!.zaman).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d/);
    // Only the summary is kept, never the whole header.
    const stored = await t.database.db.select({ tarayici: securityEvents.tarayici }).from(securityEvents).where(eq(securityEvents.user_id, kisi));
    expect(stored.every((s) => s.tarayici === null || s.tarayici.length < 40)).toBe(true);
  });

  test('a password reset: asked for and done', async () => {
    expect((await post('/auth/password-reset/', { email: 'olayli@example.test' }, { 'user-agent': FIREFOX })).statusCode).toBe(200);
    let link: { nonce: string } | undefined;
    for (let i = 0; i < 100 && !link; i++) {
      [link] = await t.database.db.select({ nonce: passwordResets.nonce }).from(passwordResets).where(eq(passwordResets.user_id, kisi));
      if (!link) await new Promise((r) => setTimeout(r, 20));
    }
    const token = linkToken(t.config.secretKey!, link!.nonce);
    expect((await post('/auth/password-reset/confirm/', { token, new_password: 'Ucuncu-Sifre3!' }, { 'user-agent': FIREFOX })).statusCode).toBe(200);
    access = (await post('/token/', { username: 'olayli', password: 'Ucuncu-Sifre3!' })).json<{ access: string }>().access;
    const page = (await get('/guvenlik-olaylari/?page_size=3', bearer(access))).json<GuvenlikOlayPage>();
    expect(page.results.map((e) => e.tur)).toEqual(['giris', 'sifre_sifirlama', 'sifre_sifirlama_istegi']);
    // Without a User-Agent the browser is unknown.
    expect(page.results[0]!.tarayici).toBeNull();
  });

  test('paged: page and page_size, next and previous; a bad page is a 400', async () => {
    const first = (await get('/guvenlik-olaylari/?page_size=4', bearer(access))).json<GuvenlikOlayPage>();
    expect(first.results).toHaveLength(4);
    expect(first.next).toBe('/api/guvenlik-olaylari/?page_size=4&page=2');
    const second = (await get('/guvenlik-olaylari/?page_size=4&page=2', bearer(access))).json<GuvenlikOlayPage>();
    expect(second.results[0]!.id).toBeLessThan(first.results.at(-1)!.id);
    expect(second.previous).toBe('/api/guvenlik-olaylari/?page_size=4');
    const bad = await get('/guvenlik-olaylari/?page=0', bearer(access));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ page: [MSG.common.invalidPage] });
  });
});

describe('who reads them', () => {
  test('the person sees only their own; superusers anyone; plain staff and others not', async () => {
    const own = (await get('/guvenlik-olaylari/', w.auth('applicantA'))).json<GuvenlikOlayPage>();
    // applicant A signed in once (the world's login), and sees nothing of anyone else.
    expect(own.results.map((e) => e.tur)).toEqual(['giris']);
    const byAdmin = await get(`/admin/users/${kisi}/guvenlik-olaylari/`, w.auth('staff'));
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json<GuvenlikOlayPage>().count).toBeGreaterThan(5);
    for (const headers of [plainStaff, w.auth('applicantA'), w.auth('owner')]) {
      expect((await get(`/admin/users/${kisi}/guvenlik-olaylari/`, headers)).statusCode).toBe(403);
    }
    expect((await get(`/admin/users/${kisi}/guvenlik-olaylari/`, {})).statusCode).toBe(401);
    expect((await get('/guvenlik-olaylari/', {})).statusCode).toBe(401);
    expect((await get('/admin/users/999999/guvenlik-olaylari/', w.auth('staff'))).statusCode).toBe(404);
    expect((await get('/admin/users/abc/guvenlik-olaylari/', w.auth('staff'))).statusCode).toBe(404);
  });
});

test('anonymising the person removes the addresses and browsers of their events; the events stay', async () => {
  expect((await post(`/admin/users/${kisi}/anonymize/`, {}, w.auth('staff'))).statusCode).toBe(200);
  const rows = await t.database.db.select().from(securityEvents).where(eq(securityEvents.user_id, kisi));
  expect(rows.length).toBeGreaterThan(5);
  expect(rows.every((r) => r.adres === null && r.tarayici === null)).toBe(true);
  const page = (await get(`/admin/users/${kisi}/guvenlik-olaylari/`, w.auth('staff'))).json<GuvenlikOlayPage>();
  expect(JSON.stringify(page)).not.toMatch(/192\.0\.2|198\.51|Firefox|Safari/);
});

test('userAgentSummary: common browsers and systems, nothing for the unknown', () => {
  expect(userAgentSummary('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36')).toBe('Chrome 131 · Windows');
  expect(userAgentSummary('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0')).toBe('Edge 131 · Windows');
  expect(userAgentSummary('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15')).toBe('Safari 17 · macOS');
  expect(userAgentSummary('Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36')).toBe('Samsung Internet 25 · Android');
  expect(userAgentSummary(IPHONE)).toBe('Safari 17 · iOS');
  expect(userAgentSummary('curl/8.5.0')).toBe('curl 8');
  expect(userAgentSummary('')).toBeNull();
  expect(userAgentSummary('???')).toBeNull();
});
