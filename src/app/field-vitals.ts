import { onCLS, onINP, onLCP, type CLSMetric, type INPMetric, type LCPMetric } from 'web-vitals';
import { env } from '@/config/env';
import { track } from '@/lib/analytics';

/** What the router's state (`router.state`) says of the page shown: only what names its route. */
type RouteMatch = { fullPath: string; pathname: string; status: string; globalNotFound?: boolean };
type RouterState = { location: { pathname: string }; matches: readonly RouteMatch[] };
type Router = {
  state: RouterState & { resolvedLocation?: unknown };
  subscribe: (event: 'onResolved', listener: () => void) => () => void;
};

type Vital = LCPMetric | CLSMetric | INPMetric;
type VitalProps = Record<string, string | number>;

const withoutTrailingSlash = (path: string) => path.replace(/(.)\/$/, '$1');

/**
 * The route's template (`/cartilla-medica`, `/panel/facturas`; a route with a parameter keeps `$id`), never the
 * address: no query, no id. A page no route matches whole (the router shows the nearest route's "not found") is
 * `not-found`.
 */
export function routeTemplate({ location, matches }: RouterState): string {
  const last = matches.at(-1);
  const whole = last && withoutTrailingSlash(last.pathname) === withoutTrailingSlash(location.pathname);
  if (!whole || matches.some((m) => m.status === 'notFound' || m.globalNotFound)) return 'not-found';
  return withoutTrailingSlash(last.fullPath);
}

/**
 * The longest of an interaction's three phases, from its event timing entries: waiting for the main thread
 * (`input-delay`), the event handlers (`processing`), and the render up to the next paint (`presentation`).
 */
function longestPhase(metric: INPMetric): string {
  const [first] = metric.entries;
  if (!first) return 'unknown';
  const start = first.startTime;
  const processingStart = Math.min(...metric.entries.map((e) => e.processingStart));
  const processingEnd = Math.max(...metric.entries.map((e) => e.processingEnd));
  const phases: [string, number][] = [
    ['input-delay', processingStart - start],
    ['processing', processingEnd - processingStart],
    ['presentation', start + metric.value - processingEnd],
  ];
  return phases.reduce((a, b) => (b[1] > a[1] ? b : a))[0];
}

/** The controls whose kind names an interaction (a tap on a button's label is a tap on the button). */
const CONTROL = 'a,button,input,select,textarea,label,summary,[role]';

/**
 * The kind of element the interaction was on (`button`, `select`, `a`): the tag of the control it was in, or of the
 * element itself; never its text, id or classes.
 */
function elementKind(metric: INPMetric): string {
  const target = metric.entries.find((e) => e.target)?.target as Element | undefined;
  return (target?.closest?.(CONTROL) ?? target)?.localName ?? 'unknown';
}

/**
 * One `web_vital` event's props (docs/decisions/field-vitals.md): the metric's name, value (milliseconds, CLS
 * unitless) and rating, the route's template, the release, how the page was reached and the connection type
 * (`unknown` where the browser does not tell); for INP, the element's kind and the longest phase.
 */
export function vitalProps(metric: Vital, route: string, connection: string | undefined): VitalProps {
  const props: VitalProps = {
    name: metric.name,
    value: metric.name === 'CLS' ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value),
    rating: metric.rating,
    route,
    release: env.release,
    navigation_type: metric.navigationType,
    connection_type: connection ?? 'unknown',
  };
  if (metric.name === 'INP') {
    props.element = elementKind(metric);
    props.phase = longestPhase(metric);
  }
  return props;
}

/**
 * Measures LCP, CLS and INP of this page (web-vitals) and sends each as one `web_vital` event (src/lib/analytics.ts,
 * with its rules: off without a collector or under GPC / Do Not Track) when the page is hidden: web-vitals hands
 * its final values over on that same `visibilitychange`, before this listener runs (its own is on `window`, in the
 * capture phase). A metric is sent once per page view; a page restored from the back/forward cache is a new view.
 * LCP carries the route the visit landed on, CLS and INP the route shown when the page is hidden.
 */
export function reportFieldVitals(router: Router) {
  // The first route once the router has resolved it (a page that was not prerendered may still be loading).
  let landing = router.state.resolvedLocation ? routeTemplate(router.state) : undefined;
  if (!landing) {
    const stop = router.subscribe('onResolved', () => {
      landing = routeTemplate(router.state);
      stop();
    });
  }
  const pending = new Map<string, VitalProps>();
  const sent = new Set<string>();
  const keep = (metric: Vital) => {
    if (sent.has(metric.id)) return;
    const route = (metric.name === 'LCP' && landing) || routeTemplate(router.state);
    const connection = (navigator as Navigator & { connection?: { effectiveType?: string } }).connection;
    pending.set(metric.id, vitalProps(metric, route, connection?.effectiveType));
  };
  onLCP(keep);
  onCLS(keep);
  onINP(keep);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'hidden') return;
    for (const [id, props] of pending) {
      sent.add(id);
      track('web_vital', props);
    }
    pending.clear();
  });
}
