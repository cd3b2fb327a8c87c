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

/** The edited fields of a draft: a new file replaces the current one; `ek_dosya_sil` removes it. */
export interface BasvuruDraftInput {
  proje_basligi: string;
  aciklama: string;
  ek_dosya?: File | null;
  ek_dosya_sil?: boolean;
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
  /** PATCH basvurular/{id}/ (multipart): the caller's own draft (TASLAK), by the rules of applying. */
  updateDraft(id: Id, input: BasvuruDraftInput, onProgress?: UploadProgressHandler): Promise<Basvuru> {
    const body = toFormData({
      proje_basligi: input.proje_basligi,
      aciklama: input.aciklama,
      ek_dosya: input.ek_dosya ?? null,
      ek_dosya_sil: input.ek_dosya_sil ? 'true' : null,
    });
    return api.patch(`basvurular/${id}/`, { body, ...(onProgress ? { fetch: createProgressFetch(onProgress) } : {}) }).json<Basvuru>();
  },
  /** POST basvurular/{id}/gonder/: TASLAK -> GONDERILDI while the call is open. */
  submitDraft(id: Id): Promise<Basvuru> {
    return api.post(`basvurular/${id}/gonder/`).json<Basvuru>();
  },
  /** POST basvurular/{id}/geri-cek/: a sent application not decided yet back to TASLAK. */
  withdraw(id: Id): Promise<Basvuru> {
    return api.post(`basvurular/${id}/geri-cek/`).json<Basvuru>();
  },
};

export const adminBasvurularApi = adminResource<Basvuru, never, BasvuruDurum>('basvurular');
