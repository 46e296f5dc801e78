// `npm run size`: what the servers send for the entry (everything / needs before any route chunk) and for each route's
// chunks, then, counted in a browser, all the JavaScript that showing `/` fetches until the network is idle (the
// entry, the home page's chunks, what the page loads after its load event). Reads dist/ from `npm run build`. Fails
// when a budget is passed.
//
// The budgets count the bytes sent: the build's Brotli copy of each file (scripts/precompress.mjs), which nginx
// (deploy/site.conf) and scripts/serve.ts send to every browser that accepts Brotli, that is every current browser
// over HTTPS; a file too small to have one goes uncompressed. Beside each figure, its gzip size at level 6, for a
// client without Brotli (which gets the build's level-9 `.gz` copy).
import { readFileSync, readdirSync, existsSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { serveBuild } from './serve-build.mjs';

const dist = process.env.DIST_DIR ?? 'dist';
if (!existsSync(join(dist, 'index.html'))) {
  console.error('dist/ is missing: run `npm run build` first.');
  process.exit(1);
}
// The bars: 170 KB of JS and 30 KB of CSS for the entry, 145 KB of JS fetched to show `/`. The budgets hold what was
// reached with a little room (docs/performance.md, "Where it stands"), so that a regression fails here long before it
// reaches a bar. The entry carries what must run before
// any lazily loaded file can: the sign-out every tab hears, the scrubbing of a failure as it is recorded, and the
// worker-aware way into a new release (it runs exactly when the old release's lazy files are gone), and the footer's
// wait to hydrate until it nears the screen (`HydrateLater near`, 0.3 KB). `/` may fetch up to 3 KB more for the field
// vitals (web-vitals, after the page answers taps, where analytics events may be sent, as in the e2e build).
const BUDGET = { entryJsKb: 126, entryCssKb: 13, homeJsKb: 135.5 };

const kb = (bytes) => (bytes / 1024).toFixed(1);
const gz = (file) => gzipSync(readFileSync(join(dist, file))).length;
/** What goes over the wire to a browser that accepts Brotli: the precompressed copy, else the file itself. */
const sent = (file) => statSync(join(dist, existsSync(join(dist, `${file}.br`)) ? `${file}.br` : file)).size;
const sum = (files, size) => files.reduce((total, file) => total + size(file), 0);
const asGzip = (files) => `${kb(sum(files, gz))} KB as gzip`;
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const assets = readdirSync(join(dist, 'assets'));

// Static imports of a chunk, followed transitively (what the browser must load with it).
const staticImports = (file, seen = new Set()) => {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(join(dist, file), 'utf8');
  for (const m of code.matchAll(/(?:^|[;\n}])\s*import\s*(?:[^'"()]*?from\s*)?["']\.\/([^"']+\.js)["']/g)) {
    staticImports(`assets/${m[1]}`, seen);
  }
  return seen;
};

const entryScripts = [...html.matchAll(/<script[^>]+src="\/([^"]+\.js)"/g)].map((m) => m[1]);
const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+\.js)"/g)].map((m) => m[1]);
const entryFiles = new Set();
for (const f of [...entryScripts, ...preloads]) staticImports(f, entryFiles);
const entryCss = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="\/([^"]+\.css)"/g)].map((m) => m[1]);

const entryJs = sum([...entryFiles], sent);
const css = sum(entryCss, sent);

console.log('Entry (first load of any page)');
console.log(
  `  JS  ${kb(entryJs).padStart(8)} KB sent  (${entryJs} bytes, ${entryFiles.size} files, budget ${BUDGET.entryJsKb} KB; ${asGzip([...entryFiles])})`,
);
console.log(
  `  CSS ${kb(css).padStart(8)} KB sent  (${css} bytes, budget ${BUDGET.entryCssKb} KB; ${asGzip(entryCss)})`,
);
console.log('\nRoute and lazy chunks (KB sent, including their own static imports not in the entry)');
const rows = assets
  .filter((f) => f.endsWith('.js') && !entryFiles.has(`assets/${f}`))
  .map((f) => {
    const own = [...staticImports(`assets/${f}`)].filter((x) => !entryFiles.has(x));
    return { name: f.replace(/-[\w-]{8}\.js$/, ''), file: f, size: sum(own, sent) };
  })
  .sort((a, b) => b.size - a.size);
for (const row of rows) console.log(`  ${kb(row.size).padStart(8)} KB  ${row.name}`);

// Mantine's CSS is imported per component: the first load's components in src/app/mantine-styles.ts, the others
// beside their use. Every component a file imports from @mantine/core that has a stylesheet must have it in one of
// the two places, or it would render unstyled (the unstyled list names file: component).
const listed = readFileSync('src/app/mantine-styles.ts', 'utf8');
const unstyled = [];
const walk = (dir) => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) walk(full);
    else if (/\.tsx?$/.test(entry.name)) {
      const source = readFileSync(full, 'utf8');
      for (const m of source.matchAll(/import\s*\{([^}]+)\}\s*from\s*'@mantine\/core'/g)) {
        for (const name of m[1].split(',')) {
          const clean = name
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0];
          const sheet = `/styles/${clean}.css'`;
          if (
            /^[A-Z]/.test(clean) &&
            existsSync(`node_modules/@mantine/core/styles/${clean}.css`) &&
            !listed.includes(sheet) &&
            !source.includes(sheet)
          )
            unstyled.push(`${full}: ${clean}`);
        }
      }
    }
  }
};
walk('src');

