// Ordinary but hostile input answers a 4xx in the DRF shape, never a 500: NUL and other control
// characters in text and query strings, uploads whose content cannot be parsed, integers beyond
// the database's int4, dates with expanded or negative years, and the framework's own errors
// (bad URL encoding, bad JSON, wrong content type, a body too large). Also the password rules
// (control characters, surrounding blanks, the same password again) and a slot of today that has
// already passed.
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { beforeAll, describe, expect, test } from '@jest/globals';
import { DateTime } from 'luxon';
import { MSG, TIME_ZONE } from '@portal/domain';
import { buildApp } from '../../app';
import { resources } from '../../db/schema';
import { multipart, samplePng, type Part } from '../../testing/multipart';
import type { TestContext } from '../../testing/test-app';
import { WORLD_PASSWORD, type World } from '../../testing/world';
import { worldSuite } from '../../testing/world-suite';
import { expectDrf4xx } from '../../testing/expect-http';

let t: TestContext;
let w: World;
const api = worldSuite((app, world) => ([t, w] = [app, world]));
let kaynakId: number;

beforeAll(async () => {
  const [k] = await t.database.db.insert(resources).values({ ad: 'Toplantı Odası', kapasite: 4 }).returning();
  kaynakId = k!.id;
});

const send = api.send;


describe('control characters in text', () => {
  test('login with a NUL in the username answers 400/401, not 500', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/token/', payload: { username: 'a\u0000b', password: 'x' } });
    expectDrf4xx(res);
    expect([400, 401]).toContain(res.statusCode);
  });

  test('a NUL or another control character in a text field is a field error in Turkish', async () => {
    for (const ad of ['Oda\u0000', 'Oda\u0007', 'Oda\u001b[31m']) {
      const res = await send('POST', '/api/admin/kaynaklar/', 'staff', { ad, kapasite: 2 });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ ad: [MSG.common.controlCharacters] });
    }
  });

  test('tabs and line breaks stay allowed in multi-line text', async () => {
    const res = await send('POST', '/api/admin/cagrilar/', 'staff', {
      baslik: 'Çağrı',
      aciklama: 'Satır 1\r\n\tSatır 2',
      baslangic: '2025-01-01',
      bitis: '2025-12-31',
    });
    expect(res.statusCode).toBe(201);
  });

  test('a NUL in a query-string search answers 400 in the DRF shape', async () => {
    for (const url of ['/api/admin/kaynaklar/?search=a%00b', '/api/admin/basvurular/?search=%00', '/api/admin/users/?search=x%07']) {
      const res = await send('GET', url, 'staff');
      expectDrf4xx(res);
      expect(res.statusCode).toBe(400);
    }
  });

  test('a NUL in a profile field is refused', async () => {
    const res = await send('PATCH', '/api/profile/', 'applicantB', { first_name: 'Ay\u0000şe' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ first_name: [MSG.common.controlCharacters] });
  });
});

describe('numbers and dates within what the database holds', () => {
  test('kapasite of 2^31 or more answers 400', async () => {
    for (const kapasite of [2 ** 31, 2 ** 53, 1e300]) {
      const res = await send('POST', '/api/admin/kaynaklar/', 'staff', { ad: 'Büyük Salon', kapasite });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json() as object)).toEqual(['kapasite']);
    }
    expect((await send('POST', '/api/admin/kaynaklar/', 'staff', { ad: 'Büyük Salon', kapasite: 2 ** 31 - 1 })).statusCode).toBe(201);
  });

  test('call dates with expanded or negative years answer 400', async () => {
    for (const [baslangic, bitis] of [
      ['+200000-01-01', '2025-12-31'],
      ['-000001-01-01', '2025-12-31'],
      ['2025-01-01', '+275760-09-13'],
      ['0001-01-01', '2025-12-31'],
    ]) {
      const res = await send('POST', '/api/admin/cagrilar/', 'staff', { baslik: 'Tarih', baslangic, bitis });
      expect(res.statusCode).toBe(400);
      expectDrf4xx(res);
    }
  });

  test('ids beyond int4 in the path answer 404, in the query 400', async () => {
    expectDrf4xx(await send('GET', '/api/kaynaklar/99999999999/', 'staff'));
    expectDrf4xx(await send('GET', `/api/rezervasyonlar/?kaynak=99999999999&month=1&year=2025`, 'applicantA'));
  });
});

describe('framework errors in the DRF shape', () => {
  test('bad URL encoding in the path', async () => {
    const res = await send('GET', '/api/basvurular/%ff/', 'applicantA');
    expectDrf4xx(res);
    expect(res.json()).toHaveProperty('detail');
  });

  test('bad JSON, wrong content type, a body too large', async () => {
    const headers = { ...w.auth('staff'), 'content-type': 'application/json' };
    const bad = await t.app.inject({ method: 'POST', url: '/api/admin/kaynaklar/', headers, payload: '{"ad": "x",' });
    expectDrf4xx(bad);
    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/api/admin/kaynaklar/',
      headers: { ...w.auth('staff'), 'content-type': 'text/xml' },
      payload: '<ad>x</ad>',
    });
    expectDrf4xx(wrongType);
    expect(wrongType.statusCode).toBe(415);
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/admin/kaynaklar/',
      headers,
      payload: JSON.stringify({ ad: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expectDrf4xx(huge);
    expect(huge.statusCode).toBe(413);
  });
});

