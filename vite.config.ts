import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { robotsTxt, sitemapXml } from './scripts/sitemap.mjs';
import { apiFeatureDefines, apiFeatures, offFeatureRoutesPattern } from './scripts/api-features';

/**
 * Zod compiles object parsers with `new Function` and probes for eval even under `jitless` set at run time too late:
 * schema modules are evaluated before any app code can call `z.config()`, and under the site's CSP (no 'unsafe-eval')
 * the probe is reported as a CSP violation. Zod reads its config from `globalThis.__zod_globalConfig`, so the build
 * starts it as `{ jitless: true }`: no probe, no eval, the same parse results.
 */
function zodJitless(): Plugin {
  const init = '(_a.__zod_globalConfig = {})';
  return {
    name: 'zod-jitless',
    transform(code, id) {
      if (!/[\\/]zod[\\/]v4[\\/]core[\\/]core\.js$/.test(id)) return null;
      if (!code.includes(init)) this.error('zod-jitless: zod/v4/core/core.js changed; update vite.config.ts');
      return { code: code.replace(init, '(_a.__zod_globalConfig = { jitless: true })'), map: null };
    },
  };
}

/**
 * Mantine's `useId` starts with React's id and swaps it for a random one in a layout effect: every Mantine input,
 * select and popover renders twice on mount, the second time synchronously (right after hydration too, for every
 * field of a prerendered page), and a combobox keeps pointing `aria-controls` at its list's first id (axe then finds
 * an unreachable scroll region). React's own `useId` is unique and stable in our single root, and the same in the
 * prerender's server rendering and in hydration, so Mantine gets it. Applied in dev, build and Vitest alike
 * (`optimizeDeps.exclude` in this file, `server.deps.inline` in vitest.config.ts).
 */
function mantineStableIds(): Plugin {
  return {
    name: 'mantine-stable-ids',
    transform(code, id) {
      if (!/[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs($|\?)/.test(id)) return null;
      if (!code.includes('setUuid(randomId())'))
        this.error('mantine-stable-ids: @mantine/hooks use-id changed; update vite.config.ts');
      return {
        code: [
          'import { useId as useReactId } from "react";',
          'function useId(staticId) {',
          '  const reactId = useReactId();',
          '  return typeof staticId === "string" ? staticId : `mantine-${reactId.replace(/:/g, "")}`;',
          '}',
          'export { useId };',
        ].join('\n'),
        map: null,
      };
    },
  };
}

/**
 * msw's worker (public/mockServiceWorker.js, committed: `npm run dev` and a new checkout need it) belongs to the dev
 * server only: the production build drops its copy from dist/.
 */
function noMockWorkerInBuild(): Plugin {
  let outDir = 'dist';
  return {
    name: 'no-mock-worker-in-build',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      rmSync(path.join(outDir, 'mockServiceWorker.js'), { force: true });
    },
  };
}

/**
 * Source maps, with the full sources, are for our error tracking, not for the public: built "hidden" (no
 * sourceMappingURL comment) and moved out of dist/ into build/sourcemaps/, from where a pipeline can upload them.
 */
function sourceMapsOutsideDist(): Plugin {
  return {
    name: 'source-maps-outside-dist',
    apply: 'build',
    writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      const target = fileURLToPath(new URL('./build/sourcemaps', import.meta.url));
      for (const fileName of Object.keys(bundle).filter((name) => name.endsWith('.map'))) {
        mkdirSync(path.dirname(path.join(target, fileName)), { recursive: true });
        renameSync(path.join(outDir, fileName), path.join(target, fileName));
      }
    },
  };
}

/** The entry's second file: React and its router (the codeSplitting group below). */
const REACT_CHUNK = 'react';

/** Chromium's explicit compile hint (a magic comment that must be the file's first line). */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * The entry's two files (the app's code; React with its router) start with Chromium's compile hint: every function
 * in them is compiled at once, off the main thread while the file streams in, instead of on the main thread the first
 * time it runs, and nearly all of it runs before the app answers. Other browsers ignore the comment. Added last, once
 * the code is final, with the source map moved one line down to match.
 */
function compileHintsForEntry(): Plugin {
  return {
    name: 'compile-hints-for-entry',
    apply: 'build',
    // On the written files: Vite adds its preload helper's list to the entry's top after every generateBundle hook.
    writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !(chunk.isEntry || chunk.name === REACT_CHUNK)) continue;
        const file = path.join(outDir, chunk.fileName);
        writeFileSync(file, COMPILE_HINT + readFileSync(file, 'utf8'));
        const mapFile = `${file}.map`;
        if (existsSync(mapFile)) {
          const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { mappings: string };
          writeFileSync(mapFile, JSON.stringify({ ...map, mappings: `;${map.mappings}` }));
        }
      }
    },
  };
}

/**
 * The release the error tracker names (src/config/env.ts): the commit the build is made from, unless the deploy sets
 * SENTRY_RELEASE (`npm run build:production` drops the shell's VITE_ variables); a checkout without git gets the
 * build's date, so two such builds still differ.
 */
