/// <reference types="vite-plugin-pwa/client" />
import { Button, Group, Text } from '@mantine/core';
import { registerSW } from 'virtual:pwa-register';
import { loadToasts } from '@/lib/notify';

const UPDATE_TOAST_ID = 'sw-update';

/**
 * Production only (src/main.tsx): the service worker of vite-plugin-pwa keeps the app shell and the public pages
 * available offline; it never caches API answers (vite.config.ts). When a new version has been installed, a
 * Spanish prompt offers to reload into it; until then the open tabs keep the version they started with.
 */
export function registerServiceWorker() {
  const updateServiceWorker = registerSW({
    onNeedRefresh() {
      void loadToasts().then(({ default: toast }) =>
        toast(
          () => (
            <Group gap="sm" wrap="nowrap">
              <Text size="sm">Hay una nueva versión disponible.</Text>
              <Button size="xs" onClick={() => void updateServiceWorker(true)}>
                Recargar
              </Button>
            </Group>
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
