// GET admin/cagrilar/?page=&page_size=&search=&aktif=&ordering= (spec 7 Admin)
import { api } from '@portal/api-client';
import type { Cagri, Paginated } from '@portal/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { toSearchParams } from '../../../lib/list-params';

export interface CagrilarQuery {
  page: number;
  page_size: number;
  search?: string;
  /** 'true' | 'false'; anything else is no filter. */
  aktif?: string;
  /** baslik | baslangic | bitis | olusturuldu, '-' for descending. */
  ordering?: string;
}

/** Every admin call query starts with this key: invalidating it refreshes every call list. */
export const CAGRILAR_KEY = ['admin', 'cagrilar'] as const;

export function getCagrilar(query: CagrilarQuery): Promise<Paginated<Cagri>> {
  const aktif = query.aktif === 'true' || query.aktif === 'false' ? query.aktif : undefined;
  return api.get('admin/cagrilar/', { searchParams: toSearchParams({ ...query, aktif }) }).json<Paginated<Cagri>>();
}

export function useCagrilar(query: CagrilarQuery) {
  return useQuery({
    queryKey: [...CAGRILAR_KEY, 'list', query],
    queryFn: () => getCagrilar(query),
    placeholderData: keepPreviousData,
  });
}
