/**
 * Does a live site send the security headers of this checkout, and does its CSP allow the inline scripts of the
 * build? Run after a deploy (deploy/README.md):
 *
 *   npm run deploy:check -- https://saludplena.example
 *   npm run deploy:check -- https://127.0.0.1:4174 --insecure   # a self-signed certificate (TLS=1 start:nginx)
 *
 * Options: --insecure accepts a certificate no authority signed (never the default); --env FILE reads the expected
 * hosts from FILE instead of deploy/production.env; --dist DIR is the build that was deployed (default dist/).
 *
 * Expected: scripts/security-headers.ts for deploy/production.env (HSTS and upgrade-insecure-requests only over
 * https). Fetched: `/`, a prerendered page, `/index.html`, `/sw.js`, a file of /assets/, an /api/ call, and two
 * answers that must be 404s (the file's source map, the dev-only mockServiceWorker.js). Reported:
 * - every header that is missing or different on any of them (the CSP directive by directive);
 * - a Cache-Control other than deploy/http.conf's for its kind: hashed files a year and immutable, HTML and sw.js
 *   revalidated, /api/ never stored;
 * - a source map or mockServiceWorker.js that is not a 404;
 * - a live /sw.js or /index.html that is not the build's (a release half copied, or another release);
 * - a prerendered directory page that holds the mock API's lists (a build made without deploy/production.env);
 * - every inline script of the built HTML whose hash the live CSP does not allow, and every inline script of a live
 *   page its own CSP does not allow (HTML from another build);
 * - for a site named by a host name: http:// and https://www. that do not redirect to the site with the same path;
 * - over https: a protocol other than TLS 1.2 and 1.3, or a TLS 1.2 suite offered that is not ECDHE with AES-GCM or
 *   ChaCha20 (deploy/tls.conf).
 * Exit 0: no difference; 1: differences; 2: the site could not be checked (unreachable, certificate, no build).
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import tls from 'node:tls';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { medicalServices, medicalSpecialties } from '../mocks/data/medical';
import { PRODUCTION_ENV_FILE, productionEnv, securityHeaders } from './security-headers';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

type Page = { path: string; status: number; headers: http.IncomingHttpHeaders; body: string };

/** deploy/http.conf's Cache-Control for each kind of answer. */
export const CACHE_CONTROL = {
  hashed: 'public, max-age=31536000, immutable',
  revalidated: 'no-cache',
  api: 'no-store',
} as const;

class CannotCheck extends Error {}

function get(url: URL, insecure: boolean): Promise<Page> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(
      url,
      { rejectUnauthorized: !insecure, headers: { Accept: 'text/html,application/json,*/*' }, timeout: 15_000 },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            path: url.pathname + url.search,
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error('no answer within 15 s')));
    request.on('error', (error: NodeJS.ErrnoException) => {
      const certificate = /CERT|SELF_SIGNED|UNABLE_TO_VERIFY/.test(error.code ?? '');
      reject(
        new CannotCheck(
          `${url.href}: ${error.message}${certificate ? ' (a self-signed certificate? pass --insecure to accept it)' : ''}`,
        ),
      );
    });
  });
}

/** `'sha256-…'` of an inline script's text, as a CSP names it. */
const scriptHash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The texts of the inline scripts the browser runs (no src; JSON and other data blocks are not scripts). */
function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== 'module' && type !== 'text/javascript' && type !== 'application/javascript') continue;
    scripts.push(match[2] ?? '');
  }
  return scripts;
}

function directives(policy: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), values);
  }
  return map;
}

/** How a live CSP differs from the expected one, directive by directive. */
function policyDifferences(expected: string, live: string): string[] {
  const want = directives(expected);
  const have = directives(live);
  const out: string[] = [];
  for (const [name, values] of want) {
    const liveValues = have.get(name);
    if (!liveValues) {
      out.push(`${name}: missing (expected "${values.join(' ')}")`);
      continue;
    }
    const missing = values.filter((v) => !liveValues.includes(v));
    const extra = liveValues.filter((v) => !values.includes(v));
    if (missing.length || extra.length)
      out.push(
        `${name}: ${[
          missing.length ? `lacks ${missing.join(' ')}` : '',
          extra.length ? `has also ${extra.join(' ')}` : '',
        ]
          .filter(Boolean)
          .join('; ')}`,
      );
  }
  for (const name of have.keys())
    if (!want.has(name)) out.push(`${name}: not expected ("${have.get(name)!.join(' ')}")`);
  return out;
}

