// Calls: cagrilar/ (every signed-in user) and admin/cagrilar/.
import { listResults } from '@portal/domain/core';
import type { Cagri, CagriDetay, CagriFormu, CagriPayload, FormTanimiInput, Id, ListResponse } from '@portal/domain';
import { api } from '../client';
import { adminResource } from './admin-resource';

export const cagrilarApi = {
  /** GET cagrilar/: every call, newest first. */
  async list(): Promise<Cagri[]> {
    return listResults(await api.get('cagrilar/').json<ListResponse<Cagri>>());
  },
  /** GET cagrilar/{id}/ (with its application form, `form`, when it has one) */
  get(id: Id): Promise<CagriDetay> {
    return api.get(`cagrilar/${id}/`).json<CagriDetay>();
  },
};

/** admin/cagrilar/{id}/form/: a call's application form (staff). */
export const adminCagriFormuApi = {
  get(id: Id): Promise<CagriFormu> {
    return api.get(`admin/cagrilar/${id}/form/`).json<CagriFormu>();
  },
  /** Saves it: a new version once an application answered the current one. */
  save(id: Id, tanim: FormTanimiInput): Promise<CagriFormu> {
    return api.put(`admin/cagrilar/${id}/form/`, { json: tanim }).json<CagriFormu>();
  },
};

export const adminCagrilarApi = adminResource<Cagri, CagriPayload>('cagrilar');
