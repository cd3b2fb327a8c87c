import { describe, expect, test } from '@jest/globals';
import { DateTime } from 'luxon';
import {
  daySlots,
  MSG,
  reservationApplicationId,
  reservationProjectTitle,
  reservationResourceId,
  reservationResourceName,
  toSlotISO,
} from '../index';

describe('reservation fields, whatever shape the API sends', () => {
  test('nested objects (admin and own lists)', () => {
    const r = { kaynak: { id: 3, ad: 'Toplantı Odası' }, basvuru: { id: 9, proje_basligi: 'Güneş Paneli' } };
    expect(reservationResourceId(r)).toBe(3);
    expect(reservationResourceName(r)).toBe('Toplantı Odası');
    expect(reservationApplicationId(r)).toBe(9);
    expect(reservationProjectTitle(r)).toBe('Güneş Paneli');
  });
  test('flat fields win for ids; kaynak_adi when kaynak is a bare id', () => {
    const r = { kaynak: 3, kaynak_id: 4, kaynak_adi: 'Stüdyo', basvuru: 9, basvuru_id: 10 };
    expect(reservationResourceId(r)).toBe(4);
    expect(reservationResourceName(r)).toBe('Stüdyo');
    expect(reservationApplicationId(r)).toBe(10);
    expect(reservationProjectTitle(r)).toBe('');
  });
  test('bare ids', () => {
    expect(reservationResourceId({ kaynak: 3, basvuru: 9 })).toBe(3);
    expect(reservationApplicationId({ kaynak: 3, basvuru: 9 })).toBe(9);
  });
});

describe('toSlotISO', () => {
  test('a slot start in Istanbul offset, without milliseconds', () => {
    const [first] = daySlots('2025-03-11');
    expect(first && toSlotISO(first.start)).toBe('2025-03-11T09:00:00+03:00');
  });
  test('a UTC instant is written in Istanbul time', () => {
    expect(toSlotISO(DateTime.fromISO('2025-03-11T07:30:00Z'))).toBe('2025-03-11T10:30:00+03:00');
  });
});

test('spec 2: approved reservations are changed only through an admin', () => {
  expect(MSG.reservation.notEditable.ONAY).toBe('Onaylanmış rezervasyonlar yalnızca yönetici ile iletişime geçilerek değiştirilebilir.');
});
