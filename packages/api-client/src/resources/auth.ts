// Auth endpoints (spec 7 "Auth").
import { api } from '../client';
import type { LoginPayload } from '@portal/domain';
import type { TokenPairResponse } from '../types';

export const authApi = {
  /** POST token/ {username, password} -> {access, refresh}. 401 wrong credentials, 429 throttled. */
  obtainToken(payload: LoginPayload): Promise<TokenPairResponse> {
    return api.post('token/', { json: payload }).json<TokenPairResponse>();
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
};
