// The submit of every admin create/edit dialog: save (create when there is no id yet), close on
// success with a toast, and hand a failure to the dialog (admin lists log it; some dialogs also show it).
import type { Id } from '@portal/domain';
import { notifySuccess } from '@portal/ui';
import type { UseMutationResult } from '@tanstack/react-query';

/** A create-or-replace mutation as the admin hooks' useSave makes it. */
export type SaveMutation<P> = UseMutationResult<unknown, Error, { id: Id | null; payload: P }>;

/** The toast after a save: the noun's words ('Çağrı oluşturuldu'), else these. */
export interface SavedTexts {
  created: string;
  updated: string;
}
export const SAVED_TEXT: SavedTexts = { created: 'Kayıt oluşturuldu', updated: 'Değişiklikler kaydedildi' };

/** The handler to give react-hook-form's handleSubmit (with the form's parsed payload). */
export function saveAndClose<P>(save: SaveMutation<P>, id: Id | null, onClose: () => void, onError: (error: unknown) => void, texts: SavedTexts = SAVED_TEXT) {
  return async (payload: P) => {
    try {
      await save.mutateAsync({ id, payload });
    } catch (error) {
      onError(error);
      return;
    }
    notifySuccess(id === null ? texts.created : texts.updated);
    onClose();
  };
}
