import type { Id } from '@portal/domain';

/** An id of the URL (e.g. :basvuruId): a positive integer, else null. */
export function parseRouteId(raw: string | undefined): Id | null {
  if (raw === undefined || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
