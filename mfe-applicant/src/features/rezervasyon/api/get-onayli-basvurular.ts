// GET basvurular/ (spec 7), kept to the approved ones: only ONAY applications can book (spec 4).
// Features do not import each other: this reads the endpoint itself under the shared key, so the
// cache is the one /my-applications fills.
import { api } from '@portal/api-client';
import { isBasvuruUsableForReservation, listResults, type Basvuru, type ListResponse } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

export async function getBasvurular(): Promise<Basvuru[]> {
  const body = await api.get('basvurular/').json<ListResponse<Basvuru>>();
  return listResults(body);
}

const approvedOnly = (list: Basvuru[]): Basvuru[] => list.filter((b) => isBasvuruUsableForReservation(b.durum));

export function useOnayliBasvurular() {
  return useQuery({ queryKey: queryKeys.basvurular(), queryFn: getBasvurular, select: approvedOnly });
}
