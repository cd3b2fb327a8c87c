// Companies: sirketler/{id}/ (with members for its owner) and its employees' reports.
import { listResults, type CalisanRaporu, type Id, type ListResponse, type Sirket } from '@portal/domain';
import { api } from '../client';

export const sirketlerApi = {
  /** GET sirketler/{id}/ */
  get(id: Id): Promise<Sirket> {
    return api.get(`sirketler/${id}/`).json<Sirket>();
  },
  /** GET sirketler/{id}/calisan-raporlari/: reports of the company's employees (its owner only). */
  async employeeReports(id: Id): Promise<CalisanRaporu[]> {
    return listResults(await api.get(`sirketler/${id}/calisan-raporlari/`).json<ListResponse<CalisanRaporu>>());
  },
};
