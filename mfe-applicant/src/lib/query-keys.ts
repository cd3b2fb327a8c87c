// TanStack Query keys of the applicant remote, in one place so that one feature can invalidate
// another's data (a new application refreshes 'basvurular') without importing that feature.
import type { Id } from '@portal/domain';

export const queryKeys = {
  cagrilar: () => ['cagrilar'] as const,
  cagri: (id: Id) => ['cagrilar', id] as const,
  basvurular: () => ['basvurular'] as const,
  sirket: (id: Id) => ['sirketler', id] as const,
  basvuru: (id: Id) => ['basvurular', id] as const,
  raporlar: (basvuruId: Id) => ['raporlar', { basvuru: basvuruId }] as const,
  kaynaklar: () => ['kaynaklar'] as const,
  kaynak: (id: Id) => ['kaynaklar', id] as const,
  /** The caller's own reservations; every reservation query starts with this key. */
  rezervasyonlar: () => ['rezervasyonlar'] as const,
  rezervasyon: (id: Id) => ['rezervasyonlar', 'detail', id] as const,
  /** BEKLEME and ONAY times of one resource in one month (the calendar). */
  musaitlik: (kaynak: Id, year: number, month: number) => ['rezervasyonlar', 'musaitlik', kaynak, year, month] as const,
};
