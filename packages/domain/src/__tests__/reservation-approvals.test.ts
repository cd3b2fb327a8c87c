// The approval guard and the availability window of reservations (spec 4 Reservation durum,
// 5 Reservation, 9). The property: whatever sequence of creations (BEKLEME, may overlap anything)
// and approvals arrives, an approval guarded by the domain's overlap rule (findApprovedConflict,
// the rule the database's exclusion constraint enforces) never yields two overlapping ONAY
// reservations of one resource.
import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { DateTime } from 'luxon';
import { availabilityWindow, findApprovedConflict, MSG, validateReservationTimes } from '../index';

const TZ = 'Europe/Istanbul';
const DAY = DateTime.fromISO('2031-03-11T00:00', { zone: TZ });

interface Model {
  id: number;
  kaynak: number;
  baslangic: string;
  bitis: string;
  durum: 'BEKLEME' | 'ONAY' | 'RED' | 'IPTAL';
  /** Slot indexes [from, to) for the independent check. */
  from: number;
  to: number;
}

const slotIso = (i: number) => DAY.set({ hour: 9 }).plus({ minutes: 30 * i }).toISO()!;

type Op =
  | { kind: 'create'; kaynak: number; from: number; length: number }
  | { kind: 'approve'; pick: number }
  | { kind: 'status'; pick: number; durum: 'BEKLEME' | 'RED' | 'IPTAL' };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('create' as const),
    kaynak: fc.integer({ min: 1, max: 3 }),
    from: fc.integer({ min: 0, max: 17 }),
    length: fc.integer({ min: 1, max: 6 }),
  }),
  fc.record({ kind: fc.constant('approve' as const), pick: fc.nat() }),
  fc.record({
    kind: fc.constant('status' as const),
    pick: fc.nat(),
    durum: fc.constantFrom('BEKLEME' as const, 'RED' as const, 'IPTAL' as const),
  }),
);

describe('approvals never yield two overlapping ONAY reservations (property)', () => {
  test('any sequence of creations, approvals and other status changes', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 80 }), (ops) => {
        const store: Model[] = [];
        for (const op of ops) {
          if (op.kind === 'create') {
            const to = Math.min(18, op.from + op.length);
            store.push({
              id: store.length + 1,
              kaynak: op.kaynak,
              baslangic: slotIso(op.from),
              bitis: slotIso(to),
              durum: 'BEKLEME',
              from: op.from,
              to,
            });
          } else if (store.length > 0) {
            const r = store[op.pick % store.length]!;
            if (op.kind === 'status') r.durum = op.durum;
            else {
              const sameResource = store.filter((x) => x.kaynak === r.kaynak);
              if (!findApprovedConflict(r, sameResource, r.id)) r.durum = 'ONAY';
            }
          }
        }
        // Independent check on slot indexes: half-open [from, to) intervals.
        const approved = store.filter((r) => r.durum === 'ONAY');
        for (const a of approved) {
          for (const b of approved) {
            if (a.id < b.id && a.kaynak === b.kaynak) expect(a.from < b.to && b.from < a.to).toBe(false);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  test('the guard matches the [) rule: touching ranges do not conflict, others and other states do not block', () => {
    const onay = { id: 1, baslangic: slotIso(2), bitis: slotIso(4), durum: 'ONAY' };
    expect(findApprovedConflict({ baslangic: slotIso(4), bitis: slotIso(5) }, [onay])).toBeUndefined();
    expect(findApprovedConflict({ baslangic: slotIso(0), bitis: slotIso(2) }, [onay])).toBeUndefined();
    expect(findApprovedConflict({ baslangic: slotIso(3), bitis: slotIso(5) }, [onay])).toBe(onay);
    expect(findApprovedConflict({ baslangic: slotIso(3), bitis: slotIso(5) }, [onay], 1)).toBeUndefined();
    expect(findApprovedConflict({ baslangic: slotIso(3), bitis: slotIso(5) }, [{ ...onay, durum: 'BEKLEME' }])).toBeUndefined();
    // validateReservationTimes uses the same guard
    expect(
      validateReservationTimes({ baslangic: slotIso(3), bitis: slotIso(5), now: DAY, reservations: [onay] }),
    ).toEqual([{ field: 'baslangic', message: MSG.reservation.slotOccupied }]);
  });
});

describe('availabilityWindow', () => {
  test('a month in Istanbul time', () => {
    const w = availabilityWindow({ year: 2031, month: 3 })!;
    expect(w.start.toISO()).toBe('2031-03-01T00:00:00.000+03:00');
    expect(w.end.toISO()).toBe('2031-04-01T00:00:00.000+03:00');
    const dec = availabilityWindow({ year: 2030, month: 12 })!;
    expect(dec.end.toISODate()).toBe('2031-01-01');
  });
  test('a day wins over the month', () => {
    const w = availabilityWindow({ year: 2031, month: 3, date: '2031-03-11' })!;
    expect(w.start.toISO()).toBe('2031-03-11T00:00:00.000+03:00');
    expect(w.end.toISO()).toBe('2031-03-12T00:00:00.000+03:00');
  });
  test('invalid input -> null', () => {
    expect(availabilityWindow({})).toBeNull();
    expect(availabilityWindow({ year: 2031 })).toBeNull();
    expect(availabilityWindow({ year: 2031, month: 13 })).toBeNull();
    expect(availabilityWindow({ date: '2031-02-30' })).toBeNull();
    expect(availabilityWindow({ date: '11.03.2031' })).toBeNull();
  });
});
