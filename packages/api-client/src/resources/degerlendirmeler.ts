// Mentor evaluations: degerlendirmeler/ (GET mine, `?atama=`; POST by the assignment's active mentor).
import { listResults } from '@portal/domain/core';
import type { Degerlendirme, DegerlendirmeCreatePayload, Id, ListResponse } from '@portal/domain';
import { api } from '../client';

export const degerlendirmelerApi = {
  /** GET degerlendirmeler/ (mine: those of my own applications) or ?atama={id}. */
  async list(atamaId?: Id): Promise<Degerlendirme[]> {
    const searchParams = atamaId === undefined ? undefined : { atama: atamaId };
    return listResults(await api.get('degerlendirmeler/', searchParams ? { searchParams } : {}).json<ListResponse<Degerlendirme>>());
  },
  /** GET degerlendirmeler/as_mentor/: those I wrote as a mentor, removed assignments included. */
  writtenByMe: () => api.get('degerlendirmeler/as_mentor/').json<Degerlendirme[]>(),
  /** POST degerlendirmeler/ {atama_id, puan, yorum, onerilen_durum} */
  create: (payload: DegerlendirmeCreatePayload) => api.post('degerlendirmeler/', { json: payload }).json<Degerlendirme>(),
};