function header(page: Page, name: string): string | undefined {
  const value = page.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : value;
}

/** The HTML files of a build, relative to it: the prerendered pages and the shell. */
function builtPages(dist: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory() && entry.name !== 'assets') walk(file);
      else if (entry.isFile() && entry.name.endsWith('.html')) files.push(path.relative(dist, file));
    }
  };
  walk(dist);
  return files.sort();
}

type Options = { site: URL; insecure: boolean; envFile: string; dist: string };

/** A difference, and where it was seen: a page's path, or `build` (dist/). */
type Difference = { where: string; what: string };

/**
 * Does `from` answer a permanent redirect to `to`? A difference, or null. An address that does not answer at all is
 * a difference too (a name in DNS without its server).
 */
export async function redirectDifference(from: URL, to: URL, insecure: boolean): Promise<string | null> {
  let page: Page;
  try {
    page = await get(from, insecure);
  } catch (error) {
    return `${from.href} does not answer (${error instanceof Error ? error.message : error}); expected a redirect to ${to.href}`;
  }
  const location = header(page, 'Location');
  if ((page.status === 301 || page.status === 308) && location === to.href) return null;
  return `${from.href} answers ${page.status}${location ? ` → ${location}` : ''}; expected 301 → ${to.href}`;
}

/** A TLS handshake with these client settings: did the server take it? A suite this machine lacks: undefined. */
function handshake(site: URL, options: tls.ConnectionOptions): Promise<boolean | undefined> {
  return new Promise((resolve) => {
    let socket: tls.TLSSocket;
    try {
      socket = tls.connect({
        host: site.hostname,
        port: Number(site.port || 443),
        servername: isIP(site.hostname) ? undefined : site.hostname,
        rejectUnauthorized: false,
        ...options,
      });
    } catch {
      resolve(undefined); // the local OpenSSL knows no such suite
      return;
    }
    socket.setTimeout(10_000, () => socket.destroy(new Error('timeout')));
    socket.once('secureConnect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => {
      resolve(/NO_CIPHER|NO_CIPHERS_AVAILABLE|NO_PROTOCOLS_AVAILABLE/.test(error.code ?? '') ? undefined : false);
    });
  });
}

/** deploy/tls.conf: for TLS 1.2, ECDHE key exchange with AES-GCM or ChaCha20 only. */
const STRONG_TLS12_SUITE = /^ECDHE-(RSA|ECDSA)-(AES(128|256)-GCM-SHA(256|384)|CHACHA20-POLY1305)$/;

/** The protocols and TLS 1.2 suites a site offers, against Mozilla's "intermediate" profile (deploy/tls.conf). */
export async function tlsDifferences(site: URL): Promise<string[]> {
  const out: string[] = [];
  const anything = 'ALL:@SECLEVEL=0';
  if (!(await handshake(site, { minVersion: 'TLSv1.3', maxVersion: 'TLSv1.3' }))) out.push('TLS 1.3 is not offered');
  for (const [version, name] of [
    ['TLSv1', 'TLS 1.0'],
    ['TLSv1.1', 'TLS 1.1'],
  ] as const)
    if (await handshake(site, { minVersion: version, maxVersion: version, ciphers: anything }))
      out.push(`${name} is offered (only TLS 1.2 and 1.3 are expected)`);
  const tls12Suites = tls
    .getCiphers()
    .map((name) => name.toUpperCase())
    .filter((name) => !name.startsWith('TLS_'));
  const offered: string[] = [];
  for (const suite of tls12Suites)
    if (await handshake(site, { minVersion: 'TLSv1.2', maxVersion: 'TLSv1.2', ciphers: `${suite}:@SECLEVEL=0` }))
      offered.push(suite);
  if (offered.length === 0) out.push('TLS 1.2 is not offered');
  const weak = offered.filter((suite) => !STRONG_TLS12_SUITE.test(suite));
  if (weak.length) out.push(`TLS 1.2 offers suites without ECDHE and AES-GCM or ChaCha20: ${weak.join(', ')}`);
  return out;
}

