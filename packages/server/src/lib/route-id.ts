// Path ids: a malformed or out-of-range id (not a positive 32-bit integer) answers 404 like an
// unknown one, as a DRF `<int:pk>` route does; it never reaches the database as an overflow (500).
import { MAX_ID } from '@portal/domain';
import { ApiError } from './errors';

export function routeId(raw: string): number {
  if (!/^[1-9]\d{0,9}$/.test(raw)) throw ApiError.notFound();
  const id = Number(raw);
  if (id > MAX_ID) throw ApiError.notFound();
  return id;
}
