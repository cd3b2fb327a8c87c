// Jest setup for every jsdom project (ui, shell, the four remotes): see the root jest.config.cjs.
// jsdom lacks several browser APIs Chakra UI v3 / Ark / zag and next-themes use; they are stubbed here.
import '@testing-library/jest-dom/jest-globals';
import { afterEach, beforeEach } from '@jest/globals';
import { configure } from '@testing-library/dom';
import { TextDecoder, TextEncoder } from 'node:util';
import vm from 'node:vm';

const g = globalThis as unknown as Record<string, unknown>;

// findBy*/waitFor give up after 5 s instead of Testing Library's 1 s: the first lazy import of a
// module graph is transformed on first use, and on a loaded CI machine (two Jest workers beside
// Chromium) that once took longer than a second. A passing test waits no longer than before.
configure({ asyncUtilTimeout: 5000 });

if (typeof g.TextEncoder === 'undefined') g.TextEncoder = TextEncoder;
if (typeof g.TextDecoder === 'undefined') g.TextDecoder = TextDecoder;

if (typeof g.structuredClone === 'undefined') {
  g.structuredClone = <T>(value: T): T => (value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T));
}

// jest-environment-jsdom hides Node's fetch family, which react-router's data routers
// (createMemoryRouter: `new Request(...)`) and ky need. Borrow Node's own (undici) implementations:
// `node:vm` is the real core module, so runInThisContext evaluates in Node's outer realm. Tests still
// mock the network; this only makes the constructors exist.
const fetchFamily = ['fetch', 'Request', 'Response', 'Headers', 'ReadableStream', 'WritableStream', 'TransformStream'] as const;
if (fetchFamily.some((name) => typeof g[name] === 'undefined')) {
  const outer = vm.runInThisContext(`({ ${fetchFamily.join(', ')} })`) as Record<string, unknown>;
  for (const name of fetchFamily) if (typeof g[name] === 'undefined' && outer[name]) g[name] = outer[name];
}

// jsdom's Blob/File lack arrayBuffer(), text() and stream(). The borrowed fetch family (undici)
// serialises a FormData body by streaming each File: without stream() a multipart request with a
// file never finishes. Read through jsdom's own FileReader instead.
if (typeof window !== 'undefined' && typeof g.Blob === 'function' && typeof g.FileReader === 'function') {
  const proto = (g.Blob as typeof Blob).prototype as Blob & Record<string, unknown>;
  const read = (blob: Blob, as: 'arrayBuffer' | 'text') =>
    new Promise<ArrayBuffer | string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer | string);
      reader.onerror = () => reject(reader.error);
      if (as === 'text') reader.readAsText(blob);
      else reader.readAsArrayBuffer(blob);
    });
  if (typeof proto.arrayBuffer !== 'function') {
    Object.defineProperty(proto, 'arrayBuffer', {
      configurable: true,
      writable: true,
      value: function arrayBuffer(this: Blob) {
        return read(this, 'arrayBuffer');
      },
    });
  }
  if (typeof proto.text !== 'function') {
    Object.defineProperty(proto, 'text', {
      configurable: true,
      writable: true,
      value: function text(this: Blob) {
        return read(this, 'text');
      },
    });
  }
  if (typeof proto.stream !== 'function' && typeof g.ReadableStream === 'function') {
    Object.defineProperty(proto, 'stream', {
      configurable: true,
      writable: true,
      value: function stream(this: Blob) {
        return new (g.ReadableStream as typeof ReadableStream)<Uint8Array>({
          start: async (controller) => {
            controller.enqueue(new Uint8Array((await read(this, 'arrayBuffer')) as ArrayBuffer));
            controller.close();
          },
        });
      },
    });
  }
}

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (typeof g.ResizeObserver === 'undefined') g.ResizeObserver = ResizeObserverStub;

class IntersectionObserverStub {
  readonly root = null;
  readonly rootMargin = '';
  readonly thresholds: readonly number[] = [];
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
if (typeof g.IntersectionObserver === 'undefined') g.IntersectionObserver = IntersectionObserverStub;

// jsdom has no PointerEvent; zag's press and focus-visible helpers construct one (e.g. a click that
// follows a click on a Switch).
if (typeof window !== 'undefined' && typeof g.PointerEvent === 'undefined') {
  class PointerEventStub extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    readonly isPrimary: boolean;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'mouse';
      this.isPrimary = init.isPrimary ?? true;
    }
  }
  g.PointerEvent = PointerEventStub;
}

if (typeof window !== 'undefined') {
  if (typeof window.matchMedia !== 'function') {
    Object.defineProperty(window, 'matchMedia', {
      writable: true,
      configurable: true,
      // Light system preference; tests that need dark can redefine it. Reduced motion, as the
      // browser suite runs: no test waits on an animation (the motion tests redefine it).
      value: (query: string): MediaQueryList =>
        ({
          matches: query.includes('prefers-reduced-motion'),
          media: query,
          onchange: null,
          addListener: () => {},
          removeListener: () => {},
          addEventListener: () => {},
          removeEventListener: () => {},
          dispatchEvent: () => false,
        }) as MediaQueryList,
    });
  }
  if (typeof Element.prototype.scrollIntoView !== 'function') {
    Element.prototype.scrollIntoView = function scrollIntoView() {};
  }
  if (typeof Element.prototype.scrollTo !== 'function') {
    Element.prototype.scrollTo = function scrollTo() {};
  }
  if (typeof window.scrollTo !== 'function' || /not implemented/i.test(String(window.scrollTo))) {
    window.scrollTo = () => {};
  }
}

// The toaster is a module-level singleton: start every test without the previous test's toasts
// (before each test, when no Toaster is mounted, so no React update happens outside act()).
// Imported lazily so the polyfills above are in place before Chakra loads.
beforeEach(async () => {
  const { toaster } = await import('../provider/toaster');
  toaster.remove();
});

afterEach(() => {
  if (typeof window === 'undefined') return;
  window.localStorage.clear();
  window.sessionStorage.clear();
  // next-themes writes the mode onto <html>; start every test from a clean document element.
  document.documentElement.className = '';
  document.documentElement.removeAttribute('style');
});
