// The day's slots on the calendar: today's slots that have started are past and cannot be picked,
// as the server refuses them; later ones keep their reservation state.
import { describe, expect, test } from '@jest/globals';
import { daySlots } from '@portal/domain';
import { calendarSlotStates, EMPTY_SELECTION, isSlotDisabled, slotName } from '../slot-calendar';

describe('past slots of today', () => {
  const slots = daySlots('2025-03-10');
  const now = new Date('2025-03-10T12:10:00+03:00');
  const reservations = [{ baslangic: '2025-03-10T14:00:00+03:00', bitis: '2025-03-10T14:30:00+03:00', durum: 'ONAY' }];

  test('slots that started before now are past, the rest keep their state', () => {
    const states = calendarSlotStates(slots, reservations, now);
    expect(states.slice(0, 7)).toEqual(Array(7).fill('past')); // 09:00 .. 12:00 (under way)
    expect(states[7]).toBe('available'); // 12:30
    expect(states[10]).toBe('occupied'); // 14:00
  });

  test('past slots are disabled and named so', () => {
    const states = calendarSlotStates(slots, reservations, now);
    expect(isSlotDisabled(0, states, EMPTY_SELECTION)).toBe(true);
    expect(isSlotDisabled(7, states, EMPTY_SELECTION)).toBe(false);
    expect(slotName(slots[0]!, states[0]!)).toBe('09:00 - geçmiş');
  });

  test('another day has no past slots', () => {
    expect(calendarSlotStates(daySlots('2025-03-11'), [], now)).not.toContain('past');
  });
});
