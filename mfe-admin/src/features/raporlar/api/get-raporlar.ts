// GET admin/raporlar/?page=&page_size=&search=&durum=&basvuru=&ordering= (spec 7 Admin)
import { api } from '@portal/api-client';
import { isRaporDurum, type Paginated, type Rapor } from '@portal/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { toSearchParams } from '../../../lib/list-params';

export interface RaporlarQuery {
  page: number;
  page_size: number;
  search?: string;
  /** One of RAPOR_DURUMLARI; anything else is no filter. */
  durum?: string;
  /** An application id; anything else is no filter. */
  basvuru?: string;
  /** proje_basligi | basvuran | donem_baslangic | durum | olusturuldu, '-' for descending. */
  ordering?: string;
}

/** Every admin report query starts with this key. */
export const RAPORLAR_KEY = ['admin', 'raporlar'] as const;

export function getRaporlar(query: RaporlarQuery): Promise<Paginated<Rapor>> {
  const durum = isRaporDurum(query.durum) ? query.durum : undefined;
  const basvuru = query.basvuru && /^\d+$/.test(query.basvuru) ? query.basvuru : undefined;
  return api
    .get('admin/raporlar/', { searchParams: toSearchParams({ ...query, durum, basvuru }) })
    .json<Paginated<Rapor>>();
}

export function useRaporlar(query: RaporlarQuery) {
  return useQuery({
    queryKey: [...RAPORLAR_KEY, 'list', query],
    queryFn: () => getRaporlar(query),
    placeholderData: keepPreviousData,
  });
}
