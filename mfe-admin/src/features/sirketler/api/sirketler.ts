// admin/sirketler/: the page list, create/edit, delete, one company with its members, and the
// company pickers' options (the server's largest page). Every change refreshes every query under
// ['admin', 'sirketler'] and the users' list (memberships show there too).
import { adminSirketlerApi } from '@portal/api-client';
import { ZSirketAdminListQuery, type Id, type SirketWritePayload } from '@portal/domain';
import { useInvalidateKeys } from '@portal/app-kit';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { AdminListQuery } from '../../../lib/admin-list';
import { cleanListQuery } from '../../../lib/list-query';

export const SIRKETLER_KEY = ['admin', 'sirketler'] as const;

export function useSirketler(q: AdminListQuery<'aktif'>) {
  const params = cleanListQuery(ZSirketAdminListQuery, q);
  return useQuery({ queryKey: [...SIRKETLER_KEY, 'list', params], queryFn: () => adminSirketlerApi.list(params), placeholderData: keepPreviousData });
}

const useInvalidate = () => useInvalidateKeys([SIRKETLER_KEY, ['admin', 'users'], ['admin', 'dashboard']]);

/** Create (id null) or replace. */
export function useSaveSirket() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, payload }: { id: Id | null; payload: SirketWritePayload }) =>
      id === null ? adminSirketlerApi.create(payload) : adminSirketlerApi.update(id, payload),
    onSuccess: invalidate,
  });
}

export function useDeleteSirket() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (id: Id) => adminSirketlerApi.remove(id), onSuccess: invalidate });
}

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
