// A call's rubric and the scores given by it: admin/cagrilar/{id}/olcutler/ (read, replace),
// admin/cagrilar/{id}/siralama/ (ranking), admin/basvurular/{id}/olcut-puanlari/ (criterion table).
import type { ApplicationCriterionScores, CagriRubric, CallRanking, Id, RubricSavePayload } from '@portal/domain';
import { api } from '../client';

export const adminOlcutlerApi = {
  /** GET admin/cagrilar/{id}/olcutler/ */
  get: (cagriId: Id) => api.get(`admin/cagrilar/${cagriId}/olcutler/`).json<CagriRubric>(),
  /** PUT admin/cagrilar/{id}/olcutler/ {olcutler}: replaces the rubric (409 once the call has been evaluated). */
  save: (cagriId: Id, payload: RubricSavePayload) => api.put(`admin/cagrilar/${cagriId}/olcutler/`, { json: payload }).json<CagriRubric>(),
  /** GET admin/cagrilar/{id}/siralama/ */
  ranking: (cagriId: Id) => api.get(`admin/cagrilar/${cagriId}/siralama/`).json<CallRanking>(),
  /** GET admin/basvurular/{id}/olcut-puanlari/ */
  applicationScores: (basvuruId: Id) => api.get(`admin/basvurular/${basvuruId}/olcut-puanlari/`).json<ApplicationCriterionScores>(),
};
