// /logout: the store's logout calls the server, then always clears both tokens; then /login.
import { useAuthStore } from '@portal/auth-store';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

export function LogoutPage() {
  const navigate = useNavigate();
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
