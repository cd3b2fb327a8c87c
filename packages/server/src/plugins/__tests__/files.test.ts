// The upload helper (app.files.readMultipart / withUpload) and signed downloads (GET /api/files/:id/).
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { storedFiles } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { FILE_RULES, sanitizeFileName } from '../files';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { BOUNDARY, multipart, type Part } from '../../testing/multipart';

const TEN_MB = 10_485_760;
const REPORT_TYPE = 'Sadece PDF, DOC ve DOCX dosyaları kabul edilir';
const REPORT_SIZE = "Dosya boyutu 10MB'dan büyük olamaz";
const BAD_LINK = 'Geçersiz veya süresi dolmuş bağlantı.';

// ---- sample files -------------------------------------------------------------------------------

function pdf(size = 64): Buffer {
  const head = Buffer.from('%PDF-1.4\n');
  const tail = Buffer.from('\n%%EOF\n');
  return Buffer.concat([head, Buffer.alloc(size - head.length - tail.length, 0x20), tail]);
}
const png = () => Buffer.concat([Buffer.from('89504E470D0A1A0A0000000D4948445200000001000000010806000000', 'hex'), Buffer.alloc(64)]);
const jpg = () => Buffer.concat([Buffer.from('FFD8FFE000104A46494600010100000100010000', 'hex'), Buffer.alloc(64), Buffer.from('FFD9', 'hex')]);
const exe = () => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510)]);
const doc = () => {
  const b = Buffer.alloc(4096);
  Buffer.from('D0CF11E0A1B11AE1', 'hex').copy(b);
  return b;
};

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** A minimal stored (uncompressed) zip. */
function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name);
    const data = Buffer.from(text);
    const crc = crc32(data);
    // The central directory entry repeats the local header's fields (version needed, flags,
    // method, time, date, crc, sizes, name length) two bytes further in, after "version made by".
    const entryFields = (header: Buffer, at: number) => {
      header.writeUInt16LE(20, at); // version needed: 2.0; flags, method (stored), time and date stay 0
      header.writeUInt32LE(crc, at + 10);
      header.writeUInt32LE(data.length, at + 14); // compressed size
      header.writeUInt32LE(data.length, at + 18); // uncompressed size
      header.writeUInt16LE(nameBytes.length, at + 22);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    entryFields(local, 4);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // version made by
    entryFields(central, 6);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}
const docx = () =>
  zip({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    'word/document.xml': '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"/>',
  });

// ---- multipart bodies ---------------------------------------------------------------------------

// ---- app with test-only routes -------------------------------------------------------------------

let t: TestContext;
let filesRoot: string;

function registerTestRoutes(app: FastifyInstance) {
  app.post('/api/_test/upload/report/', { config: { policy: 'anonymous', errors: [400, 415] } }, async (request) => {
    const { fields, file } = await app.files.readMultipart(request, { fileField: 'ek_dosya', rule: FILE_RULES.report });
    return { fields, file, url: file ? app.files.signedUrl(file.id) : null };
  });
  app.post('/api/_test/upload/receipt/', { config: { policy: 'anonymous', errors: [400, 415] } }, async (request) => {
    const { fields, file } = await app.files.readMultipart(request, { fileField: 'dosya', rule: FILE_RULES.receipt, required: true });
    return { fields, file };
  });
  // Stores inside a transaction; a 400 about another field afterwards must leave nothing behind.
  app.post('/api/_test/upload/tx/', { config: { policy: 'anonymous', errors: [400, 415] } }, async (request) =>
    app.files.withUpload(request, { fileField: 'ek_dosya', rule: FILE_RULES.report, required: true }, async ({ fields, file }) => {
      if (!fields.ozet) throw ApiError.fields({ ozet: 'Rapor özeti gereklidir' });
      return { file };
    }),
  );
  // discard(): the route's later insert failed.
  app.post('/api/_test/upload/discard/', { config: { policy: 'anonymous', errors: [400, 415] } }, async (request) => {
    const { file } = await app.files.readMultipart(request, { fileField: 'ek_dosya', rule: FILE_RULES.report, required: true });
    await app.files.discard(file);
    throw ApiError.fields({ ozet: 'Rapor özeti gereklidir' });
  });
}

