// GET admin/cagrilar/?page_size=100: the calls of the applications' call filter (the server's
// largest page). Features do not import each other, so this feature reads the endpoint itself; the
// key starts with the calls' key, so saving a call refreshes these options too.
import { api } from '@portal/api-client';
import type { Cagri, Paginated } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';

export const CAGRI_OPTIONS_PAGE_SIZE = 100;

export interface CagriOption {
  id: number;
  baslik: string;
}

export async function getCagriOptions(): Promise<CagriOption[]> {
  const page = await api
    .get('admin/cagrilar/', { searchParams: { page_size: CAGRI_OPTIONS_PAGE_SIZE, ordering: 'baslik' } })
    .json<Paginated<Cagri>>();
  return page.results.map((c) => ({ id: c.id, baslik: c.baslik }));
}

export function useCagriOptions() {
  return useQuery({ queryKey: ['admin', 'cagrilar', 'options'], queryFn: getCagriOptions });
}
