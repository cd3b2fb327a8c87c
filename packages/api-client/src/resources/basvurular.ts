// Applications: basvurular/ (the caller's own; POST applies, multipart with upload progress) and
// admin/basvurular/.
import { listResults } from '@portal/domain/core';
import type { Basvuru, BasvuruDurum, Id, ListResponse } from '@portal/domain';
import { api } from '../client';
import { toFormData } from '../form-data';
import { createProgressFetch, type UploadProgressHandler } from '../upload';
import { adminResource } from './admin-resource';

export interface BasvuruCreateInput {
  cagri: Id;
  proje_basligi: string;
  aciklama: string;
  ek_dosya?: File | null;
  /** Only when the user has a company. */
  sirket_id?: Id | null;
}

export const basvurularApi = {
  /** GET basvurular/: the caller's own applications, newest first. */
  async list(): Promise<Basvuru[]> {
    return listResults(await api.get('basvurular/').json<ListResponse<Basvuru>>());
  },
  /** GET basvurular/{id}/ */
  get(id: Id): Promise<Basvuru> {
    return api.get(`basvurular/${id}/`).json<Basvuru>();
  },
  /** POST basvurular/ (multipart; null fields skipped, numbers as text). The response is not read. */
  async create(input: BasvuruCreateInput, onProgress?: UploadProgressHandler): Promise<void> {
    const body = toFormData({
      cagri: input.cagri,
      proje_basligi: input.proje_basligi,
      aciklama: input.aciklama,
      ek_dosya: input.ek_dosya ?? null,
      sirket_id: input.sirket_id ?? null,
    });
    await api.post('basvurular/', { body, ...(onProgress ? { fetch: createProgressFetch(onProgress) } : {}) });
  },
};

export const adminBasvurularApi = adminResource<Basvuru, never, BasvuruDurum>('basvurular');