beforeAll(async () => {
  t = await createTestApp({}, { beforeReady: registerTestRoutes });
  filesRoot = path.join(t.config.dataDir, 'files');
});
afterAll(() => t.close());

function walk(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}
const storedCount = async () => (await t.app.db.select({ id: storedFiles.id }).from(storedFiles)).length;

async function upload(url: string, parts: Part[]) {
  const { payload, headers } = multipart(parts);
  return t.app.inject({ method: 'POST', url, payload, headers });
}

// ---- uploads ------------------------------------------------------------------------------------

describe('upload helper', () => {
  test('a PDF of exactly 10 MB (10485760 bytes) is accepted and stored with its row', async () => {
    const data = pdf(TEN_MB);
    const res = await upload('/api/_test/upload/report/', [
      { name: 'ozet', value: 'Dönem özeti' },
      { name: 'ek_dosya', filename: 'rapor.pdf', contentType: 'application/pdf', data },
    ]);
    expect(res.statusCode).toBe(200);
    const { fields, file } = res.json();
    expect(fields).toEqual({ ozet: 'Dönem özeti' });
    expect(file).toMatchObject({ original_name: 'rapor.pdf', mime: 'application/pdf', ext: 'pdf', size: TEN_MB, uploaded_by: null });
    expect(file.storage_key).toMatch(/^[0-9a-f]{64}$/);
    const onDisk = path.join(filesRoot, file.storage_key.slice(0, 2), file.storage_key.slice(2, 4), file.storage_key);
    expect(fs.statSync(onDisk).size).toBe(TEN_MB);
    expect(await t.app.files.storage.exists(file.storage_key)).toBe(true);
  });

  test('one byte more than 10 MB is refused with the Turkish size message and nothing is stored', async () => {
    const before = await storedCount();
    const filesBefore = walk(filesRoot).length;
    const res = await upload('/api/_test/upload/report/', [
      { name: 'ek_dosya', filename: 'rapor.pdf', contentType: 'application/pdf', data: pdf(TEN_MB + 1) },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ ek_dosya: [REPORT_SIZE] });
    expect(await storedCount()).toBe(before);
    expect(walk(filesRoot).length).toBe(filesBefore);
  });

  test('a renamed .exe (MZ header, named x.pdf, sent as application/pdf) is refused', async () => {
    const res = await upload('/api/_test/upload/report/', [{ name: 'ek_dosya', filename: 'x.pdf', contentType: 'application/pdf', data: exe() }]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ ek_dosya: [REPORT_TYPE] });
  });

  test('plain text named .pdf and an empty named file are refused (type unknown)', async () => {
    for (const data of [Buffer.from('just some text, not a pdf at all'), Buffer.alloc(0)]) {
      const res = await upload('/api/_test/upload/report/', [{ name: 'ek_dosya', filename: 'notlar.pdf', contentType: 'application/pdf', data }]);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ ek_dosya: [REPORT_TYPE] });
    }
  });

  test('a ../../etc/passwd.pdf name is stored harmlessly: generated key, sanitised name, nothing outside dataDir/files', async () => {
    const res = await upload('/api/_test/upload/report/', [
      { name: 'ek_dosya', filename: '../../etc/passwd.pdf', contentType: 'application/pdf', data: pdf() },
    ]);
    expect(res.statusCode).toBe(200);
    const { file } = res.json();
    expect(file.original_name).toBe('passwd.pdf');
    expect(file.storage_key).toMatch(/^[0-9a-f]{64}$/);
    for (const f of walk(t.config.dataDir)) expect(f.startsWith(filesRoot + path.sep)).toBe(true);
    expect(fs.existsSync(path.resolve(filesRoot, '../../etc/passwd.pdf'))).toBe(false);
    expect(fs.existsSync(path.resolve(t.config.dataDir, '../../etc/passwd.pdf'))).toBe(false);
    expect(walk(filesRoot).some((f) => path.basename(f).includes('passwd'))).toBe(false);
  });

  test('a doc (CFB header) and a docx (zip with [Content_Types].xml) are accepted for reports', async () => {
    const d = await upload('/api/_test/upload/report/', [{ name: 'ek_dosya', filename: 'eski.doc', data: doc() }]);
    expect(d.statusCode).toBe(200);
    expect(d.json().file).toMatchObject({ original_name: 'eski.doc', mime: 'application/msword', ext: 'doc' });
    const x = await upload('/api/_test/upload/report/', [{ name: 'ek_dosya', filename: 'yeni.docx', data: docx() }]);
    expect(x.statusCode).toBe(200);
    expect(x.json().file).toMatchObject({
      original_name: 'yeni.docx',
      mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ext: 'docx',
    });
  });

  test('a plain zip and images are refused for reports', async () => {
    for (const data of [zip({ 'a.txt': 'hello' }), png(), jpg()]) {
      const res = await upload('/api/_test/upload/report/', [{ name: 'ek_dosya', filename: 'rapor.docx', data }]);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ ek_dosya: [REPORT_TYPE] });
    }
  });

  test('png, jpg and pdf are accepted for receipts; docx refused with the receipt message', async () => {
    const cases: [Buffer, string, string][] = [
      [png(), 'dekont.png', 'image/png'],
      [jpg(), 'dekont.jpeg', 'image/jpeg'],
      [pdf(), 'dekont.pdf', 'application/pdf'],
    ];
    for (const [data, filename, mime] of cases) {
      const res = await upload('/api/_test/upload/receipt/', [
        { name: 'odeme_tarihi', value: '2025-01-31' },
        { name: 'dosya', filename, data },
      ]);
      expect(res.statusCode).toBe(200);
      expect(res.json().file).toMatchObject({ original_name: filename, mime });
    }
    const bad = await upload('/api/_test/upload/receipt/', [{ name: 'dosya', filename: 'dekont.png', data: docx() }]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ dosya: [FILE_RULES.receipt.typeMessage] });
  });

  test('a required file that is missing (or an empty browser part) answers the rule message', async () => {
    const none = await upload('/api/_test/upload/receipt/', [{ name: 'odeme_tarihi', value: '2025-01-31' }]);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ dosya: ['Lütfen bir dekont dosyası seçin.'] });
    const empty = await upload('/api/_test/upload/receipt/', [{ name: 'dosya', filename: '', data: Buffer.alloc(0) }]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ dosya: ['Lütfen bir dekont dosyası seçin.'] });
  });

  test('an optional file may be absent', async () => {
    const res = await upload('/api/_test/upload/report/', [{ name: 'ozet', value: 'yalnızca metin' }]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ fields: { ozet: 'yalnızca metin' }, file: null, url: null });
  });

  test('two files, or a file in an unexpected field, are refused', async () => {
    const two = await upload('/api/_test/upload/report/', [
      { name: 'ek_dosya', filename: 'a.pdf', data: pdf() },
      { name: 'ek_dosya', filename: 'b.pdf', data: pdf() },
    ]);
    expect(two.statusCode).toBe(400);
    const other = await upload('/api/_test/upload/report/', [{ name: 'baska', filename: 'a.pdf', data: pdf() }]);
    expect(other.statusCode).toBe(400);
    expect(other.json()).toEqual({ baska: [expect.any(String)] });
  });

  test('withUpload: a later 400 rolls the row back and removes the bytes', async () => {
    const before = await storedCount();
    const filesBefore = walk(filesRoot).length;
    const res = await upload('/api/_test/upload/tx/', [{ name: 'ek_dosya', filename: 'a.pdf', data: pdf() }]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ ozet: ['Rapor özeti gereklidir'] });
    expect(await storedCount()).toBe(before);
    expect(walk(filesRoot).length).toBe(filesBefore);

    const ok = await upload('/api/_test/upload/tx/', [
      { name: 'ozet', value: 'tamam' },
      { name: 'ek_dosya', filename: 'a.pdf', data: pdf() },
    ]);
    expect(ok.statusCode).toBe(200);
    expect(await t.app.files.storage.exists(ok.json().file.storage_key)).toBe(true);
    expect(await storedCount()).toBe(before + 1);
  });

  test('discard() removes the row and the bytes', async () => {
    const before = await storedCount();
    const filesBefore = walk(filesRoot).length;
    const res = await upload('/api/_test/upload/discard/', [{ name: 'ek_dosya', filename: 'a.pdf', data: pdf() }]);
    expect(res.statusCode).toBe(400);
    expect(await storedCount()).toBe(before);
    expect(walk(filesRoot).length).toBe(filesBefore);
  });
});

