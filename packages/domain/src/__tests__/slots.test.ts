import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { DateTime } from 'luxon';
import {
  daySlots,
  isOnSlotGrid,
  isWithinOpeningHours,
  monthGrid,
  monthTitle,
  overlaps,
  slotState,
  TR_MONTH_NAMES,
  TR_WEEKDAY_NAMES,
  validateReservationTimes,
  MSG,
} from '../index';

const TZ = 'Europe/Istanbul';
const t = (iso: string) => DateTime.fromISO(iso, { zone: TZ });

describe('spec 9 day slots', () => {
  test('spec 9 slots: 18 slots 09:00..17:30, last ends 18:00', () => {
    const slots = daySlots('2025-03-11');
    expect(slots).toHaveLength(18);
    expect(slots[0]?.label).toBe('09:00');
    expect(slots[17]?.label).toBe('17:30');
    expect(slots[17]?.end.toFormat('HH:mm')).toBe('18:00');
    expect(slots[0]?.start.zoneName).toBe(TZ);
  });
  test('daySlots: invalid date -> []', () => expect(daySlots('2025-02-30')).toEqual([]));

  test.each([
    ['spec 5 grid: 10:00 on grid', '2025-03-11T10:00:00', true],
    ['spec 5 grid: 10:30 on grid', '2025-03-11T10:30:00', true],
    ['spec 5 grid: 10:15 off grid', '2025-03-11T10:15:00', false],
    ['spec 5 grid: seconds off grid', '2025-03-11T10:30:01', false],
    ['spec 5 grid: UTC instant read in Istanbul (07:00Z = 10:00)', '2025-03-11T07:00:00Z', true],
    ['spec 5 grid: garbage', 'x', false],
  ])('%s', (_name, iso, expected) => expect(isOnSlotGrid(iso)).toBe(expected));

  test.each([
    ['spec 9 hours: 09:00-18:00 ok', '2025-03-11T09:00:00', '2025-03-11T18:00:00', true],
    ['spec 9 hours: 08:30 start out', '2025-03-11T08:30:00', '2025-03-11T09:30:00', false],
    ['spec 9 hours: ends 18:30 out', '2025-03-11T17:30:00', '2025-03-11T18:30:00', false],
    ['spec 9 hours: 17:30 without end -> default 30 min -> ok', '2025-03-11T17:30:00', undefined, true],
    ['spec 9 hours: 18:00 without end -> 18:30 -> out', '2025-03-11T18:00:00', undefined, false],
    ['spec 9 hours: next-day end out', '2025-03-11T17:00:00', '2025-03-12T10:00:00', false],
  ])('%s', (_name, s, e, expected) => expect(isWithinOpeningHours(s, e)).toBe(expected));
});

