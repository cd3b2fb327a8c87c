// Companies, admin side: the response shape and the deletion rule.
import { SIRKET_API_MESSAGES, type AdminSirket } from '@portal/domain';
import { ApiError } from '../../lib/errors';
import { isoIstanbul } from '../../lib/dates';
import type { Tx } from '../../lib/transaction';
import { deleteSirketRow, lockSirketForDelete, type AdminSirketRow } from './repository';

export function toAdminSirket(row: AdminSirketRow): AdminSirket {
  return {
    id: row.id,
    adi: row.adi,
    aktif: row.aktif,
    olusturuldu: isoIstanbul(row.olusturuldu),
    member_count: row.uyeler.length,
    uyeler: row.uyeler,
  };
}

/**
 * A company is deleted only while nothing of its members' work hangs on it: with applications or
 * receipts the answer is 409 with what is there (staff deactivate it instead), because deleting
 * would silently drop the receipts (CASCADE) and cut the applications loose (SET NULL). Without
 * them its memberships go with it, which the confirmation dialog says. false: no such company.
 */
export async function deleteSirket(tx: Tx, id: number): Promise<boolean> {
  const counts = await lockSirketForDelete(tx, id);
  if (!counts) return false;
  const parts = [
    ...(counts.applications > 0 ? [`${counts.applications} başvuru`] : []),
    ...(counts.receipts > 0 ? [`${counts.receipts} dekont`] : []),
  ];
  if (parts.length > 0) throw ApiError.detail(409, SIRKET_API_MESSAGES.hasData(parts));
  await deleteSirketRow(tx, id);
  return true;
}
