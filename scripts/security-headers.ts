/**
 * The security headers of the site: ONE definition used by `scripts/serve.ts` (npm start, e2e: every e2e test runs
 * under this CSP) and written into `deploy/security-headers.conf` for nginx.
 *
 *   tsx scripts/security-headers.ts            # print the headers for the current env
 *   tsx scripts/security-headers.ts --nginx    # write deploy/security-headers.conf from deploy/production.env
 *   tsx scripts/security-headers.ts --check    # exit 1 when deploy/security-headers.conf is stale
 *
 * deploy/security-headers.conf is production's: --nginx and --check read deploy/production.env and nothing else (no
 * stray VITE_ variable of the shell, no .env file), the same file `npm run build:production` builds with. `npm start`
 * and `npm run start:nginx` send the headers of the env their build saw (buildEnv).
 *
 * The hosts come from the same variables the build reads:
 *   VITE_API_URL, VITE_PREFACTURA_API_URL   → connect-src (empty = same origin, covered by 'self')
 *   VITE_MAP_STYLE_URL                      → connect-src and img-src: unset = the default basemap's hosts
 *                                             (src/components/map/basemap.ts, OpenFreeMap); `none` = no map host;
 *                                             a URL = that style's host
 *   CSP_MAP_HOSTS                           → extra tile/glyph/sprite hosts of a custom style (space separated)
 *   VITE_LAB_ORIGINS                        → frame-src: the members' laboratory sites (src/config/lab-origins.ts;
 *                                             the app frames and links only these, so both read the same list)
 *   VITE_ANALYTICS_URL                      → connect-src (the analytics collector; a path of this site is 'self')
 *   VITE_SENTRY_DSN                         → connect-src (the error tracker), and CSP violation reports to its
 *                                             security endpoint (report-uri, report-to + Reporting-Endpoints)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEnv } from 'node:util';
import { loadEnv } from 'vite';
import { labOriginsFrom } from '../src/config/lab-origins';
import { basemapChoice, DEFAULT_MAP_STYLE_HOSTS } from '../src/components/map/basemap';
import { apiFeatures } from './api-features';
import { apiAllowlistConf, productionTrustedProxies, realIpConf, servedCalls } from './edge-config';
import { inlineScriptHashes } from './prerender/inline-boot.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

type Env = Record<string, string | undefined>;

function originOf(url: string | undefined): string | null {
  if (!url?.trim()) return null;
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

const words = (value: string | undefined) => (value ?? '').split(/[\s,]+/).filter(Boolean);
const unique = (values: Array<string | null>) => [...new Set(values.filter((v): v is string => Boolean(v)))];

/** The env the production build sees: `.env`, `.env.production`, `.env.production.local`, then process.env. */
export function buildEnv(mode = 'production'): Env {
  return { ...loadEnv(mode, root, ['VITE_', 'CSP_']), ...pick(process.env) };
}

export const PRODUCTION_ENV_FILE = path.join(root, 'deploy', 'production.env');

/** The production build's env: deploy/production.env alone (its VITE_ and CSP_ variables). */
export function productionEnv(file = PRODUCTION_ENV_FILE): Env {
  return pick(parseEnv(readFileSync(file, 'utf8')));
}

/** What the deploy files are made from: the app's settings (VITE_, CSP_) and the API's features (API_FEATURES). */
function pick(env: NodeJS.ProcessEnv): Env {
  return Object.fromEntries(
    Object.entries(env).filter(([k]) => k.startsWith('VITE_') || k.startsWith('CSP_') || k === 'API_FEATURES'),
  );
}

/**
 * The error tracker's endpoint for CSP violation reports, from its DSN (`https://<key>@<host>[/<prefix>]/<project>`,
 * Sentry's and GlitchTip's form): `https://<host>[/<prefix>]/api/<project>/security/?sentry_key=<key>`, with the
 * environment the events carry. Null without a (readable) DSN.
 */
