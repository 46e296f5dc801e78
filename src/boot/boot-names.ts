/**
 * Every name that the boot scripts (./boot-head.ts, ./boot.ts), the app and the build (scripts/prerender/build.mjs)
 * share, written once (./README.md, "One set of names"). The boot scripts import them like any module: the build
 * bundles each one with these values written in place (scripts/prerender/inline-boot.mjs). Only src/app/global.css
 * writes the attributes itself (CSS imports no module).
 */

/** The object ./boot-head.ts puts on `window`: the taps it caught and the early answers (./boot-state.ts types it). */
export const BOOT_GLOBAL = '__boot';

/** Set once ./boot-head.ts listens, so that running it again adds no second set of listeners. */
export const BOOT_LISTENING_GLOBAL = '__bootListening';

/** Set by the build's prerendering browser: the app then offers RENDER_PRERENDERED_GLOBAL (./prerendered-page.ts). */
export const PRERENDER_GLOBAL = '__PRERENDER__';

/** The build's way into the app's server rendering of the page (./prerendered-page.ts, `offerPrerendering`). */
export const RENDER_PRERENDERED_GLOBAL = '__renderPrerendered';

/** On #root while the app does not own the prerendered page; its removal is the signal (./app-owns-page.ts). */
export const PRERENDERED_ATTR = 'data-prerendered';

/** On <html> while an address with a query waits for ./boot.ts to apply it (global.css keeps #root hidden). */
export const BOOT_PENDING_ATTR = 'data-boot-pending';

/** On a control whose tap was caught, until it is replayed (global.css shows it waiting). */
export const TAP_PENDING_ATTR = 'data-tap-pending';

/** On each <template> of a page's variant: the query parameter (`c60`) or pair (`ff=true`) that shows it. */
export const QUERY_VARIANT_ATTR = 'data-query';

/** On a directory's GET form: which address parameter each field's saved value comes from (JSON). */
export const SAVED_PARAMS_ATTR = 'data-saved-params';

/** The JSON of the first screen's scripts and API calls, which ./boot.ts starts at once. */
export const EARLY_ID = 'prerendered-early';

/** The JSON of the reference lists the page shows, for the app's cache before it hydrates (./prerendered-page.ts). */
export const QUERIES_ID = 'prerendered-queries';
