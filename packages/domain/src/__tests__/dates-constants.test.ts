import { describe, expect, test } from '@jest/globals';
import { DateTime } from 'luxon';
import {
  API_BASE,
  ACCESS_TOKEN_KEY,
  daysSince,
  formatBadgeCount,
  formatDate,
  formatDateTime,
  isPaginated,
  listResults,
  MAX_ATTACHMENT_BYTES,
  REFRESH_TOKEN_KEY,
  SLOTS_PER_DAY,
  todayISO,
  truncate,
  toDateTimeLocalValue,
  fromDateTimeLocalValue,
} from '../index';

describe('spec 8/9 dates', () => {
  test.each([
    ['spec 8 dates: empty -> Tarih belirtilmemiş', null, {}, 'Tarih belirtilmemiş'],
    ['spec 8 dates: blank string -> Tarih belirtilmemiş', '  ', {}, 'Tarih belirtilmemiş'],
    ['spec 8 dates: invalid -> Geçersiz tarih', 'abc', {}, 'Geçersiz tarih'],
    ['spec 8 dates: invalid on admin screens -> Geçersiz tarih', 'abc', { admin: true }, 'Geçersiz tarih'],
    ['spec 9 dates: long form day month-name year', '2025-01-31', {}, '31 Ocak 2025'],
    ['spec 9 dates: UTC instant shown in Istanbul (next day)', '2025-08-14T22:30:00Z', {}, '15 Ağustos 2025'],
  ])('%s', (_name, value, options, expected) => expect(formatDate(value, options)).toBe(expected));

  test('spec 2 dates: date and time in Turkish', () => {
    expect(formatDateTime('2025-01-31T14:05:00+03:00')).toBe('31 Ocak 2025 14:05');
    expect(formatDateTime(undefined)).toBe('Tarih belirtilmemiş');
  });
  test('todayISO is the Istanbul date (23:30 UTC is the next day in Istanbul)', () => {
    expect(todayISO(DateTime.fromISO('2025-03-10T23:30:00Z'))).toBe('2025-03-11');
  });
  test('spec 2 mentors: days since first assignment', () => {
    expect(daysSince('2025-03-01T10:00:00', '2025-03-11T09:00:00')).toBe(10);
    expect(daysSince(null, '2025-03-11')).toBeNull();
  });
});

describe('spec 9 constants', () => {
  test('spec 9: API base and token keys', () => {
    expect([API_BASE, ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY]).toEqual(['/api/', 'access_token', 'refresh_token']);
  });
  test('spec 9: attachment 10485760 bytes, 18 slots per day', () => {
    expect(MAX_ATTACHMENT_BYTES).toBe(10485760);
    expect(SLOTS_PER_DAY).toBe(18);
  });
  test.each([
    ['spec 9 badge: 5 -> 5', 5, '5'],
    ['spec 9 badge: 99 -> 99', 99, '99'],
    ['spec 9 badge: 100 caps -> 99+', 100, '99+'],
    ['spec 9 badge: negative -> 0', -1, '0'],
  ])('%s', (_name, n, text) => expect(formatBadgeCount(n)).toBe(text));
  test.each([
    ['spec 9 expertise: 50 chars kept', 'a'.repeat(50), 50, 'a'.repeat(50)],
    ['spec 9 expertise: 51 chars cut to 50 + ellipsis', 'a'.repeat(51), 50, 'a'.repeat(50) + '...'],
    ['spec 9 expertise: 100 cut for overview', 'b'.repeat(120), 100, 'b'.repeat(100) + '...'],
    ['truncate: null -> empty', null, 50, ''],
  ])('%s', (_name, text, n, expected) => expect(truncate(text, n)).toBe(expected));
});

describe('spec 7 list responses', () => {
  test.each([
    ['spec 7 lists: plain array', [1, 2], [1, 2]],
    ['spec 7 lists: object with results', { count: 1, next: null, previous: null, results: [3] }, [3]],
    ['lists: null -> []', null, []],
  ])('%s', (_name, body, expected) => expect(listResults(body as never)).toEqual(expected));
  test('isPaginated', () => expect(isPaginated({ count: 0, next: null, previous: null, results: [] })).toBe(true));
});

describe('datetime-local input values (admin call form)', () => {
  test('an instant is shown as Istanbul wall time', () => {
    expect(toDateTimeLocalValue('2025-03-01T07:00:00Z')).toBe('2025-03-01T10:00');
    expect(toDateTimeLocalValue('2025-03-01T10:00:00+03:00')).toBe('2025-03-01T10:00');
  });
  test('a date-only value is its start of day, or 23:59 as an end (spec 4)', () => {
    expect(toDateTimeLocalValue('2025-03-01')).toBe('2025-03-01T00:00');
    expect(toDateTimeLocalValue('2025-03-01', { endOfDay: true })).toBe('2025-03-01T23:59');
  });
  test('empty or invalid -> empty input', () => {
    expect(toDateTimeLocalValue(null)).toBe('');
    expect(toDateTimeLocalValue('abc')).toBe('');
  });
  test('the input value is read as Istanbul time and sent with its offset', () => {
    expect(fromDateTimeLocalValue('2025-03-01T10:00')).toBe('2025-03-01T10:00:00.000+03:00');
    expect(fromDateTimeLocalValue('')).toBeNull();
    expect(fromDateTimeLocalValue('abc')).toBeNull();
    expect(fromDateTimeLocalValue(toDateTimeLocalValue('2025-06-30T21:00:00Z'))).toBe('2025-07-01T00:00:00.000+03:00');
  });
});
