/**
 * A release goes live in one step, and goes back in one (deploy/README.md, "Releases"):
 *
 *   npm run deploy:release -- /srv/salud-plena [dist]
 *   npm run deploy:rollback -- /srv/salud-plena
 *
 * Release:
 * 1. The build (default dist/) is copied to TARGET/releases/<id>/ (id: the UTC time, sortable). A compressed copy
 *    (.br, .gz) whose content, decompressed, is not its file's, or whose file is missing, stops the release: it would
 *    be sent for a file it does not match. Timestamps are not read (CI artifacts and copies do not keep them).
 * 2. The hashed files (assets/) of the releases that were live within the last 14 days are carried into it (hard
 *    links, else copies), each with its own compressed copies: a tab opened before a release still finds the chunks
 *    it asks for. A name the new build has too is the new build's.
 * 3. TARGET/current, nginx's root, is switched to it by renaming a new symlink over the old one: one rename, so no
 *    request ever sees half a release (a new sw.js with the old index.html).
 * 4. Releases replaced more than 14 days ago are removed; never the live one, nor the one before it (the rollback's).
 *
 * Rollback: the release live before the current one goes live again by the same one rename; the current one is
 * recorded as withdrawn (a later rollback goes further back, never to it) and stays on disk for its 14 days.
 *
 * What each release built itself, when it went live and when it stopped being live, is kept beside it in
 * TARGET/releases/<id>.json (outside the served folder). One run at a time: TARGET/.deploy.lock holds the running
 * one's process id, and a second run refuses while that process lives. Exit 0: done; 1: refused (nothing changed);
 * 2: wrong arguments.
 */
import {
  closeSync,
  copyFileSync,
  cpSync,
  existsSync,
  linkSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

/** How long a release's hashed files stay after it is replaced: the longest a tab may sit open on it. */
export const KEEP_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;
const COMPRESSED = /\.(br|gz)$/;

export class ReleaseRefused extends Error {}

type ReleaseRecord = {
  id: string;
  /** The hashed files (relative to assets/) this release's build made, compressed copies included. */
  assets: string[];
  /** When it went live, and when another replaced it (ISO times). */
  live: string;
  replaced?: string;
  /** When a rollback took it down: a later rollback never puts it back. */
  withdrawn?: string;
};

export type ReleaseResult = { id: string; carried: number; removed: string[]; previous?: string };
export type RollbackResult = { id: string; withdrawn: string };

function filesUnder(dir: string, base = dir): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(file, base);
    return entry.isFile() ? [path.relative(base, file)] : [];
  });
}

/** A compressed copy's content, decompressed; undefined when it is not a valid .br or .gz. */
function decompressed(file: string): Buffer | undefined {
  try {
    return file.endsWith('.br') ? brotliDecompressSync(readFileSync(file)) : gunzipSync(readFileSync(file));
  } catch {
    return undefined;
  }
}

/** Every .br/.gz of the build whose file is missing, or whose content is not its file's: sent for a file it does not match. */
export function mismatchedCompressedCopies(dist: string): string[] {
  return filesUnder(dist).filter((file) => {
    if (!COMPRESSED.test(file)) return false;
    const original = path.join(dist, file.replace(COMPRESSED, ''));
    if (!existsSync(original)) return true;
    const content = decompressed(path.join(dist, file));
    return content === undefined || !content.equals(readFileSync(original));
  });
}

const LOCK_FILE = '.deploy.lock';

function processLives(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Runs `work` holding TARGET/.deploy.lock (created exclusively, so two runs never both hold it). A lock left by a
 * run of this host that no longer lives is taken over; any other refuses this run.
 */
export function withDeployLock<T>(target: string, work: () => T): T {
  mkdirSync(target, { recursive: true });
  const lock = path.join(target, LOCK_FILE);
  const holder = { pid: process.pid, host: os.hostname(), since: new Date().toISOString() };
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(lock, 'wx');
      writeFileSync(fd, `${JSON.stringify(holder)}\n`);
      closeSync(fd);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      let other: Partial<typeof holder> = {};
      try {
        other = JSON.parse(readFileSync(lock, 'utf8')) as typeof holder;
      } catch {
        // Being written this instant, or not ours: judged as a live run.
      }
      const abandoned = other.host === holder.host && typeof other.pid === 'number' && !processLives(other.pid);
      if (!abandoned || attempt > 0)
        throw new ReleaseRefused(
          `another deploy:release or deploy:rollback is under way on ${target} (${lock}: process ${other.pid ?? '?'} ` +
            `on ${other.host ?? '?'} since ${other.since ?? '?'}). Wait for it; remove the file only if no run is left.`,
        );
      rmSync(lock, { force: true });
    }
  }
  try {
    return work();
  } finally {
    rmSync(lock, { force: true });
  }
}

