// Spec 8 (Admin): the admin pages other than users and the mentor area show nothing to the user on
// failure; errors are only logged. This is that log.
import { useEffect } from 'react';

export function logAdminError(context: string, error: unknown): void {
  console.error(`[admin] ${context}`, error);
}

/** Logs a query's error once per error object. */
export function useLogError(context: string, error: unknown): void {
  useEffect(() => {
    if (error) logAdminError(context, error);
  }, [context, error]);
}
