// `npm run long-tasks -- <url>`: loads a page in Chromium as a mid-range phone (4× CPU slowdown, 412×823 at 1.75×),
// records a trace until the network is idle, and prints every main-thread task of 50 ms or more with what filled
// it: the trace's own events (module evaluation, style, layout…) and the functions that took the time, mapped to
// their sources with the build's hidden source maps (build/sourcemaps/, written by `npm run build`).
//
//   npm start & npm run long-tasks -- http://127.0.0.1:4173/cartilla-medica
//   LONG_TASK_MS=30 CPU_SLOWDOWN=6 npm run long-tasks -- <url>
//
// Lighthouse's TBT counts what each task over 50 ms exceeds it by; this shows which code those tasks run.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';

const url = process.argv[2];
if (!url) {
  console.error('usage: npm run long-tasks -- <url of a page served from dist/>');
  process.exit(2);
}
const LONG_TASK_MS = Number(process.env.LONG_TASK_MS ?? 50);
const CPU_SLOWDOWN = Number(process.env.CPU_SLOWDOWN ?? 4);
const MAPS = path.resolve('build/sourcemaps/assets');

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const context = await browser.newContext({
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
});
const page = await context.newPage();
await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
await browser.startTracing(page, {
  categories: [
    'devtools.timeline',
    'disabled-by-default-devtools.timeline',
    'v8.execute',
    'disabled-by-default-v8.cpu_profiler',
  ],
});
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(1500);
const events = JSON.parse(String(await browser.stopTracing())).traceEvents;
await browser.close();

// The page's main thread: where its HTML was parsed.
const parses = events.filter((e) => e.name === 'ParseHTML' && (e.args?.beginData?.url ?? '').startsWith(url));
if (parses.length === 0) throw new Error(`no trace of ${url}`);
const { pid, tid } = parses.at(-1);
const start = parses[0].ts;
const onMain = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X');

// The CPU profile's samples (Chromium writes them as ProfileChunk events).
const nodes = new Map();
const parent = new Map();
const samples = [];
const profileIds = new Set(
  events.filter((e) => e.pid === pid && e.tid === tid && e.name === 'Profile').map((e) => e.id),
);
let time = events.find((e) => e.pid === pid && e.name === 'Profile' && profileIds.has(e.id))?.args.data.startTime ?? 0;
for (const chunk of events.filter((e) => e.name === 'ProfileChunk' && e.pid === pid && profileIds.has(e.id))) {
  const { cpuProfile = {}, timeDeltas = [] } = chunk.args.data;
  for (const node of cpuProfile.nodes ?? []) {
    nodes.set(node.id, node);
    if (node.parent !== undefined) parent.set(node.id, node.parent);
  }
  (cpuProfile.samples ?? []).forEach((id, i) => samples.push({ ts: (time += timeDeltas[i]), id }));
}

const sourceMaps = new Map();
function describe(node) {
  const { functionName, url: script, lineNumber, columnNumber } = node.callFrame;
  if (!script) return functionName || '(native)';
  const file = script.split('/').pop();
  if (!sourceMaps.has(file)) {
    const map = path.join(MAPS, `${file}.map`);
    sourceMaps.set(file, existsSync(map) ? new TraceMap(readFileSync(map, 'utf8')) : null);
  }
  const map = sourceMaps.get(file);
  const at = map && originalPositionFor(map, { line: lineNumber + 1, column: columnNumber });
  const where = at?.source
    ? `${at.source.replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '')}:${at.line}`
    : file;
  return `${at?.name || functionName || '(anonymous)'} @ ${where}`;
}

const STEPS = new Set(['v8.evaluateModule', 'EvaluateScript', 'FunctionCall', 'RunMicrotasks', 'TimerFire']);
const STEPS_BROWSER = new Set(['UpdateLayoutTree', 'Layout', 'Paint', 'ParseHTML', 'ParseAuthorStyleSheet', 'MajorGC']);
const top = (totals, count) =>
  [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([what, us]) => `    ${(us / 1000).toFixed(1).padStart(6)} ms  ${what}`)
    .join('\n');

const tasks = onMain.filter((e) => e.name === 'RunTask' && e.dur >= LONG_TASK_MS * 1000);
console.log(`${url}: ${tasks.length} tasks of ${LONG_TASK_MS} ms or more at ${CPU_SLOWDOWN}× CPU\n`);
for (const task of tasks) {
  const end = task.ts + task.dur;
  const steps = onMain
    .filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= end && e.dur >= 2000)
    .filter((e) => STEPS.has(e.name) || STEPS_BROWSER.has(e.name))
    .slice(0, 8)
    .map((e) => `${e.name} ${(e.dur / 1000).toFixed(0)}`);
  console.log(`@${((task.ts - start) / 1000).toFixed(0)} ms: ${(task.dur / 1000).toFixed(0)} ms  ${steps.join(', ')}`);
  // Self time per function, and time per source function including what it called.
  const self = new Map();
  const inclusive = new Map();
  const inTask = samples.filter((s) => s.ts >= task.ts && s.ts <= end);
  inTask.forEach((sample, i) => {
    const spent = (inTask[i + 1]?.ts ?? sample.ts) - sample.ts;
    const node = nodes.get(sample.id);
    if (!node) return;
    self.set(describe(node), (self.get(describe(node)) ?? 0) + spent);
    const seen = new Set();
    for (let id = sample.id; id !== undefined; id = parent.get(id)) {
      const what = describe(nodes.get(id));
      if (seen.has(what) || !what.includes(' @ ')) continue;
      seen.add(what);
      inclusive.set(what, (inclusive.get(what) ?? 0) + spent);
    }
  });
  if (inclusive.size) console.log(`  self:\n${top(self, 8)}\n  with what they called:\n${top(inclusive, 8)}`);
  console.log('');
}
