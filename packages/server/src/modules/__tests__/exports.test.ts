// Admin list exports (GET admin/<noun>/export/?format=csv|xlsx&<filters>): CSV with BOM, RFC 4180
// quoting and the formula guard; XLSX read back with exceljs; Turkish headers, letters and status
// labels; Istanbul times; the list's filters, search and ordering respected; evaluations with a
// score per mentor; a large export streamed with bounded heap.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import v8 from 'node:v8';
import vm from 'node:vm';
import { beforeAll, describe, expect, test } from '@jest/globals';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { MSG } from '@portal/domain';
import { applications, assignments, calls, evaluations } from '../../db/schema';
import type { TestContext } from '../../testing/test-app';
import type { World } from '../../testing/world';
import { worldSuite } from '../../testing/world-suite';
import { parse } from 'csv-parse/sync';

let t: TestContext;
let w: World;
worldSuite((app, world) => ([t, w] = [app, world]));
let exportCall = 0;
const ids = { tricky: 0, formula: 0, rejected: 0 };

beforeAll(async () => {
  const { db } = t.database;
  const [call] = await db
    .insert(calls)
    .values({ baslik: 'Dışa Aktarım Çağrısı', aciklama: '', baslangic: new Date('2025-01-01T00:00:00+03:00'), bitis: new Date('2099-12-31') })
    .returning();
  exportCall = call!.id;
  const insert = async (values: Partial<typeof applications.$inferInsert>) => {
    const [row] = await db
      .insert(applications)
      .values({ cagri_id: exportCall, basvuran_id: w.userIds.applicantA, proje_basligi: 'x', aciklama: 'y', durum: 'GONDERILDI', ...values })
      .returning({ id: applications.id });
    return row!.id;
  };
  // 2025-03-04 09:05 UTC is 12:05 in Istanbul.
  ids.tricky = await insert({
    proje_basligi: 'Şişe, "Çay" ve Ğ',
    aciklama: 'İlk satır\nİkinci satır',
    olusturuldu: new Date('2025-03-04T09:05:00Z'),
  });
  ids.formula = await insert({ proje_basligi: '=HYPERLINK("http://kötü.example")', aciklama: '+90 555', olusturuldu: new Date('2025-03-05T09:00:00Z') });
  ids.rejected = await insert({ proje_basligi: 'Reddedilen Öneri', durum: 'RED', olusturuldu: new Date('2025-03-06T09:00:00Z') });
});

const get = (url: string, actor: 'staff' | 'applicantA' = 'staff') => t.app.inject({ method: 'GET', url, headers: w.auth(actor) });

/** The export as rows of fields, by the well-kept RFC 4180 parser (strict: every row the header's width). */
const parseCsv = (text: string): string[][] => parse(text, { relax_column_count: false });

