// A call's rubric (admin/cagrilar/{id}/olcutler/), its ranking (siralama/) and an application's
// criterion table (admin/basvurular/{id}/olcut-puanlari/). A saved rubric is read again with the
// ranking of its call.
import { adminOlcutlerApi } from '@portal/api-client';
import type { Id, RubricSavePayload } from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const olcutKeys = {
  all: () => ['admin', 'olcutler'] as const,
  rubric: (cagriId: Id) => ['admin', 'olcutler', 'cagri', cagriId] as const,
  ranking: (cagriId: Id) => ['admin', 'olcutler', 'siralama', cagriId] as const,
  application: (basvuruId: Id) => ['admin', 'olcutler', 'basvuru', basvuruId] as const,
};

export function useRubric(cagriId: Id) {
  return useQuery({ queryKey: olcutKeys.rubric(cagriId), queryFn: () => adminOlcutlerApi.get(cagriId) });
}

export function useSaveRubric(cagriId: Id) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: RubricSavePayload) => adminOlcutlerApi.save(cagriId, payload),
    onSuccess: (saved) => {
      queryClient.setQueryData(olcutKeys.rubric(cagriId), saved);
      return queryClient.invalidateQueries({ queryKey: olcutKeys.ranking(cagriId) });
    },
  });
}

export function useCallRanking(cagriId: Id) {
  return useQuery({ queryKey: olcutKeys.ranking(cagriId), queryFn: () => adminOlcutlerApi.ranking(cagriId) });
}

export function useApplicationCriterionScores(basvuruId: Id) {
  return useQuery({ queryKey: olcutKeys.application(basvuruId), queryFn: () => adminOlcutlerApi.applicationScores(basvuruId), staleTime: 0 });
}
