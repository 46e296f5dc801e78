import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { server } from '../mocks/node';
import { clearFailureRules } from '../mocks/failures';
import { connectSessionToApi } from '@/app/query-client';

// findBy… and waitFor wait for what the person sees up to 5 s, not Testing Library's 1 s: on a busy two-core CI
// machine, a sign-in whose lazy panel chunk loads while other test files run took longer than 1 s to show its toast.
configure({ asyncUtilTimeout: 5_000 });

// As src/main.tsx does: calls carry the signed-in member's token.
connectSessionToApi();

// jsdom lacks what Mantine needs (Mantine's vite-template setup).
if (typeof window !== 'undefined') {
  const { getComputedStyle } = window;
  window.getComputedStyle = (elt) => getComputedStyle(elt);
  window.HTMLElement.prototype.scrollIntoView = () => {};
  window.scrollTo = (() => {}) as typeof window.scrollTo;
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: vi.fn().mockImplementation((query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  });
  class ResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  window.ResizeObserver = ResizeObserver;
  // jsdom has no layout: every observed element is reported in view at once (below-the-fold content renders).
  class IntersectionObserver {
    constructor(private readonly report: IntersectionObserverCallback) {}
    observe(target: Element) {
      queueMicrotask(() => this.report([{ target, isIntersecting: true } as IntersectionObserverEntry], this as never));
    }
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  window.IntersectionObserver = IntersectionObserver as never;
  // jsdom draws nothing: it says it can draw a map (WebGL), as the browsers the site supports can, and the map itself
  // is mocked where a test shows one (tests/unit/components/map/lazy-map.test.tsx tests a browser that cannot).
  const getContext = window.HTMLCanvasElement.prototype.getContext;
  window.HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, id: string, ...rest: unknown[]) {
    if (id === 'webgl2' || id === 'webgl') return {} as WebGL2RenderingContext;
    return getContext.call(this, id as '2d', ...(rest as []));
  } as typeof getContext;
  // Vitest's jsdom environment hands a request body that is a jsdom Blob (a File in a FormData too) to Node's
  // Request by copying the Blob's bytes from jsdom's private `_buffer`, which jsdom 28 renamed `_bytes`: without
  // the old name the body arrives as 'undefined'. The app sends its Blobs as they are, as browsers take them.
  // (Vitest reads either name from its next releases; then this can go.)
  const blob = new Blob() as unknown as Record<symbol, object | undefined>;
  const blobImpl = Object.getOwnPropertySymbols(blob)
    .map((symbol) => blob[symbol])
    .find((impl) => impl && '_bytes' in impl);
  const blobImplPrototype = blobImpl && Object.getPrototypeOf(blobImpl);
  if (blobImplPrototype && !('_buffer' in blobImplPrototype)) {
    Object.defineProperty(blobImplPrototype, '_buffer', {
      get(this: { _bytes: Uint8Array }) {
        return this._bytes;
      },
    });
  }
}

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // The app fetches the toasts' code with the first toast. A browser has it in a few milliseconds; a Vitest worker
  // transforms it on first import, which under load outlasts a test's wait for the toast: import it up front.
  await import('react-hot-toast');
});
afterEach(() => {
  server.resetHandlers();
  clearFailureRules();
  cleanup();
  if (typeof window !== 'undefined') window.sessionStorage.clear();
});
afterAll(() => server.close());
