/** Helpers for list responses (spec 7: "a plain array or an object with results"). */
import type { ListResponse, Paginated } from './contracts/page';

export function isPaginated<T>(r: ListResponse<T> | null | undefined): r is Paginated<T> {
  return typeof r === 'object' && r !== null && !Array.isArray(r) && Array.isArray((r as Paginated<T>).results);
}

/** The items of a list response (null/undefined/garbage -> []). */
export function listResults<T>(r: ListResponse<T> | null | undefined): T[] {
  if (Array.isArray(r)) return r;
  return isPaginated(r) ? r.results : [];
}
