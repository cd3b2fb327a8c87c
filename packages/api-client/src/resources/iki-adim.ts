// Two-factor sign-in settings (auth/2fa/...): the signed-in user's own.
import { api } from '../client';
import type { Passkey, PasskeyRegisterBody, PasskeyRegistrationOptions, RecoveryCodes, RecoveryCodesBody, TotpConfirmBody, TotpSetup, TwoFactorDisableBody, TwoFactorStatus } from '@portal/domain';

export const ikiAdimApi = {
  /** GET auth/2fa/: on or off, recovery codes left, whether staff must turn it on. */
  status(): Promise<TwoFactorStatus> {
    return api.get('auth/2fa/').json<TwoFactorStatus>();
  },

  /** POST auth/2fa/totp/setup/: a new secret with its QR code (shown only now). 400 when already on. */
  setup(): Promise<TotpSetup> {
    return api.post('auth/2fa/totp/setup/', { json: {} }).json<TotpSetup>();
  },

  /** POST auth/2fa/totp/confirm/ {code}: turns it on; the ten recovery codes, shown once. 400 wrong code. */
  confirm(body: TotpConfirmBody): Promise<RecoveryCodes> {
    return api.post('auth/2fa/totp/confirm/', { json: body }).json<RecoveryCodes>();
  },

  /** POST auth/2fa/recovery-codes/ {password, code}: ten new codes, the old ones stop working. */
  regenerateRecoveryCodes(body: RecoveryCodesBody): Promise<RecoveryCodes> {
    return api.post('auth/2fa/recovery-codes/', { json: body }).json<RecoveryCodes>();
  },

  /** POST auth/2fa/passkeys/options/: creation options for navigator.credentials.create and their signed state. */
  passkeyOptions(): Promise<PasskeyRegistrationOptions> {
    return api.post('auth/2fa/passkeys/options/', { json: {} }).json<PasskeyRegistrationOptions>();
  },

  /** POST auth/2fa/passkeys/ {state, response, ad} -> the new passkey (201). */
  addPasskey(body: PasskeyRegisterBody): Promise<Passkey> {
    return api.post('auth/2fa/passkeys/', { json: body }).json<Passkey>();
  },

  /** DELETE auth/2fa/passkeys/:id/ (204). */
  async removePasskey(id: number): Promise<void> {
    await api.delete(`auth/2fa/passkeys/${id}/`);
  },

  /** POST admin/users/{id}/reset_two_factor/ (superuser): turns off another person's 2FA; ends their sessions. */
  async resetForUser(id: number): Promise<void> {
    await api.post(`admin/users/${id}/reset_two_factor/`, { json: {} });
  },

  /** POST auth/2fa/disable/ {password, code | recovery_code}. */
  async disable(body: TwoFactorDisableBody): Promise<void> {
    await api.post('auth/2fa/disable/', { json: body });
  },
};
