import { describe, expect, test } from '@jest/globals';
import { useState } from 'react';
import { act, renderWithProviders, screen } from '../../testing';

// framer-motion reads prefers-reduced-motion once and then listens for changes: one media query
// list whose `matches` the tests flip, installed before the motion entry is first loaded.
type Listener = (event: { matches: boolean }) => void;
const reducedMotion = { matches: false, listeners: new Set<Listener>() };
const realMatchMedia = window.matchMedia;
window.matchMedia = (query: string) => {
  if (!query.includes('prefers-reduced-motion')) return realMatchMedia(query);
  const add = (a: string | Listener, b?: Listener) => reducedMotion.listeners.add((typeof a === 'function' ? a : b)!);
  const remove = (a: string | Listener, b?: Listener) => reducedMotion.listeners.delete((typeof a === 'function' ? a : b)!);
  return {
    get matches() {
      return reducedMotion.matches;
    },
    media: query,
    onchange: null,
    addListener: add,
    removeListener: remove,
    addEventListener: add,
    removeEventListener: remove,
    dispatchEvent: () => true,
  } as unknown as MediaQueryList;
};
function setReducedMotion(matches: boolean) {
  reducedMotion.matches = matches;
  act(() => reducedMotion.listeners.forEach((listener) => listener({ matches })));
}

const { StatusChange } = await import('../../motion');

function Row() {
  const [durum, setDurum] = useState('INCELEME');
  return (
    <>
      <StatusChange value={durum}>
        <span>{durum}</span>
      </StatusChange>
      <button type="button" onClick={() => setDurum(durum === 'ONAY' ? 'RED' : 'ONAY')}>
        değiştir
      </button>
    </>
  );
}

const chip = (durum: string) => document.querySelector<HTMLElement>(`[data-status-motion="${durum}"]`);

describe('StatusChange (motion that tells what changed)', () => {
  test('the first render does not animate; a new status enters from its start state', async () => {
    setReducedMotion(false);
    const { user, unmount } = renderWithProviders(<Row />);
    expect(chip('INCELEME')?.style.opacity ?? '').not.toBe('0');
    // The new chip's style as it enters the document, read by a mutation observer: its callback
    // runs before any animation frame can. Read after the click, a loaded machine had let a frame
    // move it on (opacity 0.17); stubbing window.requestAnimationFrame did not stop that, since
    // framer-motion keeps the function it found when it loaded.
    const entered: { opacity: string; transform: string }[] = [];
    const observer = new MutationObserver((records) => {
      for (const node of records.flatMap((record) => [...record.addedNodes])) {
        if (!(node instanceof HTMLElement)) continue;
        const added = node.matches('[data-status-motion="ONAY"]') ? node : node.querySelector<HTMLElement>('[data-status-motion="ONAY"]');
        if (added) entered.push({ opacity: added.style.opacity, transform: added.style.transform });
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
    try {
      await user.click(screen.getByRole('button', { name: 'değiştir' }));
    } finally {
      observer.disconnect();
    }
    // The new chip starts faded and small, and animates to its place.
    expect(entered).toHaveLength(1);
    expect(entered[0]!.opacity).toBe('0');
    expect(entered[0]!.transform).toMatch(/scale\(0\.6\)/);
    expect(chip('ONAY')).not.toBeNull();
    unmount();
  });

  test('with reduced motion the new status is there at once, in its final state', async () => {
    setReducedMotion(true);
    const { user } = renderWithProviders(<Row />);
    await user.click(screen.getByRole('button', { name: 'değiştir' }));
    const now = chip('ONAY');
    expect(now).not.toBeNull();
    expect(now!.style.opacity === '' || now!.style.opacity === '1').toBe(true);
    expect(now!.style.transform).not.toMatch(/scale\(0\.6\)/);
    // And nothing of the old one lingers.
    expect(chip('INCELEME')).toBeNull();
    setReducedMotion(false);
  });
});
