import { describe, expect, test } from '@jest/globals';
import { matchesSearch } from '..';

describe('matchesSearch (Turkish-aware, shared by the remotes)', () => {
  test('blank query matches; case folding of İ/i and I/ı', () => {
    expect(matchesSearch('  ', null)).toBe(true);
    expect(matchesSearch('ışık', 'İpek IŞIK')).toBe(true);
    expect(matchesSearch('ALİ', 'Ali Kaya')).toBe(true);
    expect(matchesSearch('ihracat', 'İhracat Hızlandırma')).toBe(true);
    expect(matchesSearch('yok', 'Ali', undefined, null)).toBe(false);
  });
});
