// `npm test`: the whole suite, failing on the first failure: lint, typecheck, the web build (skipped
// when up to date), then every Jest project (unit, server on PGlite, components, browser tests).
// Browser tests use Debian's chromium (/usr/bin/chromium): installed with apt-get when missing and
// running as root, never downloaded any other way.
import fs from 'node:fs';
import { bootstrap, ensureWebBuilt, fail, log, pnpm, run } from './bootstrap.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const started = Date.now();
const step = (name, fn) => {
  const t0 = Date.now();
  log(`── ${name}`);
  fn();
  log(`── ${name}: ok (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
};

function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return;
  if (process.platform !== 'linux' || process.getuid?.() !== 0) {
    fail(
      `Chromium is required for the browser tests and ${CHROMIUM} is missing. Install Debian's package ` +
        '(sudo apt-get install -y chromium) or set CHROMIUM_PATH, then run npm test again.',
    );
  }
  log('Chromium kuruluyor / installing Debian chromium (apt-get)');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update'], { env });
  run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { env });
  if (!fs.existsSync(CHROMIUM)) fail(`apt-get installed chromium but ${CHROMIUM} is still missing.`);
}

step('bootstrap (pnpm, dependencies)', bootstrap);
step('chromium', ensureChromium);
step('lint', () => pnpm(['lint']));
step('typecheck', () => pnpm(['typecheck']));
step('web build', () => ensureWebBuilt());
step('jest', () => pnpm(['jest', '--ci', ...process.argv.slice(2)]));
log(`Tüm testler geçti / all checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
