// The admin family: every admin resource is a page list with filters, and some of create, update,
// status update and delete, at `admin/<noun>/`. One factory, so that an admin resource is one line.
import type { Id, Paginated, TopluDurumSonuc } from '@portal/domain';
import { api } from '../client';

/** Query-string parameters of a list call; empty values are left out. */
export type ListParams = Record<string, string | number | boolean | undefined | null>;

export function toSearchParams(query: ListParams): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') out[key] = value;
  }
  return out;
}

/** `body` with the note as `not` when there is one. */
export function withNote<B extends object>(body: B, note: string | undefined): B & { not?: string } {
  return note?.trim() ? { ...body, not: note } : body;
}

export interface AdminResource<Item, Payload, Durum extends string> {
  /** GET admin/<noun>/?page=&page_size=&search=&ordering=&<filters> */
  list(params: ListParams): Promise<Paginated<Item>>;
  /** POST admin/<noun>/ */
  create(payload: Payload): Promise<Item>;
  /** PUT admin/<noun>/{id}/ */
  update(id: Id, payload: Payload): Promise<Item>;
  /** DELETE admin/<noun>/{id}/ (204) */
  remove(id: Id): Promise<void>;
  /** PATCH admin/<noun>/{id}/update_status/ {durum, not?}: `note` (a rejection's reason) goes into the object's history. */
  updateStatus(id: Id, durum: Durum, note?: string): Promise<Item>;
  /** POST admin/<noun>/toplu-durum/ {ids, durum, not?}: approve or reject many waiting records at once. */
  bulkStatus(ids: readonly Id[], durum: Durum, note?: string): Promise<TopluDurumSonuc>;
}

export function adminResource<Item, Payload = never, Durum extends string = never>(noun: string): AdminResource<Item, Payload, Durum> {
  const path = `admin/${noun}/`;
  return {
    list: (params) => api.get(path, { searchParams: toSearchParams(params) }).json<Paginated<Item>>(),
    create: (payload) => api.post(path, { json: payload }).json<Item>(),
    update: (id, payload) => api.put(`${path}${id}/`, { json: payload }).json<Item>(),
    remove: async (id) => {
      await api.delete(`${path}${id}/`);
    },
    updateStatus: (id, durum, note) => api.patch(`${path}${id}/update_status/`, { json: withNote({ durum }, note) }).json<Item>(),
    bulkStatus: (ids, durum, note) => api.post(`${path}toplu-durum/`, { json: withNote({ ids, durum }, note) }).json<TopluDurumSonuc>(),
  };
}
