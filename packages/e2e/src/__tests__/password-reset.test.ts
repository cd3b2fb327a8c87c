// A forgotten password, in the browser, with a real SMTP server started here: from the login page's
// 'Şifremi unuttum' a person asks with their address, opens the link the e-mail carries, sets a new
// password and signs in with it; the old one no longer works and the link works once.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { DEMO_PASSWORD, launchBrowser, newContext, screenshotSizes, signIn, startPortal, type Browser, type Portal } from '../harness';
import { smtpEnv, startSmtpCapture, type SmtpCapture } from '../smtp-capture';

let portal: Portal;
let browser: Browser;
let smtp: SmtpCapture;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  [browser, portal] = await Promise.all([launchBrowser(), startPortal({ env: smtpEnv(smtp) })]);
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await portal?.stop();
  await smtp?.stop();
});

test('a person resets a forgotten password through the e-mailed link and signs in with the new one', async () => {
  const page = await (await newContext(browser, portal)).newPage();
  await page.goto('/login');
  await page.getByRole('link', { name: 'Şifremi unuttum' }).click();
  await page.waitForURL('**/sifremi-unuttum');
  await page.getByRole('heading', { level: 1, name: 'Şifremi Unuttum' }).waitFor();
  // The domain's rule under the field, in Turkish.
  await page.getByLabel('E-posta').fill('adres-degil');
  await page.getByRole('button', { name: 'Bağlantıyı Gönder' }).click();
  await page.getByText('Geçerli bir e-posta adresi girin.').waitFor();
  await page.getByLabel('E-posta').fill('kullanici2@demo.kulucka.org.tr');
  await screenshotSizes(page, 'sifremi-unuttum');
  await page.getByRole('button', { name: 'Bağlantıyı Gönder' }).click();
  await page.getByText(/Bu adres bir hesaba aitse/).waitFor();

  const mail = await smtp.waitFor((m) => m.subject === 'Şifre yenileme bağlantısı', 30_000);
  expect(mail.to).toMatchObject({ value: [{ address: 'kullanici2@demo.kulucka.org.tr' }] });
  // The e-mail links to the portal's public address (PORTAL_URL); the test opens the same path here.
  const url = new URL(/(https:\/\/portal\.example\.org\/sifre-sifirla\?token=[A-Za-z0-9_%-]+)/.exec(mail.text ?? '')![1]!);
  const link = `${url.pathname}${url.search}`;

  await page.goto(link);
  await page.getByRole('heading', { level: 1, name: 'Yeni Şifre Belirleyin' }).waitFor();
  await page.getByLabel(/^Yeni şifre(?! \(tekrar\))/).fill('Yeni-Sifre2!');
  await page.getByLabel('Yeni şifre (tekrar)').fill('Baska-Sifre3!');
  await page.getByRole('button', { name: 'Şifremi Değiştir' }).click();
  await page.getByText('Yeni şifreler eşleşmiyor.').waitFor();
  await page.getByLabel('Yeni şifre (tekrar)').fill('Yeni-Sifre2!');
  await screenshotSizes(page, 'sifre-sifirla');
  await page.getByRole('button', { name: 'Şifremi Değiştir' }).click();
  await page.getByText('Şifreniz değiştirildi. Yeni şifrenizle giriş yapabilirsiniz.').waitFor();

  // The link works once.
  await page.goto(link);
  await page.getByLabel(/^Yeni şifre(?! \(tekrar\))/).fill('Ucuncu-Sifre4!');
  await page.getByLabel('Yeni şifre (tekrar)').fill('Ucuncu-Sifre4!');
  await page.getByRole('button', { name: 'Şifremi Değiştir' }).click();
  await page.getByText('Bu bağlantı geçersiz ya da süresi dolmuş. Yeni bir bağlantı isteyin.').waitFor();
  await page.getByRole('link', { name: 'Yeni bağlantı iste' }).waitFor();

  // The old password is refused, the new one signs in.
  await page.goto('/login');
  await page.getByLabel('Kullanıcı Adı').fill('kullanici2');
  await page.getByLabel('Şifre').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await page.getByRole('alert').waitFor();
  expect(new URL(page.url()).pathname).toBe('/login');
  await signIn(page, 'kullanici2', 'Yeni-Sifre2!');
  expect(new URL(page.url()).pathname).toBe('/');
}, 180_000);
