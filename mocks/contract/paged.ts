/**
 * Laravel's paged envelope and the API's error bodies, written from docs/api.md
 * on their own: nothing here is imported from the app.
 */

/** The paged envelope's links: URLs, or null at the ends. */
export type PageLinks = { first: string | null; last: string | null; prev: string | null; next: string | null };

/** The paged envelope's meta: `from`/`to` are null when the page is empty. */
type PageMeta = { current_page: number; from: number | null; to: number | null; total: number };

/** Every list endpoint answers `{ data, links, meta }` (docs/api.md#lists-and-the-row-rule). */
export type Paged<T> = { data: T[]; links: PageLinks; meta: PageMeta };

/**
 * Laravel's paginator meta as it really comes: the four documented fields plus `per_page`, `last_page` and `path`
 * (Laravel's LengthAwarePaginator; not documented, the shape is not pinned down).
 */
export type LaravelPageMeta = PageMeta & { per_page: number; last_page: number; path: string };

/**
 * The shapes a Laravel API plausibly answers for a list where the API does not pin the
 * shape down: the full envelope, a bare `{ data }` (a resource collection without a paginator) or a bare array.
 */
export type ListAnswer<T> = Paged<T> | { data: T[]; links: PageLinks; meta: LaravelPageMeta } | { data: T[] } | T[];

/** Error body of a 401 `{ message }` (e.g. 'Unauthenticated.' on member calls without a valid token). */
export type MessageBody = { message: string };

/** Error body of a 422 `{ message, errors: { field: [text, …] } }`. */
export type ValidationErrorBody = { message: string; errors: Record<string, string[]> };
