// The other half of src/before-app.js: until the app has drawn its first screen, the page holds every
// form submit (on the prerendered login page the user may type and press Enter before the app's code
// has run). Once it has, the holding ends and each held form still on the page is submitted again,
// now to the app's own handler.

declare global {
  interface Window {
    /** Set by before-app.js; gone once released. */
    __portalHeldSubmits?: { release(): HTMLFormElement[] };
  }
}

/** The performance mark of the moment the app is live (its first screen drawn, held submits replayed);
 *  `npm run bundle-report` and the browser tests (appLive) read it. */
const APP_LIVE_MARK = 'portal:app-live';

/** Ends the holding, marks the app live and submits the held forms again. Once per page. */
export function releaseHeldSubmits(): void {
  const held = window.__portalHeldSubmits?.release() ?? [];
  performance.mark(APP_LIVE_MARK);
  for (const form of held) if (form.isConnected) form.requestSubmit();
}
