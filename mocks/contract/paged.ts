/**
 * Laravel's paged envelope and the API's error bodies, written from the spec and
 * DESIGN.md §3 on their own: nothing here is imported from the app (DESIGN.md §2).
 */

/** Spec 01 §3 "Paged response" links; DESIGN.md §3: URLs, or null at the ends. */
export type PageLinks = { first: string | null; last: string | null; prev: string | null; next: string | null };

/** Spec 01 §3 "Paged response" meta; DESIGN.md §3: `from`/`to` are null when the page is empty. */
type PageMeta = { current_page: number; from: number | null; to: number | null; total: number };

/** DESIGN.md §3: every list endpoint answers `{ data, links, meta }` (spec 01 §3, spec 02 §7 appointments row). */
export type Paged<T> = { data: T[]; links: PageLinks; meta: PageMeta };

/**
 * Laravel's paginator meta as it really comes: DESIGN.md §3's four fields plus `per_page`, `last_page` and `path`
 * (Laravel's LengthAwarePaginator; not in the spec, which does not pin the shape down).
 */
export type LaravelPageMeta = PageMeta & { per_page: number; last_page: number; path: string };

/**
 * DESIGN.md §6 and issue 12: shapes a Laravel API plausibly answers for a list where the spec does not pin the
 * shape down: the full envelope, a bare `{ data }` (a resource collection without a paginator) or a bare array.
 */
export type ListAnswer<T> = Paged<T> | { data: T[]; links: PageLinks; meta: LaravelPageMeta } | { data: T[] } | T[];

/** DESIGN.md §3 errors: 401 `{ message }` (e.g. 'Unauthenticated.' on member calls without a valid token). */
export type MessageBody = { message: string };

/** DESIGN.md §3 errors: 422 `{ message, errors: { field: [text, …] } }`. */
export type ValidationErrorBody = { message: string; errors: Record<string, string[]> };
