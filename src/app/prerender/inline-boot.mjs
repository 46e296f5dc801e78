// The inline start-up script (./boot.js) as the prerendered pages carry it, and its CSP hash
// (scripts/security-headers.ts allows exactly this text). Node only: read by ./build.mjs and the headers.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { minifySync } from 'rolldown/utils';

// From the module's path, not `new URL(…, import.meta.url)`: under Vitest's jsdom, URL is jsdom's own class.
const source = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'boot.js'), 'utf8');

/** The minified script, the same text on every page and every build of the same source. */
export const bootScript = minifySync('boot.js', source).code.trim();

/** `'sha256-…'` for the CSP's script-src. */
export const bootScriptHash = `'sha256-${createHash('sha256').update(bootScript).digest('base64')}'`;
