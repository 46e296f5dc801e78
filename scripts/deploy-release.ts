/**
 * A release goes live in one step (deploy/README.md, "Releases"):
 *
 *   npm run deploy:release -- /srv/salud-plena [dist]
 *
 * 1. The build (default dist/) is copied to TARGET/releases/<id>/ (id: the UTC time, sortable). A compressed copy
 *    (.br, .gz) that is older than its file, or whose file is missing, stops the release: it would be sent for a file
 *    it does not match.
 * 2. The hashed files (assets/) of the releases that were live within the last 14 days are carried into it (hard
 *    links, else copies), each with its own compressed copies: a tab opened before a release still finds the chunks
 *    it asks for. A name the new build has too is the new build's.
 * 3. TARGET/current, nginx's root, is switched to it by renaming a new symlink over the old one: one rename, so no
 *    request ever sees half a release (a new sw.js with the old index.html).
 * 4. Releases replaced more than 14 days ago are removed.
 *
 * What each release built itself, and when it stopped being live, is kept beside it in TARGET/releases/<id>.json
 * (outside the served folder). Exit 0: live; 1: refused (nothing changed); 2: wrong arguments.
 */
import {
  copyFileSync,
  cpSync,
  existsSync,
  linkSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
};

export type ReleaseResult = { id: string; carried: number; removed: string[]; previous?: string };

function filesUnder(dir: string, base = dir): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(file, base);
    return entry.isFile() ? [path.relative(base, file)] : [];
  });
}

/** Every .br/.gz of the build whose file is missing or newer than it: sent for a file it does not match. */
export function staleCompressedCopies(dist: string): string[] {
  return filesUnder(dist).filter((file) => {
    if (!COMPRESSED.test(file)) return false;
    const original = path.join(dist, file.replace(COMPRESSED, ''));
    return !existsSync(original) || statSync(original).mtimeMs > statSync(path.join(dist, file)).mtimeMs;
  });
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

export function release({
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
  const stale = staleCompressedCopies(dist);
  if (stale.length)
    throw new ReleaseRefused(
      `compressed copies older than their file, or without it (run the build again):\n  ${stale.join('\n  ')}`,
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

  // The switch: a new symlink renamed over the old one (rename(2) replaces it atomically).
  const next = path.join(target, `.current-${id}`);
  symlinkSync(path.join('releases', id), next);
  renameSync(next, current);

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

function isLink(file: string): boolean {
  try {
    return lstatSync(file).isSymbolicLink();
  } catch {
    return false;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [target, dist = 'dist'] = process.argv.slice(2);
  if (!target) {
    console.error('usage: npm run deploy:release -- TARGET [DIST]   (e.g. /srv/salud-plena dist)');
    process.exit(2);
  }
  try {
    const result = release({ target: path.resolve(target), dist: path.resolve(dist) });
    console.log(
      `deploy:release: ${path.join(target, 'current')} → releases/${result.id}` +
        `${result.previous ? ` (was ${result.previous})` : ''}; ${result.carried} hashed files carried from the ` +
        `last ${KEEP_DAYS} days' releases${result.removed.length ? `; removed ${result.removed.join(', ')}` : ''}.`,
    );
  } catch (error) {
    if (!(error instanceof ReleaseRefused)) throw error;
    console.error(`deploy:release: refused, nothing changed: ${error.message}`);
    process.exit(1);
  }
}
