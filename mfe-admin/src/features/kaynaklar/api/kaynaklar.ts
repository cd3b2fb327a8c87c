// admin/kaynaklar/: the page list (filters from the URL, cleaned), create, replace and delete.
import { adminKaynaklarApi } from '@portal/api-client';
import { ZKaynakAdminListQuery } from '@portal/domain';
import { adminListHooks } from '../../../lib/list-query';

const kaynaklar = adminListHooks('kaynaklar', adminKaynaklarApi, ZKaynakAdminListQuery);

export const KAYNAKLAR_KEY = kaynaklar.key;
export const useKaynaklar = kaynaklar.useList;
export const useSaveKaynak = kaynaklar.useSave;
export const useDeleteKaynak = kaynaklar.useDelete;
