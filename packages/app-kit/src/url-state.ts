// A screen's view state in the page URL (?search=&page=&<filters>): a reload or a shared link opens
// the same view, and back/forward walk it. One rule for every list, admin or applicant: a change
// builds on the newest URL, not on the last rendered one. The router renders a navigation later
// (in a transition), so a sort clicked right after a filter, or two changes in one event, would
// otherwise each start from the old URL, and the later one would drop the earlier.
//
// A screen being left writes nothing: a search still waiting to be written (the box writes after a
// pause) when the person follows a link would otherwise navigate back to the list. The browser's
// history has already moved on to the other page; the list stays mounted only until that page has
// rendered (a lazily loaded screen renders in a transition), and its write would replace the entry.
import { useCallback, useLayoutEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';

export interface UrlStateUpdateOptions {
  /** Replace the current history entry (typing in a search box) instead of adding one. */
  replace: boolean;
  /** Also remove these keys (a new filter starts again from page 1). */
  drop?: readonly string[];
}

/** The URL's search params and `update(changes, options)`: '' removes a key, anything else sets it. */
export function useUrlState() {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const latest = useRef(params);
  const shownAt = useRef(pathname);
  useLayoutEffect(() => {
    latest.current = params;
    shownAt.current = pathname;
  }, [params, pathname]);

  const update = useCallback(
    (changes: Record<string, string>, options: UrlStateUpdateOptions) => {
      if (leftFor(shownAt.current)) return;
      const next = new URLSearchParams(latest.current);
      for (const key of options.drop ?? []) next.delete(key);
      for (const [key, value] of Object.entries(changes)) {
        if (value === '') next.delete(key);
        else next.set(key, value);
      }
      // Nothing changed: no history entry.
      if (next.toString() === latest.current.toString()) return;
      latest.current = next;
      setParams(next, { replace: options.replace });
    },
    [setParams],
  );
  return { params, update };
}

/**
 * The browser's history is at another page than `pathname`, the one this screen shows. Only a
 * browser history tells (the router keeps its key in history.state); a memory router has none.
 */
function leftFor(pathname: string): boolean {
  const state = window.history.state as { key?: unknown } | null;
  return typeof state?.key === 'string' && decoded(window.location.pathname) !== decoded(pathname);
}

function decoded(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}
