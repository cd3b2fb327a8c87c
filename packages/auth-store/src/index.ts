export { LoginError, loginErrorMessage, LOGOUT_SERVER_WAIT_MS, TwoFactorError, TwoFactorRequired, useAuthStore } from './store';
export type { AuthState, AuthStatus, AuthStore } from './store';
export { useAuthStatus, useSessionUser } from './hooks';
export { decodeSessionUser, isSessionExpired, loadSessionRules } from './session-user';
export type { SessionUser } from './session-user';
export { isCompanyOwner, isMentor, isStaff, rolesOf } from './roles';
export type { RemoteName } from './roles';
// Re-exported so the shell can wire react-router navigation from one place.
export { setOnSessionExpired } from '@portal/api-client';
