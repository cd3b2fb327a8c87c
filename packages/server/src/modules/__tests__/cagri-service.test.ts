import { expect, test } from '@jest/globals';
import { isCallActive } from '@portal/domain';
import type { CagriRow } from '../cagrilar/repository';
import { toCagri } from '../cagrilar/service';

test('acik_mi by instants agrees with the domain rule (isCallActive) on the ISO string', () => {
  const now = new Date('2026-03-10T12:00:00.000Z');
  const ends = [null, '2026-03-10T12:00:00.000Z', '2026-03-10T12:00:00.001Z', '2026-03-10T11:59:59.999Z', '2020-01-01T00:00:00Z', '2030-01-01T00:00:00Z'];
  for (const aktif of [true, false]) {
    for (const end of ends) {
      const row = { id: 1, baslik: 'b', aciklama: '', baslangic: null, bitis: end ? new Date(end) : null, aktif, detay_url: null, olusturuldu: now } as unknown as CagriRow;
      const cagri = toCagri(row, now);
      expect([aktif, end, cagri.acik_mi]).toEqual([aktif, end, isCallActive({ aktif, bitis: cagri.bitis }, now)]);
    }
  }
});
