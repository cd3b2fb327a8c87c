// The width of an element's box, kept up to date with a ResizeObserver. Measured before the first
// paint (layout effect), so a component that draws differently in a narrow box does not flash its
// wide look first. 0 while unknown (no layout, e.g. jsdom): callers treat 0 as "wide".
import { useLayoutEffect, useState, type RefObject } from 'react';

export function useBoxWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    setWidth(el.clientWidth);
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) setWidth(Math.round(entry.contentRect.width));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
