import type { Id } from '@portal/domain';
import { useParams } from 'react-router-dom';

/** An id of the URL (e.g. :basvuruId): a positive integer, else null. */
export function parseRouteId(raw: string | undefined): Id | null {
  if (raw === undefined || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The id the current route names `param` (e.g. 'basvuruId' of /basvuru/:basvuruId/raporlar), or null when it is not one. */
export function useRouteId(param: string): Id | null {
  return parseRouteId(useParams()[param]);
}
