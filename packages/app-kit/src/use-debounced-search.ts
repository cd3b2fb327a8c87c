import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * What a search box shows, committed (e.g. to the URL) after `delay` ms without typing; follows
 * outside changes of the committed value ('Filtreleri Temizle', back/forward).
 *
 * Outside changes are told from our own commits after a render is committed, not during it: the
 * router renders a navigation in a transition, and a keystroke's urgent render in between still
 * sees the old value, so comparing during render would take our own commit for an outside change
 * (and put back the text the person just erased). `reset` is for the screen's own outside change
 * ('Filtreleri Temizle'): it sets the text and what the box counts as committed at once.
 */
export function useDebouncedSearch(value: string, commit: (text: string) => void, delay = 300) {
  const [text, setText] = useState(value);
  /** The committed value this box last sent or took from outside. */
  const known = useRef(value);
  useEffect(() => {
    if (value === known.current) return;
    known.current = value;
    setText(value);
  }, [value]);
  const commitRef = useRef(commit);
  useEffect(() => {
    commitRef.current = commit;
  }, [commit]);
  useEffect(() => {
    // Our own commit comes back trimmed: a trailing space being typed stays in the box.
    if (text.trim() === value) return;
    const timer = setTimeout(() => {
      known.current = text.trim();
      commitRef.current(text);
    }, delay);
    return () => clearTimeout(timer);
  }, [text, value, delay]);
  const reset = useCallback((next: string) => {
    known.current = next;
    setText(next);
  }, []);
  return [text, setText, reset] as const;
}
