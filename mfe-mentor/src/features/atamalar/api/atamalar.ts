// The signed-in mentor's work queue (GET atamalar/queue/: the active assignments, what needs the
// mentor first, each with why).
import { atamalarApi } from '@portal/api-client';
import { useQuery } from '@tanstack/react-query';

export const atamaKeys = {
  all: () => ['atamalar'] as const,
  queue: () => ['atamalar', 'queue'] as const,
};

export function useMentorQueue() {
  return useQuery({ queryKey: atamaKeys.queue(), queryFn: () => atamalarApi.queue() });
}