describe('spec 5 overlap ([) bounds, default minimum 30 minutes)', () => {
  test.each([
    ['spec 5 overlap: touching ranges do not overlap', ['10:00', '10:30'], ['10:30', '11:00'], false],
    ['spec 5 overlap: containment overlaps', ['10:00', '12:00'], ['10:30', '11:00'], true],
    ['spec 5 overlap: partial overlaps', ['10:00', '11:00'], ['10:30', '11:30'], true],
    ['spec 5 overlap: missing end = 30 minutes (overlaps at 10:15)', ['10:00', null], ['10:15', '10:45'], true],
    ['spec 5 overlap: missing end = 30 minutes (touches 10:30)', ['10:00', null], ['10:30', '11:00'], false],
    ['spec 5 overlap: shorter end stretched to 30 minutes', ['10:00', '10:10'], ['10:20', '10:40'], true],
  ] as const)('%s', (_name, a, b, expected) => {
    const r = (x: readonly [string, string | null]) => ({
      baslangic: `2025-03-11T${x[0]}:00+03:00`,
      bitis: x[1] ? `2025-03-11T${x[1]}:00+03:00` : null,
    });
    expect(overlaps(r(a), r(b))).toBe(expected);
    expect(overlaps(r(b), r(a))).toBe(expected);
  });

  test('property: a slot pair reported as non-overlapping never shares a 30-minute cell', () => {
    const day = t('2025-03-11T00:00:00');
    // ranges of whole grid cells: start cell 0..17, length 1..18 cells (may exceed the day: arithmetic only)
    const range = fc.record({ s: fc.integer({ min: 0, max: 17 }), len: fc.integer({ min: 1, max: 18 }) });
    fc.assert(
      fc.property(range, range, (a, b) => {
        const toR = (x: { s: number; len: number }) => ({
          start: day.set({ hour: 9 }).plus({ minutes: 30 * x.s }),
          end: day.set({ hour: 9 }).plus({ minutes: 30 * (x.s + x.len) }),
        });
        const cells = (x: { s: number; len: number }) => new Set(Array.from({ length: x.len }, (_, i) => x.s + i));
        const ca = cells(a);
        const shared = [...cells(b)].some((c) => ca.has(c));
        const reported = overlaps(toR(a), toR(b));
        if (!reported) expect(shared).toBe(false);
        expect(reported).toBe(shared);
      }),
      { numRuns: 500 },
    );
  });

  test('property: arbitrary minute ranges, non-overlap means disjoint minute sets', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 600 }),
        fc.integer({ min: 1, max: 200 }),
        fc.integer({ min: 0, max: 600 }),
        fc.integer({ min: 1, max: 200 }),
        (s1, l1, s2, l2) => {
          const base = t('2025-03-11T08:00:00');
          const a = { start: base.plus({ minutes: s1 }), end: base.plus({ minutes: s1 + l1 }) };
          const b = { start: base.plus({ minutes: s2 }), end: base.plus({ minutes: s2 + l2 }) };
          if (!overlaps(a, b)) {
            // effective lengths are at least 30 minutes
            const e1 = s1 + Math.max(l1, 30);
            const e2 = s2 + Math.max(l2, 30);
            expect(e1 <= s2 || e2 <= s1).toBe(true);
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  test('property: daySlots always yields 18 slots on the grid within opening hours', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true }), (d) => {
        const iso = DateTime.fromJSDate(d).setZone(TZ).toISODate() ?? '';
        const slots = daySlots(iso);
        expect(slots).toHaveLength(18);
        for (const s of slots) {
          expect(isOnSlotGrid(s.start)).toBe(true);
          expect(isOnSlotGrid(s.end)).toBe(true);
          expect(isWithinOpeningHours(s.start, s.end)).toBe(true);
          expect(s.end.diff(s.start, 'minutes').minutes).toBe(30);
          expect(s.start.toISODate()).toBe(iso);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('spec 2 slot states', () => {
  const slot = { start: '2025-03-11T10:00:00+03:00', end: '2025-03-11T10:30:00+03:00' };
  const r = (s: string, e: string, durum: string) => ({ baslangic: `2025-03-11T${s}:00+03:00`, bitis: `2025-03-11T${e}:00+03:00`, durum });
  test.each([
    ['spec 2 slot: nothing -> available', [], 'available'],
    ['spec 2 slot: overlaps ONAY -> occupied', [r('09:30', '10:30', 'ONAY')], 'occupied'],
    ['spec 2 slot: overlaps BEKLEME -> pending', [r('10:00', '11:00', 'BEKLEME')], 'pending'],
    ['spec 2 slot: ONAY wins over BEKLEME', [r('10:00', '11:00', 'BEKLEME'), r('10:00', '10:30', 'ONAY')], 'occupied'],
    ['spec 2 slot: RED and IPTAL ignored', [r('10:00', '11:00', 'RED'), r('10:00', '11:00', 'IPTAL')], 'available'],
    ['spec 2 slot: touching ONAY ignored ([) bounds)', [r('10:30', '11:00', 'ONAY')], 'available'],
  ] as const)('%s', (_name, reservations, expected) => expect(slotState(slot, reservations)).toBe(expected));
});

describe('spec 5 reservation time rules', () => {
  const now = t('2025-03-10T15:00:00');
  test.each([
    ['spec 5 times: missing start', { baslangic: '', bitis: '2025-03-11T10:00:00' }, [MSG.reservation.timesRequired]],
    ['spec 5 times: invalid', { baslangic: 'x', bitis: '2025-03-11T10:00:00' }, [MSG.reservation.invalidTime]],
    ['spec 5 times: ok', { baslangic: '2025-03-11T10:00:00', bitis: '2025-03-11T10:30:00' }, []],
    ['spec 5 times: past day and off-grid, both reported', { baslangic: '2025-03-09T10:10:00', bitis: '2025-03-09T11:00:00' }, [MSG.reservation.dateInPast, MSG.reservation.offGrid]],
    ['spec 5 times: end before start', { baslangic: '2025-03-11T11:00:00', bitis: '2025-03-11T10:00:00' }, [MSG.reservation.endNotAfterStart]],
  ])('%s', (_name, input, expected) => {
    expect(validateReservationTimes({ ...input, now }).map((i) => i.message)).toEqual(expected);
  });
  test('spec 5 times: occupied slots cannot be picked (own reservation excluded)', () => {
    const existing = [{ id: 9, baslangic: '2025-03-11T10:00:00', bitis: '2025-03-11T11:00:00', durum: 'ONAY' }];
    const input = { baslangic: '2025-03-11T10:30:00', bitis: '2025-03-11T11:30:00', now, reservations: existing };
    expect(validateReservationTimes(input).map((i) => i.message)).toEqual([MSG.reservation.slotOccupied]);
    expect(validateReservationTimes({ ...input, excludeId: 9 })).toEqual([]);
  });
});

describe('spec 9 calendar', () => {
  test('spec 9 calendar: weeks start on Sunday (March 2025 starts on a Saturday)', () => {
    const weeks = monthGrid(2025, 3);
    expect(weeks[0]?.[0]).toMatchObject({ date: '2025-02-23', inMonth: false, weekday: 0 });
    expect(weeks[0]?.[6]).toMatchObject({ date: '2025-03-01', inMonth: true });
    expect(weeks).toHaveLength(6);
    expect(weeks.every((w) => w.length === 7)).toBe(true);
    expect(weeks.at(-1)?.[6]?.date).toBe('2025-04-05');
  });
  test('spec 9 calendar: February 2026 fits in 4 weeks (starts on Sunday)', () => {
    const weeks = monthGrid(2026, 2);
    expect(weeks).toHaveLength(4);
    expect(weeks[0]?.[0]?.date).toBe('2026-02-01');
    expect(monthGrid(2026, 2, { fixedWeeks: true })).toHaveLength(6);
  });
  test('spec 9 calendar: Turkish month and day names, Sunday first', () => {
    expect(TR_MONTH_NAMES[0]).toBe('Ocak');
    expect(TR_MONTH_NAMES[7]).toBe('Ağustos');
    expect(TR_WEEKDAY_NAMES[0]).toBe('Pazar');
    expect(TR_WEEKDAY_NAMES[1]).toBe('Pazartesi');
    expect(TR_WEEKDAY_NAMES[6]).toBe('Cumartesi');
    expect(monthTitle(2025, 2)).toBe('Şubat 2025');
  });
});
