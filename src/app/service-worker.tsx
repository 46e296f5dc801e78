/// <reference types="vite-plugin-pwa/client" />
import { registerSW } from 'virtual:pwa-register';
import { buttonClass, ui } from '@/components/plain-ui';
import { loadToasts } from '@/lib/notify';

const UPDATE_TOAST_ID = 'sw-update';

/**
 * Production only (src/main.tsx): the service worker of vite-plugin-pwa keeps the app shell and the public pages
 * available offline; it never caches API answers (vite.config.ts). When a new version has been installed, a
 * Spanish prompt offers to reload into it; until then the open tabs keep the version they started with. Plain
 * markup: this module loads on every first visit, after the page, and needs no Mantine component for one toast.
 */
export function registerServiceWorker() {
  const updateServiceWorker = registerSW({
    onNeedRefresh() {
      void loadToasts().then(({ default: toast }) =>
        toast(
          () => (
            <span className={`${ui.row} ${ui.small}`}>
              Hay una nueva versión disponible.
              <button type="button" className={buttonClass()} onClick={() => void updateServiceWorker(true)}>
                Recargar
              </button>
            </span>
          ),
          { id: UPDATE_TOAST_ID, duration: Infinity },
        ),
      );
    },
    onRegisterError() {
      // No service worker (private mode, old browser): the site works online as before.
    },
  });
}
