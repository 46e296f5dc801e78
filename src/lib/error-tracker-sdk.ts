import {
  BrowserClient,
  breadcrumbsIntegration,
  captureException,
  captureMessage,
  dedupeIntegration,
  defaultStackParser,
  getCurrentScope,
  getGlobalScope,
  getIsolationScope,
  httpContextIntegration,
  linkedErrorsIntegration,
  makeFetchTransport,
  withScope,
  type Breadcrumb,
  type ErrorEvent,
} from '@sentry/browser';
import { env } from '@/config/env';
import { scrubBreadcrumb, scrubEvent } from './error-scrub-event';
import type { Failure } from './failure';

/**
 * Sentry's SDK, loaded by src/lib/error-tracker.ts only when a failure is to be sent. A client of our own instead of
 * `init()`: no default integration (no global handlers, which error-tracker.ts is; no session tracking, no replay, no
 * DOM breadcrumbs (nor the console's, a separate integration), which quote the page), no IP (`dataCollection.userInfo: false`), and every event and breadcrumb
 * scrubbed (src/lib/error-scrub-event.ts).
 */

let started = false;

/**
 * Starts the SDK's client, once. `personalValues` gives the member's own values (name, document) at the moment an
 * event or breadcrumb is made; they are scrubbed from it. The loader passes it in, so this file imports nothing back.
 */
export function startSdk(personalValues: () => string[]): void {
  if (started) return;
  started = true;
  const client = new BrowserClient({
    dsn: env.sentryDsn,
    release: env.release,
    environment: env.sentryEnvironment,
    transport: makeFetchTransport,
    stackParser: defaultStackParser,
    integrations: [
      breadcrumbsIntegration({ dom: false, fetch: true, xhr: true, history: true, sentry: false }),
      dedupeIntegration(),
      linkedErrorsIntegration(),
      httpContextIntegration(),
    ],
    // SDK 11's replacement of `sendDefaultPii: false`: no IP (the envelope says infer_ip "never"), no cookie, no header
    // but the browser's name, no body, no query string.
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: { request: { allow: ['User-Agent'] }, response: false },
      httpBodies: [],
      urlQueryParams: false,
    },
    sendClientReports: false,
    // A message (an unusable answer, dropped rows) is grouped by its text: a stack of the SDK's own frames says nothing.
    attachStacktrace: false,
    maxBreadcrumbs: 20,
    beforeBreadcrumb: (breadcrumb: Breadcrumb) => scrubBreadcrumb(breadcrumb, personalValues()),
    beforeSend: (event: ErrorEvent) => scrubEvent(event, personalValues()),
  });
  getCurrentScope().setClient(client);
  client.init();
}

/**
 * A sign-out: the SDK's breadcrumbs (the pages and calls of the member's visit) and whatever its scopes hold (tags,
 * extras, contexts, user, attachments) go with it, so an event after it carries nothing of the member's visit. The
 * client and the event processors stay.
 */
export function forgetTheVisit(): void {
  for (const scope of [getCurrentScope(), getIsolationScope(), getGlobalScope()]) {
    const { tags, extra, contexts } = scope.getScopeData();
    scope.clearBreadcrumbs();
    scope.clearAttachments();
    scope.setUser(null);
    scope.setFingerprint([]);
    for (const key of Object.keys(tags)) scope.setTag(key, undefined);
    for (const key of Object.keys(extra)) scope.setExtra(key, undefined);
    for (const key of Object.keys(contexts)) scope.setContext(key, null);
  }
}

/** One queued failure as one event: errors with their stack, the rest as messages grouped by their text. */
export function sendFailure(failure: Failure): void {
  withScope((scope) => {
    scope.setTag('failure', failure.kind);
    if (failure.tags) scope.setTags(failure.tags);
    if (failure.release && failure.release !== env.release)
      scope.addEventProcessor((event) => ({ ...event, release: failure.release }));
    if (failure.kind === 'api' || failure.kind === 'dropped-rows') {
      // One issue per call (reason, status, path) and per list (the count is a tag).
      scope.setFingerprint(
        failure.kind === 'api' ? [failure.kind, failure.message] : [failure.kind, String(failure.tags?.list)],
      );
      captureMessage(failure.message, failure.kind === 'api' ? 'error' : 'warning');
      return;
    }
    const error = new Error(failure.message);
    error.name = failure.name ?? 'Error';
    if (failure.stack) error.stack = failure.stack;
    // Uncaught errors, rejections and missing code files are unhandled; what a route's error page showed is handled.
    const unhandled = failure.kind === 'error' || failure.kind === 'rejection' || failure.kind === 'code-file';
    captureException(error, {
      mechanism: { type: unhandled ? `auto.browser.${failure.kind}` : 'auto.browser.page-error', handled: !unhandled },
    });
  });
}
