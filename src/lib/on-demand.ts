/**
 * Code fetched on first need, then kept: `load()` starts (or joins) the download and `current()` is what it gave once
 * it has arrived, so a view mounted later renders it at once. A failed download (offline, a chunk an old deploy
 * removed) is forgotten, so the next `load()` tries again.
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
          throw error;
        },
      );
      return pending;
    },
    current: (): T | undefined => value,
  };
}