function releaseId(now: Date, releases: string): string {
  const base = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  let id = base;
  for (let n = 2; existsSync(path.join(releases, id)) || existsSync(path.join(releases, `${id}.json`)); n++)
    id = `${base}-${n}`;
  return id;
}

function readRecords(releases: string): ReleaseRecord[] {
  if (!existsSync(releases)) return [];
  return readdirSync(releases)
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(readFileSync(path.join(releases, name), 'utf8')) as ReleaseRecord)
    .sort((a, b) => a.id.localeCompare(b.id));
}

const writeRecord = (releases: string, record: ReleaseRecord) =>
  writeFileSync(path.join(releases, `${record.id}.json`), `${JSON.stringify(record, null, 2)}\n`);

/** A hard link keeps one copy on disk and the file's time; across file systems, a copy with its time. */
function carry(from: string, to: string) {
  mkdirSync(path.dirname(to), { recursive: true });
  try {
    linkSync(from, to);
  } catch {
    copyFileSync(from, to);
  }
}

export function release(options: { target: string; dist: string; now?: Date; keepDays?: number }): ReleaseResult {
  return withDeployLock(options.target, () => releaseLocked(options));
}

function releaseLocked({
  target,
  dist,
  now = new Date(),
  keepDays = KEEP_DAYS,
}: {
  target: string;
  dist: string;
  now?: Date;
  keepDays?: number;
}): ReleaseResult {
  if (!existsSync(path.join(dist, 'index.html')) || !existsSync(path.join(dist, 'assets')))
    throw new ReleaseRefused(`${dist} is no build (no index.html and assets/): run npm run build:production first.`);
  const mismatched = mismatchedCompressedCopies(dist);
  if (mismatched.length)
    throw new ReleaseRefused(
      `compressed copies that are not their file's content, or without it (run the build again):\n  ${mismatched.join('\n  ')}`,
    );
  const current = path.join(target, 'current');
  const currentStat = existsSync(current) || isLink(current) ? lstatSync(current) : undefined;
  if (currentStat && !currentStat.isSymbolicLink())
    throw new ReleaseRefused(`${current} is not a symlink: move the site copied there aside first (deploy/README.md).`);

  const releases = path.join(target, 'releases');
  mkdirSync(releases, { recursive: true });
  const id = releaseId(now, releases);
  const dir = path.join(releases, id);
  const partial = path.join(releases, `.${id}.partial`);
  rmSync(partial, { recursive: true, force: true });
  cpSync(dist, partial, { recursive: true, preserveTimestamps: true });
  const own = filesUnder(path.join(partial, 'assets'));

  // The hashed files of every release live within the window, the one being replaced now included.
  const records = readRecords(releases);
  const previous = currentStat ? path.basename(readlinkSync(current)) : undefined;
  const cutoff = now.getTime() - keepDays * DAY_MS;
  const withinWindow = (record: ReleaseRecord) =>
    record.id === previous || (record.replaced !== undefined && Date.parse(record.replaced) >= cutoff);
  const ownNames = new Set(own);
  let carried = 0;
  for (const record of records.filter(withinWindow)) {
    for (const file of record.assets) {
      if (ownNames.has(file) || existsSync(path.join(partial, 'assets', file))) continue;
      const from = path.join(releases, record.id, 'assets', file);
      if (!existsSync(from)) continue;
      carry(from, path.join(partial, 'assets', file));
      carried++;
    }
  }
  renameSync(partial, dir);
  writeRecord(releases, { id, assets: own, live: now.toISOString() });

  switchCurrent(target, id);

  // Pruning: the new release is not among `records`, and the one it replaced (the rollback's) is kept by its new
  // `replaced` time, whatever its age.
  const removed: string[] = [];
  for (const record of records) {
    if (record.id === previous) {
      writeRecord(releases, { ...record, replaced: now.toISOString() });
      continue;
    }
    if (record.replaced !== undefined && Date.parse(record.replaced) < cutoff) {
      rmSync(path.join(releases, record.id), { recursive: true, force: true });
      rmSync(path.join(releases, `${record.id}.json`), { force: true });
      removed.push(record.id);
    }
  }
  return { id, carried, removed, previous };
}

