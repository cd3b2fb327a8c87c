// Companies: sirketler/{id}/ (with members for its owner), its employees' reports, and
// admin/sirketler/ (CRUD; list rows carry member_count and uyeler).
import { listResults } from '@portal/domain/core';
import type { AdminSirket, CalisanRaporu, Id, ListResponse, Sirket, SirketWritePayload } from '@portal/domain';
import { api } from '../client';
import { adminResource } from './admin-resource';

export const sirketlerApi = {
  /** GET sirketler/{id}/ */
  get(id: Id): Promise<Sirket> {
    return api.get(`sirketler/${id}/`).json<Sirket>();
  },
  /** GET sirketler/{id}/calisan-raporlari/: reports on the company's applications by its employees (its owner only). */
  async employeeReports(id: Id): Promise<CalisanRaporu[]> {
    return listResults(await api.get(`sirketler/${id}/calisan-raporlari/`).json<ListResponse<CalisanRaporu>>());
  },
};

const { list, create, update, remove } = adminResource<AdminSirket, SirketWritePayload>('sirketler');

export const adminSirketlerApi = {
  /** GET admin/sirketler/?page=&page_size=&search=&aktif=&ordering= */
  list,
  /** GET admin/sirketler/{id}/: the details dialog (members). */
  get: (id: Id): Promise<AdminSirket> => api.get(`admin/sirketler/${id}/`).json<AdminSirket>(),
  /** POST admin/sirketler/ {adi, aktif} */
  create,
  /** PUT admin/sirketler/{id}/ {adi, aktif} */
  update,
  /** DELETE admin/sirketler/{id}/: 409 {detail} while it has applications or receipts. */
  remove,
};
