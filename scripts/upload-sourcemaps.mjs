// `npm run sourcemaps:upload`: after `npm run build:production`, gives the error tracker the build's hidden source
// maps (build/sourcemaps/, never served) and its scripts (dist/assets/), under the release the events name: the
// commit of the build (VITE_RELEASE, else `git rev-parse HEAD`, as vite.config.ts). Runs only when SENTRY_AUTH_TOKEN
// is set; sentry-cli reads SENTRY_ORG, SENTRY_PROJECT and SENTRY_URL (a self-hosted Sentry or GlitchTip) from the
// environment. deploy/README.md, "Error tracker".
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!process.env.SENTRY_AUTH_TOKEN) {
  console.log('sourcemaps:upload: SENTRY_AUTH_TOKEN is not set, nothing uploaded.');
  process.exit(0);
}
for (const name of ['SENTRY_ORG', 'SENTRY_PROJECT']) {
  if (!process.env[name]) {
    console.error(`sourcemaps:upload: ${name} is not set.`);
    process.exit(1);
  }
}
if (!existsSync('build/sourcemaps/assets') || !existsSync('dist/assets')) {
  console.error('sourcemaps:upload: no build: run `npm run build:production` first.');
  process.exit(1);
}

const release = process.env.SENTRY_RELEASE || execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
// The scripts have no sourceMappingURL (hidden maps): the tracker finds `<script>.map` next to each uploaded script.
const result = spawnSync(
  'npx',
  [
    'sentry-cli',
    'sourcemaps',
    'upload',
    '--release',
    release,
    '--url-prefix',
    '~/assets',
    'dist/assets',
    'build/sourcemaps/assets',
  ],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
