/*
 * What fails in a visitor's browser, for the error tracker (docs/decisions/error-tracker.md). This part is in the
 * entry and tiny: it records failures from the first script on. Sentry's SDK (src/lib/error-tracker-sdk.ts) is
 * loaded only once there is something to send, and not before the page has loaded and the browser is idle; it then
 * sends what was queued. Without VITE_SENTRY_DSN nothing is recorded, loaded or sent.
 */
import { env } from '@/config/env';
import { browserStorage } from './browser-storage';
import { scrubDeep, scrubStack, scrubText } from './error-scrub';
import type { Failure } from './failure';

/** At most this many events per page view; the same failure twice counts once. */
export const MAX_EVENTS_PER_PAGE = 5;
/** Failures not sent yet, kept for the next page of this tab (a reload into a new release). */
const PENDING_KEY = 'error-tracker:pending';

let personalValuesOf: () => string[] = () => [];
let seen = new Set<string>();
let pending: Failure[] = [];
let ready = false;
let sending: Promise<unknown> | null = null;

const storage = () => browserStorage('sessionStorage');

function keepPending() {
  try {
    if (pending.length) storage()?.setItem(PENDING_KEY, JSON.stringify(pending));
    else storage()?.removeItem(PENDING_KEY);
  } catch {
    // A full or blocked storage only loses what a reload would have carried over.
  }
}

/** Tells the tracker where to find the signed-in member's own values, to replace them in every report. */
export function hideFromErrorReports(values: () => string[]): void {
  personalValuesOf = values;
}

export const personalValues = (): string[] => personalValuesOf();

/** The failure as it may be kept and sent: every text scrubbed (src/lib/error-scrub.ts), the message cut after. */
function scrubbed(failure: Failure): Failure {
  const secrets = personalValues();
  return {
    ...failure,
    message: scrubText(failure.message, secrets).slice(0, 500),
    ...(failure.name !== undefined && { name: scrubText(failure.name, secrets) }),
    ...(failure.stack !== undefined && { stack: scrubStack(failure.stack, secrets) }),
    ...(failure.tags && { tags: scrubDeep(failure.tags, secrets) }),
  };
}

/**
 * Queue a failure for the tracker (deduplicated, at most MAX_EVENTS_PER_PAGE a page view), scrubbed as it is
 * recorded: the queue, kept in sessionStorage until it is sent, holds no member data.
 */
export function captureFailure(failure: Failure): void {
  if (!env.sentryDsn) return;
  const clean = scrubbed(failure);
  const key = `${clean.kind}|${clean.message}`;
  if (seen.has(key) || seen.size >= MAX_EVENTS_PER_PAGE) return;
  seen.add(key);
  pending.push({ release: env.release, ...clean });
  keepPending();
  if (ready) void send();
}

/** The SDK, once loaded (it is only when there is something to send). */
let sdk: typeof import('./error-tracker-sdk') | undefined;

/**
 * A sign-out: what was not sent yet goes, here and in storage (it was recorded while the member was signed in), and
 * so do the SDK's breadcrumbs and scopes, if it is loaded.
 */
export function forgetPendingFailures(): void {
  pending = [];
  keepPending();
  sdk?.forgetTheVisit();
}

/** An error of any shape (a thrown string, an Error, a rejection reason) as a failure of `kind`. */
export function failureOf(kind: Failure['kind'], error: unknown, tags?: Failure['tags']): Failure {
  if (error instanceof Error) return { kind, message: error.message, name: error.name, stack: error.stack, tags };
  return { kind, message: String(error), tags };
}

/** A code file (a chunk or its CSS) that did not load: usually a release whose files are gone. */
export function codeFileFailure(error: unknown): Failure {
  const file = /\/assets\/[^\s'"]+/.exec(String(error instanceof Error ? error.message : error))?.[0];
  return failureOf('code-file', error, file ? { file } : undefined);
}

/** The imaging path names the member (as nginx's access log writes it: deploy/http.conf). */
const callPath = (url: string) =>
  new URL(url, location.href).pathname.replace(/^\/api\/web\/moreau\/.*/i, '/api/web/moreau/-');

/** An API answer the site could not use: a 5xx, or a body it could not read. Named by path (no query) and status. */
export function captureUnusableAnswer(url: string, status: number, reason: 'server error' | 'unreadable body'): void {
  const path = callPath(url);
  captureFailure({ kind: 'api', message: `${reason} ${status} ${path}`, tags: { path, status } });
}

async function send() {
  if (sending || !pending.length) return sending;
  sending = import('./error-tracker-sdk')
    .then((loaded) => {
      loaded.startSdk(personalValues);
      sdk = loaded;
      for (const failure of pending.splice(0)) loaded.sendFailure(failure);
      keepPending();
    })
    .catch(() => {
      // The SDK's file did not load (offline, a release gone): the queue stays for the next page.
    })
    .finally(() => {
      sending = null;
      if (pending.length) void send();
    });
  return sending;
}

const whenIdle = (run: () => void) =>
  'requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 5000 }) : setTimeout(run, 1);

/**
 * Listens from now on for uncaught errors and rejections and for code files that fail to load, takes over what an
 * earlier page of this tab could not send, and lets the SDK load once the page has loaded and the browser is idle.
 */
export function startErrorTracker(): void {
  if (!env.sentryDsn) return;
  seen = new Set();
  let carried: Failure[] = [];
  try {
    carried = JSON.parse(storage()?.getItem(PENDING_KEY) ?? '[]') as Failure[];
  } catch {
    // Unreadable: dropped.
  }
  // An older release may have kept them unscrubbed.
  pending = (Array.isArray(carried) ? carried : [])
    .filter((f) => typeof f?.message === 'string' && (f.stack === undefined || typeof f.stack === 'string'))
    .slice(0, MAX_EVENTS_PER_PAGE)
    .map((f) => scrubbed({ ...f, tags: { ...f.tags, sent_after: 'reload' } }));
  pending.forEach((f) => seen.add(`${f.kind}|${f.message}`));
  keepPending();
  window.addEventListener('error', (event) => {
    // Chromium's notice that a ResizeObserver skipped a frame is not a failure.
    if (!String(event.message).startsWith('ResizeObserver loop'))
      captureFailure(failureOf('error', event.error ?? event.message));
  });
  window.addEventListener('unhandledrejection', (event) => captureFailure(failureOf('rejection', event.reason)));
  window.addEventListener('vite:preloadError', (event) =>
    captureFailure(codeFileFailure((event as Event & { payload?: unknown }).payload)),
  );
  const start = () =>
    whenIdle(() => {
      ready = true;
      void send();
    });
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
