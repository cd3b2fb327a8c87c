// admin/basvurular/: the page list (filters from the URL, cleaned), status changes and deletes
// (its reports, assignments and reservations go with it), and the call filter's options.
import { adminBasvurularApi, adminCagrilarApi, adminMentorlerApi, basvurularApi } from '@portal/api-client';
import { ZBasvuruAdminListQuery, type Id } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { adminListHooks } from '../../../lib/list-query';

const basvurular = adminListHooks('basvurular', adminBasvurularApi, ZBasvuruAdminListQuery);

export const BASVURULAR_KEY = basvurular.key;
export const useBasvurular = basvurular.useList;
export const useDeleteBasvuru = basvurular.useDelete;
export const useUpdateBasvuruStatus = basvurular.useUpdateStatus;

/** The server's largest page: the call filter offers every call. */
export const CAGRI_OPTIONS_PAGE_SIZE = 100;

/** The calls of the call filter; the key starts with the calls' key, so saving a call refreshes them too. */
export function useCagriOptions() {
  return useQuery({
    queryKey: ['admin', 'cagrilar', 'options'],
    queryFn: async () => {
      const page = await adminCagrilarApi.list({ page_size: CAGRI_OPTIONS_PAGE_SIZE, ordering: 'baslik' });
      return page.results.map((c) => ({ id: c.id, baslik: c.baslik }));
    },
  });
}

/** Whether the mentors' evaluations of an application disagree (null below two evaluations). */
export function useBasvuruConsensus(id: Id) {
  return useQuery({
    queryKey: ['admin', 'mentorler', 'consensus', id],
    queryFn: () => adminMentorlerApi.consensus(id),
    select: (answer) => answer.consensus,
  });
}
export const useBulkBasvuruStatus = basvurular.useBulkStatus;

/** One application as its detail reads it (GET basvurular/{id}/): with its answers to the call's form. */
export function useBasvuruDetay(id: Id) {
  return useQuery({ queryKey: [...BASVURULAR_KEY, 'detail', id], queryFn: () => basvurularApi.get(id) });
}
