// Reports: raporlar/?basvuru= (an application's reports; POST files one, multipart with upload
// progress) and admin/raporlar/.
import { listResults } from '@portal/domain/core';
import type { Id, ListResponse, Rapor, RaporCreatePayload, RaporDurum } from '@portal/domain';
import { api } from '../client';
import { toFormData } from '../form-data';
import { createProgressFetch, type UploadProgressHandler } from '../upload';
import { adminResource } from './admin-resource';

export const raporlarApi = {
  /** GET raporlar/?basvuru={id} */
  async list(basvuruId: Id): Promise<Rapor[]> {
    return listResults(await api.get('raporlar/', { searchParams: { basvuru: basvuruId } }).json<ListResponse<Rapor>>());
  },
  /** POST raporlar/ (multipart: basvuru_id, donem_baslangic, ozet, ek_dosya?); the server derives donem_bitis. */
  async create(input: RaporCreatePayload, onProgress?: UploadProgressHandler): Promise<void> {
    const body = toFormData({
      basvuru_id: input.basvuru_id,
      donem_baslangic: input.donem_baslangic,
      ozet: input.ozet,
      ek_dosya: input.ek_dosya ?? null,
    });
    await api.post('raporlar/', { body, ...(onProgress ? { fetch: createProgressFetch(onProgress) } : {}) });
  },
};

export const adminRaporlarApi = adminResource<Rapor, never, RaporDurum>('raporlar');
