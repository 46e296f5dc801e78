// The inline scripts the prerendered pages carry (src/app/prerender/boot-head.js and boot.js), and their CSP hashes
// (scripts/security-headers.ts allows exactly these texts). Node only: read by ./build.mjs and the headers.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { minifySync } from 'rolldown/utils';

// From the module's path, not `new URL(…, import.meta.url)`: under Vitest's jsdom, URL is jsdom's own class.
const bootFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/app/prerender');
const minified = (name) => minifySync(name, readFileSync(path.join(bootFolder, name), 'utf8')).code.trim();

/** boot-head.js minified, first in the head: it catches taps from the start. Same text on every page. */
export const bootHeadScript = minified('boot-head.js');

/** boot.js minified, right after #root: paint as the address asks, one round trip, replay. */
export const bootScript = minified('boot.js');

const hash = (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** `'sha256-…'` of each inline script, for the CSP's script-src. */
export const inlineScriptHashes = [hash(bootHeadScript), hash(bootScript)];
