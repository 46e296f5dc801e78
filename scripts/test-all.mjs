// `npm test`: typecheck, lint, Vitest, build, Playwright, the Firefox smoke; prints the totals of all suites last.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const run = (label, cmd, args, env = {}) => {
  console.log(`\n▶ ${label}: ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`◀ ${label}: exit ${result.status} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result.status === 0;
};

const chrome = process.env.CHROME_PATH || '/usr/bin/chromium';
if (!existsSync(chrome)) {
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    run('install chromium', 'bash', [
      '-c',
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium',
    ]);
  }
  if (!existsSync(chrome)) {
    console.error(
      `Chromium was not found at ${chrome}. Install Debian's package (apt-get install chromium) or set CHROME_PATH.`,
    );
    process.exit(1);
  }
}

// The e2e suite runs behind Debian's nginx with the shipped config (scripts/start-nginx.ts).
const nginx = process.env.NGINX_PATH || '/usr/sbin/nginx';
if (!existsSync(nginx)) {
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    run('install nginx', 'bash', [
      '-c',
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx',
    ]);
  }
  if (!existsSync(nginx)) {
    console.error(
      `nginx was not found at ${nginx}. Install Debian's package (apt-get install nginx) or set NGINX_PATH.`,
    );
    process.exit(1);
  }
}

// The Firefox smoke drives Debian's firefox-esr (tests/firefox/smoke.test.ts).
const firefox = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';
if (!existsSync(firefox) && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
  run('install firefox-esr', 'bash', [
    '-c',
    'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq firefox-esr',
  ]);
}

rmSync('reports', { recursive: true, force: true });
mkdirSync('reports', { recursive: true });

const checks = {
  typecheck: run('typecheck', 'npm', ['run', '-s', 'typecheck']),
  lint: run('lint', 'npm', ['run', '-s', 'lint']),
  // deploy/security-headers.conf must be what the one list of security headers gives for deploy/production.env.
  'deploy headers': run('deploy headers', 'npm', ['run', '-s', 'deploy:headers', '--', '--check']),
};
const vitestOk = run('vitest', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  '--outputFile=reports/vitest.json',
]);
// The e2e build sends analytics to the mock server (tests/e2e/analytics.spec.ts checks the events), and its error
// tracker's events to the site itself, whose /api/ nginx proxies to the mock (mocks/handlers/error-tracker.ts): a DSN
// must be an absolute URL, so it names the port the e2e server listens on (tests/e2e/error-tracker.spec.ts).
const e2ePort = process.env.E2E_PORT ?? '4317';
const buildOk = run('build', 'npm', ['run', '-s', 'build'], {
  VITE_ANALYTICS_URL: '/__mock/analytics',
  VITE_SENTRY_DSN: `http://e2e@127.0.0.1:${e2ePort}/1`,
});
const sizeOk = buildOk && run('size', 'node', ['scripts/size.mjs']);
// A build with the proposed API features off has no trace of them (scripts/check-features-off.ts).
const featuresOffOk = buildOk && run('features off', 'npx', ['tsx', 'scripts/check-features-off.ts']);
const e2eOk = buildOk && run('e2e', 'npx', ['playwright', 'test']);
// A missing Firefox fails the smoke (it loads no tests: counted below as a failure).
const firefoxOk =
  buildOk &&
  run('firefox smoke', 'npx', [
    'vitest',
    'run',
    '--config',
    'tests/firefox/vitest.config.ts',
    '--reporter=default',
    '--reporter=json',
    '--outputFile=reports/firefox.json',
  ]);

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);
let passed = 0;
let failed = 0;
let skipped = 0;

const vitest = readJson('reports/vitest.json');
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  skipped += vitest.numPendingTests + (vitest.numTodoTests ?? 0);
  // A file that fails to load has no tests counted: count it as a failure.
  failed += vitest.testResults.filter((f) => f.status === 'failed' && f.assertionResults.length === 0).length;
} else failed += 1;

const firefoxSmoke = readJson('reports/firefox.json');
if (firefoxSmoke) {
  passed += firefoxSmoke.numPassedTests;
  failed += firefoxSmoke.numFailedTests;
  skipped += firefoxSmoke.numPendingTests + (firefoxSmoke.numTodoTests ?? 0);
} else if (buildOk) failed += 1;

const e2e = readJson('reports/e2e.json');
if (e2e) {
  passed += e2e.stats.expected + e2e.stats.flaky;
  failed += e2e.stats.unexpected;
  skipped += e2e.stats.skipped;
} else if (buildOk) failed += 1;

// Typecheck, lint, build, size and the features-off build count as one check each.
for (const [name, ok] of Object.entries({ ...checks, build: buildOk, size: sizeOk, 'features off': featuresOffOk })) {
  if (ok) passed += 1;
  else {
    failed += 1;
    console.log(`✗ ${name} failed`);
  }
}
// A runner that failed without reporting a failed test (crash, server that did not start) still fails.
if (!vitestOk && !(vitest && vitest.numFailedTests > 0)) failed += 1;
if (buildOk && !e2eOk && !(e2e && e2e.stats.unexpected > 0)) failed += 1;
if (buildOk && !firefoxOk && !(firefoxSmoke && firefoxSmoke.numFailedTests > 0)) failed += 1;

console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed === 0 ? 0 : 1);
