// How every screen tells a person how an action went: a toast of the portal's one toaster, in one
// style. Success: the green tick, gone after 5 s. Failure: the red mark, 8 s (long enough to read a
// server's reason). Both can be closed and wait while the pointer is on them. Screens call these,
// not toaster.create, so every toast of the portal looks and lasts the same; an API failure's
// text comes through @portal/app-kit's notifyApiError (the server's words, else the screen's).
import type { ReactNode } from 'react';
import { toaster } from './toaster';

export const NOTIFY_DURATION = { success: 5000, error: 8000 } as const;

export interface NotifyAction {
  label: string;
  onClick: () => void;
}

/** A success toast ('Çağrı oluşturuldu.'); `action` adds a button (e.g. 'Geri al'). */
export function notifySuccess(title: string, description?: ReactNode, action?: NotifyAction): void {
  toaster.create({ type: 'success', title, description, action, closable: true, duration: NOTIFY_DURATION.success });
}

/** A failure toast ('Çağrı kaydedilemedi.' with the server's reason under it when there is one). */
export function notifyError(title: string, description?: ReactNode): void {
  toaster.create({ type: 'error', title, description, closable: true, duration: NOTIFY_DURATION.error });
}
