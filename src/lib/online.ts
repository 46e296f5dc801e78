import { useSyncExternalStore } from 'react';
import { onlineManager } from '@tanstack/react-query';

/**
 * TanStack Query's idea of the connection, which pauses queries and mutations while it is off (networkMode
 * 'online'). By default it starts "online" and only hears the window's online/offline events, so a page opened
 * without a connection (from the service worker's cache) would think it is online: it starts from navigator.onLine.
 */
export function followBrowserConnection() {
  if (typeof window === 'undefined') return;
  onlineManager.setEventListener((setOnline) => {
    // Only a browser that says so is offline (where onLine is unknown, TanStack Query's default: online).
    const update = () => setOnline(window.navigator.onLine !== false);
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  });
}

/** Whether the app is online, for components: re-renders when the connection comes or goes. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (listener) => onlineManager.subscribe(listener),
    () => onlineManager.isOnline(),
    () => true,
  );
}
