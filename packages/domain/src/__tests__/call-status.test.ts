import { describe, expect, test } from '@jest/globals';
import { DateTime } from 'luxon';
import { callDeadline, callStatus, isCallActive, type CallLike } from '../index';

const at = (iso: string) => DateTime.fromISO(iso, { zone: 'Europe/Istanbul' });

describe('spec 4 call-active rule', () => {
  test.each<[string, CallLike, string, boolean, string, string]>([
    ['spec 4 call: aktif false -> Kapalı', { aktif: false, bitis: '2030-01-01' }, '2025-01-01T12:00', false, 'Kapalı', 'neutral'],
    ['spec 4 call: aktif missing -> Kapalı', { bitis: '2030-01-01' }, '2025-01-01T12:00', false, 'Kapalı', 'neutral'],
    ['spec 4 call: no end date -> Tarih Belirtilmemiş (warning)', { aktif: true, bitis: null }, '2025-01-01T12:00', false, 'Tarih Belirtilmemiş', 'warning'],
    ['spec 4 call: blank end date -> Tarih Belirtilmemiş', { aktif: true, bitis: '  ' }, '2025-01-01T12:00', false, 'Tarih Belirtilmemiş', 'warning'],
    ['spec 4 call: unparsable end -> Geçersiz Tarih (error)', { aktif: true, bitis: 'yarın' }, '2025-01-01T12:00', false, 'Geçersiz Tarih', 'error'],
    ['spec 4 call: impossible date -> Geçersiz Tarih', { aktif: true, bitis: '2025-02-30' }, '2025-01-01T12:00', false, 'Geçersiz Tarih', 'error'],
    ['spec 4 call: past end -> Süresi Doldu (error)', { aktif: true, bitis: '2024-12-31T10:00:00' }, '2025-01-01T12:00', false, 'Süresi Doldu', 'error'],
    ['spec 4 call: future end -> Aktif (success)', { aktif: true, bitis: '2025-01-02T10:00:00' }, '2025-01-01T12:00', true, 'Aktif', 'success'],
    ['spec 4 call: date-only end, same day 23:59:59 -> still Aktif', { aktif: true, bitis: '2025-01-01' }, '2025-01-01T23:59:59', true, 'Aktif', 'success'],
    ['spec 4 call: date-only end, next day 00:00 -> Süresi Doldu', { aktif: true, bitis: '2025-01-01' }, '2025-01-02T00:00:00', false, 'Süresi Doldu', 'error'],
    ['spec 4 call: now equal to end -> not after end, Aktif', { aktif: true, bitis: '2025-01-01T12:00:00' }, '2025-01-01T12:00:00', true, 'Aktif', 'success'],
    ['spec 4 call: end with offset Z compared as instant', { aktif: true, bitis: '2025-01-01T09:00:00Z' }, '2025-01-01T12:00:30', false, 'Süresi Doldu', 'error'],
  ])('%s', (_name, cagri, now, active, label, color) => {
    const s = callStatus(cagri, at(now));
    expect(s).toMatchObject({ active, label, color });
    expect(isCallActive(cagri, at(now))).toBe(active);
  });

  test('spec 4 call: Bilinmeyen on error (invalid clock)', () => {
    expect(callStatus({ aktif: true, bitis: '2025-01-01' }, 'not a date')).toMatchObject({ label: 'Bilinmeyen', active: false });
  });

  test('spec 4/9 call: date-only end counts to 23:59:59 Istanbul', () => {
    const d = callDeadline('2025-06-15');
    expect(d?.toISO({ suppressMilliseconds: true })).toBe('2025-06-15T23:59:59+03:00');
  });
});
