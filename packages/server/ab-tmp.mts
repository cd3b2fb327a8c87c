import { startPortal, launchBrowser, newContext } from '/work/main/packages/e2e/src/harness.ts';
const roots = (process.env.ROOTS ?? '').split(',');
const portals = await Promise.all(roots.map((r) => startPortal(r === 'repo' ? {} : { webRoot: r })));
const browser = await launchBrowser();
const times: number[][] = roots.map(() => []); const inpage: number[][] = roots.map(() => []);
const N = +(process.env.N ?? 9);
for (let i = 0; i < N; i++) for (let j = 0; j < roots.length; j++) {
  const context = await newContext(browser, portals[j]!); const page = await context.newPage();
  await page.addInitScript({ content: `(() => { const check = () => { const b = [...document.querySelectorAll('button')].find((x) => x.textContent.includes('Giriş Yap') && !x.disabled); if (b && document.querySelector('input')) { window.__usable = performance.now(); return true; } return false; }; new MutationObserver((_, o) => { if (check()) o.disconnect(); }).observe(document, { subtree: true, childList: true, attributes: true }); })()` });
  const t0 = Date.now();
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByLabel('Kullanıcı Adı').waitFor({ state: 'visible' });
  await page.getByRole('button', { name: 'Giriş Yap' }).and(page.locator(':enabled')).waitFor();
  times[j]!.push(Date.now() - t0); inpage[j]!.push(Math.round(await page.evaluate(() => (window as any).__usable)));
  await context.close();
}
const med = (a: number[]) => [...a].sort((x, y) => x - y)[a.length >> 1];
roots.forEach((r, j) => console.log(r, 'harness median', med(times[j]!), 'in-page median', med(inpage[j]!), times[j]!.join(','), '|', inpage[j]!.join(',')));
await browser.close(); await Promise.all(portals.map((p) => p.stop()));
