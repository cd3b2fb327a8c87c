// A screen's view state in the page URL (?search=&page=&<filters>): a reload or a shared link opens
// the same view, and back/forward walk it. One rule for every list, admin or applicant: a change
// builds on the newest URL, not on the last rendered one. The router renders a navigation later
// (in a transition), so a sort clicked right after a filter, or two changes in one event, would
// otherwise each start from the old URL, and the later one would drop the earlier.
import { useCallback, useLayoutEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

export interface UrlStateUpdateOptions {
  /** Replace the current history entry (typing in a search box) instead of adding one. */
  replace: boolean;
  /** Also remove these keys (a new filter starts again from page 1). */
  drop?: readonly string[];
}

/** The URL's search params and `update(changes, options)`: '' removes a key, anything else sets it. */
export function useUrlState() {
  const [params, setParams] = useSearchParams();
  const latest = useRef(params);
  useLayoutEffect(() => {
    latest.current = params;
  }, [params]);

  const update = useCallback(
    (changes: Record<string, string>, options: UrlStateUpdateOptions) => {
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