/**
 * How many of the mock API's services and specialties (same id, same name) a page offers as options: a directory
 * page prerendered with the mock's lists offers them all; the company API's lists have ids of their own.
 */
export function mockOptionsIn(html: string): number {
  const options = new Set(
    [...html.matchAll(/<option\b[^>]*\bvalue="(\d+)"[^>]*>([^<]*)<\/option>/g)].map((m) => `${m[1]} ${m[2]}`),
  );
  return [...medicalServices, ...medicalSpecialties].filter(({ id, description }) =>
    options.has(`${id} ${description}`),
  ).length;
}

async function deployCheck({ site, insecure, envFile, dist }: Options): Promise<Difference[]> {
  if (!existsSync(path.join(dist, 'index.html')))
    throw new CannotCheck(`no build in ${dist}: build what was deployed first (npm run build:production).`);
  const expected = securityHeaders(productionEnv(envFile), { https: site.protocol === 'https:' });
  const htmlFiles = builtPages(dist);
  const prerendered = htmlFiles.find((file) => file.endsWith('/index.html'));
  const asset = readdirSync(path.join(dist, 'assets')).find((file) => file.endsWith('.js'));
  const hasWorker = existsSync(path.join(dist, 'sw.js'));
  /** The kind of each answer checked: its Cache-Control, or `404` for an answer that must be a 404. */
  const kinds: Array<[string, string | 404]> = [
    ['/', CACHE_CONTROL.revalidated],
    ...(prerendered ? [[`/${path.dirname(prerendered)}`, CACHE_CONTROL.revalidated] as [string, string]] : []),
    ['/index.html', CACHE_CONTROL.revalidated],
    ...(hasWorker ? [['/sw.js', CACHE_CONTROL.revalidated] as [string, string]] : []),
    ...(asset ? [[`/assets/${asset}`, CACHE_CONTROL.hashed] as [string, string]] : []),
    ['/api/web/provinces', CACHE_CONTROL.api],
    ...(asset ? [[`/assets/${asset}.map`, 404] as [string, 404]] : []),
    ['/mockServiceWorker.js', 404],
  ];

  const differences: Difference[] = [];
  const pages: Page[] = [];
  for (const [pagePath, kind] of kinds) {
    const page = await get(new URL(pagePath, site), insecure);
    if (kind !== 404) pages.push(page);
    const cacheControl = header(page, 'Cache-Control');
    if (kind === 404 && page.status !== 404)
      differences.push({ where: page.path, what: `answers ${page.status}, expected 404 (never served)` });
    else if (kind !== 404 && cacheControl !== kind)
      differences.push({
        where: page.path,
        what: `Cache-Control is ${cacheControl === undefined ? 'missing' : `"${cacheControl}"`}, expected "${kind}"`,
      });
    for (const [name, value] of Object.entries(expected)) {
      const live = header(page, name);
      const where = page.path;
      if (live === undefined) differences.push({ where, what: `${name} is missing (expected "${value}")` });
      else if (name === 'Content-Security-Policy')
        differences.push(...policyDifferences(value, live).map((d) => ({ where, what: `${name} ${d}` })));
      else if (live !== value) differences.push({ where, what: `${name} is "${live}", expected "${value}"` });
    }
  }

  // The release's files: a live sw.js or index.html of another build means a release half switched, or not this one.
  for (const file of ['index.html', ...(hasWorker ? ['sw.js'] : [])]) {
    const live = pages.find((page) => page.path === `/${file}`);
    if (live && live.body !== readFileSync(path.join(dist, file), 'utf8'))
      differences.push({ where: live.path, what: `is not the build's ${file} (another release is live)` });
  }

  // A directory page prerendered with the mock API's lists: a build made without deploy/production.env.
  const directory = pages.find((page) => page.path === '/cartilla-medica');
  const directoryPage = directory ?? (await get(new URL('/cartilla-medica', site), insecure));
  const mockOptions = directoryPage.status === 200 ? mockOptionsIn(directoryPage.body) : 0;
  if (mockOptions >= 3)
    differences.push({
      where: directoryPage.path,
      what: `holds the mock API's lists (${mockOptions} of its services and specialties, same ids and names): build with npm run build:production`,
    });

  // The canonical origin: http:// and www. send a visitor to it, path and query kept.
  if (isIP(site.hostname) || site.hostname === 'localhost' || site.protocol !== 'https:') {
    console.log(`deploy:check: redirects not checked (${site.hostname} has no http:// and www. names of its own).`);
  } else {
    const to = new URL('/cartilla-medica?province_id=1', site);
    for (const from of [new URL(to.href.replace(/^https:/, 'http:')), new URL(to.href.replace('://', '://www.'))]) {
      from.port = '';
      const difference = await redirectDifference(from, to, insecure);
      if (difference) differences.push({ where: 'redirects', what: difference });
    }
  }

  if (site.protocol === 'https:')
    differences.push(...(await tlsDifferences(site)).map((what) => ({ where: 'TLS', what })));

  // The build's inline scripts against the live policy of the home page: a hash from another build blanks the page.
  const liveScriptSrc = directives(header(pages[0]!, 'Content-Security-Policy') ?? '').get('script-src') ?? [];
  const reported = new Set<string>();
  for (const file of htmlFiles) {
    for (const script of inlineScripts(readFileSync(path.join(dist, file), 'utf8'))) {
      const hash = scriptHash(script);
      if (liveScriptSrc.includes(hash) || reported.has(hash)) continue;
      reported.add(hash);
      differences.push({
        where: 'build',
        what: `an inline script of ${file} (${hash}) is not allowed by the live script-src`,
      });
    }
  }
  // The live pages' own inline scripts against their own policy: the HTML and the headers of one release.
  for (const page of pages.filter((p) => /text\/html/.test(header(p, 'Content-Type') ?? ''))) {
    const allowed = directives(header(page, 'Content-Security-Policy') ?? '').get('script-src') ?? [];
    for (const script of inlineScripts(page.body)) {
      const hash = scriptHash(script);
      if (!allowed.includes(hash))
        differences.push({ where: page.path, what: `its inline script ${hash} is not allowed by its own script-src` });
    }
  }
  return differences;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      insecure: { type: 'boolean', default: false },
      env: { type: 'string', default: PRODUCTION_ENV_FILE },
      dist: { type: 'string', default: path.join(root, 'dist') },
    },
  });
  const [address] = positionals;
  let site: URL | undefined;
  try {
    site = address ? new URL(address) : undefined;
  } catch {
    /* reported below */
  }
  if (!site || !/^https?:$/.test(site.protocol)) {
    console.error('usage: npm run deploy:check -- https://host [--insecure] [--env FILE] [--dist DIR]');
    process.exit(2);
  }
  try {
    const differences = await deployCheck({
      site,
      insecure: values.insecure,
      envFile: path.resolve(values.env),
      dist: path.resolve(values.dist),
    });
    if (differences.length === 0) {
      console.log(`deploy:check: ${site.origin} sends the security headers and CSP hashes of this build.`);
    } else {
      // One line per difference, with every place it was seen (a header usually differs on every page alike).
      const seen = new Map<string, string[]>();
      for (const { where, what } of differences) seen.set(what, [...(seen.get(what) ?? []), where]);
      console.log(`deploy:check: ${site.origin} differs from this build (${seen.size}):`);
      for (const [what, where] of seen) console.log(`  ${what}\n    on ${where.join(', ')}`);
      process.exitCode = 1;
    }
  } catch (error) {
    console.error(`deploy:check: cannot check ${site.origin}: ${error instanceof Error ? error.message : error}`);
    process.exitCode = 2;
  }
}
