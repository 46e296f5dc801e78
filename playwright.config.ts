import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { FEATURES_OFF_DIR, FEATURES_OFF_PORT, featuresOffBuilt } from './tests/e2e/features-off';

const port = Number(process.env.E2E_PORT ?? 4317);
const IMPATIENT = 'impatient/**/*.spec.ts';
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: false,
  // Two browsers per core left every step waiting on the other's page: with the CPU limited to one core
  // (`taskset -c 0`), the suite runs one test at a time.
  workers: Math.min(2, availableParallelism()),
  // A flaky test is fixed, not retried.
  retries: 0,
  // A test's own budget, not a wait: an axe read alone takes 1 to 6 s on two busy cores, and the directory journey
  // (two page loads, a map, a share) took 63 s with both workers busy on a slow day. Each step still fails within
  // `expect`'s 10 s (a page load's first text took 5.5 s then).
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'es-AR',
    timezoneId: 'America/Argentina/Buenos_Aires',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromePath,
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  // Tests that time the page (a throttled phone, a long task's length) run after the others, one at a time: on two
  // cores, a neighbour's map stretched a 250 ms task past 1.5 s. Run one of these projects without the rest with
  // `--no-deps`.
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: IMPATIENT,
      grepInvert: /@alone/,
    },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], channel: undefined },
      grep: /@mobile/,
      grepInvert: /@alone/,
      testIgnore: IMPATIENT,
    },
    {
      name: 'alone',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      grep: /@alone/,
      testIgnore: IMPATIENT,
      dependencies: ['desktop', 'mobile'],
      workers: 1,
    },
    {
      // A first visit on a mid-range phone over Slow 4G (tests/e2e/impatient/slow-phone.ts throttles it), by a
      // visitor who taps the moment a control shows.
      name: 'impatient',
      testMatch: IMPATIENT,
      use: { ...devices['Pixel 7'], channel: undefined, serviceWorkers: 'block' },
      dependencies: ['alone'],
      workers: 1,
    },
  ],
  webServer: [
    {
      // The production path: the built site behind Debian's nginx with the shipped config (deploy/site.conf), in front
      // of the mock API over HTTP (scripts/start-nginx.ts). Public pages arrive prerendered, as in production, and
      // the tests act on them as a visitor would, without waiting for the app to take them over.
      command: `npx tsx scripts/start-nginx.ts`,
      url: `http://127.0.0.1:${port}/`,
      env: { PORT: String(port), HOST: '127.0.0.1' },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    // The build with the proposed API features off (tests/e2e/features-off.spec.ts), with the mock API beside it.
    ...(featuresOffBuilt
      ? [
          {
            command: 'npx tsx scripts/serve.ts',
            url: `http://127.0.0.1:${FEATURES_OFF_PORT}/`,
            env: { PORT: String(FEATURES_OFF_PORT), HOST: '127.0.0.1', DIST_DIR: FEATURES_OFF_DIR },
            reuseExistingServer: false,
            timeout: 60_000,
          },
        ]
      : []),
  ],
});
