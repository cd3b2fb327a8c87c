// Reservations: rezervasyonlar/ (own bookings, a resource's availability, booking and editing) and
// admin/rezervasyonlar/.
import { listResults } from '@portal/domain/core';
import type { Id, ListResponse, Rezervasyon, RezervasyonAvailability, RezervasyonCreatePayload, RezervasyonDurum } from '@portal/domain';
import { api } from '../client';
import { adminResource, withNote } from './admin-resource';

export const rezervasyonlarApi = {
  /** GET rezervasyonlar/: the caller's own reservations, newest first. */
  async list(): Promise<Rezervasyon[]> {
    return listResults(await api.get('rezervasyonlar/').json<ListResponse<Rezervasyon>>());
  },
  /** GET rezervasyonlar/{id}/ */
  get(id: Id): Promise<Rezervasyon> {
    return api.get(`rezervasyonlar/${id}/`).json<Rezervasyon>();
  },
  /** GET rezervasyonlar/?kaynak=&month=&year=: the resource's waiting and approved slots of that month. */
  async availability(kaynak: Id, year: number, month: number): Promise<RezervasyonAvailability[]> {
    return listResults(await api.get('rezervasyonlar/', { searchParams: { kaynak, month, year } }).json<ListResponse<RezervasyonAvailability>>());
  },
  /** POST rezervasyonlar/ (JSON) */
  create(payload: RezervasyonCreatePayload): Promise<Rezervasyon> {
    return api.post('rezervasyonlar/', { json: payload }).json<Rezervasyon>();
  },
  /** PATCH rezervasyonlar/{id}/ with the whole edited reservation. */
  update(id: Id, payload: RezervasyonCreatePayload): Promise<Rezervasyon> {
    return api.patch(`rezervasyonlar/${id}/`, { json: payload }).json<Rezervasyon>();
  },
  /** POST rezervasyonlar/{id}/iptal/: the booker cancels their own waiting reservation (-> IPTAL). */
  cancel(id: Id): Promise<Rezervasyon> {
    return api.post(`rezervasyonlar/${id}/iptal/`).json<Rezervasyon>();
  },
};

export const adminRezervasyonlarApi = {
  ...adminResource<Rezervasyon, never, RezervasyonDurum>('rezervasyonlar'),
  /**
   * PATCH admin/rezervasyonlar/{id}/update_status/ {durum, beklenen_durum: 'BEKLEME'}: the quick
   * approve/reject, applied only while the reservation still waits (409 when the booker cancelled
   * it or someone else decided meanwhile).
   */
  quickDecide(id: Id, durum: RezervasyonDurum, note?: string): Promise<Rezervasyon> {
    return api.patch(`admin/rezervasyonlar/${id}/update_status/`, { json: withNote({ durum, beklenen_durum: 'BEKLEME' }, note) }).json<Rezervasyon>();
  },
};
