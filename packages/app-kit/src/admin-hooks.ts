// The admin family, client side: the TanStack Query hooks of an admin resource (its api-client
// `adminResource`), made once. The page's list is kept while the next page loads, and every change
// refreshes every query of the resource (lists, options), whose keys all start with `key`.
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { Id, Paginated } from '@portal/domain';

/** The calls of an admin resource the hooks use (what @portal/api-client's adminResource gives). */
export interface AdminResourceCalls<Item, Payload, Durum extends string, Params> {
  list(params: Params): Promise<Paginated<Item>>;
  create(payload: Payload): Promise<Item>;
  update(id: Id, payload: Payload): Promise<Item>;
  remove(id: Id): Promise<void>;
  updateStatus(id: Id, durum: Durum, note?: string): Promise<Item>;
  /** A row's quick approve/reject, guarded by the status the row showed (409 when it moved on). */
  quickDecide?(id: Id, durum: Durum, note?: string): Promise<Item>;
  /** Many waiting records approved or rejected at once, with one note. */
  bulkStatus?(ids: readonly Id[], durum: Durum, note?: string): Promise<unknown>;
}

/** Refreshes every query under each of `keys`: for a change that several screens' lists show. */
export function useInvalidateKeys(keys: readonly QueryKey[]) {
  const queryClient = useQueryClient();
  return () => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

export function createAdminHooks<Item, Payload, Durum extends string, Params>(
  key: QueryKey,
  resource: AdminResourceCalls<Item, Payload, Durum, Params>,
) {
  const useInvalidate = () => useInvalidateKeys([key]);
  return {
    key,
    /** One page of the list; the previous page stays on screen while the next one loads. */
    useList(params: Params) {
      return useQuery({ queryKey: [...key, 'list', params], queryFn: () => resource.list(params), placeholderData: keepPreviousData });
    },
    /** Create (id null) or replace. */
    useSave() {
      const invalidate = useInvalidate();
      return useMutation({
        mutationFn: ({ id, payload }: { id: Id | null; payload: Payload }) => (id === null ? resource.create(payload) : resource.update(id, payload)),
        onSuccess: invalidate,
      });
    },
    useDelete() {
      const invalidate = useInvalidate();
      return useMutation({ mutationFn: (id: Id) => resource.remove(id), onSuccess: invalidate });
    },
    useUpdateStatus() {
      const invalidate = useInvalidate();
      return useMutation({ mutationFn: ({ id, durum, note }: { id: Id; durum: Durum; note?: string }) => resource.updateStatus(id, durum, note), onSuccess: invalidate });
    },
    /** Quick approve/reject (guarded when the resource has quickDecide); the list refreshes either way. */
    useQuickDecide() {
      const invalidate = useInvalidate();
      return useMutation({
        mutationFn: ({ id, durum, note }: { id: Id; durum: Durum; note?: string }) =>
          resource.quickDecide ? resource.quickDecide(id, durum, note) : resource.updateStatus(id, durum, note),
        onSettled: invalidate,
      });
    },
    /** A bulk decision (the resource's bulkStatus); the list refreshes either way. */
    useBulkStatus() {
      const invalidate = useInvalidate();
      return useMutation({
        mutationFn: ({ ids, durum, note }: { ids: readonly Id[]; durum: Durum; note?: string }) => {
          if (!resource.bulkStatus) throw new Error('This resource has no bulk decision.');
          return resource.bulkStatus(ids, durum, note);
        },
        onSettled: invalidate,
      });
    },
  };
}