function buildRelease(): string {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return `build-${new Date().toISOString().slice(0, 16).replace(/\D/g, '')}`;
  }
}
process.env.VITE_RELEASE ||= process.env.SENTRY_RELEASE || buildRelease();

/** sitemap.xml (the public routes of src/routes) and robots.txt, with absolute URLs from VITE_PUBLIC_SITE_URL. */
function seoFiles(): Plugin {
  let siteUrl = '';
  return {
    name: 'seo-files',
    apply: 'build',
    configResolved(config) {
      siteUrl = String(config.env.VITE_PUBLIC_SITE_URL ?? '');
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'sitemap.xml', source: sitemapXml(siteUrl) });
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt(siteUrl) });
    },
  };
}

/**
 * pdf.js, which the reimbursement form loads when a PDF receipt is chosen (src/features/reimbursements/lib/pdf-qr.ts),
 * in a file of its own name, so the service worker can leave it and its worker out (the codeSplitting group below).
 */
const PDFJS_CHUNK = 'pdfjs';

/**
 * The service worker (production builds only; registered from src/main.tsx after load): precaches the app shell
 * and every route chunk except the map library and pdf.js (1.7 MB with its worker, for one form's PDFs), so the
 * public information pages work offline. API calls (member data, pre-invoices, directories) are never cached: no
 * route of the worker matches them, so they go to the network.
 */
const pwa = VitePWA({
  registerType: 'prompt',
  injectRegister: false,
  manifest: false, // public/manifest.webmanifest
  workbox: {
    sourcemap: false, // like the app's own maps, never public
    globPatterns: ['**/*.{js,css,html,svg,png,webp,woff2,webmanifest}'],
    globIgnores: [
      '**/maplibre-gl-*.js',
      '**/maplibre-gl-worker-*.mjs',
      '**/map-view-*.{js,css}',
      `**/${PDFJS_CHUNK}-*.js`,
      '**/pdf.worker.min-*.mjs',
      'mockServiceWorker.js',
      'docs/**',
    ],
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/api\//, /^\/__mock\//, /\.[a-z0-9]+$/i],
    cleanupOutdatedCaches: true,
    runtimeCaching: [
      // Explicit, so no later rule can ever cache them: member data and pre-invoices stay network-only.
      { urlPattern: ({ url }) => url.pathname.startsWith('/api/'), handler: 'NetworkOnly' },
    ],
  },
});

const MANTINE_BASE = new RegExp(
  String.raw`node_modules[\/]@mantine[\/]core[\/]esm[\/](core|utils[\/](?!Floating)|components[\/](` +
    'Alert|Anchor|Box|Button|CloseButton|Container|Grid|Group|Input|Loader|NativeSelect|Paper|SimpleGrid|Skeleton|' +
    String.raw`Stack|Text|TextInput|Title|Transition|UnstyledButton|Combobox[\/]ComboboxChevron)[\/])`,
);

/**
 * The directories' first screen in one file instead of a dozen small ones (over HTTP/1.1, each small file waited for a
 * free connection: a round trip each): their pages, components and API modules. What they open later (print views,
 * the report dialog, the saved-listings drawer) stays apart, and so do the helpers other pages share (the map, links).
 */
const DIRECTORIES = new RegExp(
  String.raw`[\/]src[\/](features[\/]directories[\/]|routes[\/](farmacias|cartilla-medica)\.tsx\?|` +
    String.raw`api[\/](pharmacies|providers|medical-entities|medical-specialties|medical-services|geography|all-pages|directory-calls)\.ts|` +
    String.raw`components[\/]select[\/]native-select\.tsx)`,
);
const DIRECTORIES_LATER =
  /directories[\\/](pages[\\/]print-page|print[\\/]directory-print|report[\\/]|saved[\\/]saved-listings-drawer)/;
/** Helpers the directories share with other pages: the map's (the centres' page too) and the viewport's (home). */
const MAP_HELPERS =
  /[\\/]src[\\/](lib[\\/](coordinates|geo|directions)\.ts|components[\\/]map[\\/](lazy-map\.tsx|webgl\.ts))/;
const PAGE_HELPERS = /[\\/]src[\\/]lib[\\/]lazily\.ts|node_modules[\\/]@mantine[\\/]hooks[\\/].*use-intersection/;
/**
 * What every page with API data uses, in one file: TanStack Query, the HTTP client, paged answers and their parsing,
 * the failures' texts, and how its lists show themselves (loading, empty and failure states, the paginator, a select's loading list).
 * A data page's first screen is then few enough files to come in one round trip (over HTTP/1.1, six at a time).
 */
const DATA_LAYER = new RegExp(
  String.raw`node_modules[\/](ky|@tanstack[\/](react-query|query-core))[\/]|[\/]src[\/](` +
    String.raw`lib[\/](http|zod|dropped-rows|spanish-order|page-window)\.ts|api[\/](errors|paged|reference-lists)\.ts|` +
    String.raw`components[\/](list-states|paginator|select[\/]list-loader)\.tsx)`,
);

