// GET admin/basvurular/?page=&page_size=&search=&durum=&cagri=&ordering= (spec 7 Admin)
import { api } from '@portal/api-client';
import { isBasvuruDurum, type Basvuru, type Paginated } from '@portal/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { toSearchParams } from '../../../lib/list-params';

export interface BasvurularQuery {
  page: number;
  page_size: number;
  search?: string;
  /** One of BASVURU_DURUMLARI; anything else is no filter. */
  durum?: string;
  /** A call id; anything else is no filter. */
  cagri?: string;
  /** id | proje_basligi | basvuran | sirket | cagri | durum | olusturuldu, '-' for descending. */
  ordering?: string;
}

/** Every admin application query starts with this key. */
export const BASVURULAR_KEY = ['admin', 'basvurular'] as const;

export function getBasvurular(query: BasvurularQuery): Promise<Paginated<Basvuru>> {
  const durum = isBasvuruDurum(query.durum) ? query.durum : undefined;
  const cagri = query.cagri && /^\d+$/.test(query.cagri) ? query.cagri : undefined;
  return api
    .get('admin/basvurular/', { searchParams: toSearchParams({ ...query, durum, cagri }) })
    .json<Paginated<Basvuru>>();
}

export function useBasvurular(query: BasvurularQuery) {
  return useQuery({
    queryKey: [...BASVURULAR_KEY, 'list', query],
    queryFn: () => getBasvurular(query),
    placeholderData: keepPreviousData,
  });
}
