// The input rules every form and the API share: no control characters in text (tab and line
// breaks only in multi-line fields), four-digit years in typed dates, integers within int4,
// passwords of visible characters that differ from the current one, and no booking of a slot
// that has started.
import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { DateTime } from 'luxon';
import { z } from 'zod';
import {
  availabilityWindow,
  checkNewPassword,
  hasControlCharacters,
  hasSlotStarted,
  isValidDateOnly,
  MAX_ID,
  MSG,
  parseInputDate,
  validateReservationTimes,
  ZAdminListQuery,
  ZApplicationCreateSchema,
  ZCallFormSchema,
  ZCompanySchema,
  ZLoginBody,
  ZLoginSchema,
  ZPasswordChangeSchema,
  ZPasswordChangeServerSchema,
  ZProfilePatchBody,
  ZProfileUpdateSchema,
  ZReceiptUploadSchema,
  ZResourceSchema,
} from '../index';

const messagesOf = (schema: z.core.$ZodType, input: unknown) => {
  // zod's function form: takes the zod/mini session schemas too.
  const r = z.safeParse(schema, input);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};
const CC = MSG.common.controlCharacters;

describe('the text rule', () => {
  test('NUL, other C0 controls, DEL, C1 controls and lone surrogates are refused', () => {
    for (const c of ['\u0000', '\u0001', '\u0007', '\u001b', '\u007f', '\u0085', '\u009f', '\ud800', '\udfff']) {
      expect({ c, single: hasControlCharacters(`a${c}b`), multi: hasControlCharacters(`a${c}b`, { multiline: true }) }).toEqual({
        c,
        single: true,
        multi: true,
      });
    }
  });

  test('tab and line breaks only in multi-line text; letters, emoji and Turkish are fine', () => {
    for (const c of ['\t', '\n', '\r']) {
      expect(hasControlCharacters(`a${c}b`)).toBe(true);
      expect(hasControlCharacters(`a${c}b`, { multiline: true })).toBe(false);
    }
    expect(hasControlCharacters('Çağrı İŞÖÜ ğ 🚀 \u200d 中文')).toBe(false);
  });

  test('any string with a NUL fails every text schema with the Turkish field message', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        const text = `x${a}\u0000${b}`;
        expect(messagesOf(ZCompanySchema, { adi: text })).toContain(`adi: ${CC}`);
        expect(messagesOf(ZApplicationCreateSchema, { cagri: 1, proje_basligi: 'P', aciklama: text })).toContain(`aciklama: ${CC}`);
        expect(messagesOf(ZProfileUpdateSchema, { first_name: text })).toContain(`first_name: ${CC}`);
        expect(messagesOf(ZProfilePatchBody, { telefon: text })).toContain(`telefon: ${CC}`);
        expect(messagesOf(ZLoginBody, { username: text, password: 'x' })).toContain(`username: ${CC}`);
        expect(messagesOf(ZLoginSchema, { username: text, password: 'x' })).toContain(`username: ${CC}`);
        expect(messagesOf(ZAdminListQuery, { search: text })).toContain(`search: ${CC}`);
        expect(messagesOf(ZReceiptUploadSchema, { dekont_dosyasi: 'x', odeme_tarihi: '2025-01-01', aciklama: text })).toContain(`aciklama: ${CC}`);
      }),
      { numRuns: 100 },
    );
  });

  test('multi-line fields keep tabs and line breaks; single-line ones refuse them inside', () => {
    const call = { baslik: 'Çağrı', aciklama: 'Satır 1\r\n\tSatır 2', baslangic: '2025-01-01', bitis: '2025-02-01' };
    expect(messagesOf(ZCallFormSchema, call)).toEqual([]);
    expect(messagesOf(ZCallFormSchema, { ...call, baslik: 'Ça\nğrı' })).toEqual([`baslik: ${CC}`]);
    // Blanks around are trimmed first, as before.
    expect(messagesOf(ZCallFormSchema, { ...call, baslik: '\tÇağrı\n' })).toEqual([]);
  });

  test('a detail URL with a NUL in its path is refused (URL parsing alone would percent-encode it)', () => {
    const call = { baslik: 'Çağrı', baslangic: '2025-01-01', bitis: '2025-02-01', detay_url: 'https://example.test/a\u0000b' };
    expect(messagesOf(ZCallFormSchema, call)).toEqual([`detay_url: ${CC}`]);
  });
});

