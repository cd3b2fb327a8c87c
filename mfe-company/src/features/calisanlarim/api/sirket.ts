// The owner's company with its members (GET sirketler/{id}/).
import { sirketlerApi } from '@portal/api-client';
import type { Id } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';

export const sirketKey = (sirketId: Id) => ['sirketler', sirketId] as const;

/** `sirketId` null = no company (or not an owner): nothing is fetched. */
export function useSirket(sirketId: Id | null) {
  return useQuery({
    queryKey: sirketKey(sirketId ?? 0),
    queryFn: () => sirketlerApi.get(sirketId as Id),
    enabled: sirketId !== null,
  });
}
