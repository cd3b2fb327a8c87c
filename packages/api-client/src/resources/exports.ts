// Admin list exports: admin/<noun>/export/?format=csv|xlsx&<the list's query> (staff).
import type { ExportFormat } from '@portal/domain';
import { fetchFile, type DownloadedFile } from '../download';
import type { ListParams } from './admin-resource';

/** The admin lists that export (the noun of their URL). */
export const ADMIN_EXPORT_LISTS = [
  'basvurular',
  'cagrilar',
  'raporlar',
  'kaynaklar',
  'rezervasyonlar',
  'users',
  'sirketler',
  'mentorler',
  'mentor-atamalari',
  'dekontlar',
  'degerlendirmeler',
] as const;
export type AdminExportList = (typeof ADMIN_EXPORT_LISTS)[number];

export const adminExportApi = {
  /** GET admin/<list>/export/?format=&<query>: the list's current filters, search and ordering; paging is ignored. */
  download(list: AdminExportList, format: ExportFormat, query: ListParams): Promise<DownloadedFile> {
    const { page: _page, page_size: _pageSize, ...rest } = query;
    return fetchFile(`admin/${list}/export/`, { ...rest, format }, `${list}.${format}`);
  },
};
