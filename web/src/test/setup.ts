import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { resetApiContext } from '@/lib/api/context';

// findBy…/waitFor wait up to 10 s: on a loaded 2-core machine a Mantine drawer can take more than the default 1 s
// to render, which made screen tests fail for no fault of the screen; CI runs these tests beside the Rust build.
configure({ asyncUtilTimeout: 10_000 });

// jsdom lacks these browser APIs that Mantine relies on.
if (!('matchMedia' in window) || typeof window.matchMedia !== 'function') {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      // No media feature matches in tests, except the empty query, which matches everything as in browsers
      // (mantine-datatable asks it for columns that are always visible).
      matches: query.trim() === '',
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

class ResizeObserverStub {
  observe() {
    return undefined;
  }
  unobserve() {
    return undefined;
  }
  disconnect() {
    return undefined;
  }
}
// Typed as always present, but missing in jsdom.
if (!('ResizeObserver' in window)) Object.assign(window, { ResizeObserver: ResizeObserverStub });
if (!('scrollIntoView' in Element.prototype)) Object.assign(Element.prototype, { scrollIntoView: () => undefined });

beforeEach(() => {
  window.localStorage.clear();
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  resetApiContext();
});

afterEach(() => {
  cleanup();
});
