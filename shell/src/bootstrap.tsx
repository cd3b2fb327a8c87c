import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

/** Renders the app; index.ts calls it once the deployment's settings are in. */
export function mount(): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
