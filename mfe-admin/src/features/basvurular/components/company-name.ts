import type { Basvuru } from '@portal/domain';

/** The company of an application: the linked company, else the applicant's own firm name. */
export function companyName(b: Basvuru): string {
  return b.sirket?.adi || b.sirket_adi || b.basvuran?.firma_adi || '-';
}