describe('CSV', () => {
  test('UTF-8 with BOM, Turkish headers, RFC 4180 quoting, Istanbul time, Turkish status labels', async () => {
    const res = await get(`/api/admin/basvurular/export/?format=csv&cagri=${exportCall}&ordering=olusturuldu`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="basvurular-\d{4}-\d{2}-\d{2}\.csv"/);
    const bytes = res.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    expect(text.startsWith('ID,Proje Başlığı,Başvuran,E-posta,Şirket,Çağrı,Durum,Başvuru Tarihi,Açıklama\r\n')).toBe(true);
    // Quotes doubled, the comma and the line break inside quotes.
    expect(text).toContain(`${ids.tricky},"Şişe, ""Çay"" ve Ğ",`);
    expect(text).toContain('"İlk satır\nİkinci satır"');
    const rows = parseCsv(text);
    expect(rows).toHaveLength(4);
    const tricky = rows.find((r) => r[0] === String(ids.tricky))!;
    expect(tricky[1]).toBe('Şişe, "Çay" ve Ğ');
    expect(tricky[5]).toBe('Dışa Aktarım Çağrısı');
    expect(tricky[6]).toBe('Gönderildi');
    expect(tricky[7]).toBe('04.03.2025 12:05');
    expect(rows.map((r) => r[0])).toEqual(['ID', String(ids.tricky), String(ids.formula), String(ids.rejected)]);
  });

  test('cells a spreadsheet would run as a formula get a leading apostrophe', async () => {
    const res = await get(`/api/admin/basvurular/export/?format=csv&cagri=${exportCall}`);
    const formula = parseCsv(res.rawPayload.subarray(3).toString('utf8')).find((r) => r[0] === String(ids.formula))!;
    expect(formula[1]).toBe(`'=HYPERLINK("http://kötü.example")`);
    expect(formula[8]).toBe(`'+90 555`);
  });

  test("no piece of a line starts a formula when a spreadsheet splits it on ';' (Turkish Excel) or ','", async () => {
    const { db } = t.database;
    const [call] = await db.insert(calls).values({ baslik: 'Ayraç Çağrısı', aciklama: '', baslangic: new Date('2025-01-01T00:00:00+03:00'), bitis: new Date('2099-12-31') }).returning();
    await db.insert(applications).values({ cagri_id: call!.id, basvuran_id: w.userIds.applicantA, proje_basligi: 'Tarım;=1+1;x', aciklama: 'a,@SUM(1);-2', durum: 'GONDERILDI' });
    const text = (await get(`/api/admin/basvurular/export/?format=csv&cagri=${call!.id}`)).rawPayload.subarray(3).toString('utf8');
    const pieces = text.split('\r\n').flatMap((line) => line.split(/[;,]/));
    expect(pieces.filter((p) => /^[=+\-@]/.test(p))).toEqual([]);
    // Read as CSV, the cells keep their text but for the guards.
    const row = parseCsv(text)[1]!;
    expect(row[1]).toBe("Tarım;'=1+1;x");
    expect(row[8]).toBe("a,'@SUM(1);'-2");
  });

  test("the list's filters and search decide the rows", async () => {
    const rows = async (query: string) =>
      parseCsv((await get(`/api/admin/basvurular/export/?format=csv&cagri=${exportCall}&${query}`)).rawPayload.subarray(3).toString('utf8'))
        .slice(1)
        .map((r) => Number(r[0]));
    expect(await rows('durum=RED')).toEqual([ids.rejected]);
    expect(await rows('search=sise')).toEqual([ids.tricky]);
    expect((await rows('ordering=-olusturuldu'))[0]).toBe(ids.rejected);
    expect(await rows('durum=ONAY')).toEqual([]);
  });

  test('bad input is a 400 in the DRF shape, before any byte of a file', async () => {
    const noFormat = await get(`/api/admin/basvurular/export/`);
    expect(noFormat.statusCode).toBe(400);
    expect(noFormat.json()).toEqual({ format: [MSG.common.invalidExportFormat] });
    expect((await get(`/api/admin/basvurular/export/?format=pdf`)).json()).toEqual({ format: [MSG.common.invalidExportFormat] });
    const order = await get(`/api/admin/basvurular/export/?format=csv&ordering=sifre`);
    expect(order.statusCode).toBe(400);
    expect(order.json()).toEqual({ ordering: [MSG.common.invalidOrdering('sifre')] });
    expect((await get(`/api/admin/basvurular/export/?format=csv&durum=YOK`)).statusCode).toBe(400);
  });

  test('staff only: an applicant gets 403 and no file', async () => {
    const res = await get(`/api/admin/basvurular/export/?format=csv`, 'applicantA');
    expect(res.statusCode).toBe(403);
  });
});

describe('XLSX', () => {
  test('read back with exceljs: headers, Turkish letters, labels, Istanbul wall time as a date cell', async () => {
    const res = await get(`/api/admin/basvurular/export/?format=xlsx&cagri=${exportCall}&ordering=olusturuldu`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Başvurular')!;
    expect(sheet).toBeDefined();
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'ID',
      'Proje Başlığı',
      'Başvuran',
      'E-posta',
      'Şirket',
      'Çağrı',
      'Durum',
      'Başvuru Tarihi',
      'Açıklama',
    ]);
    expect(sheet.rowCount).toBe(4);
    const tricky = sheet.getRow(2);
    expect(tricky.getCell(1).value).toBe(ids.tricky);
    expect(tricky.getCell(2).value).toBe('Şişe, "Çay" ve Ğ');
    expect(tricky.getCell(7).value).toBe('Gönderildi');
    // Spreadsheets have no zones: the cell holds the Istanbul wall time.
    expect((tricky.getCell(8).value as Date).toISOString()).toBe('2025-03-04T12:05:00.000Z');
    expect(tricky.getCell(8).numFmt).toBe('dd.mm.yyyy hh:mm');
    expect(tricky.getCell(9).value).toBe('İlk satır\nİkinci satır');
    expect(sheet.getRow(3).getCell(2).value).toBe(`'=HYPERLINK("http://kötü.example")`);
    expect(sheet.getRow(4).getCell(7).value).toBe('Reddedildi');
  });
});

