// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const script = path.resolve('scripts/vitals.mjs');
const folders: string[] = [];

/** `npm run vitals -- FILE` on a log with these lines; what it prints and its exit code. */
function vitals(lines: string[]) {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'vitals-'));
  folders.push(folder);
  const file = path.join(folder, 'collector.jsonl');
  writeFileSync(file, lines.join('\n') + '\n');
  const run = spawnSync(process.execPath, [script, file], { encoding: 'utf8' });
  return { status: run.status, output: run.stdout + run.stderr };
}

/** One body as the site posts it (src/lib/analytics.ts), a field vital's. */
const line = (route: string, name: string, value: number) =>
  JSON.stringify({
    event: 'web_vital',
    path: route,
    ts: 1795766000000,
    props: { name, value, rating: 'good', route, release: 'abc', navigation_type: 'navigate', connection_type: '4g' },
  });

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('npm run vitals', () => {
  it('prints the 75th percentile by route and metric, rated against the Core Web Vitals thresholds', () => {
    const lcp = [1200, 3100, 2000, 2600, 900, 2400, 4100, 1500]; // sorted: …, 2400, 2600, 3100, 4100: p75 is the 6th
    const { status, output } = vitals([
      ...lcp.map((v) => line('/farmacias', 'LCP', v)),
      line('/farmacias', 'INP', 80),
      line('/farmacias', 'INP', 520),
      line('/farmacias', 'INP', 640),
      line('/farmacias', 'INP', 120),
      line('/farmacias', 'CLS', 0.02),
      line('/cartilla-medica', 'CLS', 0.18),
      line('/cartilla-medica', 'INP', 200),
    ]);
    expect(status).toBe(0);
    const rows = output
      .split('\n')
      .slice(1, 6)
      .map((row) => row.trim().split(/\s{2,}/));
    expect(rows).toEqual([
      ['/cartilla-medica', 'INP', '200 ms', '1', 'good'],
      ['/cartilla-medica', 'CLS', '0.180', '1', 'needs improvement'],
      ['/farmacias', 'LCP', '2600 ms', '8', 'needs improvement'],
      ['/farmacias', 'INP', '520 ms', '4', 'poor'],
      ['/farmacias', 'CLS', '0.020', '1', 'good'],
    ]);
    expect(output).toContain('15 web_vital events.');
  });

  it("rates at the thresholds' edges: at the limit is good, just past the poor line is poor", () => {
    const { output } = vitals([
      line('/', 'LCP', 2500),
      line('/', 'INP', 501),
      line('/', 'CLS', 0.25),
      line('/a', 'LCP', 4001),
      line('/a', 'CLS', 0.1),
    ]);
    const rating = (route: string, name: string) =>
      output
        .split('\n')
        .find((row) => row.startsWith(`${route} `) && row.includes(` ${name} `))
        ?.trim()
        .split(/\s{2,}/)
        .at(-1);
    expect(rating('/', 'LCP')).toBe('good');
    expect(rating('/', 'INP')).toBe('poor');
    expect(rating('/', 'CLS')).toBe('needs improvement');
    expect(rating('/a', 'LCP')).toBe('poor');
    expect(rating('/a', 'CLS')).toBe('good');
  });

  it('skips other events and lines that are not an event, and says how many', () => {
    const { status, output } = vitals([
      JSON.stringify({ event: 'directory_search', path: '/farmacias', ts: 1, props: { filters: ['name'] } }),
      'not json',
      JSON.stringify({ event: 'web_vital', path: '/', ts: 1, props: { name: 'FID', value: 3, route: '/' } }),
      '',
      line('/', 'LCP', 1000),
    ]);
    expect(status).toBe(0);
    expect(output).toMatch(/^\/\s+LCP\s+1000 ms\s+1\s+good$/m);
    expect(output).toContain('1 web_vital events; 3 other lines skipped.');
  });

  it('says so when the log has no field vitals, and exits 2 without a readable file', () => {
    expect(vitals(['']).output).toContain('(no web_vital events)');
    const missing = spawnSync(process.execPath, [script, path.join(os.tmpdir(), 'no-such-vitals.jsonl')], {
      encoding: 'utf8',
    });
    expect(missing.status).toBe(2);
    expect(missing.stderr).toMatch(/^Cannot read /);
    expect(spawnSync(process.execPath, [script], { encoding: 'utf8' }).status).toBe(2);
  });
});
