import { env } from '@/config/env';

/** The events of the calls to action (docs/decisions.md, "Analytics events"). */
type AnalyticsEvent =
  | 'plan_signup_click'
  | 'directory_search'
  | 'directory_share'
  | 'whatsapp_click'
  | 'booking_click'
  | 'form_sent'
  | 'api_rows_dropped';

/** Only names, flags and counts: never a name, document number, e-mail or typed text. */
type AnalyticsProps = Record<string, string | number | boolean | string[]>;

/**
 * A tracker that posts `{ event, path, ts, props }` to `url`: nothing when the url is empty or when the browser
 * asks not to be tracked (Global Privacy Control, Do Not Track). `fetch` with `keepalive` outlives a navigation
 * like sendBeacon, but unlike it can leave cookies out (`credentials: 'omit'`); a text body and no-cors make it a
 * simple request (no preflight, no console noise from a collector that sends no CORS headers).
 */
function createTracker(url: string) {
  return (event: AnalyticsEvent, props: AnalyticsProps = {}) => {
    if (!url) return;
    const browser = navigator as Navigator & { globalPrivacyControl?: boolean };
    if (browser.globalPrivacyControl || browser.doNotTrack === '1') return;
    const body = JSON.stringify({ event, path: location.pathname, ts: Date.now(), props });
    fetch(url, { method: 'POST', body, keepalive: true, credentials: 'omit', mode: 'no-cors' }).catch(() => {
      // Analytics never disturb the page.
    });
  };
}

/** `track('booking_click', { placement: 'header' })`: off unless VITE_ANALYTICS_URL is set. */
export const track = createTracker(env.analyticsUrl);
