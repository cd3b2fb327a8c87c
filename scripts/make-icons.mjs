// Renders shell/public/favicon.svg into the PNG app icons and favicon.ico (16, 32 and 48 px PNGs in
// one ICO) with Debian's Chromium. Run after changing the mark: node scripts/make-icons.mjs
// (needs the e2e package's playwright-core; the outputs are committed, the build only copies them).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const root = fileURLToPath(new URL('..', import.meta.url));
const publicDir = path.join(root, 'shell', 'public');
const require = createRequire(path.join(root, 'packages', 'e2e', 'package.json'));
const { chromium } = require('playwright-core');

const svg = fs.readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
const page = await browser.newPage();

/** The mark at `size` px; `padded` puts it on the page colour with a margin (maskable, apple-touch). */
async function render(size, padded = false) {
  const inner = padded ? Math.round(size * 0.72) : size;
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<html><body style="margin:0;width:${size}px;height:${size}px;display:flex;align-items:center;justify-content:center;background:${padded ? '#eceff1' : 'transparent'}">` +
      svg.replace('<svg ', `<svg width="${inner}" height="${inner}" `) +
      '</body></html>',
  );
  return page.screenshot({ omitBackground: !padded, type: 'png' });
}

const write = (name, bytes) => fs.writeFileSync(path.join(publicDir, name), bytes);
write('icon-192.png', await render(192, true));
write('icon-512.png', await render(512, true));
write('apple-touch-icon.png', await render(180, true));

// ICO: a 6-byte header, a 16-byte entry per image, then the PNGs.
const sizes = [16, 32, 48];
const pngs = [];
for (const size of sizes) pngs.push(await render(size));
const header = Buffer.alloc(6 + 16 * sizes.length);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(sizes.length, 4);
let offset = header.length;
sizes.forEach((size, i) => {
  const at = 6 + 16 * i;
  header.writeUInt8(size, at);
  header.writeUInt8(size, at + 1);
  header.writeUInt8(0, at + 2);
  header.writeUInt8(0, at + 3);
  header.writeUInt16LE(1, at + 4);
  header.writeUInt16LE(32, at + 6);
  header.writeUInt32LE(pngs[i].length, at + 8);
  header.writeUInt32LE(offset, at + 12);
  offset += pngs[i].length;
});
write('favicon.ico', Buffer.concat([header, ...pngs]));
await browser.close();
console.log('icons written to', publicDir);
