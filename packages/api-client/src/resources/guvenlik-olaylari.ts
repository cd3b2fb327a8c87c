// Security events of an account (sign-ins, failed sign-ins, password changes ...), newest first, paged.
import type { GuvenlikOlayPage, Id } from '@portal/domain';
import { api } from '../client';

export const guvenlikOlaylariApi = {
  /** GET guvenlik-olaylari/?page=&page_size=: the caller's own. */
  own: (page = 1, pageSize?: number) =>
    api.get('guvenlik-olaylari/', { searchParams: { page, ...(pageSize ? { page_size: pageSize } : {}) } }).json<GuvenlikOlayPage>(),
  /** GET admin/users/{id}/guvenlik-olaylari/?page=&page_size= (superusers): any user's. */
  ofUser: (id: Id, page = 1, pageSize?: number) =>
    api.get(`admin/users/${id}/guvenlik-olaylari/`, { searchParams: { page, ...(pageSize ? { page_size: pageSize } : {}) } }).json<GuvenlikOlayPage>(),
};
