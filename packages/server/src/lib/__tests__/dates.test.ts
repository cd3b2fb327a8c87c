import { expect, test } from '@jest/globals';
import { DateTime } from 'luxon';
import { TIME_ZONE } from '@portal/domain';
import { isoIstanbul, parsePgTimestamptz } from '../dates';

const luxon = (d: Date) => DateTime.fromJSDate(d, { zone: TIME_ZONE }).toISO();

test('isoIstanbul writes what Luxon writes, across the zone history (DST years, the 2016 switch)', () => {
  const mismatches: string[] = [];
  const check = (ms: number) => {
    const d = new Date(ms);
    // Twice: written, then from the memo (the ~30 000 instants below also fill and clear it).
    if (isoIstanbul(d) !== luxon(d) || isoIstanbul(new Date(ms)) !== luxon(d)) mismatches.push(`${d.toISOString()}: ${isoIstanbul(d)} != ${luxon(d)}`);
  };
  // Minute by minute around a DST change of 2015 and around the switch to permanent +03:00.
  for (let ms = Date.UTC(2015, 2, 28); ms < Date.UTC(2015, 2, 30); ms += 60_000) check(ms);
  for (let ms = Date.UTC(2015, 10, 7); ms < Date.UTC(2015, 10, 9); ms += 60_000) check(ms);
  for (let ms = Date.UTC(2016, 8, 6); ms < Date.UTC(2016, 8, 9); ms += 60_000) check(ms);
  // Spread over 1970-2040, with milliseconds.
  for (let i = 0; i < 20_000; i++) check(Date.UTC(1970, 0, 1) + Math.floor(((i * 2_654_435_761) % 2_208_988_800) * 1000 + (i % 1000)));
  expect(mismatches).toEqual([]);
  expect(isoIstanbul(new Date('2025-01-31T20:59:59.123Z'))).toBe('2025-01-31T23:59:59.123+03:00');
  expect(isoIstanbul(null)).toBeNull();
});

test("parsePgTimestamptz reads PostgreSQL's timestamptz text as new Date() does, by position", () => {
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  const fractions = ['', '.5', '.12', '.123', '.1234', '.123456'];
  const offsets = ['+00', '+03', '-05', '+05:30', '-03:30', '+14'];
  const mismatches: string[] = [];
  for (let i = 0; i < 30_000; i++) {
    const d = new Date(Date.UTC(1000, 0, 1) + ((i * 2_654_435_761) % 9000) * 31_556_952_000 + (i * 7919 % 31_536_000) * 1000);
    const text = `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}${fractions[i % 6]}${offsets[i % 5]}`;
    if (parsePgTimestamptz(text).getTime() !== new Date(text).getTime()) mismatches.push(text);
  }
  expect(mismatches).toEqual([]);
  expect(parsePgTimestamptz('2026-11-27 02:18:25.123456+03').toISOString()).toBe('2026-11-26T23:18:25.123Z');
  // A zone's local mean time before 1910 has seconds in its offset, which V8 cannot read.
  expect(parsePgTimestamptz('1900-01-01 00:00:00+01:55:52').toISOString()).toBe('1899-12-31T22:04:08.000Z');
  // Anything else is new Date()'s.
  for (const text of ['infinity', '0044-03-15 12:00:00+00 BC', '12026-01-01 00:00:00+00', '2026-11-27T02:18:25Z']) {
    expect(parsePgTimestamptz(text).getTime()).toEqual(new Date(text).getTime());
  }
});
