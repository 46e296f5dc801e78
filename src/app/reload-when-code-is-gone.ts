import type { createAppRouter } from './router';
import { isMissingModule, noteGoneModule, reloadIfCodeIsGone } from '@/lib/stale-release';

/**
 * A code file of this release that a new one removed (Vite's `vite:preloadError`: a chunk or its CSS) reloads the page
 * into the new release (src/lib/stale-release.ts) while a navigation waits for it. A route preloaded on hover does
 * not: the navigation, if it comes, meets the same missing file. A gone module is marked handled (`preventDefault`,
 * Vite's way): its import gives nothing, so the router never sees the failure and never reloads the page by itself
 * (it would, once per error message, outside our once-per-release guard and ahead of a new service worker). What
 * fails on it instead shows the error page, which names the gone module (`missingCodeBehind`).
 */
export function reloadWhenCodeIsGone(router: ReturnType<typeof createAppRouter>) {
  router.subscribe('onBeforeNavigate', () => noteGoneModule());
  window.addEventListener('vite:preloadError', (event) => {
    if (router.state.status !== 'pending') return;
    const { payload } = event as Event & { payload?: unknown };
    if (isMissingModule(payload)) {
      event.preventDefault();
      noteGoneModule(payload);
    }
    // Only a file the server no longer has (a 404) means a new release; offline the error page says so and waits.
    void reloadIfCodeIsGone(payload);
  });
}
