/**
 * The browser's localStorage or sessionStorage, or undefined where there is none: outside a browser, or where the
 * browser refuses it (a privacy setting makes reading `window.localStorage` throw). Every store of the app reaches
 * storage through here; writing can still fail (storage full), which each caller handles in its own way.
 */
export function browserStorage(area: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window[area];
  } catch {
    return undefined;
  }
}
