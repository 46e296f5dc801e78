/**
 * How this document came to be, as a stored session asks it at the page's start (features/session/session-store.ts):
 * the Navigation Timing type ('reload', 'navigate', 'back_forward', 'prerender'; undefined where the browser has
 * none), when the navigation began (`performance.timeOrigin`, ms since the epoch) and whether a page of this browser
 * opened this window itself (`window.opener`: the browser then copied that page's sessionStorage into it).
 */
export type PageArrival = { type: string | undefined; startedAt: number; openedByPage: boolean };

export function pageArrival(): PageArrival {
  if (typeof window === 'undefined' || typeof performance === 'undefined')
    return { type: undefined, startedAt: Date.now(), openedByPage: false };
  const [entry] = (performance.getEntriesByType?.('navigation') ?? []) as PerformanceNavigationTiming[];
  let openedByPage = false;
  try {
    openedByPage = window.opener != null;
  } catch {
    // An opener the browser will not show: not a page of this site.
  }
  return { type: entry?.type, startedAt: performance.timeOrigin || Date.now(), openedByPage };
}
