// The inline scripts the prerendered pages carry (./boot.js, and a one-liner first in the head), and their CSP hashes
// (scripts/security-headers.ts allows exactly these texts). Node only: read by ./build.mjs and the headers.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { minifySync } from 'rolldown/utils';

// From the module's path, not `new URL(…, import.meta.url)`: under Vitest's jsdom, URL is jsdom's own class.
const source = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'boot.js'), 'utf8');

/** ./boot.js minified: the same text on every page and every build of the same source. Right after #root. */
export const bootScript = minifySync('boot.js', source).code.trim();

/**
 * First in the head: when the address asks for a first screen other than the bare one, #root stays hidden
 * (global.css) until ./boot.js has applied the address, however the bytes arrive, so no frame contradicts it.
 */
export const bootPendingScript =
  "location.search&&location.search!=='?page=1'&&document.documentElement.setAttribute('data-boot-pending','')";

const hash = (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** `'sha256-…'` of each inline script, for the CSP's script-src. */
export const inlineScriptHashes = [hash(bootPendingScript), hash(bootScript)];
