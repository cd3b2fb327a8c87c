// admin/kaynaklar/: the page list (filters from the URL, cleaned), create, replace and delete.
import { adminKaynaklarApi } from '@portal/api-client';
import { createAdminHooks } from '@portal/app-kit';

export interface KaynaklarQuery {
  page: number;
  page_size: number;
  search?: string;
  /** 'true' | 'false'; anything else is no filter. */
  aktif?: string;
  ordering?: string;
}

const kaynaklar = createAdminHooks(['admin', 'kaynaklar'], {
  ...adminKaynaklarApi,
  list: (q: KaynaklarQuery) => adminKaynaklarApi.list({ ...q, aktif: q.aktif === 'true' || q.aktif === 'false' ? q.aktif : undefined }),
});

export const KAYNAKLAR_KEY = kaynaklar.key;
export const useKaynaklar = kaynaklar.useList;
export const useSaveKaynak = kaynaklar.useSave;
export const useDeleteKaynak = kaynaklar.useDelete;
