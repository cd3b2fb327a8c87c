// Mentor assignments: atamalar/ (an applicant's own applications' assignments, `?basvuru=`; a
// mentor's own active ones) and admin/mentor-atamalari/{id}/toggle_status/.
import { listResults } from '@portal/domain/core';
import type { Atama, Id, ListResponse, MentorQueueItem } from '@portal/domain';
import { api } from '../client';

export const atamalarApi = {
  /** GET atamalar/ or atamalar/?basvuru={id} */
  async list(basvuruId?: Id): Promise<Atama[]> {
    const searchParams = basvuruId === undefined ? undefined : { basvuru: basvuruId };
    return listResults(await api.get('atamalar/', searchParams ? { searchParams } : {}).json<ListResponse<Atama>>());
  },
  /** GET atamalar/queue/: the mentor's active assignments, what needs evaluating first. */
  queue: () => api.get('atamalar/queue/').json<MentorQueueItem[]>(),
};

export const adminMentorAtamalariApi = {
  /** PATCH admin/mentor-atamalari/{id}/toggle_status/ (no body): active <-> passive; the remove action. */
  toggleStatus: (id: Id) => api.patch(`admin/mentor-atamalari/${id}/toggle_status/`).json<Atama>(),
};
