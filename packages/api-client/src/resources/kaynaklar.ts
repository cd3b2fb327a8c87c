// Resources: kaynaklar/ (every signed-in user) and admin/kaynaklar/.
import { listResults } from '@portal/domain/core';
import type { Id, Kaynak, KaynakPayload, ListResponse } from '@portal/domain';
import { api } from '../client';
import { adminResource } from './admin-resource';

export const kaynaklarApi = {
  /** GET kaynaklar/: every resource, active and inactive, by name. */
  async list(): Promise<Kaynak[]> {
    return listResults(await api.get('kaynaklar/').json<ListResponse<Kaynak>>());
  },
  /** GET kaynaklar/{id}/ */
  get(id: Id): Promise<Kaynak> {
    return api.get(`kaynaklar/${id}/`).json<Kaynak>();
  },
};

export const adminKaynaklarApi = adminResource<Kaynak, KaynakPayload>('kaynaklar');
