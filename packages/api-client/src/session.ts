// Where the user goes when the session is over. Injectable so the shell can route with
// react-router instead of reloading the page.
import { LOGIN_PATH } from './constants';

export type SessionExpiredHandler = (loginPath: string) => void;

const defaultHandler: SessionExpiredHandler = (loginPath) => {
  const location = (globalThis as { location?: Location }).location;
  if (location && typeof location.assign === 'function') location.assign(loginPath);
};

let handler: SessionExpiredHandler = defaultHandler;

/**
 * Replace the navigation used when the session ends (refresh failed, no refresh token, logout).
 * Pass `null` to restore the default `window.location.assign('/login')`.
 */
export function setOnSessionExpired(fn: SessionExpiredHandler | null): void {
  handler = fn ?? defaultHandler;
}

/** Send the user to another of the shell's paths through the same injected navigation. */
export function navigateTo(path: string): void {
  try {
    handler(path);
  } catch (error) {
    console.error('[api-client] navigation handler failed', error);
  }
}

/** Send the user to /login through the injected navigation. */
export function navigateToLogin(): void {
  try {
    handler(LOGIN_PATH);
  } catch (error) {
    console.error('[api-client] session-expired handler failed', error);
  }
}
