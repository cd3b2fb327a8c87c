// The portal's ONE toaster (Chakra v3 toaster snippet). @portal/ui is a Module Federation singleton,
// so every remote that calls `toaster.create(...)` talks to the same store, and UiProvider renders
// <Toaster/> once in the shell. Remotes must not render another <Toaster/>.
import {
  Toaster as ChakraToaster,
  Portal,
  Spinner,
  Stack,
  Toast,
  createToaster,
} from '@chakra-ui/react';
import { useEffect, useState } from 'react';

export const toaster = createToaster({
  placement: 'bottom-end',
  pauseOnPageIdle: true,
  max: 5,
});

/** Mounted on the first toast, not before: the toast machine's start-up state update runs in a
 *  microtask, which in tests lands outside act() and warns in every test of every app. The region is
 *  still mounted one frame before the toast content is inserted, so screen readers announce it. */
export function Toaster() {
  const [active, setActive] = useState(() => toaster.getCount() > 0);
  useEffect(() => {
    if (active) return undefined;
    if (toaster.getCount() > 0) {
      setActive(true);
      return undefined;
    }
    return toaster.subscribe(() => setActive(true));
  }, [active]);
  if (!active) return null;
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            {toast.type === 'loading' ? <Spinner size="sm" color="primary.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
              {toast.description ? <Toast.Description>{toast.description}</Toast.Description> : null}
            </Stack>
            {toast.action ? <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger> : null}
            {toast.closable ? <Toast.CloseTrigger aria-label="Kapat" /> : null}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
