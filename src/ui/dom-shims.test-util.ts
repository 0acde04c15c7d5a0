// What Mantine needs from a browser that jsdom lacks. Imported first by the app's component tests.

import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

if (typeof window !== 'undefined') {
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  Element.prototype.scrollIntoView ??= () => {};
  window.HTMLElement.prototype.scrollTo ??= () => {};
  // jsdom defines window.scrollTo only to report it is not implemented; the router calls it.
  window.scrollTo = () => {};
}

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());
