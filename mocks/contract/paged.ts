/**
 * Laravel's paged envelope and the API's error bodies, written from the spec and
 * DESIGN.md §3 on their own: nothing here is imported from the app (DESIGN.md §2).
 */

/** Spec 01 §3 "Paged response" links; DESIGN.md §3: URLs, or null at the ends. */
export type PageLinks = { first: string | null; last: string | null; prev: string | null; next: string | null };

/** Spec 01 §3 "Paged response" meta; DESIGN.md §3: `from`/`to` are null when the page is empty. */
export type PageMeta = { current_page: number; from: number | null; to: number | null; total: number };

/** DESIGN.md §3: every list endpoint answers `{ data, links, meta }` (spec 01 §3, spec 02 §7 appointments row). */
export type Paged<T> = { data: T[]; links: PageLinks; meta: PageMeta };

/** DESIGN.md §3 errors: 401 `{ message }` (e.g. 'Unauthenticated.' on member calls without a valid token). */
export type MessageBody = { message: string };

/** DESIGN.md §3 errors: 422 `{ message, errors: { field: [text, …] } }`. */
export type ValidationErrorBody = { message: string; errors: Record<string, string[]> };