export function cspReportUrl(env: Env): string | null {
  const dsn = /^(https?):\/\/([\w-]+)@([^\s/@]+)((?:\/[^\s?#]+)?)\/(\d+)$/.exec(env.VITE_SENTRY_DSN?.trim() ?? '');
  if (!dsn) return null;
  const [, protocol, key, host, prefix, project] = dsn;
  const environment = encodeURIComponent(env.VITE_SENTRY_ENVIRONMENT?.trim() || 'production');
  return `${protocol}://${host}${prefix}/api/${project}/security/?sentry_key=${key}&sentry_environment=${environment}`;
}

/** The origins the map's basemap loads from: the default style's own hosts, or a custom style's host and extras. */
export function mapHosts(env: Env): string[] {
  const choice = basemapChoice(env.VITE_MAP_STYLE_URL);
  const styleHosts =
    choice.kind === 'plain' ? [] : choice.isDefault ? [...DEFAULT_MAP_STYLE_HOSTS] : [originOf(choice.url)];
  return unique([...styleHosts, ...words(env.CSP_MAP_HOSTS).map(originOf)]);
}

export function contentSecurityPolicy(env: Env = buildEnv(), options: { https?: boolean } = {}): string {
  const basemapHosts = mapHosts(env);
  const apiHosts = unique([
    originOf(env.VITE_API_URL),
    originOf(env.VITE_PREFACTURA_API_URL),
    originOf(env.VITE_ANALYTICS_URL),
    originOf(env.VITE_SENTRY_DSN),
  ]);
  const frameHosts = labOriginsFrom(env.VITE_LAB_ORIGINS);
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    // No eval, and no inline script but the prerendered pages' two start-up scripts (src/boot/), each
    // allowed by the hash of its exact text. Every other script is a file of the build.
    ['script-src', ["'self'", ...inlineScriptHashes]],
    // Mantine writes its CSS variables in a <style> element and sets style attributes.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // MapLibre draws markers and sprites from data:/blob: URLs.
    ['img-src', ["'self'", 'data:', 'blob:', ...basemapHosts]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...apiHosts, ...basemapHosts]],
    // MapLibre's worker is a file of the build (setWorkerUrl); blob: for its fallback.
    ['worker-src', ["'self'", 'blob:']],
    ['child-src', ["'self'", 'blob:']],
    ['frame-src', frameHosts.length ? frameHosts : ["'none'"]],
    ['manifest-src', ["'self'"]],
    ['media-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  const policy = directives.map(([name, values]) => `${name} ${values.join(' ')}`);
  if (options.https) policy.push('upgrade-insecure-requests');
  // Violations go to the error tracker: report-to (the Reporting API) where supported, report-uri elsewhere.
  const reportUrl = cspReportUrl(env);
  if (reportUrl) policy.push(`report-uri ${reportUrl}`, `report-to ${CSP_REPORT_GROUP}`);
  return policy.join('; ');
}

/** The Reporting-Endpoints name the CSP's report-to refers to. */
const CSP_REPORT_GROUP = 'csp-endpoint';

export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'encrypted-media=()',
  'fullscreen=(self)',
  // 'Cerca mío' in the directories asks this page (never a frame) for the visitor's position.
  'geolocation=(self)',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
].join(', ');

/**
 * Every header the site sends with every response. `https: false` (the local server on http://127.0.0.1) leaves out
 * HSTS and upgrade-insecure-requests, which only mean something over TLS.
 */
export function securityHeaders(
  env: Env = buildEnv(),
  options: { https?: boolean } = { https: true },
): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': contentSecurityPolicy(env, options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    // No other site may embed this one's answers (scripts, images, API JSON) in its pages.
    'Cross-Origin-Resource-Policy': 'same-origin',
  };
  if (options.https) headers['Strict-Transport-Security'] = 'max-age=63072000; includeSubDomains';
  const reportUrl = cspReportUrl(env);
  if (reportUrl) headers['Reporting-Endpoints'] = `${CSP_REPORT_GROUP}="${reportUrl}"`;
  return headers;
}

const NGINX_FILE = path.join(root, 'deploy', 'security-headers.conf');

/** deploy/security-headers.conf; `https: false` is the local HTTP-only variant of `npm run start:nginx`. */
export function nginxHeaders(env: Env = buildEnv(), options: { https?: boolean } = { https: true }): string {
  const lines = Object.entries(securityHeaders(env, options)).map(
    ([name, value]) => `add_header ${name} "${value.replaceAll('"', '\\"')}" always;`,
  );
  return [
    '# Generated by `npm run deploy:headers` from scripts/security-headers.ts and deploy/production.env.',
    '# Do not edit by hand: change the script (or deploy/production.env) and regenerate.',
    '# Included in every location of deploy/site.conf (nginx drops inherited add_header once a location adds its own).',
    ...lines,
    '',
  ].join('\n');
}

/** The files `--nginx` writes and `--check` compares: the headers, the API allowlist and the trusted proxies. */
function generatedFiles(): Array<[file: string, text: string]> {
  return [
    [NGINX_FILE, nginxHeaders(productionEnv())],
    [
      path.join(root, 'deploy', 'api-allowlist.conf'),
      apiAllowlistConf(servedCalls(apiFeatures(productionEnv().API_FEATURES))),
    ],
    [path.join(root, 'deploy', 'real-ip.conf'), realIpConf(productionTrustedProxies(PRODUCTION_ENV_FILE))],
  ];
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  if (args.includes('--check')) {
    // `npm run deploy:headers -- --check`
    let stale = false;
    for (const [file, text] of generatedFiles()) {
      let current = '';
      try {
        current = readFileSync(file, 'utf8');
      } catch {
        /* missing counts as stale */
      }
      if (current !== text) {
        stale = true;
        console.error(
          `${path.relative(root, file)} is stale for docs/api.md and deploy/production.env: run \`npm run deploy:headers\`.`,
        );
      }
    }
    if (stale) process.exit(1);
    console.log(
      'deploy/security-headers.conf, api-allowlist.conf and real-ip.conf match scripts/security-headers.ts, docs/api.md and deploy/production.env.',
    );
  } else if (args.includes('--nginx')) {
    for (const [file, text] of generatedFiles()) {
      writeFileSync(file, text);
      console.log(`wrote ${path.relative(process.cwd(), file)}`);
    }
  } else {
    for (const [name, value] of Object.entries(securityHeaders())) console.log(`${name}: ${value}`);
  }
}
