import { env } from '@/config/env';

/** The events of the calls to action (docs/decisions/forms-and-analytics.md, "Analytics events"). */
type AnalyticsEvent =
  | 'plan_signup_click'
  | 'directory_search'
  | 'directory_share'
  | 'whatsapp_click'
  | 'booking_click'
  | 'form_sent'
  | 'api_rows_dropped'
  | 'web_vital';

/** Only names, flags and counts: never a name, document number, e-mail or typed text. */
type AnalyticsProps = Record<string, string | number | boolean | string[]>;

/** Whether events may be sent: a collector is set and the browser does not ask for privacy (GPC, Do Not Track). */
export function trackingAllowed(): boolean {
  if (!env.analyticsUrl) return false;
  const browser = navigator as Navigator & { globalPrivacyControl?: boolean };
  return !browser.globalPrivacyControl && browser.doNotTrack !== '1';
}

/**
 * `track('booking_click', { placement: 'header' })` posts `{ event, path, ts, props }` to VITE_ANALYTICS_URL: nothing
 * when it is empty (the default) or when the browser asks not to be tracked (`trackingAllowed`). `fetch` with
 * `keepalive` outlives a navigation like sendBeacon, but unlike it can leave cookies out (`credentials: 'omit'`); a
 * text body and no-cors make it a simple request (no preflight, no console noise from a collector that sends no CORS
 * headers).
 */
export function track(event: AnalyticsEvent, props: AnalyticsProps = {}) {
  if (!trackingAllowed()) return;
  const body = JSON.stringify({ event, path: location.pathname, ts: Date.now(), props });
  fetch(env.analyticsUrl, { method: 'POST', body, keepalive: true, credentials: 'omit', mode: 'no-cors' }).catch(() => {
    // Analytics never disturb the page.
  });
}
