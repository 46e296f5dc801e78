import { browserStorage } from './browser-storage';

/**
 * A tab opened before a release asks, later, for a code file that the new release no longer has
 * (docs/decisions/days-after-a-release.md, "An open tab after a release"). The page then reloads once into the new
 * release, at the same address, unless that would lose what the visitor typed. At most one such reload per release:
 * when the new release fails too, the error page says what happened instead of reloading again. Under a service worker,
 * a plain reload would get the old release's shell from the old worker's cache: the new worker takes over first
 * (loadNewRelease below). A file that failed to load is asked for again first (`judgeMissingCode`): only a 404 means a
 * new release; offline, or a file still there, is no reason to reload (docs/decisions/offline-not-a-new-release.md).
 */

/** The browsers' messages for a module that could not be fetched. */
const MISSING_MODULE = [
  'Failed to fetch dynamically imported module', // Chromium
  'error loading dynamically imported module', // Firefox
  'Importing a module script failed', // WebKit
];
/** Vite's message for a chunk's stylesheet that could not be fetched. */
const MISSING_STYLESHEET = 'Unable to preload CSS';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : '');

/**
 * A code file (a chunk or its stylesheet) that did not load: the server no longer has it, or the connection is down.
 * Which of the two, `judgeMissingCode` finds out.
 */
export function isMissingCode(error: unknown): boolean {
  return isMissingModule(error) || messageOf(error).startsWith(MISSING_STYLESHEET);
}

/** A module (a code file, not a stylesheet) that did not load. */
export function isMissingModule(error: unknown): boolean {
  return MISSING_MODULE.some((start) => messageOf(error).startsWith(start));
}

/**
 * What a code file that did not load means: 'gone' when the server answers 404 (or 410) for it, the new release
 * having replaced it; 'unreachable' when it cannot be asked (offline, a connection that fails) or has the file after
 * all (a failure in passing); 'other' for any other error. The file is the one the error names, else this module's
 * own file (a release gone takes every file of it): WebKit's message names none.
 */
export type MissingCodeVerdict = 'gone' | 'unreachable' | 'other';

