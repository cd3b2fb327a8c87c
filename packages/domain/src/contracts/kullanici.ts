// Users (kullanicilar) as the admin users page reads and writes them. The whole admin/users/ area is
// for superusers only (the page "additionally checks admin"), staff without it get 403.
import { z } from 'zod';
import { MSG } from '../messages';
import { SIRKET_ROLLERI } from '../status';
import { ZAssignAsMentorSchema, ZCompanyAssignSchema, makeUserFormSchema } from '../validation/admin';
import { zOptionalId } from '../validation/helpers';
import { ZNewPasswordSchema } from '../validation/password';
import { ZAdminListQuery, zBooleanParam } from './page';

/** Server answers of admin/users/ (ours). */
export const USER_API_MESSAGES = {
  usernameTaken: 'Bu kullanıcı adı zaten kullanılıyor.',
  emailTaken: 'Bu e-posta adresi başka bir kullanıcıya ait.',
  cannotDeleteSelf: 'Kendi hesabınızı silemezsiniz.',
  cannotDemoteSelf: 'Kendi hesabınızı pasif yapamaz veya yönetici yetkinizi kaldıramazsınız.',
  cannotAnonymiseSelf: 'Kendi hesabınızı anonimleştiremezsiniz.',
  companyNotFound: 'Seçilen şirket bulunamadı.',
  /** DELETE of a user who owns data: what they own, and what to do instead. */
  hasData: (parts: string[]): string =>
    `Bu kullanıcıya ait ${parts.join(', ')} var; kullanıcı silinemez. Kullanıcıyı pasif yapabilirsiniz.`,
} as const;

export const ZSirketUyeligi = z.object({
  /** The membership row's id. */
  id: z.number(),
  sirket_id: z.number(),
  sirket_adi: z.string(),
  rol: z.enum(SIRKET_ROLLERI),
  /** The role's label (sirketRolMeta). */
  rol_display: z.string(),
});
export type SirketUyeligi = z.infer<typeof ZSirketUyeligi>;

export const ZUserRecord = z.object({
  id: z.number(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  /** "first last", or the username when both are empty. */
  full_name: z.string(),
  email: z.string(),
  is_active: z.boolean(),
  is_staff: z.boolean(),
  is_superuser: z.boolean(),
  /** An active mentor row exists. */
  is_mentor: z.boolean(),
  /** Owner (sahip) of some company. */
  is_sirket_sahibi: z.boolean(),
  /** The company the session would carry (an owned one first), or null. */
  sirket_id: z.number().nullable(),
  /** ISO 8601 date-times. */
  date_joined: z.string(),
  last_login: z.string().nullable(),
  /** Invited and the password not set yet (the account cannot sign in); staff may re-send the invitation. */
  davet_bekliyor: z.boolean(),
  sirket_uyelikleri: z.array(ZSirketUyeligi),
});
export type UserRecord = z.infer<typeof ZUserRecord>;

/** The role filter of the users list: one of the chips. */
export const USER_ROLE_FILTERS = ['superuser', 'staff', 'mentor', 'sirket_sahibi', 'normal'] as const;
export type UserRoleFilter = (typeof USER_ROLE_FILTERS)[number];

/** GET admin/users/: search (username, names, e-mail), role, is_active, sirket (a company id). */
export const ZUserAdminListQuery = ZAdminListQuery.extend({
  role: z.enum(USER_ROLE_FILTERS, { error: MSG.common.invalidRole }).optional(),
  is_active: zBooleanParam(),
  sirket: zOptionalId(MSG.common.invalidId),
});
export type UserAdminListQuery = z.infer<typeof ZUserAdminListQuery>;

/**
 * POST admin/users/create_user/: the user form; the password is required ('Yeni kullanici icin
 * sifre gereklidir') and must pass the new-password rules, first failing rule reported.
 */
export const ZUserCreate = makeUserFormSchema({ isNew: false }).extend({
  password: z
    .string({ error: MSG.users.passwordRequiredForNew })
    .min(1, MSG.users.passwordRequiredForNew)
    .pipe(ZNewPasswordSchema),
});
export type UserCreatePayload = z.input<typeof ZUserCreate>;

/** PUT admin/users/{id}/: the user form without the password (hidden when editing). */
export const ZUserUpdate = makeUserFormSchema({ isNew: false });
export type UserUpdatePayload = z.input<typeof ZUserUpdate>;

/** POST admin/users/{id}/set_active/: deactivating ends the user's sessions at once; their data stays. */
export const ZUserSetActive = z.object({ is_active: z.boolean({ error: MSG.common.invalidBoolean }) });
export type UserSetActivePayload = z.infer<typeof ZUserSetActive>;

/** POST admin/users/{id}/assign_to_company/: company_id ('Şirket seçiniz' when missing), role default calisan. */
export const ZAssignToCompany = ZCompanyAssignSchema;
export type AssignToCompanyPayload = z.input<typeof ZAssignToCompany>;

/** POST admin/users/{id}/assign_as_mentor/: creates or updates the user's mentor row. */
export const ZAssignAsMentor = ZAssignAsMentorSchema;
export type AssignAsMentorPayload = z.input<typeof ZAssignAsMentor>;
