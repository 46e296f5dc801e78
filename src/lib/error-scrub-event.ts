import type { Breadcrumb, ErrorEvent } from '@sentry/browser';
import { scrubDeep, scrubText, scrubUrl } from './error-scrub';

/**
 * Sentry's events and breadcrumbs as they may leave the browser (src/lib/error-tracker-sdk.ts, `beforeSend` and
 * `beforeBreadcrumb`): every text in them scrubbed by src/lib/error-scrub.ts. Loaded with the SDK, never in the entry.
 */

/** A breadcrumb as it may be kept: console and DOM breadcrumbs are dropped (they quote what is on the page). */
export function scrubBreadcrumb(breadcrumb: Breadcrumb, secrets: readonly string[] = []): Breadcrumb | null {
  const category = breadcrumb.category ?? '';
  if (category === 'console' || category.startsWith('ui.')) return null;
  return {
    ...breadcrumb,
    ...(breadcrumb.message !== undefined && { message: scrubText(breadcrumb.message, secrets) }),
    ...(breadcrumb.data && { data: scrubDeep(breadcrumb.data, secrets) }),
  };
}

/**
 * An event as it may leave the browser: the page's address scrubbed and no other request data than the browser's
 * name (no referrer, cookie or header); no user; messages, exception texts, breadcrumbs, tags, extras, contexts,
 * the fingerprint and the transaction scrubbed.
 */
export function scrubEvent(event: ErrorEvent, secrets: readonly string[] = []): ErrorEvent {
  const userAgent = event.request?.headers?.['User-Agent'];
  const { user: _user, ...rest } = event;
  const scrubbed: ErrorEvent = { ...rest };
  if (event.request)
    scrubbed.request = {
      ...(event.request.url !== undefined && { url: scrubUrl(event.request.url) }),
      ...(userAgent !== undefined && { headers: { 'User-Agent': userAgent } }),
    };
  if (event.message !== undefined) scrubbed.message = scrubText(event.message, secrets);
  if (event.exception?.values)
    scrubbed.exception = {
      ...event.exception,
      values: event.exception.values.map((value) => ({
        ...value,
        ...(value.value !== undefined && { value: scrubText(value.value, secrets) }),
      })),
    };
  if (event.breadcrumbs)
    scrubbed.breadcrumbs = event.breadcrumbs
      .map((breadcrumb) => scrubBreadcrumb(breadcrumb, secrets))
      .filter((b): b is Breadcrumb => b !== null);
  if (event.tags) scrubbed.tags = scrubDeep(event.tags, secrets);
  if (event.extra) scrubbed.extra = scrubDeep(event.extra, secrets);
  if (event.contexts) scrubbed.contexts = scrubDeep(event.contexts, secrets);
  if (event.fingerprint) scrubbed.fingerprint = event.fingerprint.map((part) => scrubText(part, secrets));
  if (event.transaction !== undefined) scrubbed.transaction = scrubText(event.transaction, secrets);
  return scrubbed;
}
