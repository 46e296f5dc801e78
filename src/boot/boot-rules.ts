/**
 * The rules and the text that the inline boot scripts (./boot-head.ts, ./boot.ts) share with the app, written once:
 * the build bundles each script with them (scripts/prerender/inline-boot.mjs), the app imports them from here.
 */

/** Every read's limit (src/lib/http.ts); the prerendered page's early calls (./boot.ts) get the same. */
export const READ_TIMEOUT_MS = 20_000;

/** Values that mean "no filter" in addresses and selects (src/lib/search-params.ts; ./boot.ts skips them too). */
export const EMPTY_FILTER_VALUES: readonly string[] = ['all', 'todos', 'TODOS'];

/** A list on its way (a select's options, a list's placeholder rows): the one text, shown and read out. */
export const LIST_LOADING_MESSAGE = 'Cargando…';

/**
 * Whether the address is the one the page was prerendered for: no query, or only `?page=1` (every page's default).
 * Only there does the app hydrate the markup and do the first screen's early calls start; any other address keeps
 * #root hidden until ./boot.ts has applied it.
 */
export const isBareAddress = (search: string): boolean => !search || search === '?page=1';
