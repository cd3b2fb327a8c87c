import { isBasvuruEditable, type Basvuru } from '@portal/domain';

/** Where an application leads: a draft to its own page (to be completed and sent), any other to its reports. */
export function applicationPath(b: Pick<Basvuru, 'id' | 'durum'>): string {
  return isBasvuruEditable(b.durum) ? `/basvuru/${b.id}/duzenle` : `/basvuru/${b.id}/raporlar`;
}
