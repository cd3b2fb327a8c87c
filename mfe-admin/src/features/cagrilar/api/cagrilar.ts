// admin/cagrilar/: the page list (filters from the URL, cleaned), create, replace and delete; a
// call's application form.
import { adminCagriFormuApi, adminCagrilarApi } from '@portal/api-client';
import { ZCagriAdminListQuery, type FormTanimiInput, type Id } from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminListHooks } from '../../../lib/list-query';

const cagrilar = adminListHooks('cagrilar', adminCagrilarApi, ZCagriAdminListQuery);

export const CAGRILAR_KEY = cagrilar.key;
export const useCagrilar = cagrilar.useList;
export const useSaveCagri = cagrilar.useSave;
export const useDeleteCagri = cagrilar.useDelete;

/** A call's application form (admin/cagrilar/{id}/form/): its current version, and saving it. */
export function useCagriFormu(id: Id) {
  return useQuery({ queryKey: [...CAGRILAR_KEY, 'form', id], queryFn: () => adminCagriFormuApi.get(id) });
}
export function useSaveCagriFormu(id: Id) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (tanim: FormTanimiInput) => adminCagriFormuApi.save(id, tanim),
    onSuccess: (saved) => client.setQueryData([...CAGRILAR_KEY, 'form', id], saved),
  });
}
