import { z } from 'zod/mini';

/**
 * `?familiar=` of the panel's routes: the member of the family group the holder is looking after (a group id). A
 * value that is not a positive integer is dropped. Whether the member may be looked after is decided later, against
 * the group (lib/acting.ts), before any request names them.
 */
export type ActingSearch = { familiar?: number };

let schema: z.ZodMiniType<number | undefined> | undefined;
// Built on first use, so a build without the family group has none of it (the route passes no validator then).
const familiarSchema = () =>
  (schema ??= z.catch(z.optional(z.coerce.number().check(z.int(), z.minimum(1))), undefined));

export function parseActingSearch(search: Record<string, unknown>): ActingSearch {
  // Always the key: the router merges a route's search over the raw one, so a dropped value must be written over.
  return { familiar: z.parse(familiarSchema(), search.familiar) };
}

/** `?socio=` of /panel/credencial: whose credential of the family group to show (absent: the member's own). */
export type CredentialSearch = { socio?: number };

export function parseCredentialSearch(search: Record<string, unknown>): CredentialSearch {
  return { socio: z.parse(familiarSchema(), search.socio) };
}