/**
 * Loads `/` from dist/ (with the prerendered pages, as production serves them) in Debian's Chromium and lists every
 * script the page fetches until the network has been idle for a while, with the bytes each took on the wire.
 * Service workers stay allowed: registering one (after load) is part of the visit; what the worker itself precaches
 * is its own traffic, not the page's. The bytes on the wire (Resource Timing's encodedBodySize) are printed beside the
 * count of the copies, as a check of it: from scripts/serve.ts, or with `SIZE_SERVER=nginx` from the shipped nginx
 * config over HTTPS and HTTP/2. Without Chromium (CHROME_PATH) the count is skipped with a warning.
 */
async function scriptsFetchedToShow(route) {
  const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
  if (!existsSync(chromePath)) {
    console.warn(`\nNo Chromium at ${chromePath} (CHROME_PATH): the in-browser count of ${route} is skipped.`);
    return null;
  }
  const overNginx = process.env.SIZE_SERVER === 'nginx';
  const { origin, stop } = await serveBuild(undefined, { dist, nginx: overNginx });
  try {
    const { chromium } = await import('@playwright/test');
    const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox'] });
    try {
      const page = await browser.newPage({ ignoreHTTPSErrors: overNginx });
      await page.goto(`${origin}${route}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(1500); // late starters (the service worker's registration) and their bodies
      await page.waitForLoadState('networkidle');
      const scripts = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.initiatorType === 'script' || new URL(entry.name).pathname.endsWith('.js'))
          .map((entry) => [new URL(entry.name).pathname.slice(1), entry.encodedBodySize]),
      );
      return { scripts: new Map(scripts), server: overNginx ? 'nginx over HTTPS' : 'scripts/serve.ts over HTTP' };
    } finally {
      await browser.close();
    }
  } finally {
    stop();
  }
}

const fetched = await scriptsFetchedToShow('/');
const home = fetched && [...fetched.scripts.keys()];
let homeJs = 0;
if (home) {
  homeJs = sum(home, sent);
  console.log(`\nFetched to show / in Chromium until the network is idle`);
  console.log(
    `  JS  ${kb(homeJs).padStart(8)} KB sent  (${homeJs} bytes, ${home.length} files, budget ${BUDGET.homeJsKb} KB; ${asGzip(home)})`,
  );
  const onWire = sum(home, (file) => fetched.scripts.get(file));
  console.log(`       ${kb(onWire).padStart(6)} KB  on the wire from ${fetched.server}`);
  const outside = home.filter((file) => !entryFiles.has(file));
  for (const file of outside) console.log(`       ${kb(sent(file)).padStart(6)} KB  /${file} (not in the entry)`);
}

const over = [];
if (home && homeJs / 1024 > BUDGET.homeJsKb) over.push(`JS fetched to show / ${kb(homeJs)} KB > ${BUDGET.homeJsKb} KB`);
if (unstyled.length)
  over.push(
    `Mantine components without their CSS (src/app/mantine-styles.ts or beside their use): ${unstyled.join(', ')}`,
  );
if (entryJs / 1024 > BUDGET.entryJsKb) over.push(`entry JS ${kb(entryJs)} KB > ${BUDGET.entryJsKb} KB`);
if (css / 1024 > BUDGET.entryCssKb) over.push(`entry CSS ${kb(css)} KB > ${BUDGET.entryCssKb} KB`);
const heavyInEntry = [...entryFiles].filter((f) => /maplibre|react-map-gl|dates/i.test(f));
if (heavyInEntry.length) over.push(`map or date code in the entry: ${heavyInEntry.join(', ')}`);
// The everyday medical words (src/config/medical-words.ts) come with the searchable combobox, never on a first load.
const firstLoad = new Set([...entryFiles, ...(home ?? [])]);
const wordsAtFirstLoad = [...firstLoad].filter((f) => readFileSync(join(dist, f), 'utf8').includes('oculista'));
if (wordsAtFirstLoad.length) over.push(`the medical words on the first load: ${wordsAtFirstLoad.join(', ')}`);
if (over.length) {
  console.error(`\nOver budget: ${over.join('; ')}`);
  process.exit(1);
}
console.log('\nWithin budget.');
