import { isMissingCode, reloadIfCodeIsGone } from './stale-release';

/**
 * Code fetched on first need, then kept: `load()` starts (or joins) the download and `current()` is what it gave once
 * it has arrived, so a view mounted later renders it at once. A failed download (offline) is forgotten, so the next
 * `load()` tries again. A file that a new release removed (the server answers 404 for it) reloads the page into it,
 * once (./stale-release.ts), when the code is needed: not for `ahead()`, a download on a hint (a pointer passing by),
 * which fails quietly. Offline nothing reloads.
 */
export function onDemand<T>(importer: () => Promise<T>) {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  let needed = false;
  const start = (): Promise<T> =>
    (pending ??= importer().then(
      (loaded) => (value = loaded),
      (error: unknown) => {
        pending = undefined;
        if (needed && isMissingCode(error)) void reloadIfCodeIsGone(error);
        needed = false;
        throw error;
      },
    ));
  return {
    load(): Promise<T> {
      needed = true;
      return start();
    },
    ahead(): void {
      start().catch(() => {
        // Offline, or gone: the next `load()` tries again (and reloads if it is gone).
      });
    },
    current: (): T | undefined => value,
  };
}
