/**
 * The laboratory results sites the member panel may show (the member's laboratory link, framed). ONE list,
 * read from `VITE_LAB_ORIGINS` (space or comma separated; default below) by both the app (src/config/lab.ts: the
 * frame and its fallback link accept only these origins) and scripts/security-headers.ts (the CSP's frame-src).
 * No imports and no `import.meta` here: the Node script reads this file too.
 */
export const DEFAULT_LAB_ORIGINS: readonly string[] = ['https://resultados.saludplena.example'];

/** The http(s) origins of a space/comma separated list; the default when the value is empty or unset. */
export function labOriginsFrom(value: string | undefined): string[] {
  const words = (value ?? '').split(/[\s,]+/).filter(Boolean);
  const origins = (words.length > 0 ? words : DEFAULT_LAB_ORIGINS).flatMap((word) => {
    try {
      const url = new URL(word);
      return url.protocol === 'https:' || url.protocol === 'http:' ? [url.origin] : [];
    } catch {
      return [];
    }
  });
  return [...new Set(origins)];
}
