// Invitations and security events, in the browser, with a real SMTP server started here: a super
// admin creates a user in the admin users screen with 'Davet e-postası gönder' (no password typed),
// the person opens the link the e-mail carries, sets a password, lands on the login page with the
// notice and signs in; the link then no longer works. The person's 'Güvenlik Olayları' in Ayarlar
// lists the failed and the successful sign-in, newest first (screenshots at both sizes, light and
// dark), and the admin's user detail lists them too.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { launchBrowser, newContext, screenshotSizes, signIn, startPortal, type Browser, type Portal } from '../harness';
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

const PERSON = { username: 'davetli.deniz', email: 'deniz@davet.example.org', first: 'Deniz', last: 'Davetli', password: 'Davet-Sifre1!' };

test('staff invite a new user; the e-mailed link sets the password; the person signs in and sees their security events', async () => {
  const admin = await (await newContext(browser, portal)).newPage();
  await signIn(admin, 'admin');
  await admin.goto('/admin/users');
  await admin.getByRole('button', { name: 'Yeni Kullanıcı' }).click();
  const form = admin.getByRole('dialog', { name: 'Yeni Kullanıcı' });
  await form.getByLabel('Kullanıcı Adı').fill(PERSON.username);
  await form.getByLabel(/^E-posta/).fill(PERSON.email);
  await form.getByLabel('Ad', { exact: true }).fill(PERSON.first);
  await form.getByLabel('Soyad').fill(PERSON.last);
  // The invitation instead of a password: the password field goes away.
  await form.getByText('Davet e-postası gönder').click();
  await form.getByText(/şifresini belirlemesi için bir bağlantı e-postalanır/).waitFor();
  expect(await form.getByLabel('Şifre').count()).toBe(0);
  await screenshotSizes(admin, 'davet-yeni-kullanici', form);
  await form.getByRole('button', { name: 'Kaydet' }).click();
  await form.waitFor({ state: 'detached' });
  await admin.getByText('Davet e-postası gönderildi').first().waitFor();
  await admin.getByRole('searchbox', { name: 'Kullanıcılarda ara...' }).fill(PERSON.username);
  await admin.waitForURL((u) => u.searchParams.get('search') === PERSON.username);
  const row = admin.getByRole('row').filter({ hasText: `@${PERSON.username}` });
  await row.getByText('Davet bekliyor').waitFor();

  const firstMail = await smtp.waitFor((m) => m.subject === 'Kuluçka Merkezi Portalı daveti', 30_000);
  expect(firstMail.to).toMatchObject({ value: [{ address: PERSON.email }] });
  expect(firstMail.text).toContain(`Kullanıcı adınız: ${PERSON.username}.`);
  const linkOf = (text: string | undefined) => {
    const url = new URL(/(https:\/\/portal\.example\.org\/davet\?token=[A-Za-z0-9_%-]+)/.exec(text ?? '')![1]!);
    return `${url.pathname}${url.search}`;
  };
  const oldLink = linkOf(firstMail.text);

  // 'Daveti yeniden gönder' from the row: a new link, and the old one stops working.
  await row.getByRole('button', { name: /^İşlemler: / }).click();
  await admin.getByRole('menuitem', { name: 'Daveti yeniden gönder' }).click();
  const confirm = admin.getByRole('alertdialog', { name: 'Daveti yeniden gönder' });
  await confirm.getByRole('button', { name: 'Daveti yeniden gönder' }).click();
  await confirm.waitFor({ state: 'detached' });
  const secondMail = await smtp.waitFor((m) => m.subject === 'Kuluçka Merkezi Portalı daveti' && m !== firstMail && linkOf(m.text) !== oldLink, 30_000);
  const link = linkOf(secondMail.text);

  // The person, signed out: the old link is refused, the new one sets the password.
  const page = await (await newContext(browser, portal)).newPage();
  const setPassword = async (target: string, password: string, repeat = password) => {
    await page.goto(target);
    await page.getByRole('heading', { level: 1, name: 'Şifrenizi Belirleyin' }).waitFor();
    await page.getByLabel(/^Yeni şifre(?! \(tekrar\))/).fill(password);
    await page.getByLabel('Yeni şifre (tekrar)').fill(repeat);
    await page.getByRole('button', { name: 'Şifremi Belirle' }).click();
  };
  await setPassword(oldLink, PERSON.password);
  await page.getByText(/Bu davet bağlantısı geçersiz/).waitFor();
  // Before accepting, no password signs in.
  await page.goto('/login');
  await page.getByLabel('Kullanıcı Adı').fill(PERSON.username);
  await page.getByLabel('Şifre').fill(PERSON.password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await page.getByRole('alert').waitFor();

  await setPassword(link, 'zayif1');
  await page.getByText('Şifre en az 8 karakter olmalıdır.').waitFor();
  await page.getByLabel(/^Yeni şifre(?! \(tekrar\))/).fill(PERSON.password);
  await page.getByLabel('Yeni şifre (tekrar)').fill(PERSON.password);
  await screenshotSizes(page, 'davet');
  await page.getByRole('button', { name: 'Şifremi Belirle' }).click();
  // Nothing signed in: the login page says so, the username filled in.
  await page.waitForURL('**/login');
  await page.getByText('Şifreniz belirlendi. Şimdi giriş yapabilirsiniz.').waitFor();
  expect(await page.getByLabel('Kullanıcı Adı').inputValue()).toBe(PERSON.username);
  await screenshotSizes(page, 'davet-giris');
  await page.getByLabel('Şifre').fill(PERSON.password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  expect(new URL(page.url()).pathname).toBe('/');

  // The link worked once.
  const other = await (await newContext(browser, portal)).newPage();
  await other.goto(link);
  await other.getByLabel(/^Yeni şifre(?! \(tekrar\))/).fill('Baska-Sifre2!');
  await other.getByLabel('Yeni şifre (tekrar)').fill('Baska-Sifre2!');
  await other.getByRole('button', { name: 'Şifremi Belirle' }).click();
  await other.getByText(/Bu davet bağlantısı geçersiz/).waitFor();

  // Ayarlar: the person's security events, newest first.
  await page.goto('/settings');
  const card = page.getByRole('list', { name: 'Güvenlik Olayları' });
  await card.waitFor();
  const events = card.getByTestId('security-event');
  expect(await events.count()).toBe(3);
  await expect(events.nth(0).innerText()).resolves.toMatch(/^Giriş yapıldı/);
  await expect(events.nth(1).innerText()).resolves.toMatch(/^Davet kabul edildi, şifre belirlendi/);
  await expect(events.nth(2).innerText()).resolves.toMatch(/^Başarısız giriş denemesi/);
  await expect(events.nth(0).innerText()).resolves.toMatch(/127\.0\.0\.1 · Chrome \d+ · Linux/);
  const section = page.locator('.chakra-card__root').filter({ has: page.getByRole('heading', { level: 2, name: 'Güvenlik Olayları' }) });
  await section.scrollIntoViewIfNeeded();
  await screenshotSizes(page, 'guvenlik-olaylari', section);

  // The super admin sees the same on the user's detail.
  await admin.reload();
  await row.getByRole('button', { name: /^İşlemler: / }).click();
  await admin.getByRole('menuitem', { name: 'Görüntüle' }).click();
  const detail = admin.getByRole('dialog', { name: 'Kullanıcı Detayı' });
  await detail.getByText('Davet kabul edildi, şifre belirlendi').waitFor();
  expect(await detail.getByText('Davet bekliyor').count()).toBe(0);
  await screenshotSizes(admin, 'kullanici-detay-guvenlik', detail);
}, 240_000);
