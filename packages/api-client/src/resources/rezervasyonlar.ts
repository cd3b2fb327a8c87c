// Reservations: rezervasyonlar/ (own bookings, a resource's availability, booking and editing) and
// admin/rezervasyonlar/.
import {
  listResults,
  type Id,
  type ListResponse,
  type Rezervasyon,
  type RezervasyonAvailability,
  type RezervasyonCreatePayload,
  type RezervasyonDurum,
} from '@portal/domain';
import { api } from '../client';
import { adminResource } from './admin-resource';

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
};

export const adminRezervasyonlarApi = adminResource<Rezervasyon, never, RezervasyonDurum>('rezervasyonlar');
