// `npm run size`: the gzip size of the entry (everything / needs before any route chunk) and of each route's chunks,
// then, counted in a browser, all the JavaScript that showing `/` fetches until the network is idle (the entry, the
// home page's chunks, what the page loads after its load event). Reads dist/ from `npm run build`. Fails when a
// budget is passed. The budgets are gzip sizes; beside them, what the servers send a browser that accepts Brotli
// (the build's precompressed copies, scripts/precompress.mjs).
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const dist = process.env.DIST_DIR ?? 'dist';
if (!existsSync(join(dist, 'index.html'))) {
  console.error('dist/ is missing: run `npm run build` first.');
  process.exit(1);
}
// Issue 7 asked for 170 KB JS / 30 KB CSS; issue 13 for 150 KB of JS fetched to show `/`, counted in a browser: that
// is the budget. The entry's budget holds what was reached with a little room (137.8 KB after issue 13), so that a
// regression fails here before it reaches the bar.
const BUDGET = { entryJsKb: 141, entryCssKb: 30, homeJsKb: 150 };

const kb = (bytes) => (bytes / 1024).toFixed(1);
const gz = (file) => gzipSync(readFileSync(join(dist, file))).length;
/** What goes over the wire to a browser that accepts Brotli: the precompressed copy, else gzip. */
const sent = (file) => (existsSync(join(dist, `${file}.br`)) ? statSync(join(dist, `${file}.br`)).size : gz(file));
const asSent = (files) => `${kb(files.reduce((sum, f) => sum + sent(f), 0))} KB sent as Brotli`;
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

const entryJs = [...entryFiles].reduce((sum, f) => sum + gz(f), 0);
const css = entryCss.reduce((sum, f) => sum + gz(f), 0);

console.log('Entry (first load of any page)');
console.log(
  `  JS  ${kb(entryJs).padStart(8)} KB gzip  (${entryFiles.size} files, budget ${BUDGET.entryJsKb} KB; ${asSent([...entryFiles])})`,
);
console.log(`  CSS ${kb(css).padStart(8)} KB gzip  (budget ${BUDGET.entryCssKb} KB; ${asSent(entryCss)})`);
console.log('\nRoute and lazy chunks (gzip, including their own static imports not in the entry)');
const rows = assets
  .filter((f) => f.endsWith('.js') && !entryFiles.has(`assets/${f}`))
  .map((f) => {
    const own = [...staticImports(`assets/${f}`)].filter((x) => !entryFiles.has(x));
    return { name: f.replace(/-[\w-]{8}\.js$/, ''), file: f, size: own.reduce((s, x) => s + gz(x), 0) };
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
 * Loads `/` from dist/ (scripts/serve.ts with the prerendered pages, as production serves them) in Debian's
 * Chromium and adds up the gzip size of every script the page fetches until the network has been idle for a while.
 * Service workers stay allowed: registering one (after load) is part of the visit; what the worker itself precaches
 * is its own traffic, not the page's. Without Chromium (CHROME_PATH) the count is skipped with a warning.
 */
async function scriptsFetchedToShow(route) {
  const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
  if (!existsSync(chromePath)) {
    console.warn(`\nNo Chromium at ${chromePath} (CHROME_PATH): the in-browser count of ${route} is skipped.`);
    return null;
  }
  const port = await new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address();
      probe.close(() => resolve(free));
    });
  });
  const server = spawn('npx', ['tsx', 'scripts/serve.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DIST_DIR: dist, SERVE_PRERENDERED: 'on' },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  try {
    await new Promise((resolve, reject) => {
      server.stdout.on('data', (chunk) => String(chunk).includes('Serving') && resolve());
      server.on('exit', (code) => reject(new Error(`serve.ts exited with ${code}`)));
    });
    const { chromium } = await import('@playwright/test');
    const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox'] });
    try {
      const page = await browser.newPage();
      const scripts = new Map();
      page.on('response', async (response) => {
        if (response.request().resourceType() !== 'script') return;
        const body = await response.body().catch(() => null);
        if (body) scripts.set(new URL(response.url()).pathname, gzipSync(body).length);
      });
      await page.goto(`http://127.0.0.1:${port}${route}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(1500); // late starters (the service worker's registration) and their bodies
      await page.waitForLoadState('networkidle');
      return scripts;
    } finally {
      await browser.close();
    }
  } finally {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      /* gone */
    }
  }
}

const home = await scriptsFetchedToShow('/');
let homeJs = 0;
if (home) {
  homeJs = [...home.values()].reduce((sum, n) => sum + n, 0);
  console.log(`\nFetched to show / in Chromium until the network is idle (gzip)`);
  const homeFiles = [...home.keys()].map((path) => path.slice(1));
  console.log(
    `  JS  ${kb(homeJs).padStart(8)} KB gzip  (${home.size} files, budget ${BUDGET.homeJsKb} KB; ${asSent(homeFiles)})`,
  );
  const outside = [...home.keys()].filter((path) => !entryFiles.has(path.slice(1)));
  for (const path of outside) console.log(`       ${kb(home.get(path)).padStart(6)} KB  ${path} (not in the entry)`);
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
const firstLoad = new Set([...entryFiles, ...[...(home?.keys() ?? [])].map((path) => path.slice(1))]);
const wordsAtFirstLoad = [...firstLoad].filter((f) => readFileSync(join(dist, f), 'utf8').includes('oculista'));
if (wordsAtFirstLoad.length) over.push(`the medical words on the first load: ${wordsAtFirstLoad.join(', ')}`);
if (over.length) {
  console.error(`\nOver budget: ${over.join('; ')}`);
  process.exit(1);
}
console.log('\nWithin budget.');
