// The last step of `npm run build`: every text file of dist/ also as `<file>.br` (Brotli, quality 11) and
// `<file>.gz` (gzip, level 9), written once here instead of compressed on every request. The servers send the one the
// browser accepts: deploy/site.conf (`brotli_static`, `gzip_static`) and scripts/serve.ts. Brotli at its best is
// about 13% smaller than gzip on this site's scripts: less to wait for on a slow link (docs/performance.md).
//
//   node scripts/precompress.mjs [dist]
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const TEXT = /\.(js|mjs|css|html|svg|json|webmanifest|xml|txt)$/;
/** Below this, a compressed copy saves less than a packet (nginx's own gzip starts at 512 bytes too). */
const MIN_BYTES = 512;

const dist = path.resolve(process.argv[2] ?? 'dist');
const toBrotli = promisify(brotliCompress);
const toGzip = promisify(gzip);

function textFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return textFiles(file);
    return TEXT.test(entry.name) && statSync(file).size >= MIN_BYTES ? [file] : [];
  });
}

async function precompress(file) {
  const body = readFileSync(file);
  const [br, gz] = await Promise.all([
    toBrotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    toGzip(body, { level: 9 }),
  ]);
  // A copy no smaller than the file would only cost the server a choice.
  if (br.length < body.length) writeFileSync(`${file}.br`, br);
  if (gz.length < body.length) writeFileSync(`${file}.gz`, gz);
  return { raw: body.length, br: Math.min(br.length, body.length), gz: Math.min(gz.length, body.length) };
}

/** Every compressed copy of a text file already in the folder (a run before this one). */
function compressedCopies(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return compressedCopies(file);
    // Only the kind this script writes: a copy of a text file.
    return /\.(br|gz)$/.test(entry.name) && TEXT.test(entry.name.slice(0, -3)) ? [file] : [];
  });
}

const started = performance.now();
// A copy is never older than its file: copies of an earlier run go first (one of a file that now gets none, or of
// a file since rewritten, would be sent for a file it does not match). `npm run deploy:release` checks it too.
for (const copy of compressedCopies(dist)) rmSync(copy);
const files = textFiles(dist);
// zlib compresses on libuv's thread pool: the files are done in parallel.
const sizes = await Promise.all(files.map(precompress));
const total = (key) => sizes.reduce((sum, size) => sum + size[key], 0) / 1024;
console.log(
  `precompress: ${files.length} files, ${total('raw').toFixed(0)} KB → ${total('gz').toFixed(0)} KB gzip, ` +
    `${total('br').toFixed(0)} KB brotli (${((performance.now() - started) / 1000).toFixed(1)} s)`,
);
