import { safeExternalUrl } from './safe-url';

/* Origin checks for links the member panel gets from the API. Apart from safe-url.ts (which the entry needs) so that
   they load with the panel pages that use them. */

/**
 * The path of a link that stays on `origin`, or null when it leads elsewhere. Decided by the URL parser, not by the
 * text: `/\evil.example/x.pdf` and `//evil.example/x.pdf` start with '/' but resolve to another host.
 */
export function sameOriginPath(value: string | null | undefined, origin: string): string | null {
  if (!value?.trim()) return null;
  try {
    const url = new URL(value.trim(), origin);
    return url.origin === new URL(origin).origin ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

/**
 * An absolute http(s) address whose origin is one of `allowed`, or null. `ownOrigin` is never accepted: a page of
 * our own origin in a frame with `allow-scripts allow-same-origin` could lift its own sandbox.
 */
export function urlOnOrigins(
  value: string | null | undefined,
  allowed: readonly string[],
  ownOrigin: string,
): string | null {
  const url = safeExternalUrl(value);
  if (!url) return null;
  const { origin } = new URL(url);
  return allowed.includes(origin) && origin !== ownOrigin ? url : null;
}
