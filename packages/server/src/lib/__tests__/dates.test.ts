import { expect, test } from '@jest/globals';
import { DateTime } from 'luxon';
import { TIME_ZONE } from '@portal/domain';
import { isoIstanbul } from '../dates';

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
