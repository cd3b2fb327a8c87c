// GET rezervasyonlar/?kaynak={id}&month={m}&year={y} (spec 7): the BEKLEME and ONAY reservations of
// one resource in one month, only {baslangic, bitis, durum} — what the calendar marks as pending and
// occupied.
import { api } from '@portal/api-client';
import { listResults, type Id, type ListResponse, type RezervasyonAvailability } from '@portal/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

export async function getMusaitlik(kaynak: Id, year: number, month: number): Promise<RezervasyonAvailability[]> {
  const body = await api
    .get('rezervasyonlar/', { searchParams: { kaynak, month, year } })
    .json<ListResponse<RezervasyonAvailability>>();
  return listResults(body);
}

export function useMusaitlik(kaynak: Id | null, year: number, month: number) {
  return useQuery({
    queryKey: queryKeys.musaitlik(kaynak ?? 0, year, month),
    queryFn: () => getMusaitlik(kaynak as Id, year, month),
    enabled: kaynak !== null,
    placeholderData: keepPreviousData,
  });
}
