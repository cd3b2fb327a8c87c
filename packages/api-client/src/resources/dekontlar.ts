// Rent receipts: dekontlar/ (the owner's company's receipts; POST uploads one, multipart with upload
// progress; while one waits, DELETE {id}/ and POST {id}/replace_file/), dekontlar/coverage/ (the owner's month row) and admin/dekontlar/ (+ coverage/).
import { listResults } from '@portal/domain/core';
import type { AdminDekontKapsam, Dekont, DekontCreatePayload, DekontDurum, DekontKapsam, ListResponse } from '@portal/domain';
import { api } from '../client';
import { toFormData } from '../form-data';
import { createProgressFetch, type UploadProgressHandler } from '../upload';
import { adminResource, toSearchParams } from './admin-resource';

export const dekontlarApi = {
  /** GET dekontlar/: the receipts of the caller's own company (owner only), newest payment first. */
  async list(): Promise<Dekont[]> {
    return listResults(await api.get('dekontlar/').json<ListResponse<Dekont>>());
  },
  /** POST dekontlar/ (multipart: odeme_tarihi, aciklama?, dekont_dosyasi) -> the new receipt (YUKLENDI). */
  create(input: DekontCreatePayload, onProgress?: UploadProgressHandler): Promise<Dekont> {
    const body = toFormData({
      aciklama: input.aciklama ?? null,
      odeme_tarihi: input.odeme_tarihi,
      dekont_dosyasi: input.dekont_dosyasi,
    });
    return api.post('dekontlar/', { body, ...(onProgress ? { fetch: createProgressFetch(onProgress) } : {}) }).json<Dekont>();
  },
  /** DELETE dekontlar/{id}/: the owner withdraws a receipt still waiting (YUKLENDI; after a decision 409). */
  async remove(id: number): Promise<void> {
    await api.delete(`dekontlar/${id}/`);
  },
  /** POST dekontlar/{id}/replace_file/ (multipart: dekont_dosyasi): a new document on a receipt still waiting. */
  replaceFile(id: number, file: Blob, onProgress?: UploadProgressHandler): Promise<Dekont> {
    const body = toFormData({ dekont_dosyasi: file });
    return api.post(`dekontlar/${id}/replace_file/`, { body, ...(onProgress ? { fetch: createProgressFetch(onProgress) } : {}) }).json<Dekont>();
  },
  /** GET dekontlar/coverage/?months=: the owner's company's row of the coverage grid. */
  coverage(months?: number): Promise<DekontKapsam> {
    return api.get('dekontlar/coverage/', { searchParams: months ? { months } : {} }).json<DekontKapsam>();
  },
};

export const adminDekontlarApi = {
  ...adminResource<Dekont, never, DekontDurum>('dekontlar'),
  /** GET admin/dekontlar/coverage/?months=&page=&page_size=&search=&eksik=: months x a page of the active companies. */
  coverage(params: { months?: number; page?: number; page_size?: number; search?: string; eksik?: string | boolean } = {}): Promise<AdminDekontKapsam> {
    return api.get('admin/dekontlar/coverage/', { searchParams: toSearchParams(params) }).json<AdminDekontKapsam>();
  },
};
