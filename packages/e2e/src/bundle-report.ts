// `npm run bundle-report`: gzipped bytes of the shell's initial JS and of each remote (read from the
// builds), then what each demo account's session ACTUALLY downloads, measured in Chromium against
// the real portal: sign in, open home and every route of its home cards, sum the gzip sizes of the
// JavaScript files the browser requested (staff: the admin pages built so far).
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { bundleReport, formatReport } from '@portal/mf-config/bundle-report';
import { REPO_ROOT, launchBrowser, newContext, signIn, startPortal } from './harness';

const ACCOUNTS = ['kullanici1', 'calisan1', 'mentor1', 'sirket1', 'admin'] as const;

/** Maps a served URL path to the built file it came from. */
function fileOf(urlPath: string): string | null {
  const remote = /^\/remotes\/(\w+)\/(.+)$/.exec(urlPath);
  const file = remote ? path.join(REPO_ROOT, `mfe-${remote[1]}`, 'dist', remote[2]!) : path.join(REPO_ROOT, 'shell', 'dist', urlPath);
  return fs.existsSync(file) && fs.statSync(file).isFile() ? file : null;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

async function main() {
  console.log(formatReport(bundleReport(REPO_ROOT)));
  console.log('\nMeasured in Chromium (JS requested during a session: home + every card route):\n');
  console.log('| account | JS files | KB gz | remotes loaded |');
  console.log('|---|---:|---:|---|');
  const portal = await startPortal();
  const browser = await launchBrowser();
  try {
    for (const account of ACCOUNTS) {
      const context = await newContext(browser, portal);
      const page = await context.newPage();
      const js = new Set<string>();
      page.on('request', (r) => {
        const p = new URL(r.url()).pathname;
        if (p.endsWith('.js')) js.add(p);
      });
      await signIn(page, account);
      // Staff have no home cards: their session is the admin area.
      const routes =
        account === 'admin'
          ? ['/admin/calls', '/admin/applications']
          : await page
              .locator('[data-testid="home-card"]')
              .first()
              .waitFor()
              .then(() => page.locator('[data-testid="home-card"] a').evaluateAll((as) => as.map((a) => a.getAttribute('href')!)));
      for (const route of routes) {
        await page.goto(route);
        await page.waitForLoadState('networkidle');
      }
      let gz = 0;
      for (const p of js) {
        const file = fileOf(p);
        if (file) gz += gzipSync(fs.readFileSync(file), { level: 9 }).length;
      }
      const remotes = [...new Set([...js].map((p) => /^\/remotes\/(\w+)\//.exec(p)?.[1]).filter(Boolean))].sort();
      console.log(`| ${account} | ${js.size} | ${kb(gz)} | ${remotes.join(', ') || '-'} |`);
      await context.close();
    }
  } finally {
    await browser.close();
    await portal.stop();
  }
}

await main();
