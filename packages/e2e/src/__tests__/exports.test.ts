// Issue 15 item 4 in a browser: staff filter the admin applications list and export what it shows.
// The CSV (UTF-8 with a BOM, so Excel reads Turkish letters) and the Excel file, parsed here as a
// spreadsheet reader would, hold exactly the rows the same filter gives through the API.
import { expect, test } from '@jest/globals';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { browserSuite } from '../browser-suite';
import { newContext, type Page, SCREENSHOTS, screenshotSizes, signIn } from '../harness';

const suite = browserSuite();

/** The export as rows of fields, by the well-kept RFC 4180 parser (strict: every row the header's width). */
const parseCsv = (text: string): string[][] => parse(text, { relax_column_count: false });

async function download(page: Page, item: 'CSV' | 'Excel') {
  await page.getByRole('button', { name: 'Listeyi dışa aktar' }).click();
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: item }).click()]);
  return { name: file.suggestedFilename(), bytes: fs.readFileSync(await file.path()) };
}

test('the filtered admin applications list exports as CSV and Excel with its Turkish letters', async () => {
  const page = await (await newContext(suite.browser, suite.portal)).newPage();
  await signIn(page, 'admin');
  await page.goto('/admin/applications?durum=INCELEME');
  await page.getByRole('table', { name: 'Başvurular' }).locator('[role="status"]').waitFor({ state: 'detached' });

  // What the filtered list holds, every page, through the API.
  const expected = await page.evaluate(async () => {
    const titles: string[] = [];
    for (let n = 1; ; n++) {
      const res = await fetch(`/api/admin/basvurular/?durum=INCELEME&page_size=100&page=${n}`, {
        headers: { authorization: `Bearer ${localStorage.getItem('access_token')}` },
      });
      const body = (await res.json()) as { next: string | null; results: { proje_basligi: string }[] };
      titles.push(...body.results.map((r) => r.proje_basligi));
      if (!body.next) return titles;
    }
  });
  expect(expected.length).toBeGreaterThan(0);
  const sorted = (titles: string[]) => [...titles].sort();

  const csv = await download(page, 'CSV');
  expect(csv.name).toMatch(/\.csv$/);
  expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [header, ...records] = parseCsv(csv.bytes.subarray(3).toString('utf8')).filter((r) => r.some((f) => f !== ''));
  expect(header).toEqual(expect.arrayContaining(['Proje Başlığı', 'Başvuran', 'Şirket', 'Çağrı', 'Durum', 'Başvuru Tarihi']));
  const titleAt = header!.indexOf('Proje Başlığı');
  const statusAt = header!.indexOf('Durum');
  expect(sorted(records.map((r) => r[titleAt]!))).toEqual(sorted(expected));
  expect(new Set(records.map((r) => r[statusAt]))).toEqual(new Set(['İnceleniyor']));

  const xlsx = await download(page, 'Excel');
  expect(xlsx.name).toMatch(/\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  const cells = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v)));
  const head = cells(1);
  expect(head).toEqual(header);
  const rows = Array.from({ length: sheet.actualRowCount - 1 }, (_, i) => cells(i + 2));
  expect(sorted(rows.map((r) => r[titleAt]!))).toEqual(sorted(expected));
  // The Turkish letters survive: any title with one reads back the same from both files.
  const turkish = expected.filter((t) => /[çğıöşüÇĞİÖŞÜ]/.test(t));
  expect(turkish.length).toBeGreaterThan(0);
});

test('the export menus, for a person to look at: laptop and phone, light and dark', async () => {
  const page = await (await newContext(suite.browser, suite.portal)).newPage();
  await signIn(page, 'admin');
  for (const route of ['/admin/applications', '/admin/mentor-assignments']) {
    for (const [width, height] of [[1366, 900], [390, 844]] as const) {
      await page.setViewportSize({ width, height });
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto(route);
        const trigger = page.getByRole('button', { name: /dışa aktar/i }).first();
        await trigger.click();
        await page.getByRole('menuitem', { name: 'Excel' }).first().waitFor();
        // The open menu stays inside the window.
        const box = await page.getByRole('menu').boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
        await page.screenshot({ path: path.join(SCREENSHOTS, `export-menu${route.replace(/\//g, '-')}-${width}-${scheme}.png`) });
        await page.keyboard.press('Escape');
      }
    }
  }
});

test("'Verilerimi İndir' in settings downloads the person's data and files as a ZIP (KVKK)", async () => {
  const page = await (await newContext(suite.browser, suite.portal)).newPage();
  await signIn(page, 'kullanici1');
  await page.goto('/settings');
  const button = page.getByRole('button', { name: 'Verilerimi İndir' });
  await button.scrollIntoViewIfNeeded();
  await screenshotSizes(page, 'settings-data-export', page.getByRole('heading', { name: 'Kişisel Verilerim' }).locator('xpath=ancestor::*[contains(@class, "chakra-card__root")][1]'));
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(file.suggestedFilename()).toMatch(/^verilerim-kullanici1-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = await JSZip.loadAsync(fs.readFileSync(await file.path()));
  const names = Object.keys(zip.files);
  expect(names).toEqual(expect.arrayContaining(['profil.json', 'basvurular.json', 'raporlar.json', 'rezervasyonlar.json']));
  const titles = (JSON.parse(await zip.file('basvurular.json')!.async('string')) as { proje_basligi: string }[]).map((b) => b.proje_basligi);
  expect(titles).toContain('Akıllı Tarım Sensör Ağı');
  // Their uploaded files, with their bytes (PDFs from the demo data).
  const files = names.filter((n) => n.startsWith('dosyalar/') && !n.endsWith('/'));
  expect(files.length).toBeGreaterThan(0);
  const first = await zip.file(files[0]!)!.async('nodebuffer');
  expect(first.subarray(0, 5).toString()).toBe('%PDF-');
});
