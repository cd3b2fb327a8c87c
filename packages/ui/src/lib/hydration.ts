// A page prerendered at build time (the shell's login page) is hydrated: React's first render in the
// browser must produce exactly the prerendered HTML, or React throws that HTML away and renders anew
// (and what the user already typed into it is lost). Values the build could not know (the current
// year, the deployment's settings, the stored colour mode) must therefore wait for the render after
// hydration. useSyncExternalStore does that: its server snapshot is used while prerendering and while
// hydrating, the client snapshot everywhere else; a page rendered by the client alone never sees the
// server one.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/** False while React prerenders or hydrates a page, true from the next render on (and always, on a
 *  page the client renders alone). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