describe('numbers and dates within what the database holds', () => {
  test('capacity up to 2^31-1; beyond is refused', () => {
    expect(messagesOf(ZResourceSchema, { ad: 'Oda', kapasite: MAX_ID })).toEqual([]);
    for (const kapasite of [MAX_ID + 1, 2 ** 53, 1e300, '99999999999']) {
      expect(messagesOf(ZResourceSchema, { ad: 'Oda', kapasite }).length).toBeGreaterThan(0);
    }
  });

  test('typed dates take four-digit years from 1900 on', () => {
    for (const v of ['+200000-01-01', '-000001-01-01', '+002025-01-01', '0000-01-01', '0001-01-01', '1899-12-31', '20250101']) {
      expect({ v, valid: parseInputDate(v)?.isValid }).toEqual({ v, valid: false });
    }
    for (const v of ['1900-01-01', '2025-03-10', '2025-03-10T10:00:00+03:00', '2025-03-10 10:00:00', '9999-12-31']) {
      expect({ v, valid: parseInputDate(v)?.isValid }).toEqual({ v, valid: true });
    }
    expect(isValidDateOnly('0000-01-01')).toBe(false);
    const call = { baslik: 'Çağrı', baslangic: '+200000-01-01', bitis: '2025-02-01' };
    expect(messagesOf(ZCallFormSchema, call)).toEqual([`baslangic: ${MSG.common.invalidDate}`]);
    expect(availabilityWindow({ date: '0000-01-01' })).toBeNull();
    expect(availabilityWindow({ year: 0, month: 1 })).toBeNull();
    expect(availabilityWindow({ year: 2025, month: 1 })).not.toBeNull();
  });

  test('reservation times with expanded years are invalid times', () => {
    const now = DateTime.fromISO('2025-03-10T08:00:00', { zone: 'Europe/Istanbul' });
    const issues = validateReservationTimes({ baslangic: '+200000-01-01T10:00:00+03:00', bitis: '+200000-01-01T10:30:00+03:00', now });
    expect(issues.map((i) => i.message)).toEqual([MSG.reservation.invalidTime]);
  });
});

describe('passwords', () => {
  test('control characters are refused before the length is counted', () => {
    expect(checkNewPassword('Abcdef1!\u0000\u0000')).toBe(CC);
    expect(checkNewPassword('Abc\u0000def1!')).toBe(CC);
    expect(checkNewPassword('Abc\tdef1!')).toBe(CC);
  });

  test('a blank at either end is refused (so it never counts toward the minimum)', () => {
    for (const p of ['Ab1!x   ', '   Ab1!x', ' Abcdef1! ', 'Abcdef1!\u00a0']) expect(checkNewPassword(p)).toBe(MSG.password.surroundingBlanks);
    expect(checkNewPassword('Abc def1!')).toBeNull(); // a blank inside is a character like any other
  });

  test('the new password may not equal the current one (field error on new_password)', () => {
    const same = { current_password: 'Guclu.Sifre1', new_password: 'Guclu.Sifre1' };
    expect(messagesOf(ZPasswordChangeServerSchema, same)).toEqual([`new_password: ${MSG.password.sameAsCurrent}`]);
    expect(messagesOf(ZPasswordChangeSchema, { ...same, new_password_repeat: same.new_password })).toEqual([
      `new_password: ${MSG.password.sameAsCurrent}`,
    ]);
    expect(messagesOf(ZPasswordChangeServerSchema, { ...same, new_password: 'Guclu.Sifre2' })).toEqual([]);
  });
});

describe('slots that have started', () => {
  const now = DateTime.fromISO('2025-03-10T12:10:00', { zone: 'Europe/Istanbul' });
  const slot = (hh: string) => ({ start: `2025-03-10T${hh}:00+03:00`, end: DateTime.fromISO(`2025-03-10T${hh}:00+03:00`).plus({ minutes: 30 }) });
  test('earlier slots and the one under way have started; later ones not', () => {
    expect(hasSlotStarted(slot('09:00'), now)).toBe(true);
    expect(hasSlotStarted(slot('12:00'), now)).toBe(true);
    expect(hasSlotStarted(slot('12:30'), now)).toBe(false);
    expect(hasSlotStarted({ start: '2025-03-11T09:00:00+03:00' }, now)).toBe(false);
  });

  test('booking: passed today -> timeInPast, yesterday -> dateInPast, later today -> ok', () => {
    const times = (s: string, e: string) => validateReservationTimes({ baslangic: s, bitis: e, now }).map((i) => i.message);
    expect(times('2025-03-10T09:00:00+03:00', '2025-03-10T09:30:00+03:00')).toEqual([MSG.reservation.timeInPast]);
    expect(times('2025-03-09T10:00:00+03:00', '2025-03-09T10:30:00+03:00')).toEqual([MSG.reservation.dateInPast]);
    expect(times('2025-03-10T12:30:00+03:00', '2025-03-10T13:00:00+03:00')).toEqual([]);
  });
});
