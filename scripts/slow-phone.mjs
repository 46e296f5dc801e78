// The mid-range phone of the first-seconds bar, one definition for `npm run tap-ready` and the
// impatient e2e project (tests/e2e/impatient/slow-phone.ts): Chromium's Slow 4G, set through CDP, and the CPU 4×
// slower.
export const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
export const CPU_SLOWDOWN = 4;
