// GET rezervasyonlar/ (spec 7): the caller's own reservations (a plain array).
import { api } from '@portal/api-client';
import { listResults, type ListResponse, type Rezervasyon } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

export async function getRezervasyonlar(): Promise<Rezervasyon[]> {
  const body = await api.get('rezervasyonlar/').json<ListResponse<Rezervasyon>>();
  return listResults(body);
}

export function useRezervasyonlar() {
  return useQuery({ queryKey: [...queryKeys.rezervasyonlar(), 'own'], queryFn: getRezervasyonlar });
}
