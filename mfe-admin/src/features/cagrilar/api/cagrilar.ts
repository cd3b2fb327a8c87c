// admin/cagrilar/: the page list (filters from the URL, cleaned), create, replace and delete.
import { adminCagrilarApi } from '@portal/api-client';
import { createAdminHooks } from '@portal/app-kit';

export interface CagrilarQuery {
  page: number;
  page_size: number;
  search?: string;
  /** 'true' | 'false'; anything else is no filter. */
  aktif?: string;
  /** baslik | baslangic | bitis | olusturuldu, '-' for descending. */
  ordering?: string;
}

const cagrilar = createAdminHooks(['admin', 'cagrilar'], {
  ...adminCagrilarApi,
  list: (q: CagrilarQuery) => adminCagrilarApi.list({ ...q, aktif: q.aktif === 'true' || q.aktif === 'false' ? q.aktif : undefined }),
});

export const CAGRILAR_KEY = cagrilar.key;
export const useCagrilar = cagrilar.useList;
export const useSaveCagri = cagrilar.useSave;
export const useDeleteCagri = cagrilar.useDelete;
