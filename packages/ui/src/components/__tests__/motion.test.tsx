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
    // No animation frame runs until the start state is read: on a loaded machine a frame could
    // otherwise move the chip on between the click and the assertion.
    const requestFrame = window.requestAnimationFrame;
    window.requestAnimationFrame = () => 0;
    try {
      await user.click(screen.getByRole('button', { name: 'değiştir' }));
      // The new chip starts faded and small, and animates to its place.
      expect(chip('ONAY')?.style.opacity).toBe('0');
      expect(chip('ONAY')?.style.transform).toMatch(/scale\(0\.6\)/);
    } finally {
      window.requestAnimationFrame = requestFrame;
    }
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
