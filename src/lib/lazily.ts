/**
 * A value made on its first use, then kept. For Intl's formatters and collators: making the first one of a locale
 * loads its data, milliseconds of a phone's main thread that a module should not spend just by being loaded.
 */
export function lazily<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}
