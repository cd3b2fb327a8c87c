// Two-factor sign-in in the browser, on a portal that requires it of staff (STAFF_REQUIRE_2FA): the
// staff member signing in is sent to the settings to turn TOTP on, scans (reads) the secret, confirms
// with a code computed here with the same library as the server, keeps the recovery codes, signs out,
// signs in with a code, then with a recovery code, and that recovery code no longer works afterwards.
// Then a passkey: on the portal's own address (PORTAL_URL, localhost: browsers refuse passkeys on an
// IP address) with Chromium's virtual authenticator, a person adds one in the settings and signs in
// with it at the second step.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { generate } from 'otplib';
import { api, DEMO_PASSWORD, launchBrowser, newContext, screenshotSizes, type Browser, type Page, type Portal, startPortal } from '../harness';

let portal: Portal;
let browser: Browser;

beforeAll(async () => {
  [browser, portal] = await Promise.all([launchBrowser(), startPortal({ env: { STAFF_REQUIRE_2FA: '1', PORTAL_URL: 'http://localhost:{port}' } })]);
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

/** The code of the time step `offset` steps from now. */
const codeAt = (secret: string, offset = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + offset * 30 });

async function passwordStep(page: Page, username: string, base = '') {
  await page.goto(`${base}/login`);
  await page.getByLabel('Kullanıcı Adı').fill(username);
  await page.getByLabel('Şifre').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
}

async function signOut(page: Page, base = '') {
  await page.goto(`${base}/logout`);
  await page.waitForURL('**/login');
}

test('a staff member turns TOTP on, signs in with a code, then with a recovery code that works once', async () => {
  const context = await newContext(browser, portal);
  const page = await context.newPage();

  // Required of staff: the login leads to the settings card, with the reason.
  await passwordStep(page, 'admin');
  await page.waitForURL('**/settings#iki-adim');
  await page.getByText('Yönetici hesapları için iki adımlı doğrulama zorunludur.', { exact: false }).waitFor();
  // The server keeps the admin routes closed meanwhile.
  expect((await api(page, 'GET', 'admin/cagrilar/')).status).toBe(403);

  const card = page.locator('#iki-adim');
  await card.getByRole('heading', { name: 'İki adımlı doğrulama' }).waitFor();
  await screenshotSizes(page, 'iki-adim-kapali', card);
  await card.getByRole('button', { name: 'Etkinleştir' }).click();
  await card.getByRole('img', { name: 'Doğrulama uygulaması için QR kodu' }).waitFor();
  const secret = (await card.getByTestId('totp-secret').innerText()).replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await screenshotSizes(page, 'iki-adim-kurulum', card);

  // A wrong code first: said in Turkish, still off.
  await card.getByLabel('Doğrulama kodu').fill('000000');
  await card.getByRole('button', { name: 'Doğrula ve Aç' }).click();
  await card.getByText('Doğrulama kodu hatalı ya da süresi dolmuş.').waitFor();
  await card.getByLabel('Doğrulama kodu').fill(await codeAt(secret));
  await card.getByRole('button', { name: 'Doğrula ve Aç' }).click();
  const list = card.getByTestId('recovery-codes');
  await list.waitFor();
  const codes = (await list.getByRole('listitem').allInnerTexts()).map((c) => c.trim());
  expect(codes).toHaveLength(10);
  await screenshotSizes(page, 'iki-adim-kurtarma-kodlari', card);
  await card.getByRole('button', { name: 'Kodları kaydettim' }).click();
  await card.getByText('İki adımlı doğrulama açık.').waitFor();
  await card.getByText('Kullanılmamış kurtarma kodu: 10').waitFor();
  await screenshotSizes(page, 'iki-adim-acik', card);

  // Signed out, in again: the password, then the code of the app (the next time step: the setup spent this one).
  await signOut(page);
  await passwordStep(page, 'admin');
  await page.getByRole('heading', { level: 1, name: 'İki adımlı doğrulama' }).waitFor();
  await screenshotSizes(page, 'giris-dogrulama-kodu');
  await page.getByLabel('Doğrulama kodu').fill(await codeAt(secret, 1));
  await page.getByRole('button', { name: 'Doğrula', exact: true }).click();
  await page.waitForURL('**/admin/dashboard');

  // With a recovery code.
  await signOut(page);
  await passwordStep(page, 'admin');
  await page.getByRole('button', { name: 'Kurtarma kodu kullan' }).click();
  await page.getByLabel('Kurtarma kodu').waitFor();
  await screenshotSizes(page, 'giris-kurtarma-kodu');
  await page.getByLabel('Kurtarma kodu').fill(codes[0]!);
  await page.getByRole('button', { name: 'Doğrula', exact: true }).click();
  await page.waitForURL('**/admin/dashboard');

  // The same recovery code again: refused, still on the login page.
  await signOut(page);
  await passwordStep(page, 'admin');
  await page.getByRole('button', { name: 'Kurtarma kodu kullan' }).click();
  await page.getByLabel('Kurtarma kodu').fill(codes[0]!);
  await page.getByRole('button', { name: 'Doğrula', exact: true }).click();
  await page.getByText('Kurtarma kodu hatalı ya da daha önce kullanılmış.').waitFor();
  expect(new URL(page.url()).pathname).toBe('/login');
  // Another one still works.
  await page.getByLabel('Kurtarma kodu').fill(codes[1]!);
  await page.getByRole('button', { name: 'Doğrula', exact: true }).click();
  await page.waitForURL('**/admin/dashboard');
  await context.close();
}, 240_000);

test('a person adds a passkey in the settings and signs in with it at the second step', async () => {
  const context = await newContext(browser, portal);
  const page = await context.newPage();
  const base = portal.baseUrl.replace('127.0.0.1', 'localhost');
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });

  await passwordStep(page, 'mentor1', base);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.goto(`${base}/settings`);
  const card = page.locator('#iki-adim');
  await card.getByRole('button', { name: 'Etkinleştir' }).click();
  const secret = (await card.getByTestId('totp-secret').innerText()).replace(/\s+/g, '');
  await card.getByLabel('Doğrulama kodu').fill(await codeAt(secret));
  await card.getByRole('button', { name: 'Doğrula ve Aç' }).click();
  await card.getByRole('button', { name: 'Kodları kaydettim' }).click();

  const passkeys = card.getByTestId('passkeys');
  await passkeys.getByText('Henüz geçiş anahtarı eklenmedi.').waitFor();
  await passkeys.getByLabel('Anahtarın adı').fill('Bu bilgisayar');
  await passkeys.getByRole('button', { name: 'Geçiş Anahtarı Ekle' }).click();
  await card.getByText('Geçiş anahtarı eklendi.').waitFor();
  await passkeys.getByRole('listitem').filter({ hasText: 'Bu bilgisayar' }).waitFor();
  await screenshotSizes(page, 'iki-adim-gecis-anahtari', card);

  await signOut(page, base);
  await passwordStep(page, 'mentor1', base);
  await page.getByRole('heading', { level: 1, name: 'İki adımlı doğrulama' }).waitFor();
  await screenshotSizes(page, 'giris-gecis-anahtari');
  await page.getByRole('button', { name: 'Geçiş anahtarıyla doğrula' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  expect(new URL(page.url()).pathname).toBe('/');
  // The server recorded its use.
  const status = (await api(page, 'GET', 'auth/2fa/')).body as { passkeys: Array<{ son_kullanim: string | null }> };
  expect(status.passkeys[0]!.son_kullanim).not.toBeNull();
  await cdp.detach();
  await context.close();
}, 240_000);
