/**
 * Toasts. react-hot-toast (and the Toaster that shows it, src/app/toast-outlet.tsx) loads with the first toast:
 * no first screen needs it, and it is 5 KB of the entry otherwise. Code that calls react-hot-toast itself (lazy
 * chunks only) calls `loadToasts()` first, so the Toaster is there to show it.
 */
import { onDemand } from './on-demand';

type ToastModule = typeof import('react-hot-toast');

const toasts = onDemand(() => import('react-hot-toast'));
let wanted = false;
const listeners = new Set<() => void>();

export function loadToasts(): Promise<ToastModule> {
  if (!wanted) {
    wanted = true;
    listeners.forEach((listener) => listener());
  }
  return toasts.load();
}

/**
 * Fetches the toasts' code without showing anything, so a toast can still appear once the connection is gone (a
 * form sent offline says so in a toast). Called when a form is first used (src/app/toast-outlet.tsx).
 */
export function fetchToastsAhead() {
  toasts.ahead(); // offline already: the next attempt (or the first toast) tries again
}

/** Whether a toast was asked for yet (the Toaster mounts then), as an external store for React. */
export const toastsWanted = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  get: () => wanted,
};

/** Toasts keyed by their text, so the same message never stacks twice. */
export const notify = {
  success: (text: string) => void loadToasts().then(({ default: toast }) => toast.success(text, { id: text })),
  error: (text: string) =>
    void loadToasts().then(({ default: toast }) => toast.error(text, { id: text, duration: 6000 })),
};
