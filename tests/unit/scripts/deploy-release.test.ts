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
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  mismatchedCompressedCopies,
  release,
  ReleaseRefused,
  rollback,
  withDeployLock,
} from '../../../scripts/deploy-release';

/** A small build as `npm run build` leaves it: pages, the service worker, hashed files with compressed copies. */
function writeBuild(dir: string, name: string, assets: string[]) {
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  mkdirSync(path.join(dir, 'cartilla-medica'), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), `<!doctype html><title>${name}</title>`);
  writeFileSync(path.join(dir, 'cartilla-medica', 'index.html'), `<!doctype html><title>${name} cartilla</title>`);
  writeFileSync(path.join(dir, 'sw.js'), `// ${name}`);
  for (const asset of assets) {
    const content = `/* ${asset} of ${name} */`;
    writeFileSync(path.join(dir, 'assets', asset), content);
    writeFileSync(path.join(dir, 'assets', `${asset}.br`), brotliCompressSync(content));
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

  it('judges compressed copies by content: an equal one passes whatever its time, another stops the release', () => {
    const build = writeBuild(path.join(dir, 'build'), 'uno', ['index-aaa.js', 'chunk-bbb.js']);
    // A copy as CI artifacts leave it: older than its file, same content.
    const old = new Date('2026-01-01T00:00:00Z');
    utimesSync(path.join(build, 'assets', 'index-aaa.js.br'), old, old);
    writeFileSync(path.join(build, 'assets', 'index-aaa.js.gz'), gzipSync('/* index-aaa.js of uno */'));
    utimesSync(path.join(build, 'assets', 'index-aaa.js.gz'), old, old);
    expect(mismatchedCompressedCopies(build)).toEqual([]);

    // A copy of another content (a file rebuilt after its copy), one that is no .br at all, one without its file.
    writeFileSync(path.join(build, 'assets', 'chunk-bbb.js'), '/* chunk-bbb.js rebuilt */');
    writeFileSync(path.join(build, 'assets', 'index-aaa.js.br'), 'not brotli');
    writeFileSync(path.join(build, 'assets', 'removed-zzz.js.gz'), gzipSync('a file this build no longer has'));
    expect(mismatchedCompressedCopies(build).sort()).toEqual([
      'assets/chunk-bbb.js.br',
      'assets/index-aaa.js.br',
      'assets/removed-zzz.js.gz',
    ]);
    expect(() => release({ target, dist: build })).toThrow(/not their file's content[\s\S]*chunk-bbb\.js\.br/);
    expect(existsSync(path.join(target, 'current'))).toBe(false);
    expect(existsSync(path.join(target, 'releases'))).toBe(false);
  });

  it('runs one at a time: a second run refuses while the first holds the lock, and changes nothing', () => {
    const first = writeBuild(path.join(dir, 'build-1'), 'uno', ['index-aaa.js']);
    const second = writeBuild(path.join(dir, 'build-2'), 'dos', ['index-bbb.js']);
    release({ target, dist: first });
    withDeployLock(target, () => {
      expect(() => release({ target, dist: second })).toThrow(/another deploy:release or deploy:rollback is under way/);
      expect(() => rollback({ target })).toThrow(ReleaseRefused);
    });
    expect(served('index.html')).toContain('uno');
    expect(readdirSync(path.join(target, 'releases')).filter((name) => !name.endsWith('.json'))).toHaveLength(1);
    // The lock goes with the run, even a refused one.
    expect(readdirSync(target).sort()).toEqual(['current', 'releases']);
  });

  it('takes over a lock left by a run of this host that no longer lives', () => {
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    mkdirSync(target, { recursive: true });
    writeFileSync(
      path.join(target, '.deploy.lock'),
      JSON.stringify({ pid: Number(gone.stdout), host: os.hostname(), since: '2026-11-01T00:00:00.000Z' }),
    );
    release({ target, dist: writeBuild(path.join(dir, 'build'), 'uno', ['index-aaa.js']) });
    expect(served('index.html')).toContain('uno');
    expect(existsSync(path.join(target, '.deploy.lock'))).toBe(false);
  });

  it('rolls back to the release live before, in one switch, and records it; never to a withdrawn one', () => {
    const start = new Date('2026-11-01T12:00:00Z');
    const at = (days: number) => new Date(start.getTime() + days * DAY);
    const one = release({ target, dist: writeBuild(path.join(dir, 'b1'), 'uno', ['index-aaa.js']), now: at(0) });
    const two = release({ target, dist: writeBuild(path.join(dir, 'b2'), 'dos', ['index-bbb.js']), now: at(1) });
    const three = release({ target, dist: writeBuild(path.join(dir, 'b3'), 'tres', ['index-ccc.js']), now: at(2) });
    const record = (id: string) =>
      JSON.parse(readFileSync(path.join(target, 'releases', `${id}.json`), 'utf8')) as Record<string, unknown>;

    expect(rollback({ target, now: at(3) })).toEqual({ id: two.id, withdrawn: three.id });
    expect(readlinkSync(path.join(target, 'current'))).toBe(path.join('releases', two.id));
    expect(served('index.html')).toContain('dos');
    expect(record(two.id)).toMatchObject({ live: at(3).toISOString() });
    expect(record(two.id).replaced).toBeUndefined();
    expect(record(three.id)).toMatchObject({ replaced: at(3).toISOString(), withdrawn: at(3).toISOString() });
    expect(readdirSync(target).sort()).toEqual(['current', 'releases']);

    // Again: further back, not forward to the withdrawn one; then nothing is left.
    expect(rollback({ target, now: at(4) }).id).toBe(one.id);
    expect(served('index.html')).toContain('uno');
    expect(() => rollback({ target, now: at(5) })).toThrow(/no earlier release/);
    expect(served('index.html')).toContain('uno');
  });

  it('never prunes the live release or the one before it, however long ago they were built', () => {
    const start = new Date('2026-11-01T12:00:00Z');
    const at = (days: number) => new Date(start.getTime() + days * DAY);
    const one = release({ target, dist: writeBuild(path.join(dir, 'b1'), 'uno', ['index-aaa.js']), now: at(0) });
    const two = release({ target, dist: writeBuild(path.join(dir, 'b2'), 'dos', ['index-bbb.js']), now: at(1) });
    // Back to the first, which then stays live for 40 days; the withdrawn second goes after its 14 days.
    rollback({ target, now: at(1) });
    const three = release({ target, dist: writeBuild(path.join(dir, 'b3'), 'tres', ['index-ccc.js']), now: at(40) });
    expect(three.previous).toBe(one.id);
    expect(three.removed).toEqual([two.id]);
    const four = release({ target, dist: writeBuild(path.join(dir, 'b4'), 'cuatro', ['index-ddd.js']), now: at(80) });
    expect(four.removed).toEqual([one.id]);
    expect(readdirSync(path.join(target, 'releases')).filter((name) => !name.endsWith('.json'))).toEqual([
      three.id,
      four.id,
    ]);
    // And the rollback from the fourth finds the third.
    expect(rollback({ target, now: at(81) }).id).toBe(three.id);
    expect(served('index.html')).toContain('tres');
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
  });

  it('rolls back as `npm run deploy:rollback -- TARGET`', () => {
    release({ target, dist: writeBuild(path.join(dir, 'b1'), 'uno', ['index-aaa.js']), now: new Date(0) });
    release({ target, dist: writeBuild(path.join(dir, 'b2'), 'dos', ['index-bbb.js']) });
    const run = spawnSync(path.resolve('node_modules/.bin/tsx'), ['scripts/deploy-release.ts', '--rollback', target], {
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(
      /deploy:rollback: .*current → releases\/19700101T000000Z \(was \d{8}T\d{6}Z, now withdrawn\)/,
    );
    expect(served('index.html')).toContain('uno');
    const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect(scripts['deploy:rollback']).toBe('tsx scripts/deploy-release.ts --rollback');
  });
});
