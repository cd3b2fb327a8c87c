// The signed-in mentor's own assignments (GET atamalar/ answers a mentor with theirs).
import { atamalarApi } from '@portal/api-client';
import { useQuery } from '@tanstack/react-query';

export const atamaKeys = {
  mine: () => ['atamalar', 'mine'] as const,
};

export function useMyAtamalar() {
  return useQuery({ queryKey: atamaKeys.mine(), queryFn: () => atamalarApi.list() });
}
