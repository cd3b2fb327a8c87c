// Auth endpoints (spec 7 "Auth").
import { api } from '../client';
import type { InvitationAcceptAnswer, InvitationAcceptPayload, LoginPayload, PasskeyLoginOptions, PasswordResetAnswer, PasswordResetConfirm, PasswordResetRequest, TwoFactorChallenge, TwoFactorLoginBody } from '@portal/domain';
import type { TokenPairResponse } from '../types';

export const authApi = {
  /**
   * POST token/ {username, password} -> {access, refresh}, or the challenge of the second step when
   * the account has two-factor sign-in. 401 wrong credentials, 429 throttled.
   */
  obtainToken(payload: LoginPayload): Promise<TokenPairResponse | TwoFactorChallenge> {
    return api.post('token/', { json: payload }).json<TokenPairResponse | TwoFactorChallenge>();
  },

  /** POST token/2fa/passkey/options/ {challenge}: WebAuthn request options for the login's second step. */
  passkeyLoginOptions(challenge: string): Promise<PasskeyLoginOptions> {
    return api.post('token/2fa/passkey/options/', { json: { challenge } }).json<PasskeyLoginOptions>();
  },

  /** POST token/2fa/ {challenge, code | recovery_code | passkey} -> {access, refresh}. 400 wrong code, 401 challenge expired, 429. */
  completeTwoFactor(payload: TwoFactorLoginBody): Promise<TokenPairResponse> {
    return api.post('token/2fa/', { json: payload }).json<TokenPairResponse>();
  },

  /** POST token/refresh/ {refresh} -> {access, refresh}. Raw call: does not touch storage. */
  refreshToken(refresh: string): Promise<TokenPairResponse> {
    return api.post('token/refresh/', { json: { refresh } }).json<TokenPairResponse>();
  },

  /** POST auth/logout/ {refresh}. Callers ignore its failure (spec 7). */
  async logout(refresh: string): Promise<void> {
    await api.post('auth/logout/', { json: { refresh } });
  },

  /** POST auth/logout-all/ (205): every session of the signed-in user ends, this one included. */
  async logoutAll(): Promise<void> {
    await api.post('auth/logout-all/', { json: {} });
  },

  /** POST auth/password-reset/ {email} -> {detail}: the same answer for any address. 429 throttled. */
  requestPasswordReset(payload: PasswordResetRequest): Promise<PasswordResetAnswer> {
    return api.post('auth/password-reset/', { json: payload }).json<PasswordResetAnswer>();
  },

  /** POST auth/password-reset/confirm/ {token, new_password} -> {detail}; 400 on token or new_password. */
  confirmPasswordReset(payload: PasswordResetConfirm): Promise<PasswordResetAnswer> {
    return api.post('auth/password-reset/confirm/', { json: payload }).json<PasswordResetAnswer>();
  },

  /** POST auth/invitation/accept/ {token, new_password} -> {detail, username}; signs nothing in; 400 on token or new_password. */
  acceptInvitation(payload: InvitationAcceptPayload): Promise<InvitationAcceptAnswer> {
    return api.post('auth/invitation/accept/', { json: payload }).json<InvitationAcceptAnswer>();
  },
};