/** The switch: a new symlink renamed over the old one (rename(2) replaces it atomically). */
function switchCurrent(target: string, id: string) {
  const next = path.join(target, `.current-${id}`);
  rmSync(next, { force: true });
  symlinkSync(path.join('releases', id), next);
  renameSync(next, path.join(target, 'current'));
}

/**
 * The release live before the current one: of those replaced and not withdrawn, the one replaced last whose folder
 * is still there.
 */
function rollbackTarget(records: ReleaseRecord[], live: string, releases: string): ReleaseRecord | undefined {
  return records
    .filter((r) => r.id !== live && r.replaced !== undefined && r.withdrawn === undefined)
    .filter((r) => existsSync(path.join(releases, r.id, 'index.html')))
    .sort((a, b) => Date.parse(b.replaced!) - Date.parse(a.replaced!) || b.id.localeCompare(a.id))[0];
}

/** `npm run deploy:rollback -- TARGET`: the release live before the current one goes live again, in one rename. */
export function rollback({ target, now = new Date() }: { target: string; now?: Date }): RollbackResult {
  return withDeployLock(target, () => {
    const current = path.join(target, 'current');
    if (!isLink(current)) throw new ReleaseRefused(`${current} is no release symlink: nothing to roll back.`);
    const releases = path.join(target, 'releases');
    const live = path.basename(readlinkSync(current));
    const records = readRecords(releases);
    const back = rollbackTarget(records, live, releases);
    if (!back) throw new ReleaseRefused(`no earlier release left in ${releases} to go back to from ${live}.`);
    switchCurrent(target, back.id);
    const { replaced: _replaced, ...again } = back;
    writeRecord(releases, { ...again, live: now.toISOString() });
    const withdrawn = records.find((r) => r.id === live);
    if (withdrawn) writeRecord(releases, { ...withdrawn, replaced: now.toISOString(), withdrawn: now.toISOString() });
    return { id: back.id, withdrawn: live };
  });
}

function isLink(file: string): boolean {
  try {
    return lstatSync(file).isSymbolicLink();
  } catch {
    return false;
  }
}

function main(args: string[]) {
  const rollingBack = args[0] === '--rollback';
  const [target, dist = 'dist'] = rollingBack ? args.slice(1) : args;
  if (!target) {
    console.error(
      rollingBack
        ? 'usage: npm run deploy:rollback -- TARGET   (e.g. /srv/salud-plena)'
        : 'usage: npm run deploy:release -- TARGET [DIST]   (e.g. /srv/salud-plena dist)',
    );
    process.exit(2);
  }
  const command = rollingBack ? 'deploy:rollback' : 'deploy:release';
  try {
    if (rollingBack) {
      const result = rollback({ target: path.resolve(target) });
      console.log(
        `${command}: ${path.join(target, 'current')} → releases/${result.id} (was ${result.withdrawn}, now withdrawn).`,
      );
      return;
    }
    const result = release({ target: path.resolve(target), dist: path.resolve(dist) });
    console.log(
      `${command}: ${path.join(target, 'current')} → releases/${result.id}` +
        `${result.previous ? ` (was ${result.previous})` : ''}; ${result.carried} hashed files carried from the ` +
        `last ${KEEP_DAYS} days' releases${result.removed.length ? `; removed ${result.removed.join(', ')}` : ''}.`,
    );
  } catch (error) {
    if (!(error instanceof ReleaseRefused)) throw error;
    console.error(`${command}: refused, nothing changed: ${error.message}`);
    process.exit(1);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main(process.argv.slice(2));
