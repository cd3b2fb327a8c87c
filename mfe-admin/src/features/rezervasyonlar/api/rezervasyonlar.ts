// admin/rezervasyonlar/: the page list (filters from the URL, cleaned), status changes and deletes,
// and the resource filter's options.
import { adminKaynaklarApi, adminRezervasyonlarApi } from '@portal/api-client';
import { createAdminHooks } from '@portal/app-kit';
import { isRezervasyonDurum } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';

export interface RezervasyonlarQuery {
  page: number;
  page_size: number;
  search?: string;
  durum?: string;
  kaynak?: string;
  /** 'YYYY-MM-DD' */
  baslangic_gte?: string;
  baslangic_lte?: string;
  ordering?: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

const rezervasyonlar = createAdminHooks(['admin', 'rezervasyonlar'], {
  ...adminRezervasyonlarApi,
  list: (q: RezervasyonlarQuery) =>
    adminRezervasyonlarApi.list({
      ...q,
      durum: isRezervasyonDurum(q.durum) ? q.durum : undefined,
      kaynak: q.kaynak && /^\d+$/.test(q.kaynak) ? q.kaynak : undefined,
      baslangic_gte: q.baslangic_gte && DATE.test(q.baslangic_gte) ? q.baslangic_gte : undefined,
      baslangic_lte: q.baslangic_lte && DATE.test(q.baslangic_lte) ? q.baslangic_lte : undefined,
    }),
});

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
