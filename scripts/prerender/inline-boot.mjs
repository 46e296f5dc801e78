// The inline scripts the prerendered pages carry (src/boot/boot-head.ts and boot.ts), and their CSP hashes
// (scripts/security-headers.ts allows exactly these texts). Node only: read by ./build.mjs and the headers.
//
// Each script is TypeScript written against src/boot/boot-state.ts, and imports its names (src/boot/boot-names.ts)
// and the rules and texts it shares with the app (src/boot/boot-rules.ts), modules the app and ./build.mjs read too.
// It is bundled on its own, those constants written in place (`inlineConst`), its types dropped, and minified: a
// plain script with no import left, which the page runs inline.
import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rolldown } from 'rolldown';

// From the module's path, not `new URL(…, import.meta.url)`: under Vitest's jsdom, URL is jsdom's own class.
const bootFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/boot');

async function inlineScript(name) {
  const bundle = await rolldown({
    input: path.join(bootFolder, name),
    optimization: { inlineConst: { mode: 'all', pass: 2 } },
    logLevel: 'silent',
  });
  try {
    const { output } = await bundle.generate({ format: 'iife', minify: true, comments: false });
    const code = output[0].code.trim();
    if (output.length !== 1 || /\b(import|export)\b/.test(code)) throw new Error(`${name}: not one plain script`);
    return code;
  } finally {
    await bundle.close();
  }
}

/** boot-head.ts bundled and minified, first in the head: it catches taps from the start. Same text on every page. */
export const bootHeadScript = await inlineScript('boot-head.ts');

/** boot.ts bundled and minified, right after #root: paint as the address asks, one round trip, replay. */
export const bootScript = await inlineScript('boot.ts');

const hash = (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** `'sha256-…'` of each inline script, for the CSP's script-src. */
export const inlineScriptHashes = [hash(bootHeadScript), hash(bootScript)];
