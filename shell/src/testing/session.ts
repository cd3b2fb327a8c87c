// Test helpers: session users per role, and a store reset (Jest ESM: no jest.mock hoisting, so the
// zustand store is driven through setState).
import { useAuthStore, type AuthState, type SessionUser } from '@portal/auth-store';

export type TestUser = SessionUser;

const base = { user_id: 1, exp: Math.floor(Date.now() / 1000) + 3600, is_mentor: false, is_sirket_sahibi: false, is_staff: false, rol: null, sirket_id: null };

export const USERS = {
  plain: { ...base, user_id: 5 } as TestUser,
  mentor: { ...base, user_id: 2, is_mentor: true } as TestUser,
  owner: { ...base, user_id: 3, is_sirket_sahibi: true, rol: 'sahip', sirket_id: 1 } as TestUser,
  mentorOwner: { ...base, user_id: 6, is_mentor: true, is_sirket_sahibi: true, rol: 'sahip', sirket_id: 1 } as TestUser,
  staff: { ...base, user_id: 1, is_staff: true } as TestUser,
} satisfies Record<string, TestUser>;

const initial = useAuthStore.getState();

export function resetSession(): void {
  useAuthStore.setState(initial, true);
}

export function signIn(user: TestUser): void {
  useAuthStore.setState({ status: 'authenticated', user, error: null } as Partial<AuthState>);
}

export function signOut(): void {
  useAuthStore.setState({ status: 'unauthenticated', user: null } as Partial<AuthState>);
}

export function sessionLoading(): void {
  useAuthStore.setState({ status: 'loading', user: null } as Partial<AuthState>);
}
