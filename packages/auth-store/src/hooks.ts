// Small React selectors over the store.
import type { SessionUser } from './session-user';
import { useAuthStore, type AuthStatus } from './store';

/** React hook: the signed-in user (null when signed out). */
export const useSessionUser = (): SessionUser | null => useAuthStore((s) => s.user);

/** React hook: the session status. */
export const useAuthStatus = (): AuthStatus => useAuthStore((s) => s.status);
