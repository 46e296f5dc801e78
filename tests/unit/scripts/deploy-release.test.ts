// @vitest-environment node
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { release, ReleaseRefused, staleCompressedCopies } from '../../../scripts/deploy-release';

/** A small build as `npm run build` leaves it: pages, the service worker, hashed files with compressed copies. */
function writeBuild(dir: string, name: string, assets: string[]) {
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  mkdirSync(path.join(dir, 'cartilla-medica'), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), `<!doctype html><title>${name}</title>`);
  writeFileSync(path.join(dir, 'cartilla-medica', 'index.html'), `<!doctype html><title>${name} cartilla</title>`);
  writeFileSync(path.join(dir, 'sw.js'), `// ${name}`);
  for (const asset of assets) {
    writeFileSync(path.join(dir, 'assets', asset), `/* ${asset} of ${name} */`);
    writeFileSync(path.join(dir, 'assets', `${asset}.br`), `br of ${asset}`);
  }
  return dir;
}

const DAY = 24 * 60 * 60 * 1000;

describe('npm run deploy:release', () => {
  let dir = '';
  let target = '';
  const served = (file: string) => readFileSync(path.join(target, 'current', file), 'utf8');
  const liveAssets = () => readdirSync(path.join(target, 'current', 'assets')).sort();

  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'deploy-release-'));
    target = path.join(dir, 'srv');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('switches current to each build in one rename and keeps the hashed files of the last 14 days', () => {
    const first = writeBuild(path.join(dir, 'build-1'), 'uno', ['index-aaa.js', 'chunk-same.js']);
    const second = writeBuild(path.join(dir, 'build-2'), 'dos', ['index-bbb.js', 'chunk-same.js']);
    const third = writeBuild(path.join(dir, 'build-3'), 'tres', ['index-ccc.js']);
    const start = new Date('2026-11-01T12:00:00Z');

    const one = release({ target, dist: first, now: start });
    expect(lstatSync(path.join(target, 'current')).isSymbolicLink()).toBe(true);
    expect(readlinkSync(path.join(target, 'current'))).toBe(path.join('releases', one.id));
    expect(served('index.html')).toContain('uno');

    // A day later: the new pages and worker together; the old entry chunk (and its Brotli copy) still there.
    const two = release({ target, dist: second, now: new Date(start.getTime() + DAY) });
    expect(two.previous).toBe(one.id);
    expect(served('index.html')).toContain('dos');
    expect(served('sw.js')).toBe('// dos');
    expect(served('cartilla-medica/index.html')).toContain('dos cartilla');
    expect(liveAssets()).toEqual([
      'chunk-same.js',
      'chunk-same.js.br',
      'index-aaa.js',
      'index-aaa.js.br',
      'index-bbb.js',
      'index-bbb.js.br',
    ]);
    // A name both builds have is the new build's file.
    expect(served('assets/chunk-same.js')).toContain('of dos');
    expect(served('assets/index-aaa.js')).toContain('of uno');

    // 16 days on: the first release was replaced 15 days ago, past the window: gone, its files no longer carried.
    const three = release({ target, dist: third, now: new Date(start.getTime() + 16 * DAY) });
    expect(three.removed).toEqual([one.id]);
    expect(existsSync(path.join(target, 'releases', one.id))).toBe(false);
    expect(liveAssets()).toEqual([
      'chunk-same.js',
      'chunk-same.js.br',
      'index-bbb.js',
      'index-bbb.js.br',
      'index-ccc.js',
      'index-ccc.js.br',
    ]);
    expect(readdirSync(path.join(target, 'releases')).filter((name) => !name.endsWith('.json'))).toEqual([
      two.id,
      three.id,
    ]);
    // Only the link: no temporary name left beside it.
    expect(readdirSync(target).sort()).toEqual(['current', 'releases']);
  });

  it('refuses a build with a compressed copy older than its file, or without it, and changes nothing', () => {
    const build = writeBuild(path.join(dir, 'build'), 'uno', ['index-aaa.js']);
    const old = new Date('2026-01-01T00:00:00Z');
    utimesSync(path.join(build, 'assets', 'index-aaa.js.br'), old, old);
    writeFileSync(path.join(build, 'assets', 'removed-zzz.js.gz'), 'gz of a file this build no longer has');
    expect(staleCompressedCopies(build).sort()).toEqual(['assets/index-aaa.js.br', 'assets/removed-zzz.js.gz']);
    expect(() => release({ target, dist: build })).toThrow(ReleaseRefused);
    expect(existsSync(path.join(target, 'current'))).toBe(false);
  });

  it('refuses to replace a site copied into current (not a symlink)', () => {
    mkdirSync(path.join(target, 'current'), { recursive: true });
    const build = writeBuild(path.join(dir, 'build'), 'uno', ['index-aaa.js']);
    expect(() => release({ target, dist: build })).toThrow(/not a symlink/);
  });

  it('runs as `npm run deploy:release -- TARGET DIST`', () => {
    const build = writeBuild(path.join(dir, 'build'), 'uno', ['index-aaa.js']);
    const run = spawnSync(path.resolve('node_modules/.bin/tsx'), ['scripts/deploy-release.ts', target, build], {
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/current → releases\/\d{8}T\d{6}Z/);
    expect(served('index.html')).toContain('uno');
  }, 30_000);
});
