import { redirect, type BuildLocationFn, type ParsedLocation } from '@tanstack/react-router';

type Options = { location: ParsedLocation; search: object; buildLocation: BuildLocationFn; preload: boolean };

/**
 * Writes a directory's address as the app itself would (a `beforeLoad`): parameters that parse to nothing are dropped
 * and the rest take the app's order and form, in place (replace, no extra history entry). It is what a plain GET of
 * the search form lands on (`?name=&province_id=1&area_id=&page=1` → `?province_id=1&page=1`), and what a hand-edited
 * or garbled address (`?page=abc`) becomes; an address the app built is left as it is.
 */
export function redirectToCanonicalSearch({ location, search, buildLocation, preload }: Options) {
  if (preload) return;
  const canonical = buildLocation({ to: location.pathname, search } as Parameters<BuildLocationFn>[0]);
  if (canonical.searchStr !== location.searchStr) throw redirect({ href: canonical.href, replace: true });
}
