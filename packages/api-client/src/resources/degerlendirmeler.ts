// Mentor evaluations: degerlendirmeler/ (GET mine, `?atama=`; POST by the assignment's active mentor).
import { listResults } from '@portal/domain/core';
import type { CagriRubric, Degerlendirme, DegerlendirmeCreatePayload, Id, ListResponse } from '@portal/domain';
import { api } from '../client';

export const degerlendirmelerApi = {
  /** GET degerlendirmeler/ (mine: those of my own applications) or ?atama={id}. */
  async list(atamaId?: Id): Promise<Degerlendirme[]> {
    const searchParams = atamaId === undefined ? undefined : { atama: atamaId };
    return listResults(await api.get('degerlendirmeler/', searchParams ? { searchParams } : {}).json<ListResponse<Degerlendirme>>());
  },
  /** GET degerlendirmeler/as_mentor/: those I wrote as a mentor, removed assignments included. */
  writtenByMe: () => api.get('degerlendirmeler/as_mentor/').json<Degerlendirme[]>(),
  /** GET degerlendirmeler/olcutler/?atama={id}: the rubric of the assignment's call (no criteria: one 0..100 score). */
  rubric: (atamaId: Id) => api.get('degerlendirmeler/olcutler/', { searchParams: { atama: atamaId } }).json<CagriRubric>(),
  /** POST degerlendirmeler/ {atama_id, puan (or puanlar on a call with a rubric), yorum, onerilen_durum} */
  create: (payload: DegerlendirmeCreatePayload) => api.post('degerlendirmeler/', { json: payload }).json<Degerlendirme>(),
};
