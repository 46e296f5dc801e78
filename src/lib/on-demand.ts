import { isMissingCode, reloadIntoNewRelease } from './stale-release';

/**
 * Code fetched on first need, then kept: `load()` starts (or joins) the download and `current()` is what it gave once
 * it has arrived, so a view mounted later renders it at once. A failed download (offline) is forgotten, so the next
 * `load()` tries again; a file that a new release removed reloads the page into it, once (./stale-release.ts).
 */
export function onDemand<T>(importer: () => Promise<T>) {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    load(): Promise<T> {
      pending ??= importer().then(
        (loaded) => (value = loaded),
        (error: unknown) => {
          pending = undefined;
          if (isMissingCode(error)) reloadIntoNewRelease();
          throw error;
        },
      );
      return pending;
    },
    current: (): T | undefined => value,
  };
}
