// admin/sirketler/: the page list, create/edit, delete, one company with its members, and the
// company picker's options (the server's largest page).
import { adminSirketlerApi } from '@portal/api-client';
import { createAdminHooks } from '@portal/app-kit';
import type { Id } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';

export interface SirketlerQuery {
  page: number;
  page_size: number;
  search?: string;
  ordering?: string;
  aktif?: string;
}

const sirketler = createAdminHooks(['admin', 'sirketler'], {
  ...adminSirketlerApi,
  list: (q: SirketlerQuery) => adminSirketlerApi.list({ ...q, aktif: q.aktif === 'true' || q.aktif === 'false' ? q.aktif : undefined }),
});

export const SIRKETLER_KEY = sirketler.key;
export const useSirketler = sirketler.useList;
export const useSaveSirket = sirketler.useSave;
export const useDeleteSirket = sirketler.useDelete;

/** One company with its members (the details dialog). */
export function useSirketDetail(id: Id) {
  return useQuery({ queryKey: [...SIRKETLER_KEY, 'detail', id], queryFn: () => adminSirketlerApi.get(id) });
}

/** The companies of the company pickers. */
export function useSirketOptions() {
  return useQuery({
    queryKey: [...SIRKETLER_KEY, 'options'],
    queryFn: async () => (await adminSirketlerApi.list({ page_size: 100, ordering: 'adi' })).results.map((s) => ({ id: s.id, adi: s.adi })),
  });
}
