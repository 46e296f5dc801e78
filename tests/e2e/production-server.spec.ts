import { readFileSync, readdirSync, statSync } from 'node:fs';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import path from 'node:path';
import { expect, test } from './fixtures';

/**
 * What the shipped nginx config (deploy/site.conf, run by scripts/start-nginx.ts as the e2e server) answers, over
 * HTTP: the types the browser needs under nosniff, the API's paths, caching only of what succeeded, the body limit.
 */
const dist = path.resolve('dist');
const assetWith = (pattern: RegExp) => {
  const file = readdirSync(path.join(dist, 'assets')).find((name) => pattern.test(name));
  if (!file) throw new Error(`no asset matches ${pattern}`);
  return `/assets/${file}`;
};
const MiB = 1024 * 1024;

test.describe('the shipped nginx config', () => {
  test("MapLibre's module worker and the manifest have their types (nosniff would refuse octet-stream)", async ({
    request,
  }) => {
    const worker = await request.get(assetWith(/^maplibre-gl-worker-.*\.mjs$/));
    expect(worker.status()).toBe(200);
    expect(worker.headers()['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(worker.headers()['x-content-type-options']).toBe('nosniff');
    expect(worker.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

    const manifest = await request.get('/manifest.webmanifest');
    expect(manifest.headers()['content-type']).toBe('application/manifest+json');
    expect(manifest.headers()['cache-control']).toBe('no-cache');
  });

  test('API paths that end like files are never the static root’s: a JSON 404 in the API’s shape', async ({
    request,
  }) => {
    for (const apiPath of ['/api/web/provinces.json', '/api/web/member/invoice/123.pdf']) {
      const response = await request.get(apiPath);
      // Calls the site never makes: the edge answers the API's JSON 404 itself (deploy/api-allowlist.conf).
      expect(response.headers()['content-type'], apiPath).toContain('application/json');
      expect(await response.json(), apiPath).toEqual({ message: 'Not Found' });
      expect(response.headers()['cache-control'], apiPath).toBe('no-store');
    }
  });

  test('only successful static answers are cacheable: a missing chunk is not kept for a year', async ({ request }) => {
    const missing = await request.get('/assets/missing.js');
    expect(missing.status()).toBe(404);
    expect(missing.headers()['cache-control']).toBe('no-store');
    const page = await request.get('/cartilla-medica');
    expect(page.headers()['cache-control']).toBe('no-cache');
  });

  test("the entry script and a page go out as the build's Brotli copies (scripts/precompress.mjs)", async ({
    request,
  }) => {
    const entry = assetWith(/^index-.*\.js$/);
    const copies: [url: string, file: string][] = [
      [entry, entry.slice(1)],
      ['/farmacias', 'farmacias/index.html'],
    ];
    for (const [url, file] of copies) {
      const response = await request.get(url, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
      expect(response.headers()['content-encoding'], url).toBe('br');
      expect(response.headers()['vary'], url).toBe('Accept-Encoding');
      // The precompressed file itself, byte for byte (nginx compressing on the fly would send no length).
      expect(Number(response.headers()['content-length']), url).toBe(statSync(path.join(dist, `${file}.br`)).size);
    }
  });

  test("the entry's two files start with Chromium's compile hint, and their source maps still point at the code", () => {
    // A literal of each file: where the built file has it, the map must point at a source line that has it too.
    const literals: [RegExp, string][] = [
      [/^index-.*\.js$/, 'Emergencias 24 hs'],
      [/^react-.*\.js$/, 'react.transitional.element'],
    ];
    for (const [pattern, literal] of literals) {
      const file = assetWith(pattern).slice(1);
      const lines = readFileSync(path.join(dist, file), 'utf8').split('\n');
      expect(lines[0], file).toBe('//# allFunctionsCalledOnLoad');
      const map = JSON.parse(readFileSync(path.join('build/sourcemaps', `${file}.map`), 'utf8'));
      const line = lines.findIndex((text) => text.includes(literal));
      const original = originalPositionFor(new TraceMap(map), {
        line: line + 1,
        column: lines[line]!.indexOf(literal),
      });
      expect(original.source, `${file}: the map points nowhere at "${literal}"`).toBeTruthy();
      const source: string = map.sourcesContent[(map.sources as string[]).indexOf(original.source!)];
      expect(source.split('\n')[original.line! - 1], file).toContain(literal);
    }
  });

  test('no version in Server, no source maps, no mock worker', async ({ request }) => {
    const home = await request.get('/');
    expect(home.headers()['server']).toBe('nginx');
    const entry = assetWith(/^index-.*\.js$/);
    expect((await request.get(entry)).headers()['server']).toBe('nginx');
    expect(await (await request.get(entry)).text()).not.toContain('sourceMappingURL');
    expect((await request.get(`${entry}.map`)).status()).toBe(404);
    expect(readdirSync(path.join(dist, 'assets')).filter((name) => name.endsWith('.map'))).toEqual([]);
    expect((await request.get('/mockServiceWorker.js')).status()).toBe(404);
  });

  test('X-Forwarded-For is the client address, never a value the client sent', async ({ request }) => {
    const echo = await request.get('/api/__mock/echo', { headers: { 'X-Forwarded-For': '6.6.6.6' } });
    expect(echo.ok()).toBe(true);
    const { headers } = (await echo.json()) as { headers: Record<string, string> };
    expect(headers['x-forwarded-for']).toBe('127.0.0.1');
  });

  test('a body over the limit is refused by nginx with 413; the largest form body goes through', async ({
    request,
  }) => {
    test.setTimeout(120_000);
    const tooLarge = await request.put('/api/admin/medical_residence_mail', {
      headers: { 'content-type': 'application/json' },
      data: Buffer.alloc(56 * MiB, 0x20),
    });
    expect(tooLarge.status()).toBe(413);
  });
});
