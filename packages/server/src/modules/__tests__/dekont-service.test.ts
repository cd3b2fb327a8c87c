// The coverage grid's months and the previous month's dates: plain month arithmetic, across a year's end.
import { describe, expect, test } from '@jest/globals';
import { coverageMonths, previousMonth } from '../dekontlar/service';

describe('coverageMonths', () => {
  test('the months ending with the given one, oldest first, across a year boundary', () => {
    expect(coverageMonths(6, '2026-02')).toEqual(['2025-09', '2025-10', '2025-11', '2025-12', '2026-01', '2026-02']);
    expect(coverageMonths(1, '2026-12')).toEqual(['2026-12']);
    expect(coverageMonths(14, '2026-01')[0]).toBe('2024-12');
  });

  test('by default they end with the current month in Istanbul', () => {
    const istanbul = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul', year: 'numeric', month: '2-digit' }).format(new Date());
    expect(coverageMonths(3).at(-1)).toBe(istanbul.slice(0, 7));
  });

  test('the previous month: its name and its dates [from, to)', () => {
    expect(previousMonth('2026-01')).toEqual({ month: '2025-12', from: '2025-12-01', to: '2026-01-01' });
    expect(previousMonth('2026-11')).toEqual({ month: '2026-10', from: '2026-10-01', to: '2026-11-01' });
  });
});