/** React, its DOM renderer (not the server one) and TanStack Router: what every page runs, from node_modules. */
const REACT_AND_ROUTER_MODULES = new RegExp(
  String.raw`node_modules[\/](react|react-dom|scheduler|use-sync-external-store|` +
    String.raw`@tanstack[\/](react-router|router-core|history|store|react-store))[\/]`,
);
const REACT_DOM_SERVER = /react-dom[\\/].*server/;
const REACT_AND_ROUTER = (id: string) => REACT_AND_ROUTER_MODULES.test(id) && !REACT_DOM_SERVER.test(id);

/** The mock dataset's size (mocks/data/scale.ts) for the dev server's msw worker; never in a build's env. */
function mockScaleInDev(): Plugin {
  return {
    name: 'mock-scale-in-dev',
    apply: 'serve',
    config: () => ({ define: { 'import.meta.env.MOCK_SCALE': JSON.stringify(process.env.MOCK_SCALE ?? '') } }),
  };
}

/** The proposed API features this build has (scripts/api-features.ts); the others leave no trace in it. */
const featuresOn = apiFeatures(process.env.API_FEATURES);
const offFeatureRoutes = offFeatureRoutesPattern(featuresOn);
/**
 * A build without every feature generates its route tree apart, under build/: src/routeTree.gen.ts stays the full
 * tree that type-checking, Vitest and the other builds read (a features-off build may run beside them).
 */
const partialRouteTree = offFeatureRoutes
  ? fileURLToPath(new URL(`./build/route-tree/${featuresOn.join('+') || 'none'}.gen.ts`, import.meta.url))
  : undefined;

export default defineConfig({
  define: apiFeatureDefines(featuresOn),
  plugins: [
    mockScaleInDev(),
    zodJitless(),
    mantineStableIds(),
    seoFiles(),
    noMockWorkerInBuild(),
    compileHintsForEntry(), // before the maps leave dist/
    sourceMapsOutsideDist(),
    pwa,
    // Must come before the React plugin.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      ...(partialRouteTree && { routeFileIgnorePattern: offFeatureRoutes, generatedRouteTree: partialRouteTree }),
      // A route's pendingComponent (the panel lists' skeleton) travels with its page, not in the entry. Loaders get
      // chunks of their own: with them go the API modules, their response schemas and the HTTP client, which no
      // first screen needs before its route is entered.
      codeSplittingOptions: {
        defaultBehavior: [['loader'], ['component', 'pendingComponent'], ['errorComponent'], ['notFoundComponent']],
      },
    }),
    react(),
  ],
  resolve: {
    alias: {
      ...(partialRouteTree && { '@/routeTree.gen': partialRouteTree }),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
    },
  },
  build: {
    sourcemap: 'hidden',
    // A route chunk's own imports are fetched with it, in one round trip (Vite's preload list), not in waves as each
    // is parsed. The prerendered pages declare their whole first screen in their head (scripts/prerender/build.mjs).
    modulePreload: { polyfill: false },
    target: 'es2022',
    // Few, larger first-screen files instead of dozens of one-kilobyte chunks: the entry with everything it imports,
    // Mantine's hooks, the Mantine components three or more routes share, the data layer (with TanStack Query and the
    // list views) and the directories. The last two take only the modules they name (not what those import), so a
    // helper another page shares stays in a chunk of its own instead of pulling the group into that page. A
    // directory's first screen is six files: one round trip over HTTP/1.1.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // React and its router, apart from the app's code: the entry arrives as two files of clearly different
            // sizes, and the smaller one being in tells src/boot/boot.ts to declare the route's modules
            // while the larger one finishes (their round trip overlaps its last bytes). The libraries also stay
            // cached across releases. (React's server renderer, for the build's prerendering only, stays apart.)
            { name: REACT_CHUNK, test: REACT_AND_ROUTER, priority: 5 },
            // pdf.js under a name of its own, which the service worker's precache leaves out.
            { name: PDFJS_CHUNK, test: /node_modules[\\/]pdfjs-dist[\\/]/, priority: 5 },
            { name: 'app', tags: ['$initial'], priority: 3 },
            // Mantine's layout, text, button, input and feedback components: most first screens use several of them.
            { name: 'mantine', test: MANTINE_BASE, priority: 2 },
            // With them go the hooks they use, except this one, which the home page needs without any component.
            {
              name: 'reduced-motion',
              test: /node_modules[\\/]@mantine[\\/]hooks[\\/].*use-reduced-motion/,
              priority: 4,
            },
            { name: 'data', test: DATA_LAYER, priority: 1, includeDependenciesRecursively: false },
            { name: 'map-helpers', test: MAP_HELPERS, priority: 1, includeDependenciesRecursively: false },
            { name: 'page-helpers', test: PAGE_HELPERS, priority: 1, includeDependenciesRecursively: false },
            {
              name: 'directories',
              test: (id) => DIRECTORIES.test(id) && !DIRECTORIES_LATER.test(id),
              priority: 1,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  // Mantine's hooks are served as they are in dev (not pre-bundled), so mantineStableIds applies there too.
  optimizeDeps: { exclude: ['@mantine/hooks'] },
  preview: { port: 4173 },
});
