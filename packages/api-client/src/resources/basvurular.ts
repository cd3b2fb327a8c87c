// Applications: basvurular/ (the caller's own; POST applies, multipart with upload progress) and
// admin/basvurular/.
import { listResults } from '@portal/domain/core';
import type { Basvuru, BasvuruDetay, BasvuruDurum, Id, ListResponse } from '@portal/domain';

/** The multipart part of a call form's file answer: `cevap_<key>` (the domain's ANSWER_FILE_PREFIX; the full entry is not loaded here). */
const ANSWER_FILE_PREFIX = 'cevap_';
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
  /** The answers to the call's form by key (a File is sent as its own part); absent when the call has none. */
  cevaplar?: Record<string, unknown>;
  /** Save as a draft (TASLAK): the answers without their required check. */
  taslak?: boolean;
}

/**
 * The call form's answers as multipart fields: `cevaplar` (JSON of everything but new files) and
 * one `cevap_<key>` part per new file; a kept draft file is left out of the JSON (the server keeps
 * it), a removed one is null.
 */
function answerFields(cevaplar: Record<string, unknown> | undefined): Record<string, unknown> {
  if (!cevaplar) return {};
  const json: Record<string, unknown> = {};
  const files: Record<string, File> = {};
  for (const [key, value] of Object.entries(cevaplar)) {
    if (value instanceof Blob) files[`${ANSWER_FILE_PREFIX}${key}`] = value as File;
    else if (typeof value === 'object' && value !== null && 'dosya_id' in value) continue;
    else json[key] = value;
  }
  return { cevaplar: JSON.stringify(json), ...files };
}

/** The edited fields of a draft: a new file replaces the current one; `ek_dosya_sil` removes it. */
export interface BasvuruDraftInput {
  proje_basligi: string;
  aciklama: string;
  ek_dosya?: File | null;
  ek_dosya_sil?: boolean;
  cevaplar?: Record<string, unknown>;
}

export const basvurularApi = {
  /** GET basvurular/: the caller's own applications, newest first. */
  async list(): Promise<Basvuru[]> {
    return listResults(await api.get('basvurular/').json<ListResponse<Basvuru>>());
  },
  /** GET basvurular/{id}/ (with its answers to the call's form, `form`, when it has them) */
  get(id: Id): Promise<BasvuruDetay> {
    return api.get(`basvurular/${id}/`).json<BasvuruDetay>();
  },
  /** POST basvurular/ (multipart; null fields skipped, numbers as text). The response is not read. */
  async create(input: BasvuruCreateInput, onProgress?: UploadProgressHandler): Promise<void> {
    const body = toFormData({
      cagri: input.cagri,
      proje_basligi: input.proje_basligi,
      aciklama: input.aciklama,
      ek_dosya: input.ek_dosya ?? null,
      sirket_id: input.sirket_id ?? null,
      taslak: input.taslak ? 'true' : null,
      ...answerFields(input.cevaplar),
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
      ...answerFields(input.cevaplar),
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
