// Focus after navigation: the shell asks for it when the path changes (not on the first load, where
// the browser starts at the top of the document), and the next page heading that renders takes it.
// A request not taken within a few seconds lapses, so a page without a frame does not hand the
// focus to some later screen. @portal/ui is one shared instance, so the shell's request reaches the
// remotes' frames.

/** The id of the page's h1 (the skip link's target is the main element; this one is for tests and links). */
export const PAGE_HEADING_ID = 'page-heading';

const LAPSE_MS = 5000;
let requestedAt: number | null = null;

/** Called by the shell on every client-side navigation. */
export function requestHeadingFocus(): void {
  requestedAt = Date.now();
}

/** True once per request, while it is fresh: the caller then focuses its heading. */
export function takeHeadingFocusRequest(): boolean {
  if (requestedAt === null) return false;
  const fresh = Date.now() - requestedAt <= LAPSE_MS;
  requestedAt = null;
  return fresh;
}
