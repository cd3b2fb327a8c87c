// admin/rezervasyonlar/: the page list (filters from the URL, cleaned), status changes and deletes,
// and the resource filter's options.
import { adminKaynaklarApi, adminRezervasyonlarApi } from '@portal/api-client';
import { ZRezervasyonAdminListQuery } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { adminListHooks } from '../../../lib/list-query';

const rezervasyonlar = adminListHooks('rezervasyonlar', adminRezervasyonlarApi, ZRezervasyonAdminListQuery);

export const REZERVASYONLAR_KEY = rezervasyonlar.key;
export const useRezervasyonlar = rezervasyonlar.useList;
export const useUpdateRezervasyonStatus = rezervasyonlar.useUpdateStatus;
/** Quick approve/reject: only while the reservation still waits (a cancel may have won). */
export const useQuickDecideRezervasyon = rezervasyonlar.useQuickDecide;
export const useDeleteRezervasyon = rezervasyonlar.useDelete;

/** The resources of the resource filter (the server's largest page). */
export function useKaynakOptions() {
  return useQuery({
    queryKey: ['admin', 'kaynaklar', 'options'],
    queryFn: async () => (await adminKaynaklarApi.list({ page_size: 100, ordering: 'ad' })).results.map((k) => ({ id: k.id, ad: k.ad })),
  });
}
export const useBulkRezervasyonStatus = rezervasyonlar.useBulkStatus;
