// Notifications of the signed-in user: bildirimler/ (paged), bildirimler/okunmamis/ (the unread
// count, asked with If-None-Match: a 304 answers "unchanged" and the last count is reused, so
// polling it costs no body), marks, and the e-mail choices (bildirimler/tercihler/).
import type {
  Bildirim,
  BildirimListQuery,
  BildirimOkunduSonuc,
  BildirimSayac,
  BildirimTercihGuncelle,
  BildirimTercihleri,
  Id,
  Paginated,
} from '@portal/domain';
import { api } from '../client';
import { isHttpError } from '../errors';

/** The last unread count and its ETag (the tag names the user, so a new sign-in never reuses another's). */
let lastCount: { etag: string; value: BildirimSayac } | null = null;

export const bildirimlerApi = {
  /** GET bildirimler/?page=&page_size=&ordering= (okunmamis: unread first; -olusturuldu: newest first). */
  list(params: Partial<Pick<BildirimListQuery, 'ordering'>> & { page?: number; page_size?: number } = {}): Promise<Paginated<Bildirim>> {
    const searchParams: Record<string, string | number> = {};
    for (const [key, value] of Object.entries(params)) if (value !== undefined) searchParams[key] = value;
    return api.get('bildirimler/', { searchParams }).json<Paginated<Bildirim>>();
  },

  /** GET bildirimler/okunmamis/ with If-None-Match: the same object again while nothing changed. */
  async unreadCount(): Promise<BildirimSayac> {
    try {
      const response = await api.get('bildirimler/okunmamis/', { headers: lastCount ? { 'If-None-Match': lastCount.etag } : {} });
      const value = await response.json<BildirimSayac>();
      const etag = response.headers.get('ETag');
      lastCount = etag ? { etag, value } : null;
      return value;
    } catch (error) {
      if (lastCount && isHttpError(error) && error.response.status === 304) return lastCount.value;
      throw error;
    }
  },

  /** POST bildirimler/{id}/okundu/ -> the notification, read. */
  markRead: (id: Id) => api.post(`bildirimler/${id}/okundu/`, { json: {} }).json<Bildirim>(),

  /** POST bildirimler/okundu/ -> how many were marked. */
  markAllRead: () => api.post('bildirimler/okundu/', { json: {} }).json<BildirimOkunduSonuc>(),

  /** GET bildirimler/tercihler/: the e-mail choice per type the caller can receive. */
  preferences: () => api.get('bildirimler/tercihler/').json<BildirimTercihleri>(),

  /** PUT bildirimler/tercihler/ {tercihler: [{tur, eposta}]}. */
  savePreferences: (body: BildirimTercihGuncelle) => api.put('bildirimler/tercihler/', { json: body }).json<BildirimTercihleri>(),
};
