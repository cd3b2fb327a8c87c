// Constants of spec section 9 that the client needs (from @portal/domain, one rule in one place).
import { ACCESS_TOKEN_KEY, API_BASE, REFRESH_TOKEN_KEY } from '@portal/domain/core';

export { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY };
/** API base path (spec 9), resolved against the page origin in a browser. */
export const API_BASE_PATH: string = API_BASE;
/** Where an expired session is sent (spec 4, 7). */
export const LOGIN_PATH = '/login';
