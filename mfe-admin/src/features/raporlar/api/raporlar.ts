// admin/raporlar/: the page list (filters from the URL, cleaned), status changes and deletes.
import { adminRaporlarApi } from '@portal/api-client';
import { createAdminHooks } from '@portal/app-kit';
import { isRaporDurum } from '@portal/domain';

export interface RaporlarQuery {
  page: number;
  page_size: number;
  search?: string;
  /** One of RAPOR_DURUMLARI; anything else is no filter. */
  durum?: string;
  /** An application id; anything else is no filter. */
  basvuru?: string;
  /** proje_basligi | basvuran | donem_baslangic | durum | olusturuldu, '-' for descending. */
  ordering?: string;
}

const raporlar = createAdminHooks(['admin', 'raporlar'], {
  ...adminRaporlarApi,
  list: (q: RaporlarQuery) =>
    adminRaporlarApi.list({
      ...q,
      durum: isRaporDurum(q.durum) ? q.durum : undefined,
      basvuru: q.basvuru && /^\d+$/.test(q.basvuru) ? q.basvuru : undefined,
    }),
});

export const RAPORLAR_KEY = raporlar.key;
export const useRaporlar = raporlar.useList;
export const useDeleteRapor = raporlar.useDelete;
export const useUpdateRaporStatus = raporlar.useUpdateStatus;
