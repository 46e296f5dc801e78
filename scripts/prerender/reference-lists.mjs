// The reference lists that the directories' native selects offer before the app runs (their GET form works on the
// prerendered page), answered at build time by ./build.mjs. Node only.

/** The calls that fetch them; every other API call of the prerender is held, so its view stays loading. */
export const REFERENCE_LISTS = /\/api\/web\/(provinces|medical_service|medical_specialty)(\?|$)/;

/**
 * Where the lists come from:
 * - `api`: PRERENDER_API_URL, the origin of the deploy's real API (its `/api/web/…`) as the build machine reaches it;
 * - `none`: a production build without it (deploy/production.env sets PRERENDER_MOCK_LISTS=off). The selects are
 *   prerendered in their loading state and the app fills them from the API: never the mock's names and ids, which a
 *   visitor would see, and a search sent before the app starts would carry to the real API;
 * - `mock`: other builds (the e2e suite, `npm start`) ask the mock API that serves them.
 */
export function referenceListSource(env = process.env) {
  const url = (env.PRERENDER_API_URL ?? '').trim().replace(/\/+$/, '');
  if (url) return { from: 'api', url };
  return env.PRERENDER_MOCK_LISTS === 'off' ? { from: 'none' } : { from: 'mock' };
}

/** What the build says about its lists, once. */
export function describeSource(source) {
  if (source.from === 'api') return `prerender: the directories' lists come from PRERENDER_API_URL (${source.url})`;
  if (source.from === 'none')
    return "prerender: PRERENDER_API_URL is not set: the directories' selects are prerendered without lists (loading); the app fills them from the API";
  return "prerender: the directories' lists come from the mock API (set PRERENDER_API_URL for a deploy)";
}

/**
 * Answers one intercepted reference-list call (a Playwright route) from the source; returns whether it did. An API
 * that does not answer, or answers other than 200, leaves the call held: that select is prerendered loading.
 */
export async function answerReferenceList(route, source) {
  if (source.from === 'none') return false;
  const { pathname, search } = new URL(route.request().url());
  const url = source.from === 'api' ? `${source.url}${pathname}${search}` : pathname;
  try {
    if (source.from === 'mock') await route.continue();
    else {
      const response = await fetch(url, {
        headers: { Accept: 'application/json' },
        signal: AbortSignal.timeout(10_000),
      });
      if (response.status !== 200) throw new Error(`HTTP ${response.status}`);
      await route.fulfill({ status: 200, contentType: 'application/json', body: await response.text() });
    }
    return true;
  } catch (error) {
    console.warn(`prerender: ${url} not answered (${error.message}); its select is prerendered loading`);
    return false;
  }
}
