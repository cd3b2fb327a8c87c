import { useEffect, useRef, useState } from 'react';

/** What the search box shows, committed (e.g. to the URL) after `delay` ms without typing; follows
 *  outside changes of the committed value (e.g. 'Filtreleri Temizle'). */
export function useDebouncedSearch(value: string, commit: (text: string) => void, delay = 300) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    // Our own commit comes back trimmed: keep what is being typed (e.g. a trailing space).
    if (value !== text.trim()) setText(value);
  }
  const commitRef = useRef(commit);
  useEffect(() => {
    commitRef.current = commit;
  }, [commit]);
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => commitRef.current(text), delay);
    return () => clearTimeout(timer);
  }, [text, value, delay]);
  return [text, setText] as const;
}
