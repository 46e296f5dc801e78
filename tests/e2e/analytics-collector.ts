import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The mock collector the e2e build sends analytics events to (`npm test` builds with VITE_ANALYTICS_URL set to it). */
export const COLLECTOR = '/__mock/analytics';

const assets = path.resolve('dist', 'assets');

/** Whether the built site sends analytics at all: a build without a collector sends nothing. */
export const sendsAnalytics =
  existsSync(assets) &&
  readdirSync(assets).some((f) => f.endsWith('.js') && readFileSync(path.join(assets, f), 'utf8').includes(COLLECTOR));

/** One event as `track` sends it (src/lib/analytics.ts). */
export type SentEvent = { event: string; path: string; ts: number; props: Record<string, unknown> };
