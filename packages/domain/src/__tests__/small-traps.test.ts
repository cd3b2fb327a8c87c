import { describe, expect, test } from '@jest/globals';
import { DateTime } from 'luxon';
import { callApplyState, describeRange, isReservationCancellable, MSG, type CallLike } from '../index';

const at = (iso: string) => DateTime.fromISO(iso, { zone: 'Europe/Istanbul' });
const now = at('2025-06-01T12:00');

describe('callApplyState: why a call takes no applications', () => {
  test.each<[string, CallLike, string, string | null]>([
    ['open', { aktif: true, bitis: '2025-06-30' }, 'active', null],
    ['closed by staff before its deadline', { aktif: false, bitis: '2099-01-01' }, 'closed', MSG.call.closedWarning],
    ['no end date', { aktif: true, bitis: null }, 'no-date', MSG.call.noDateWarning],
    ['unparsable end date', { aktif: true, bitis: 'yarın' }, 'invalid-date', MSG.call.invalidDateWarning],
    ['deadline passed: the spec text', { aktif: true, bitis: '2025-05-31' }, 'expired', 'Bu çağrının başvuru süresi dolmuştur. Başvuru yapamazsınız.'],
  ])('%s', (_name, call, reason, message) => {
    const state = callApplyState(call, now);
    expect(state.reason).toBe(reason);
    expect(state.open).toBe(reason === 'active');
    expect(state.message).toBe(message);
  });

  test('only a passed deadline says the period has expired', () => {
    const expiredText = MSG.call.expiredWarning;
    expect(callApplyState({ aktif: false, bitis: '2099-01-01' }, now).message).not.toBe(expiredText);
    expect(callApplyState({ aktif: true, bitis: null }, now).message).not.toBe(expiredText);
    expect(callApplyState({ aktif: true, bitis: '2025-05-31' }, now).chip).toBe('Başvuru Süresi Doldu');
    expect(callApplyState({ aktif: true, bitis: '2025-06-30' }, now).chip).toBe('Aktif Çağrı');
  });

  test('closed by staff wins over a passed deadline (staff closed it)', () => {
    expect(callApplyState({ aktif: false, bitis: '2020-01-01' }, now).reason).toBe('closed');
  });

  test('no call -> unknown, never throws', () => {
    expect(callApplyState(null, now)).toMatchObject({ open: false, reason: 'unknown', message: MSG.call.unknownWarning });
  });
});

describe('describeRange: the booking form states the chosen range', () => {
  test('11:00 then 12:00 picked -> 11:00 - 12:30, 1,5 saat', () => {
    expect(describeRange(at('2025-06-02T11:00'), at('2025-06-02T12:30'))).toBe('11:00 - 12:30, 1,5 saat');
  });
  test('one slot, whole hours, Istanbul wall time from UTC text', () => {
    expect(describeRange('2025-06-02T06:00:00Z', '2025-06-02T06:30:00Z')).toBe('09:00 - 09:30, 0,5 saat');
    expect(describeRange(at('2025-06-02T09:00'), at('2025-06-02T18:00'))).toBe('09:00 - 18:00, 9 saat');
  });
  test('invalid or empty ranges -> null', () => {
    expect(describeRange(at('2025-06-02T11:00'), at('2025-06-02T11:00'))).toBeNull();
    expect(describeRange('x', at('2025-06-02T11:00'))).toBeNull();
  });
});

describe('isReservationCancellable', () => {
  test('only BEKLEME', () => {
    expect(isReservationCancellable('BEKLEME')).toBe(true);
    for (const d of ['ONAY', 'RED', 'IPTAL', '', null]) expect(isReservationCancellable(d)).toBe(false);
  });
});
