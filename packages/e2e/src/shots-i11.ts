// Screenshots of the issue-11 screens (not a test): node --import tsx packages/e2e/src/shots-i11.ts <outdir>
import { launchBrowser, newContext, signIn, startPortal } from './harness';

const out = process.argv[2] ?? '/tmp/shots';
const SHOTS: Array<[string, string, string]> = [
  ['sirket1', '/dekontlar', 'dekontlar'],
  ['sirket1', '/calisanlarim', 'calisanlarim'],
  ['admin', '/admin/dashboard', 'dashboard'],
  ['admin', '/admin/users', 'users'],
  ['admin', '/admin/companies', 'companies'],
  ['admin', '/admin/receipts', 'receipts'],
];

const portal = await startPortal();
const browser = await launchBrowser();
try {
  for (const scheme of ['light', 'dark'] as const) {
    for (const [w, h, tag] of [[1366, 900, 'desktop'], [390, 844, 'mobile']] as const) {
      const context = await newContext(browser, portal, { colorScheme: scheme });
      const page = await context.newPage();
      await page.setViewportSize({ width: w, height: h });
      let who = '';
      for (const [user, path, name] of SHOTS) {
        if (user !== who) {
          await context.clearCookies();
          await page.goto('/login');
          await page.evaluate(() => localStorage.removeItem('access_token'));
          await signIn(page, user);
          who = user;
        }
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(400);
        await page.screenshot({ path: `${out}/${name}-${tag}-${scheme}.png`, fullPage: true });
      }
      if (tag === 'desktop') {
        await page.goto('/admin/users');
        await page.waitForLoadState('networkidle');
        await page.getByRole('button', { name: 'Yeni Kullanıcı' }).click();
        await page.getByRole('dialog').waitFor();
        await page.waitForTimeout(300);
        await page.screenshot({ path: `${out}/users-create-${tag}-${scheme}.png` });
        await page.keyboard.press('Escape');
        await page.goto('/admin/companies');
        await page.waitForLoadState('networkidle');
        await page.getByRole('button', { name: /^Görüntüle: Demo/ }).click();
        await page.getByRole('dialog').waitFor();
        await page.waitForTimeout(500);
        await page.screenshot({ path: `${out}/companies-detail-${tag}-${scheme}.png` });
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await portal.stop();
}
