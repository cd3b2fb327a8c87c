// The mentor evaluations of the caller's own applications (the server answers only those).
import { degerlendirmelerApi } from '@portal/api-client';
import { useQuery } from '@tanstack/react-query';

export const degerlendirmeKeys = {
  all: () => ['degerlendirmeler'] as const,
};

export function useDegerlendirmeler() {
  return useQuery({ queryKey: degerlendirmeKeys.all(), queryFn: () => degerlendirmelerApi.list() });
}