describe('HTTP the parser cannot read', () => {
  test('is answered in the DRF shape on the socket', async () => {
    const app = await buildApp({ config: t.config, database: t.database, logger: false });
    await app.listen({ host: '127.0.0.1', port: 0 });
    try {
      const { port } = app.server.address() as AddressInfo;
      const answer = await new Promise<string>((resolve, reject) => {
        let data = '';
        const socket = net.connect(port, '127.0.0.1', () => socket.write('GET /api/health/ HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n'));
        socket.on('data', (d) => (data += d.toString()));
        socket.on('end', () => resolve(data));
        socket.on('error', reject);
      });
      expect(answer).toMatch(/^HTTP\/1\.1 400 /);
      expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({ detail: 'Geçersiz istek.' });
    } finally {
      await app.close();
    }
  });
});

describe('uploads whose content cannot be parsed', () => {
  const upload = (url: string, parts: Part[]) => {
    const { payload, headers } = multipart(parts);
    return t.app.inject({ method: 'POST', url, payload, headers: { ...headers, ...w.auth('owner') } });
  };
  // A ZIP local-file header naming word/document.xml, then garbage: file-type reads into it and throws.
  const brokenDocx = () =>
    Buffer.concat([
      Buffer.from('504B0304140000000800', 'hex'),
      Buffer.alloc(16, 0xff),
      Buffer.from([0x11, 0x00, 0x00, 0x00]),
      Buffer.from('word/document.xml'),
      Buffer.alloc(40, 0xee),
    ]);
  // The signature and half a chunk header: file-type reads on and hits the end ("End-Of-Stream").
  const truncatedPng = () => samplePng().subarray(0, 12);
  const garbageZip = () => Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(26, 0xff)]);

  test('a malformed DOCX/ZIP or a truncated PNG is "not an allowed type" (400), never a 500', async () => {
    for (const data of [brokenDocx(), garbageZip()]) {
      const res = await upload('/api/basvurular/', [
        { name: 'cagri', value: String(w.callId) },
        { name: 'proje_basligi', value: 'Proje' },
        { name: 'aciklama', value: 'Açıklama' },
        { name: 'ek_dosya', filename: 'plan.docx', data },
      ]);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ ek_dosya: [expect.any(String)] });
    }
    const res = await upload('/api/dekontlar/', [
      { name: 'odeme_tarihi', value: '2025-03-05' },
      { name: 'dekont_dosyasi', filename: 'dekont.png', data: truncatedPng() },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ dekont_dosyasi: [expect.any(String)] });
  });
});

describe('passwords', () => {
  const change = (current_password: string, new_password: string) =>
    send('PATCH', '/api/profile/', 'otherOwner', { current_password, new_password });

  test('a NUL or other control character in the new password is refused', async () => {
    for (const pw of ['Abc\u0000def1!', 'Abcdef1!\u0000\u0000', 'Abc\u0007def1!']) {
      const res = await change(WORLD_PASSWORD, pw);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ new_password: [MSG.common.controlCharacters] });
    }
  });

  test('leading or trailing blanks are refused, so they never count toward the minimum', async () => {
    for (const pw of ['Ab1!x   ', '   Ab1!x', ' Abcdef1! ']) {
      const res = await change(WORLD_PASSWORD, pw);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ new_password: [MSG.password.surroundingBlanks] });
    }
  });

  test('the new password may not equal the current one', async () => {
    const res = await change(WORLD_PASSWORD, WORLD_PASSWORD);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ new_password: [MSG.password.sameAsCurrent] });
  });
});

describe('reservations', () => {
  test('a slot earlier today that has already passed cannot be booked', async () => {
    const now = DateTime.now().setZone(TIME_ZONE);
    // Today's 09:00 slot: refused as soon as it has started (a slot whose start has passed cannot be
    // booked, even while it lasts); before 09:00 it is still in the future and is booked.
    const start = now.startOf('day').set({ hour: 9 });
    const passed = now > start;
    const body = {
      kaynak: kaynakId,
      basvuru: w.applicationA,
      baslangic: start.toISO({ suppressMilliseconds: true }),
      bitis: start.plus({ minutes: 30 }).toISO({ suppressMilliseconds: true }),
    };
    const res = await send('POST', '/api/rezervasyonlar/', 'applicantA', body);
    if (passed) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ baslangic: [MSG.reservation.timeInPast] });
    } else {
      expect(res.statusCode).toBe(201);
    }
  });
});
