// Admin users (policy 'superuser': staff without superuser rights get 403 with the admin-required
// message, as the users page "additionally checks admin"):
// - GET admin/users/: paged; search over username, first and last name, e-mail, ad_soyad; filters
//   role (superuser, staff, mentor, sirket_sahibi, normal), is_active, sirket; ordering (id,
//   username, full_name, email, is_active, date_joined, last_login; default -date_joined);
// - POST create_user/: the user form with a password passing the new-password rules -> 201;
// - POST invite_user/: the user form without a password -> 201; the person gets an invitation
//   e-mail with a link to set one (valid 72 hours, single use) and cannot sign in before;
// - POST {id}/resend_invite/: a new invitation link replaces the old one while the account has no
//   password (409 once it has one, or when it is inactive or has no e-mail);
// - PUT {id}/: the user form without password; a taken username 400 {username}; a superuser cannot
//   deactivate or demote themselves (409);
// - DELETE {id}/ -> 204; 409 {detail} for oneself or a user who owns data (what it is, and to
//   deactivate instead);
// - POST {id}/set_active/ {is_active}: deactivation ends the user's sessions at once;
// - POST {id}/anonymize/ (KVKK): personal fields replaced, sessions ended, their own files removed,
//   statistics kept, recorded in the history; 409 for oneself;
// - POST {id}/assign_to_company/ {company_id, role = calisan}: adds or changes the membership;
// - POST {id}/assign_as_mentor/ {unvan, uzmanlik, aktif}: creates or updates the mentor row.
// Every write answers the user as the list shows it.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAssignAsMentor,
  ZAssignToCompany,
  ZIdParams,
  ZNoBody,
  ZNoContent,
  ZUserAdminListQuery,
  ZUserCreate,
  ZUserInvite,
  ZUserRecord,
  ZUserSetActive,
  ZUserUpdate,
} from '@portal/domain';
import { adminListRoute, adminReplaceRoute, adminRoutes } from '../../lib/admin-list';
import { ApiError } from '../../lib/errors';
import { routeId } from '../../lib/route-id';
import { withTransaction } from '../../lib/transaction';
import { loadSecret } from '../../services/secret';
import { userAdminList } from './repository';
import {
  anonymiseUser,
  assignAsMentor,
  assignToCompany,
  createUser,
  deleteUser,
  editUser,
  inviteUser,
  resendInvitation,
  setUserActive,
  toUserRecord,
} from './service';

const URL = '/admin/users/';
/** Two admins editing one user and a membership at once may deadlock on PostgreSQL: run again. */
const retry = { retryOn: ['40P01'] };

const adminUsers: FastifyPluginAsyncZod = async (app) => {
  const route = adminRoutes(app, 'superuser');
  const secret = loadSecret(app.config);

  adminListRoute(app, {
    url: URL,
    summary: 'Users, paged (page, page_size, search, role, is_active, sirket, ordering): superusers only',
    querystring: ZUserAdminListQuery,
    item: ZUserRecord,
    definition: userAdminList,
    toItem: toUserRecord,
    policy: 'superuser',
  });

  route.post(
    `${URL}create_user/`,
    { summary: 'Create a user (password required, new-password rules)', body: ZUserCreate, status: 201, response: ZUserRecord },
    async (request) => createUser(app.db, request.body),
  );

  route.post(
    `${URL}invite_user/`,
    { summary: 'Create a user without a password and e-mail them an invitation link to set one (72 hours, single use)', body: ZUserInvite, status: 201, response: ZUserRecord },
    async (request) => inviteUser(app.db, secret, request.body),
  );

  route.post(
    `${URL}:id/resend_invite/`,
    { errors: [409], summary: 'E-mail a new invitation link (the old one stops working) while the user has no password', params: ZIdParams, body: ZNoBody, response: ZUserRecord },
    async (request) => withTransaction(app.db, (tx) => resendInvitation(tx, secret, routeId(request.params.id)), retry),
  );

  adminReplaceRoute(app, {
    url: URL,
    summary: 'Edit a user (no password)',
    errors: [409],
    body: ZUserUpdate,
    item: ZUserRecord,
    policy: 'superuser',
    replace: (db, id, body, actor) => withTransaction(db, (tx) => editUser(tx, actor, id, body), retry),
  });

  route.delete(
    `${URL}:id/`,
    { errors: [409], summary: 'Delete a user who owns no data (409 with the reason otherwise)', params: ZIdParams, status: 204, response: ZNoContent },
    async (request) => {
      const removed = await withTransaction(app.db, (tx) => deleteUser(tx, request.user!, routeId(request.params.id)), retry);
      if (!removed) throw ApiError.notFound();
      return null;
    },
  );

  route.post(
    `${URL}:id/anonymize/`,
    { errors: [409], summary: 'Anonymise a user who left (KVKK): personal fields, sessions, own files; statistics stay', params: ZIdParams, body: ZNoBody, response: ZUserRecord },
    async (request) => {
      const { user, fileKeys } = await withTransaction(app.db, (tx) => anonymiseUser(tx, request.user!, routeId(request.params.id)), retry);
      // The bytes go after the commit: a rollback must not lose them; a failure leaves only an orphan.
      for (const key of fileKeys) await app.files.storage.delete(key).catch((err: unknown) => request.log.warn({ err }, 'file bytes not deleted'));
      return user;
    },
  );

  route.post(
    `${URL}:id/set_active/`,
    { errors: [409], summary: 'Activate or deactivate a user (deactivation ends their sessions)', params: ZIdParams, body: ZUserSetActive, response: ZUserRecord },
    async (request) => withTransaction(app.db, (tx) => setUserActive(tx, request.user!, routeId(request.params.id), request.body.is_active), retry),
  );

  route.post(
    `${URL}:id/assign_to_company/`,
    { summary: 'Make the user a member of a company (role default calisan)', params: ZIdParams, body: ZAssignToCompany, response: ZUserRecord },
    async (request) => withTransaction(app.db, (tx) => assignToCompany(tx, routeId(request.params.id), request.body), retry),
  );

  route.post(
    `${URL}:id/assign_as_mentor/`,
    { summary: 'Make the user a mentor (or update their mentor row)', params: ZIdParams, body: ZAssignAsMentor, response: ZUserRecord },
    async (request) => withTransaction(app.db, (tx) => assignAsMentor(tx, routeId(request.params.id), request.body), retry),
  );
};

export default adminUsers;
