// admin/sirketler/: the page list, create/edit, delete, one company with its members, and the
// company pickers' options (the server's largest page). Every change refreshes every query under
// ['admin', 'sirketler'] and the users' list (memberships show there too).
import { adminSirketlerApi } from '@portal/api-client';
import type { Id, SirketWritePayload } from '@portal/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export interface SirketlerQuery {
  page: number;
  page_size: number;
  search?: string;
  ordering?: string;
  aktif?: string;
}

export const SIRKETLER_KEY = ['admin', 'sirketler'] as const;

export function useSirketler(q: SirketlerQuery) {
  const params = { ...q, aktif: q.aktif === 'true' || q.aktif === 'false' ? q.aktif : undefined };
  return useQuery({ queryKey: [...SIRKETLER_KEY, 'list', params], queryFn: () => adminSirketlerApi.list(params), placeholderData: keepPreviousData });
}

function useInvalidate() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: SIRKETLER_KEY }),
      client.invalidateQueries({ queryKey: ['admin', 'users'] }),
      client.invalidateQueries({ queryKey: ['admin', 'dashboard'] }),
    ]);
}

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
