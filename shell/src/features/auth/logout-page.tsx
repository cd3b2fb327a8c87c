// /logout: the store's logout calls the server, then always clears both tokens; then /login.
import { useAuthStore } from '@portal/auth-store';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { SHELL_TITLES, useDocumentTitle } from '../layout/document-title';

export function LogoutPage() {
  const navigate = useNavigate();
  useDocumentTitle(SHELL_TITLES.logout);
  useEffect(() => {
    let active = true;
    void Promise.resolve(useAuthStore.getState().logout())
      .catch(() => undefined)
      .finally(() => {
        if (active) void navigate('/login', { replace: true });
      });
    return () => {
      active = false;
    };
  }, [navigate]);
  return <p role="status">Çıkış yapılıyor...</p>;
}
