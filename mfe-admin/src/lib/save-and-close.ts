// The submit of every admin create/edit dialog: save (create when there is no id yet), close on
// success, and hand a failure to the dialog (admin lists log it; some dialogs also show it).
import type { Id } from '@portal/domain';
import type { UseMutationResult } from '@tanstack/react-query';

/** A create-or-replace mutation as the admin hooks' useSave makes it. */
export type SaveMutation<P> = UseMutationResult<unknown, Error, { id: Id | null; payload: P }>;

/** The handler to give react-hook-form's handleSubmit (with the form's parsed payload). */
export function saveAndClose<P>(save: SaveMutation<P>, id: Id | null, onClose: () => void, onError: (error: unknown) => void) {
  return async (payload: P) => {
    try {
      await save.mutateAsync({ id, payload });
      onClose();
    } catch (error) {
      onError(error);
    }
  };
}
