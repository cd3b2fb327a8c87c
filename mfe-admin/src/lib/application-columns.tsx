// The columns of the admin lists whose rows belong to one application (applications, reports): the
// project first (cut, sorted by its title), the applicant and their e-mail, which fold into the row's
// detail in a narrower box, and 'Tarih', the day the row was sent.
import { DateText, type DataTableColumn } from '@portal/ui';

/** Where a row finds its application's project and applicant. */
export interface ApplicationOf<T> {
  /** The project column's header ('Proje Başlığı' for an application, 'Proje' for a report). */
  projectHeader: string;
  project: (row: T) => string;
  applicant: (row: T) => string | null | undefined;
  email: (row: T) => string | null | undefined;
}

/** Project, applicant and e-mail, in that order; a missing name or e-mail shows '-'. */
export function applicationColumns<T>({ projectHeader, project, applicant, email }: ApplicationOf<T>): DataTableColumn<T>[] {
  return [
    { key: 'proje', header: projectHeader, sortKey: 'proje_basligi', truncate: { base: '10rem', md: '14rem', '2xl': '20rem' }, cell: project },
    { key: 'basvuran', header: 'Başvuran', sortKey: 'basvuran', priority: 'medium', truncate: '10rem', cell: (row) => applicant(row) || '-' },
    { key: 'email', header: 'E-posta', priority: 'low', truncate: '14rem', cell: (row) => email(row) || '-' },
  ];
}

/** 'Tarih': the day the row was created, sortable. */
export function createdColumn<T extends { olusturuldu: string | null }>(): DataTableColumn<T> {
  return { key: 'tarih', header: 'Tarih', sortKey: 'olusturuldu', priority: 'medium', cell: (row) => <DateText value={row.olusturuldu} variant="admin" /> };
}
