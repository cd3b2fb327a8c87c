import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';

/** Renders the app; index.ts calls it once the deployment's settings are in. A page prerendered at
 *  build time (the login page: prerender/login-page.tsx) is hydrated, any other drawn from nothing. */
export function mount(): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  if (container.firstElementChild) hydrateRoot(container, app);
  else createRoot(container).render(app);
}
