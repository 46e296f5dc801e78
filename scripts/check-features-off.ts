/**
 * `tsx scripts/check-features-off.ts [dist]`: a build with every proposed feature off has no trace of them
 * (docs/decisions/proposed-features.md). It builds the app with API_FEATURES='' into
 * build/features-off (kept: the e2e suite serves it, tests/e2e/features-off.spec.ts) and looks in every file for each feature's marks: its pages' paths (/panel/<feature>) and its
 * calls' paths (docs/api.md). The same marks must be found in `dist` (a build with every feature on, `npm run build`),
 * so a mark that the code never writes cannot make the check pass. Prints one line per feature; exits 1 on a trace.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_FEATURES, FEATURES_OFF_BUILD_DIR, type ApiFeature } from './api-features';
import { documentedCalls } from './edge-config';

/** A feature's marks: `/panel/<feature>`, and each of its calls' paths up to the first parameter, without `/api/`. */
function featureMarks(feature: ApiFeature, calls = documentedCalls()): string[] {
  const callMarks = calls
    .filter((call) => call.feature === feature)
    .map((call) =>
      call.path
        .split('{')[0]!
        .replace(/^\/api\//, '')
        .replace(/\/$/, ''),
    );
  return [...new Set([`/panel/${feature}`, ...callMarks])];
}

/** The marks found in the files of a folder (names and contents). */
function marksIn(dir: string, marks: string[]): string[] {
  const found = new Set<string>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const text = `${file}\n${readFileSync(file, 'latin1')}`;
    for (const mark of marks) if (text.includes(mark)) found.add(mark);
  }
  return [...found];
}

function buildWithFeaturesOff(outDir: string): void {
  const result = spawnSync(
    'npx',
    ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--sourcemap', 'false', '--logLevel', 'error'],
    { stdio: 'inherit', env: { ...process.env, API_FEATURES: '' } },
  );
  if (result.status !== 0) throw new Error('the build with the features off failed');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const onDir = path.resolve(process.argv[2] ?? 'dist');
  const offDir = path.resolve(FEATURES_OFF_BUILD_DIR);
  let ok = true;
  buildWithFeaturesOff(offDir);
  for (const feature of API_FEATURES) {
    const marks = featureMarks(feature);
    const missingWhenOn = marks.filter((mark) => !marksIn(onDir, [mark]).length);
    const foundWhenOff = marksIn(offDir, marks);
    if (missingWhenOn.length > 0 || foundWhenOff.length > 0) ok = false;
    console.log(
      foundWhenOff.length > 0
        ? `✗ ${feature}: off, the build still has ${foundWhenOff.join(', ')}`
        : missingWhenOn.length > 0
          ? `✗ ${feature}: on, ${path.relative('.', onDir)} lacks ${missingWhenOn.join(', ')} (the marks would prove nothing)`
          : `✓ ${feature}: on, ${path.relative('.', onDir)} has ${marks.join(', ')}; off, the build has none of them`,
    );
  }
  process.exit(ok ? 0 : 1);
}
