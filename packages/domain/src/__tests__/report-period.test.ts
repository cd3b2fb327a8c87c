// The report period end rule (validation/report.ts): the last day of the start date's month.
import { describe, expect, test } from '@jest/globals';
import { raporDurumToCalisanDurum, RAPOR_DURUMLARI, reportPeriodEnd } from '..';

describe('reportPeriodEnd', () => {
  test.each([
    ['2025-03-10', '2025-03-31'],
    ['2025-02-10', '2025-02-28'],
    ['2024-02-01', '2024-02-29'],
    ['2025-04-30', '2025-04-30'],
    ['2025-12-31', '2025-12-31'],
    ['2026-01-01', '2026-01-31'],
    // The night the clocks changed in 2016 (Istanbul left DST for good): still the calendar month.
    ['2016-10-30', '2016-10-31'],
  ])('%s -> %s', (start, end) => {
    expect(reportPeriodEnd(start)).toBe(end);
    expect(reportPeriodEnd(start) >= start).toBe(true);
  });

  test('invalid dates throw (validate the start first)', () => {
    for (const bad of ['', '2025-02-30', '2025-2-1', '10.03.2025', 'x']) expect(() => reportPeriodEnd(bad)).toThrow(RangeError);
  });
});

test('every admin report status has its employee reading', () => {
  expect(RAPOR_DURUMLARI.map(raporDurumToCalisanDurum)).toEqual(['beklemede', 'beklemede', 'onaylandi', 'reddedildi']);
});