describe('bad multipart input answers 4xx in the DRF shape, never 500', () => {
  const url = '/api/_test/upload/report/';

  test('JSON, text and unknown content types on a multipart route', async () => {
    const json = await t.app.inject({ method: 'POST', url, payload: { ozet: 'x' } });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toEqual({ detail: expect.any(String) });
    const text = await t.app.inject({ method: 'POST', url, payload: 'hello', headers: { 'content-type': 'text/plain' } });
    expect(text.statusCode).toBe(415);
    const bin = await t.app.inject({ method: 'POST', url, payload: pdf(), headers: { 'content-type': 'application/pdf' } });
    expect(bin.statusCode).toBe(415);
    expect(bin.json()).toEqual({ detail: expect.any(String) });
  });

  test.each([
    ['no boundary', 'multipart/form-data', Buffer.from('--x\r\n')],
    ['garbage body', `multipart/form-data; boundary=${BOUNDARY}`, Buffer.from('this is not multipart at all')],
    ['cut off inside the file', `multipart/form-data; boundary=${BOUNDARY}`, multipart([{ name: 'ek_dosya', filename: 'a.pdf', data: pdf(5000) }]).payload.subarray(0, 2000)],
    ['cut off inside a field', `multipart/form-data; boundary=${BOUNDARY}`, Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="ozet"\r\n\r\nyarım`)],
    ['empty body', `multipart/form-data; boundary=${BOUNDARY}`, Buffer.alloc(0)],
  ])('%s', async (_name, contentType, payload) => {
    const before = await storedCount();
    const res = await t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: expect.any(String) });
    expect(await storedCount()).toBe(before);
  });

  test('a part without headers is skipped (the form is otherwise well formed)', async () => {
    const payload = Buffer.from(`--${BOUNDARY}\r\n\r\nvalue\r\n--${BOUNDARY}--\r\n`);
    const res = await t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ fields: {}, file: null });
  });

  test('malformed multipart on a route that needs the file answers 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/_test/upload/receipt/',
      payload: Buffer.from('this is not multipart at all'),
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    });
    expect(res.statusCode).toBe(400);
  });

  test('an over-long field value is refused', async () => {
    const res = await upload(url, [{ name: 'ozet', value: 'a'.repeat(200 * 1024) }]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ ozet: [expect.any(String)] });
  });

  test('__proto__ as a field name is refused', async () => {
    const res = await upload(url, [{ name: '__proto__', value: 'x' }]);
    expect(res.statusCode).toBe(400);
  });
});

// ---- downloads ----------------------------------------------------------------------------------

describe('signed downloads', () => {
  let fileId: number;
  let url: string;
  const name = 'Şubat raporu – ğüİı <son>.pdf';
  const data = pdf(2048);

  beforeAll(async () => {
    const res = await upload('/api/_test/upload/report/', [{ name: 'ek_dosya', filename: name, data }]);
    expect(res.statusCode).toBe(200);
    fileId = res.json().file.id;
    url = res.json().url;
  });

  test('a signed URL serves the bytes with safe headers', async () => {
    expect(url).toMatch(new RegExp(`^/api/files/${fileId}/\\?exp=\\d+&sig=[A-Za-z0-9_-]{43}$`));
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(data)).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const [row] = await t.app.db.select().from(storedFiles).where(eq(storedFiles.id, fileId));
    expect(row!.original_name).toBe('Şubat raporu – ğüİı _son_.pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Subat raporu _ guIi _son_.pdf"; filename*=UTF-8''${encodeURIComponent(row!.original_name)}`,
    );
  });

  test('a forged signature is refused', async () => {
    const sig = new URL(url, 'http://x').searchParams.get('sig')!;
    const forged = url.replace(sig, (sig[0] === 'A' ? 'B' : 'A') + sig.slice(1));
    const res = await t.app.inject({ method: 'GET', url: forged });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: BAD_LINK });
  });

  test('an expired link is refused', async () => {
    const expired = t.app.files.signedUrl(fileId, { ttlSeconds: 300, now: Math.floor(Date.now() / 1000) - 301 });
    const res = await t.app.inject({ method: 'GET', url: expired });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: BAD_LINK });
  });

  test('a changed exp or id (keeping the signature) is refused', async () => {
    const later = url.replace(/exp=(\d+)/, (_m, e: string) => `exp=${Number(e) + 3600}`);
    const otherId = url.replace(`/api/files/${fileId}/`, `/api/files/${fileId + 1}/`);
    for (const u of [later, otherId]) {
      const res = await t.app.inject({ method: 'GET', url: u });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: BAD_LINK });
    }
  });

  test('missing or malformed parameters are refused, not a 500', async () => {
    for (const u of [`/api/files/${fileId}/`, `/api/files/${fileId}/?exp=abc&sig=x`, '/api/files/abc/?exp=1&sig=y', `/api/files/${fileId}/?sig=&exp=`]) {
      const res = await t.app.inject({ method: 'GET', url: u });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: BAD_LINK });
    }
  });

  test('an unknown id with a valid signature answers 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: t.app.files.signedUrl(987654) });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Bulunamadı.' });
  });

  test('the download route declares the anonymous policy', () => {
    expect(t.app.apiRoutes).toContainEqual({ method: 'GET', url: '/api/files/:id/', policy: 'anonymous' });
  });
});

