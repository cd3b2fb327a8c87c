import { formatDate, type Rapor } from '@portal/domain';

/** The report's project title (flat field, else the nested application). */
export function projectOf(r: Rapor): string {
  return r.proje_basligi || r.basvuru?.proje_basligi || '-';
}

/** The applicant: the flat name, else the application's applicant, else its creator. */
export function applicantOf(r: Rapor): string {
  const creator = r.basvuru?.olusturan;
  const creatorName = creator ? `${creator.first_name} ${creator.last_name}`.trim() : '';
  return r.basvuran_adi || r.basvuru?.basvuran?.ad_soyad || creatorName || '-';
}

export function applicantEmailOf(r: Rapor): string | null {
  return r.basvuru?.basvuran?.email || r.basvuru?.olusturan?.email || null;
}

/** 'start - end' in the admin date format. */
export function periodOf(r: Rapor): string {
  const opts = { admin: true } as const;
  return `${formatDate(r.donem_baslangic, opts)} - ${formatDate(r.donem_bitis, opts)}`;
}