describe('every admin list exports', () => {
  test.each([
    ['cagrilar', 'Başlık'],
    ['raporlar', 'Proje'],
    ['kaynaklar', 'Kaynak Adı'],
    ['rezervasyonlar', 'Kaynak'],
    ['users', 'Kullanıcı Adı'],
    ['sirketler', 'Şirket Adı'],
    ['mentorler', 'Ad Soyad'],
    ['mentor-atamalari', 'Mentor'],
    ['dekontlar', 'Şirket'],
    ['degerlendirmeler', 'Proje'],
  ])('%s: CSV and XLSX', async (noun, header) => {
    const csv = await get(`/api/admin/${noun}/export/?format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toContain(header);
    const xlsx = await get(`/api/admin/${noun}/export/?format=xlsx`);
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0]!.getRow(1).values).toContain(header);
  });

  test('companies: the world companies with their Turkish names', async () => {
    const rows = parseCsv((await get(`/api/admin/sirketler/export/?format=csv&search=yazilim`)).body.replace(/^\uFEFF/, ''));
    expect(rows.slice(1).map((r) => r[1])).toEqual(['B Yazılım']);
  });

  test('mentor assignments: the aktif filter', async () => {
    const rows = parseCsv((await get(`/api/admin/mentor-atamalari/export/?format=csv&aktif=true`)).body.replace(/^\uFEFF/, ''));
    expect(rows.slice(1).map((r) => [r[1], r[8]])).toEqual([['mentor_assigned', 'Devam Ediyor']]);
  });
});

describe('evaluations: one row per mentor with the score and the project average', () => {
  test('two mentors on one project', async () => {
    const { db } = t.database;
    const [second] = await db.insert(assignments).values({ mentor_id: w.mentorIds.other, basvuru_id: w.applicationA }).returning();
    const [first] = await db.select({ id: assignments.id }).from(assignments).where(sql`${assignments.mentor_id} = ${w.mentorIds.assigned}`);
    await db.insert(evaluations).values([
      { atama_id: first!.id, puan: 80, yorum: 'İyi bir iş planı', onerilen_durum: 'ONAY' },
      { atama_id: second!.id, puan: 65, yorum: 'Pazar analizi zayıf', onerilen_durum: 'INCELEME' },
    ]);
    const res = await get(`/api/admin/degerlendirmeler/export/?format=csv&basvuru=${w.applicationA}&ordering=-puan`);
    const rows = parseCsv(res.body.replace(/^\uFEFF/, ''));
    expect(rows[0]).toEqual([
      'Başvuru ID',
      'Proje',
      'Başvuran',
      'Çağrı',
      'Başvuru Durumu',
      'Mentor',
      'Mentor Ünvanı',
      'Puan',
      'Projenin Ortalama Puanı',
      'Önerilen Durum',
      'Değerlendirme Tarihi',
      'Yorum',
    ]);
    expect(rows.slice(1).map((r) => [r[5], r[7], r[8], r[9], r[11]])).toEqual([
      ['mentor_assigned', '80', '72.5', 'Onay', 'İyi bir iş planı'],
      ['mentor_other', '65', '72.5', 'İnceleme', 'Pazar analizi zayıf'],
    ]);
    const onlyOther = parseCsv((await get(`/api/admin/degerlendirmeler/export/?format=csv&mentor=${w.mentorIds.other}`)).body.replace(/^\uFEFF/, ''));
    expect(onlyOther.slice(1).map((r) => r[5])).toEqual(['mentor_other']);
  });
});

describe('a large export is streamed', () => {
  const ROWS = 20_000;
  let bigCall = 0;

  beforeAll(async () => {
    const { db } = t.database;
    const [call] = await db.insert(calls).values({ baslik: 'Büyük Çağrı', aciklama: '' }).returning();
    bigCall = call!.id;
    // 20 000 applications of about 4 KB each: 80 MB of CSV, far more than the heap bound below.
    await db.execute(sql`insert into ${applications} (cagri_id, basvuran_id, proje_basligi, aciklama, durum)
      select ${bigCall}, ${w.userIds.applicantB}, 'Büyük proje ' || g, repeat('Ğüşiöç ', 600) || g, 'GONDERILDI'
      from generate_series(1, ${ROWS}) g`);
  }, 120_000);

  test.each(['csv', 'xlsx'] as const)(
    '%s: every row arrives while the heap stays bounded',
    async (format) => {
      await t.app.listen({ host: '127.0.0.1', port: 0 }).catch(() => undefined);
      const { port } = t.app.server.address() as AddressInfo;
      // What the process keeps, not garbage awaiting collection: the heap after a full GC, sampled
      // every 4 MB of the download.
      v8.setFlagsFromString('--expose-gc');
      const gc = vm.runInNewContext('gc') as () => void;
      gc();
      const base = process.memoryUsage().heapUsed;
      let peak = base;
      let bytes = 0;
      let sampledAt = 0;
      let tail = Buffer.alloc(0);
      await new Promise<void>((resolve, reject) => {
        const req = http.get(
          { host: '127.0.0.1', port, path: `/api/admin/basvurular/export/?format=${format}&cagri=${bigCall}&ordering=id`, headers: w.auth('staff') },
          (res) => {
            expect(res.statusCode).toBe(200);
            res.on('data', (chunk: Buffer) => {
              bytes += chunk.length;
              tail = Buffer.concat([tail, chunk]).subarray(-200);
              if (bytes - sampledAt >= 4 * 2 ** 20) {
                sampledAt = bytes;
                gc();
                peak = Math.max(peak, process.memoryUsage().heapUsed);
              }
            });
            res.on('end', resolve);
            res.on('error', reject);
          },
        );
        req.on('error', reject);
      });
      const growthMb = (peak - base) / 2 ** 20;
      // Loaded at once, the rows alone would be ~80 MB of strings (twice that as UTF-16 in V8).
      expect(bytes).toBeGreaterThan(format === 'csv' ? 80 * 2 ** 20 : 1 * 2 ** 20);
      expect(growthMb).toBeLessThan(24);
      if (format === 'csv') expect(tail.toString('utf8')).toMatch(/ 20000\r\n$/);
    },
    180_000,
  );
});