describe('sanitizeFileName', () => {
  const PDF = FILE_RULES.report.accepted[0]!;
  const types = { pdf: PDF, doc: FILE_RULES.report.accepted[1]! };
  test.each([
    ['../../etc/passwd.pdf', 'pdf', 'passwd.pdf'],
    ['..\\..\\windows\\system.ini.pdf', 'pdf', 'system.ini.pdf'],
    ['C:\\Users\\a\\rapor.PDF', 'pdf', 'rapor.PDF'],
    ['ra\u0000p\u001for\u202e.pdf', 'pdf', 'rapor.pdf'],
    ['..', 'pdf', 'dosya.pdf'],
    ['', 'pdf', 'dosya.pdf'],
    ['.htaccess', 'pdf', 'htaccess.pdf'],
    ['setup.msi', 'doc', 'setup.msi.doc'],
    ['x.exe', 'pdf', 'x.exe.pdf'],
  ] as const)('%j holding %s -> %j', (input, type, expected) => {
    expect(sanitizeFileName(input, types[type])).toBe(expected);
  });

  test('at most 255 characters, keeping the extension', () => {
    const long = sanitizeFileName(`${'ş'.repeat(400)}.pdf`, PDF);
    expect(Array.from(long)).toHaveLength(255);
    expect(long.endsWith('.pdf')).toBe(true);
    const noExt = sanitizeFileName('a'.repeat(400), PDF);
    expect(noExt).toHaveLength(255);
    expect(noExt.endsWith('.pdf')).toBe(true);
  });
});
