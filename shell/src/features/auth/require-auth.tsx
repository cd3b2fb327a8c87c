// The route guard of spec section 2. Parameters: redirect path (default /login), required role
// (mentor, sirket_sahibi or admin), and the option to send staff to the admin dashboard.
import { isCompanyOwner, isMentor, isStaff, useAuthStore, type SessionUser } from '@portal/auth-store';
import { MSG } from '@portal/domain/core';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';

export type RequiredRole = 'mentor' | 'sirket_sahibi' | 'admin';

export const ADMIN_HOME = '/admin/dashboard';

export function hasRole(user: SessionUser, role: RequiredRole): boolean {
  switch (role) {
    case 'mentor':
      return isMentor(user);
    case 'sirket_sahibi':
      return isCompanyOwner(user);
    case 'admin':
      return isStaff(user);
  }
}

export interface RequireAuthProps {
  redirectTo?: string;
  role?: RequiredRole;
  /** Staff go to /admin/dashboard (the general user routes). */
  staffToAdmin?: boolean;
  /** Rendered when allowed; defaults to the nested routes (<Outlet/>). */
  children?: ReactNode;
  /** Shown to a signed-in user lacking `role` instead of sending them to / (the company pages). */
  denied?: ReactNode;
}

export function RequireAuth({ redirectTo = '/login', role, staffToAdmin = false, children, denied }: RequireAuthProps) {
  const status = useAuthStore((s) => s.status);
  const user = useAuthStore((s) => s.user);
  const location = useLocation();

  if (status === 'loading') return <p role="status">{MSG.auth.loading}</p>;
  if (status !== 'authenticated' || !user) {
    return <Navigate to={redirectTo} replace state={{ from: location.pathname }} />;
  }
  if (role && !hasRole(user, role)) return denied !== undefined ? <>{denied}</> : <Navigate to="/" replace />;
  if (staffToAdmin && isStaff(user)) return <Navigate to={ADMIN_HOME} replace />;
  return <>{children ?? <Outlet />}</>;
}
