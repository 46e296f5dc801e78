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
 * https). Fetched: `/`, a prerendered page, a file of /assets/ and an /api/ call. Reported: every header that is
 * missing or different (the CSP directive by directive), every inline script of the built HTML whose hash the live
 * CSP does not allow, and every inline script of a live page its own CSP does not allow (HTML from another build).
 * Exit 0: no difference; 1: differences; 2: the site could not be checked (unreachable, certificate, no build).
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { PRODUCTION_ENV_FILE, productionEnv, securityHeaders } from './security-headers';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

type Page = { path: string; status: number; headers: http.IncomingHttpHeaders; body: string };

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

async function deployCheck({ site, insecure, envFile, dist }: Options): Promise<Difference[]> {
  if (!existsSync(path.join(dist, 'index.html')))
    throw new CannotCheck(`no build in ${dist}: build what was deployed first (npm run build:production).`);
  const expected = securityHeaders(productionEnv(envFile), { https: site.protocol === 'https:' });
  const htmlFiles = builtPages(dist);
  const prerendered = htmlFiles.find((file) => file.endsWith('/index.html'));
  const asset = readdirSync(path.join(dist, 'assets')).find((file) => file.endsWith('.js'));
  const paths = [
    '/',
    ...(prerendered ? [`/${path.dirname(prerendered)}`] : []),
    ...(asset ? [`/assets/${asset}`] : []),
    '/api/web/provinces',
  ];

  const differences: Difference[] = [];
  const pages: Page[] = [];
  for (const pagePath of paths) {
    const page = await get(new URL(pagePath, site), insecure);
    pages.push(page);
    for (const [name, value] of Object.entries(expected)) {
      const live = header(page, name);
      const where = page.path;
      if (live === undefined) differences.push({ where, what: `${name} is missing (expected "${value}")` });
      else if (name === 'Content-Security-Policy')
        differences.push(...policyDifferences(value, live).map((d) => ({ where, what: `${name} ${d}` })));
      else if (live !== value) differences.push({ where, what: `${name} is "${live}", expected "${value}"` });
    }
  }

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
