import { trackingAllowed } from '@/lib/analytics';
import { registerServiceWorker } from './service-worker';

type Router = Parameters<typeof import('./field-vitals').reportFieldVitals>[0];

/**
 * What src/main.tsx starts once the app answers taps and the browser is idle: the service worker (production builds
 * only) and the field vitals (docs/decisions/field-vitals.md), whose web-vitals code is fetched only where
 * analytics events may be sent (a collector is set, no GPC or Do Not Track).
 */
export function startAfterFirstScreen(router: Router) {
  if (import.meta.env.PROD && 'serviceWorker' in navigator) void registerServiceWorker();
  if (trackingAllowed()) void import('./field-vitals').then((m) => m.reportFieldVitals(router));
}
