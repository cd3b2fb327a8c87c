// Reports: raporlar/?basvuru= (an application's reports; POST files one, multipart with upload
// progress) and admin/raporlar/.
import { listResults } from '@portal/domain/core';
import type { Id, ListResponse, Rapor, RaporCreatePayload, RaporDurum } from '@portal/domain';
import { api } from '../client';
import { toFormData } from '../form-data';
import { createProgressFetch, type UploadProgressHandler } from '../upload';
import { adminResource } from './admin-resource';

/** The completed fields of a draft report: a new file replaces the current one; `ek_dosya_sil` removes it. */
export interface RaporDraftInput {
  donem_baslangic: string;
  ozet: string;
  ek_dosya?: File | null;
  ek_dosya_sil?: boolean;
}

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
  /** PATCH raporlar/{id}/ (multipart): the caller's own draft report (TASLAK), by the rules of filing. */
  updateDraft(id: Id, input: RaporDraftInput, onProgress?: UploadProgressHandler): Promise<Rapor> {
    const body = toFormData({
      donem_baslangic: input.donem_baslangic,
      ozet: input.ozet,
      ek_dosya: input.ek_dosya ?? null,
      ek_dosya_sil: input.ek_dosya_sil ? 'true' : null,
    });
    return api.patch(`raporlar/${id}/`, { body, ...(onProgress ? { fetch: createProgressFetch(onProgress) } : {}) }).json<Rapor>();
  },
  /** POST raporlar/{id}/gonder/: TASLAK -> GONDERILDI. */
  submitDraft(id: Id): Promise<Rapor> {
    return api.post(`raporlar/${id}/gonder/`).json<Rapor>();
  },
};

export const adminRaporlarApi = adminResource<Rapor, never, RaporDurum>('raporlar');
