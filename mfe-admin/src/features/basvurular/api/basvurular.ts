// admin/basvurular/: the page list (filters from the URL, cleaned), status changes and deletes
// (its reports, assignments and reservations go with it), and the call filter's options.
import { adminBasvurularApi, adminCagrilarApi, adminMentorlerApi } from '@portal/api-client';
import { createAdminHooks } from '@portal/app-kit';
import { isBasvuruDurum, type Id } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';

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

const basvurular = createAdminHooks(['admin', 'basvurular'], {
  ...adminBasvurularApi,
  list: (q: BasvurularQuery) =>
    adminBasvurularApi.list({
      ...q,
      durum: isBasvuruDurum(q.durum) ? q.durum : undefined,
      cagri: q.cagri && /^\d+$/.test(q.cagri) ? q.cagri : undefined,
    }),
});

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
