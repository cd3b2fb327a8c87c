// Resources: the rule of deleting one.
import { KAYNAK_API_MESSAGES } from '@portal/domain';
import { ApiError } from '../../lib/errors';
import type { Tx } from '../../lib/transaction';
import { approvedUpcomingReservationCount, deleteKaynak, lockKaynak } from './repository';

/**
 * DELETE admin/kaynaklar/{id}/: never cancels a booking people count on. While the resource has
 * approved (ONAY) reservations that have not ended, 409 with their number (`onayli_rezervasyon_sayisi`):
 * staff cancel them first, or deactivate the resource. Its other reservations (past, waiting,
 * rejected, cancelled) go with it. The resource is locked first, so no approval slips in between.
 */
export async function deleteKaynakUnlessBooked(tx: Tx, id: number): Promise<boolean> {
  if (!(await lockKaynak(tx, id))) return false;
  const count = await approvedUpcomingReservationCount(tx, id);
  if (count > 0) throw ApiError.detail(409, KAYNAK_API_MESSAGES.hasApprovedReservations(count), { onayli_rezervasyon_sayisi: count });
  return deleteKaynak(tx, id);
}
