// Calls: cagrilar/ (every signed-in user) and admin/cagrilar/.
import { listResults } from '@portal/domain/core';
import type { Cagri, CagriPayload, Id, ListResponse } from '@portal/domain';
import { api } from '../client';
import { adminResource } from './admin-resource';

export const cagrilarApi = {
  /** GET cagrilar/: every call, newest first. */
  async list(): Promise<Cagri[]> {
    return listResults(await api.get('cagrilar/').json<ListResponse<Cagri>>());
  },
  /** GET cagrilar/{id}/ */
  get(id: Id): Promise<Cagri> {
    return api.get(`cagrilar/${id}/`).json<Cagri>();
  },
};

export const adminCagrilarApi = adminResource<Cagri, CagriPayload>('cagrilar');
