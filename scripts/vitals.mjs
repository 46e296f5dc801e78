// `npm run vitals -- FILE`: the 75th percentile of each field vital by route, from a collector's log.
// The log is JSON lines, each one body the site posted to VITE_ANALYTICS_URL as it arrived
// (docs/decisions/field-vitals.md):
// `{"event":"web_vital","path":"/farmacias","ts":…,"props":{"name":"LCP","value":2140,"route":"/farmacias",…}}`.
// Other events, blank lines and lines that are not such JSON are skipped (and counted). Each route and metric is rated
// at its 75th percentile against the Core Web Vitals thresholds: LCP good ≤ 2500 ms, poor > 4000; INP ≤ 200 ms,
// > 500; CLS ≤ 0.1, > 0.25. Exits 2 when the file cannot be read.
import { readFileSync } from 'node:fs';

const THRESHOLDS = { LCP: [2500, 4000], INP: [200, 500], CLS: [0.1, 0.25] };
const METRICS = Object.keys(THRESHOLDS);

/** The field vitals in the log's text, and how many lines were not one. */
function readVitals(text) {
  const vitals = [];
  let skipped = 0;
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    let event;
    try {
      event = JSON.parse(line);
    } catch {
      skipped++;
      continue;
    }
    const props = event?.props;
    const known =
      event?.event === 'web_vital' &&
      METRICS.includes(props?.name) &&
      typeof props.route === 'string' &&
      Number.isFinite(props.value);
    if (known) vitals.push({ route: props.route, name: props.name, value: props.value });
    else skipped++;
  }
  return { vitals, skipped };
}

/** The 75th percentile by the nearest-rank method: the smallest value at or above 75 % of the values. */
function p75(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(sorted.length * 0.75) - 1];
}

/** `good`, `needs improvement` or `poor` against the Core Web Vitals thresholds. */
function rate(name, value) {
  const [good, poor] = THRESHOLDS[name];
  return value <= good ? 'good' : value > poor ? 'poor' : 'needs improvement';
}

/** One row per route and metric (routes in order, then LCP, INP, CLS): the 75th percentile, the count, the rating. */
function summarize(vitals) {
  const groups = new Map();
  for (const { route, name, value } of vitals) {
    const key = `${route}\t${name}`;
    if (!groups.has(key)) groups.set(key, { route, name, values: [] });
    groups.get(key).values.push(value);
  }
  return [...groups.values()]
    .sort((a, b) => a.route.localeCompare(b.route) || METRICS.indexOf(a.name) - METRICS.indexOf(b.name))
    .map(({ route, name, values }) => {
      const value = p75(values);
      return { route, name, p75: value, count: values.length, rating: rate(name, value) };
    });
}

const shown = (name, value) => (name === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`);

/** The report as printed. */
function report(text) {
  const { vitals, skipped } = readVitals(text);
  const rows = summarize(vitals);
  const width = Math.max(5, ...rows.map((r) => r.route.length));
  const lines = [
    `${'route'.padEnd(width)}  metric  ${'p75'.padStart(9)}  ${'count'.padStart(6)}  rating`,
    ...rows.map(
      (r) =>
        `${r.route.padEnd(width)}  ${r.name.padEnd(6)}  ${shown(r.name, r.p75).padStart(9)}  ${String(r.count).padStart(6)}  ${r.rating}`,
    ),
  ];
  if (!rows.length) lines.push('(no web_vital events)');
  lines.push(
    '',
    `${vitals.length} web_vital events${skipped ? `; ${skipped} other lines skipped` : ''}. ` +
      'Good at p75: LCP ≤ 2500 ms, INP ≤ 200 ms, CLS ≤ 0.1; poor: > 4000 ms, > 500 ms, > 0.25.',
  );
  return lines.join('\n');
}

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run vitals -- FILE   (a collector log: one analytics event body per line)');
  process.exit(2);
}
let text;
try {
  text = readFileSync(file, 'utf8');
} catch (error) {
  console.error(`Cannot read ${file}: ${error.message}`);
  process.exit(2);
}
console.log(report(text));
