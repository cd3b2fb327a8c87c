// A forgotten password (şifre sıfırlama): the person asks with their e-mail address and gets a
// link by e-mail; the link's single-use token, valid PASSWORD_RESET_MINUTES, sets a new password
// by the usual rules and ends every session of the account.
import { z } from 'zod';
import { MSG } from '../messages';
import { ZNewPasswordSchema } from '../validation/password';
import { zRequiredApiText } from './auth';

/** How long a reset link works. */
export const PASSWORD_RESET_MINUTES = 30;

export const PASSWORD_RESET_MESSAGES = {
  forgotLink: MSG.auth.forgotPassword,
  requestTitle: 'Şifremi Unuttum',
  requestHelp: 'Hesabınızın e-posta adresini yazın; şifrenizi yenilemeniz için bir bağlantı gönderelim.',
  email: 'E-posta',
  emailInvalid: 'Geçerli bir e-posta adresi girin.',
  send: 'Bağlantıyı Gönder',
  sending: 'Gönderiliyor...',
  /** The one answer, whether or not the address belongs to an account. */
  requested: `Bu adres bir hesaba aitse, şifrenizi yenilemeniz için bir bağlantı gönderdik. Bağlantı ${PASSWORD_RESET_MINUTES} dakika geçerlidir.`,
  confirmTitle: 'Yeni Şifre Belirleyin',
  confirmHelp: 'En az 8, en fazla 128 karakter; büyük harf, küçük harf, rakam ve özel karakter içermelidir.',
  newPassword: 'Yeni şifre',
  newPasswordRepeat: 'Yeni şifre (tekrar)',
  save: 'Şifremi Değiştir',
  saving: 'Kaydediliyor...',
  done: 'Şifreniz değiştirildi. Yeni şifrenizle giriş yapabilirsiniz.',
  invalidToken: 'Bu bağlantı geçersiz ya da süresi dolmuş. Yeni bir bağlantı isteyin.',
  missingToken: 'Bağlantıda şifre yenileme anahtarı yok. E-postadaki bağlantıyı açın ya da yeni bir bağlantı isteyin.',
  newRequest: 'Yeni bağlantı iste',
  toLogin: 'Giriş sayfasına dön',
  failed: 'İstek gönderilemedi. Lütfen tekrar deneyin.',
} as const;

const body = <T extends z.ZodRawShape>(shape: T) => z.object(shape, { error: 'Geçersiz veri: bir JSON nesnesi bekleniyordu.' });

/** POST auth/password-reset/: the address to send a link to. */
export const ZPasswordResetRequest = body({
  email: zRequiredApiText(254, { trim: true, text: true }).pipe(z.email(PASSWORD_RESET_MESSAGES.emailInvalid)),
});
export type PasswordResetRequest = z.infer<typeof ZPasswordResetRequest>;

/** POST auth/password-reset/confirm/: the link's token and the new password. */
export const ZPasswordResetConfirm = body({
  token: zRequiredApiText(200),
  new_password: ZNewPasswordSchema,
});
export type PasswordResetConfirm = z.infer<typeof ZPasswordResetConfirm>;

/** The form of the reset page: the new password twice. */
export const ZPasswordResetForm = z
  .object({ new_password: ZNewPasswordSchema, new_password_repeat: z.string({ error: MSG.password.mismatch }) })
  .superRefine((v, ctx) => {
    if (v.new_password !== v.new_password_repeat) ctx.addIssue({ code: 'custom', message: MSG.password.mismatch, path: ['new_password_repeat'] });
  });
export type PasswordResetFormInput = z.input<typeof ZPasswordResetForm>;

/** Both routes answer a sentence: the same one for any address (request), or the outcome (confirm). */
export const ZPasswordResetAnswer = z.object({ detail: z.string() });
export type PasswordResetAnswer = z.infer<typeof ZPasswordResetAnswer>;
