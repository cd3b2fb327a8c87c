// Invitations (davet): staff create a user without a password; the person gets an e-mail with a
// single-use link, valid INVITATION_HOURS, to set one (the same mechanism as a password reset: a
// row of sifre_sifirlamalar of tur 'davet'). A new invitation replaces the old link. Until the
// password is set the account has no usable password and cannot sign in.
import { z } from 'zod';
import { makeUserFormSchema } from '../validation/admin';
import { ZUserCreate } from './kullanici';
import { ZPasswordResetConfirm } from './sifre-sifirlama';

/** How long an invitation link works. */
export const INVITATION_HOURS = 72;

/** What a single-use e-mailed link that sets a password is for: a reset or an invitation. */
export const HESAP_BAGLANTI_TURLERI = ['sifirlama', 'davet'] as const;
export type HesapBaglantiTuru = (typeof HESAP_BAGLANTI_TURLERI)[number];

export const INVITATION_MESSAGES = {
  /** The create form's choice. */
  modeLabel: 'Şifre',
  modePassword: 'Şifreyi ben belirleyeceğim',
  modeInvite: 'Davet e-postası gönder',
  modeInviteHelp: `Kişiye şifresini belirlemesi için bir bağlantı e-postalanır (${INVITATION_HOURS} saat geçerli, tek kullanımlık). Şifresini belirleyene kadar giriş yapamaz.`,
  invited: 'Davet e-postası gönderildi',
  resend: 'Daveti yeniden gönder',
  resendConfirm: (name: string) =>
    `"${name}" için yeni bir davet e-postası gönderilsin mi? Önceki bağlantı geçersiz olur; yeni bağlantı ${INVITATION_HOURS} saat geçerlidir.`,
  resent: 'Davet yeniden gönderildi',
  pending: 'Davet bekliyor',
  pendingDetail: 'Davet bekliyor: kişi henüz şifresini belirlemedi',
  passwordSet: 'Belirlendi',
  /** 409s of the re-send. */
  notPending: 'Bu kullanıcı şifresini zaten belirlemiş; davet gönderilemez.',
  inactive: 'Pasif bir kullanıcıya davet gönderilemez; önce aktifleştirin.',
  noEmail: 'Kullanıcının e-posta adresi yok; davet gönderilemez.',
  /** The set-password page. */
  acceptTitle: 'Şifrenizi Belirleyin',
  acceptHelp:
    'Hesabınız açıldı. Şifreniz en az 8, en fazla 128 karakter olmalı; büyük harf, küçük harf, rakam ve özel karakter içermelidir.',
  save: 'Şifremi Belirle',
  saving: 'Kaydediliyor...',
  done: 'Şifreniz belirlendi. Şimdi giriş yapabilirsiniz.',
  invalidToken: 'Bu davet bağlantısı geçersiz, kullanılmış ya da süresi dolmuş. Yöneticinizden daveti yeniden göndermesini isteyin.',
  missingToken: 'Bağlantıda davet anahtarı yok. E-postadaki bağlantıyı açın.',
} as const;

/** POST admin/users/invite_user/: the user form without a password (the e-mail is required, as always). */
export const ZUserInvite = makeUserFormSchema({ isNew: false });
export type UserInvitePayload = z.input<typeof ZUserInvite>;

/** POST auth/invitation/accept/: the link's token and the new password (the reset's shape and rules). */
export const ZInvitationAccept = ZPasswordResetConfirm;
export type InvitationAcceptPayload = z.infer<typeof ZInvitationAccept>;

/** The answer of accepting: the sentence, and the username to sign in with. */
export const ZInvitationAcceptAnswer = z.object({ detail: z.string(), username: z.string() });
export type InvitationAcceptAnswer = z.infer<typeof ZInvitationAcceptAnswer>;

/**
 * The admin create form: the user form, and either a password (the create-with-password rules,
 * ZUserCreate's) or `davet` (an invitation e-mail; the password is then not asked for).
 */
export const ZUserCreateForm = ZUserInvite.extend({ davet: z.boolean().optional(), password: z.string().optional() }).superRefine((v, ctx) => {
  if (v.davet) return;
  const checked = ZUserCreate.shape.password.safeParse(v.password ?? '');
  if (!checked.success) ctx.addIssue({ code: 'custom', message: checked.error.issues[0]!.message, path: ['password'] });
});
export type UserCreateFormInput = z.input<typeof ZUserCreateForm>;