export async function judgeMissingCode(error: unknown): Promise<MissingCodeVerdict> {
  if (!isMissingCode(error)) return 'other';
  if (!navigator.onLine) return 'unreachable';
  const named = /(?:https?:\/\/[^\s'"]+)?\/assets\/[^\s'"]+/.exec(messageOf(error))?.[0];
  try {
    const answer = await fetch(named ?? RELEASE, { method: 'HEAD', cache: 'no-store' });
    return answer.status === 404 || answer.status === 410 ? 'gone' : 'unreachable';
  } catch {
    return 'unreachable';
  }
}

/**
 * Reloads into the new release (once, as `reloadIntoNewRelease`) only when the missing file is really gone from the
 * server; offline nothing reloads (a reload would end on the browser's offline page). The verdict, and whether the
 * page is reloading.
 */
export async function reloadIfCodeIsGone(error: unknown): Promise<{ verdict: MissingCodeVerdict; reloading: boolean }> {
  const verdict = await judgeMissingCode(error);
  return { verdict, reloading: verdict === 'gone' && reloadIntoNewRelease() };
}

/** Runs `retry` when the browser is next online (its `online` event); the way to stop waiting. */
export function whenBackOnline(retry: () => void): () => void {
  const onOnline = () => retry();
  window.addEventListener('online', onOnline, { once: true });
  return () => window.removeEventListener('online', onOnline);
}

let goneModule: unknown;

/**
 * The module a navigation waited for and found gone (src/main.tsx), or `undefined` when the next one starts. Its
 * import is marked handled there, so it gives nothing and the page fails on that instead: `missingCodeBehind` names
 * the gone module behind that failure.
 */
export function noteGoneModule(error?: unknown): void {
  goneModule = error;
}

/** The missing code file behind a page's failure: the failure itself, or the module its navigation found gone. */
export function missingCodeBehind(error: unknown): unknown {
  return isMissingCode(error) ? error : goneModule;
}

const RELOADED_KEY = 'release-reload';

/** This release: the module's own URL, a hashed file name that changes with every release's code. */
const RELEASE = import.meta.url;

const TEXT_FIELDS = [
  'input:not([type])',
  ...['text', 'email', 'tel', 'number', 'search'].map((t) => `input[type=${t}]`),
  'textarea',
]
  .map((field) => `form:not([method=get]) ${field}`)
  .join(',');

/** Text a visitor typed into a form, which a reload would lose. A search form (`method="get"`) does not count: the
 * address holds what it searched. */
function formHasText(): boolean {
  return [...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TEXT_FIELDS)].some(
    (field) => field.value.trim() !== '',
  );
}

/** Whether a reload is allowed now: this release has not reloaded yet (the tab's storage holds which did), and no form
 * has text in it. Without storage there is no guard against a loop, so no reload. */
export function mayReloadIntoNewRelease(): boolean {
  const storage = browserStorage('sessionStorage');
  return !formHasText() && storage !== undefined && storage.getItem(RELOADED_KEY) !== RELEASE;
}

/**
 * Reloads the page into the new release if allowed (above) and the tab's storage takes the mark of it (full storage
 * would leave no guard against a loop). Returns whether it did; when not, the failure takes its usual course (the
 * route's error page says what happened and offers 'Actualizar').
 */
export function reloadIntoNewRelease(): boolean {
  if (!mayReloadIntoNewRelease()) return false;
  try {
    browserStorage('sessionStorage')!.setItem(RELOADED_KEY, RELEASE);
  } catch {
    return false;
  }
  reloading = true;
  void loadNewRelease();
  return true;
}

let reloading = false;

/** Whether the page is already on its way into the new release (what failed meanwhile need not say so). */
export const reloadingIntoNewRelease = () => reloading;

/** How long the new release's worker may take to install (it fetches the release's files). */
export const NEW_WORKER_INSTALL_MS = 30_000;
/** How long the old worker may hold on once the new one was told to take over (Chromium keeps an old worker while it
 * has requests in flight, up to minutes). */
export const TAKE_OVER_MS = 3_000;

/**
 * Loads the new release: a reload, at once when no service worker controls the page. Under a worker (a returning
 * visitor) that reload would get the old release's shell from the worker's cache, so first the page asks for the new
 * worker (`registration.update()`), waits for it to install, lets it take over (workbox's SKIP_WAITING message) and
 * then reloads, once. When a new worker exists but has not taken over in time (still installing, failed to install,
 * or the old one holds on), the worker is unregistered instead: the reload then goes to the server, which serves the
 * new release, and that page registers the new worker itself. Without a new worker (offline, or no new release on
 * the server) it reloads as it is. For the automatic reload (reloadIntoNewRelease) and a visitor's 'Actualizar' alike.
 */
export async function loadNewRelease(): Promise<void> {
  const container = 'serviceWorker' in navigator ? navigator.serviceWorker : undefined;
  if (!container?.controller) {
    location.reload();
    return;
  }
  try {
    await takeOverByNewWorker(container);
  } catch {
    // No new worker could be had (offline, the server between releases): the reload below is the best left to do.
  }
  location.reload();
}

async function takeOverByNewWorker(container: ServiceWorkerContainer): Promise<void> {
  const registration = await container.getRegistration();
  if (!registration) return;
  if (!registration.waiting) await registration.update();
  const worker = registration.waiting ?? registration.installing;
  if (!worker) return;
  const tookOver =
    (await within(installed(worker), NEW_WORKER_INSTALL_MS, false)) &&
    (await within(
      activateWorker(worker).then(() => true),
      TAKE_OVER_MS,
      false,
    ));
  if (!tookOver) await registration.unregister();
}

/** Whether a worker finishes installing (else it became redundant: its release could not be fetched whole). */
function installed(worker: ServiceWorker): Promise<boolean> {
  return new Promise((resolve) => {
    const settle = () => {
      if (worker.state === 'installing') return;
      worker.removeEventListener('statechange', settle);
      resolve(worker.state !== 'redundant');
    };
    worker.addEventListener('statechange', settle);
    settle();
  });
}

/** A waiting worker takes over (workbox's SKIP_WAITING message); settles once it controls the page. */
function activateWorker(worker: ServiceWorker): Promise<void> {
  return new Promise((resolve) => {
    navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true });
    worker.addEventListener('statechange', () => {
      if (worker.state === 'activated') resolve();
    });
    worker.postMessage({ type: 'SKIP_WAITING' });
  });
}

/** What `work` gives, or `late` once `ms` have passed without it. */
function within<T>(work: Promise<T>, ms: number, late: T): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<T>((resolve) => (timer = setTimeout(() => resolve(late), ms)));
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
