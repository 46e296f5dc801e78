import { buttonClass, ui } from '@/components/plain-ui';
import { loadToasts } from '@/lib/notify';
import { loadNewRelease } from '@/lib/stale-release';

const UPDATE_TOAST_ID = 'sw-update';
const CHECK_EVERY_MS = 60 * 60 * 1000;
/** Focus comes and goes often; one look for a new release a minute is plenty. */
const MIN_GAP_MS = 60 * 1000;

/**
 * Production only (src/main.tsx): the service worker of vite-plugin-pwa keeps the app shell and the public pages
 * available offline; it never caches API answers (vite.config.ts). Plain markup: this module loads on every first
 * visit, after the page, and needs no Mantine component for one toast.
 */
export async function registerServiceWorker() {
  try {
    watchForNewRelease(await navigator.serviceWorker.register('/sw.js', { scope: '/' }));
  } catch {
    // No service worker (private mode, old browser): the site works online as before.
  }
}

/**
 * A new release is a worker that waits to replace the one controlling this page: the notice "Hay una versión nueva"
 * offers 'Actualizar', which lets it take over and reloads (src/lib/stale-release.ts, loadNewRelease; never without
 * that tap, so no typed text is lost). A first visit has no controller, so a worker still installing then (Firefox
 * reported one to a second page loaded meanwhile) is no update. The tab looks for a new release when it regains focus and at least hourly.
 */
export function watchForNewRelease(registration: ServiceWorkerRegistration) {
  const offer = () => {
    if (registration.waiting && navigator.serviceWorker.controller) showUpdateNotice(() => void loadNewRelease());
  };
  const follow = (worker: ServiceWorker | null) =>
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') offer();
    });
  offer();
  follow(registration.installing);
  registration.addEventListener('updatefound', () => follow(registration.installing));

  let lastCheck = Date.now();
  const check = () => {
    if (Date.now() - lastCheck < MIN_GAP_MS) return;
    lastCheck = Date.now();
    registration.update().catch(() => {
      // Offline, or the server is between releases: the next check tries again.
    });
  };
  setInterval(check, CHECK_EVERY_MS);
  window.addEventListener('focus', check);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
}

function showUpdateNotice(update: () => void) {
  void loadToasts().then(({ default: toast }) =>
    toast(
      () => (
        <span className={`${ui.row} ${ui.small}`}>
          Hay una versión nueva del sitio.
          <button type="button" className={buttonClass()} onClick={update}>
            Actualizar
          </button>
        </span>
      ),
      { id: UPDATE_TOAST_ID, duration: Infinity },
    ),
  );
}
