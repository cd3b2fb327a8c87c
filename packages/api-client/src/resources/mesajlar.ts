// Application threads: basvurular/{id}/mesajlar/ (asked with If-None-Match like the bell's count:
// a 304 answers "unchanged" and the last thread is reused), writing (multipart with a file), edits,
// the read position, the caller's unread summary, and staff's internal notes, hide and text export.
import type { Id, Mesaj, MesajOzetleri, MesajThread } from '@portal/domain';
import { api } from '../client';
import { fetchFile, saveFile } from '../download';
import { isHttpError } from '../errors';
import { toFormData } from '../form-data';

export interface MesajInput {
  metin: string;
  bilgi_talebi?: boolean;
  ek_dosya?: File | null;
}

/** The last answer per thread URL and its ETag (the tag names the user, so a new sign-in never reuses another's). */
const lastThreads = new Map<string, { etag: string; value: MesajThread }>();

async function conditional(url: string): Promise<MesajThread> {
  const last = lastThreads.get(url);
  try {
    const response = await api.get(url, { headers: last ? { 'If-None-Match': last.etag } : {} });
    const value = await response.json<MesajThread>();
    const etag = response.headers.get('ETag');
    if (etag) lastThreads.set(url, { etag, value });
    return value;
  } catch (error) {
    if (last && isHttpError(error) && error.response.status === 304) return last.value;
    throw error;
  }
}

const form = (input: MesajInput) => toFormData({ metin: input.metin, bilgi_talebi: input.bilgi_talebi ? 'true' : null, ek_dosya: input.ek_dosya ?? null });

export const mesajlarApi = {
  /** GET basvurular/{id}/mesajlar/ (or, `internal`, admin/basvurular/{id}/ic-notlar/) with If-None-Match. */
  thread: (basvuruId: Id, internal = false) => conditional(internal ? `admin/basvurular/${basvuruId}/ic-notlar/` : `basvurular/${basvuruId}/mesajlar/`),
  /** POST basvurular/{id}/mesajlar/ (or the internal notes): multipart metin, bilgi_talebi?, ek_dosya?. */
  write: (basvuruId: Id, input: MesajInput, internal = false) =>
    api.post(internal ? `admin/basvurular/${basvuruId}/ic-notlar/` : `basvurular/${basvuruId}/mesajlar/`, { body: form(input) }).json<Mesaj>(),
  /** PATCH basvurular/{id}/mesajlar/{mesajId}/ {metin}: within the edit window. */
  edit: (basvuruId: Id, mesajId: Id, metin: string) => api.patch(`basvurular/${basvuruId}/mesajlar/${mesajId}/`, { json: { metin } }).json<Mesaj>(),
  /** POST basvurular/{id}/mesajlar/okundu/ {son_id}. */
  markRead: (basvuruId: Id, sonId: number) => api.post(`basvurular/${basvuruId}/mesajlar/okundu/`, { json: { son_id: sonId } }).json<{ son_okunan_id: number }>(),
  /** GET mesajlar/ozet/: the caller's threads with unread messages or an open request. */
  summary: () => api.get('mesajlar/ozet/').json<MesajOzetleri>(),
  /** POST admin/basvurular/{id}/mesajlar/{mesajId}/gizle/ {gizli} (staff). */
  hide: (basvuruId: Id, mesajId: Id, gizli: boolean) => api.post(`admin/basvurular/${basvuruId}/mesajlar/${mesajId}/gizle/`, { json: { gizli } }).json<Mesaj>(),
  /** GET admin/basvurular/{id}/mesajlar/export/: the thread as a text file (staff). */
  exportText: async (basvuruId: Id) => saveFile(await fetchFile(`admin/basvurular/${basvuruId}/mesajlar/export/`, {}, `basvuru-${basvuruId}-mesajlar.txt`)),
};
