// History: one object's status changes (who, when, from, to, the note), oldest first.
import type { GecmisKaydi, GecmisNesne, Id } from '@portal/domain';
import { api } from '../client';

export const gecmisApi = {
  /** GET gecmis/?nesne=&id=: the history of one of the caller's own objects. */
  own: (nesne: GecmisNesne, id: Id) => api.get('gecmis/', { searchParams: { nesne, id } }).json<GecmisKaydi[]>(),
  /** GET admin/gecmis/?nesne=&id= (staff): any object's history. */
  admin: (nesne: GecmisNesne, id: Id) => api.get('admin/gecmis/', { searchParams: { nesne, id } }).json<GecmisKaydi[]>(),
};
