/**
 * A tab opened before a release asks, later, for a code file that the new release no longer has (docs/decisions.md,
 * "An open tab after a release"). The page then reloads once into the new release, at the same address, unless that
 * would lose what the visitor typed. At most one such reload per release: when the new release fails too, the error
 * page says what happened instead of reloading again.
 */

/** The browsers' messages for a module that could not be fetched, and Vite's for a chunk's CSS. */
const MISSING_CODE = [
  'Failed to fetch dynamically imported module', // Chromium
  'error loading dynamically imported module', // Firefox
  'Importing a module script failed', // WebKit
  'Unable to preload CSS', // Vite's preload of a chunk's stylesheet
];

/** A code file the server no longer has. Offline, the same errors only mean no network. */
export function isMissingCode(error: unknown): boolean {
  if (!navigator.onLine) return false;
  const message = error instanceof Error ? error.message : '';
  return MISSING_CODE.some((start) => message.startsWith(start));
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
  if (formHasText()) return false;
  try {
    return sessionStorage.getItem(RELOADED_KEY) !== RELEASE;
  } catch {
    return false;
  }
}

/**
 * Reloads the page into the new release if allowed (above). Returns whether it did; when not, the failure takes its
 * usual course (the route's error page says what happened and offers 'Actualizar').
 */
export function reloadIntoNewRelease(): boolean {
  if (!mayReloadIntoNewRelease()) return false;
  sessionStorage.setItem(RELOADED_KEY, RELEASE);
  reloading = true;
  location.reload();
  return true;
}

let reloading = false;

/** Whether the page is already on its way into the new release (what failed meanwhile need not say so). */
export const reloadingIntoNewRelease = () => reloading;
