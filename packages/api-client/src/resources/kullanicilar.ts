// Users (admin/users/, superusers only): list, create_user, invite_user, PUT, DELETE, set_active,
// resend_invite, assign_to_company and assign_as_mentor.
import type {
  AssignAsMentorPayload,
  AssignToCompanyPayload,
  Id,
  UserCreatePayload,
  UserRecord,
  UserInvitePayload,
  UserUpdatePayload,
} from '@portal/domain';
import { api } from '../client';
import { adminResource } from './admin-resource';

const { list, update, remove } = adminResource<UserRecord, UserUpdatePayload>('users');

export const adminKullanicilarApi = {
  /** GET admin/users/?page=&page_size=&search=&role=&is_active=&sirket=&ordering= */
  list,
  /** POST admin/users/create_user/ */
  create: (payload: UserCreatePayload): Promise<UserRecord> => api.post('admin/users/create_user/', { json: payload }).json<UserRecord>(),
  /** POST admin/users/invite_user/: no password; the person gets an e-mail with a link to set one. */
  invite: (payload: UserInvitePayload): Promise<UserRecord> => api.post('admin/users/invite_user/', { json: payload }).json<UserRecord>(),
  /** POST admin/users/{id}/resend_invite/: a new link replaces the old one (409 once the password is set). */
  resendInvite: (id: Id): Promise<UserRecord> => api.post(`admin/users/${id}/resend_invite/`).json<UserRecord>(),
  /** PUT admin/users/{id}/ (no password) */
  update,
  /** DELETE admin/users/{id}/ (409 {detail} when the user owns data, or is the caller) */
  remove,
  /** POST admin/users/{id}/set_active/ {is_active}: deactivating ends the user's sessions at once. */
  setActive: (id: Id, is_active: boolean): Promise<UserRecord> =>
    api.post(`admin/users/${id}/set_active/`, { json: { is_active } }).json<UserRecord>(),
  /** POST admin/users/{id}/anonymize/ (KVKK): a person who left; personal fields, sessions and own files go. */
  anonymize: (id: Id): Promise<UserRecord> => api.post(`admin/users/${id}/anonymize/`).json<UserRecord>(),
  /** POST admin/users/{id}/assign_to_company/ {company_id, role = calisan} */
  assignToCompany: (id: Id, payload: AssignToCompanyPayload): Promise<UserRecord> =>
    api.post(`admin/users/${id}/assign_to_company/`, { json: payload }).json<UserRecord>(),
  /** POST admin/users/{id}/assign_as_mentor/ {unvan, uzmanlik, aktif} */
  assignAsMentor: (id: Id, payload: AssignAsMentorPayload): Promise<UserRecord> =>
    api.post(`admin/users/${id}/assign_as_mentor/`, { json: payload }).json<UserRecord>(),
};
