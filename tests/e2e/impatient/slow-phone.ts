import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { test as base, expect } from '../fixtures';
import { CPU_SLOWDOWN, SLOW_4G } from '../../../scripts/slow-phone.mjs';
import { PRERENDERED_ATTR } from '../../../src/boot/boot-names';

/**
 * The impatient visitor: a first visit on a mid-range phone over Slow 4G (scripts/slow-phone.mjs, the profile
 * `npm run tap-ready` measures with), who taps a control the moment it shows, long before the app owns the page.
 * Every frame the page paints is recorded from the first one on, to check that none contradicts the address.
 */
/**
 * The phone's CPU as a slowdown of this machine's: `CPU_SLOWDOWN` is set against CI's two cores. On one core the host
 * is itself about half as fast (the browser's processes, nginx and the mock share it), so the same phone is emulated
 * with half the slowdown; at 4× there, the app started after a tapped link's 10 s fallback to a plain load.
 */
const PHONE_CPU_RATE = Math.max(1, (CPU_SLOWDOWN * Math.min(2, availableParallelism())) / 2);

export type SelectShown = { value: string; text: string; busy: boolean };

/** What one frame showed, read in its requestAnimationFrame callback (just before the browser paints it). */
export type Frame = {
  /** ms from navigation */
  t: number;
  /** The app owns the page (#root lost PRERENDERED_ATTR). */
  app: boolean;
  /** The selected tab's text. */
  tab?: string;
  province?: SelectShown;
  area?: SelectShown;
  /** The FAQ's billing group is open. */
  billingOpen?: boolean;
  /**
   * How many links the footer shows: undefined until the document is parsed whole. On a slow link the browser paints
   * frames while the HTML still arrives, and such a frame shows the part of the footer that has arrived so far.
   */
  footerLinks?: number;
};

declare global {
  interface Window {
    __frames?: Frame[];
  }
}

function recordFrames(prerenderedAttr: string) {
  const frames: Frame[] = [];
  window.__frames = frames;
  const select = (name: string): SelectShown | undefined => {
    const el = document.querySelector<HTMLSelectElement>(`select[name="${name}"]`);
    if (!el) return undefined;
    return { value: el.value, text: el.options[el.selectedIndex]?.text ?? '', busy: el.ariaBusy === 'true' };
  };
  const record = () => {
    const root = document.getElementById('root');
    const billing = document.querySelector('[aria-controls$="-panel-facturacion"]');
    frames.push({
      t: Math.round(performance.now()),
      app: root !== null && !root.hasAttribute(prerenderedAttr),
      tab: document.querySelector('[role=tab][aria-selected=true]')?.textContent?.trim(),
      province: select('province_id'),
      area: select('area_id'),
      billingOpen: billing ? billing.getAttribute('aria-expanded') === 'true' : undefined,
      footerLinks:
        document.readyState === 'loading' ? undefined : document.querySelector('footer')?.querySelectorAll('a').length,
    });
    requestAnimationFrame(record);
  };
  requestAnimationFrame(record);
}

export const test = base.extend({
  page: async ({ page }, provide) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_RATE });
    await page.addInitScript(recordFrames, PRERENDERED_ATTR);
    await provide(page);
  },
});

export { expect };

/** Opens an address and returns as soon as the response starts: the test acts while the page is still arriving. */
export async function visit(page: Page, address: string) {
  await page.goto(address, { waitUntil: 'commit' });
}

/**
 * Taps (or clicks, on a desktop) a control the moment it can be tapped, and notes in the report whether that was
 * before the app owned the page: the case these tests are about (a tap after it is an ordinary tap).
 */
export async function atOnce(control: Locator, how: 'tap' | 'click' = 'tap') {
  await (how === 'tap' ? control.tap() : control.click());
  await noteWhen(control.page(), 'tap');
}

/**
 * Scrolls a part of the page into view the moment it is there, as a visitor who reads on while the page arrives,
 * and notes in the report whether that was before the app owned the page.
 */
export async function scrollAtOnce(part: Locator) {
  await part.scrollIntoViewIfNeeded();
  await noteWhen(part.page(), 'scroll');
}

async function noteWhen(page: Page, action: 'tap' | 'scroll') {
  const early = await page
    .evaluate((attr) => document.getElementById('root')?.hasAttribute(attr) ?? false, PRERENDERED_ATTR)
    .catch(() => undefined); // the tap left the page at once (a plain link, followed by the browser)
  const when = { true: 'before the app owned the page', false: 'after it', undefined: 'left the page at once' };
  test.info().annotations.push({ type: action, description: when[`${early}`] });
}

/**
 * The frames from the first one that painted content on: the last frame begun before the first contentful paint
 * (which is stamped when that frame reached the screen), and every frame after it.
 */
export async function framesOf(page: Page): Promise<Frame[]> {
  const { frames, firstPaint } = await page.evaluate(() => ({
    frames: window.__frames ?? [],
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
  }));
  expect(firstPaint, 'the page painted').toBeDefined();
  const first = frames.findLastIndex((frame) => frame.t <= firstPaint!);
  return frames.slice(Math.max(0, first));
}

/**
 * The frames that painted a control (`shown` gives its state, undefined where it was not on the page) but in a state
 * `ok` rejects, as "<ms>: <state>". The control must have been painted at least once.
 */
export function framesAgainst<T>(frames: Frame[], shown: (frame: Frame) => T | undefined, ok: (state: T) => boolean) {
  const painted = frames.filter((frame) => shown(frame) !== undefined);
  expect(painted.length, 'frames that painted the control').toBeGreaterThan(0);
  return painted.filter((frame) => !ok(shown(frame)!)).map((frame) => `${frame.t} ms: ${JSON.stringify(shown(frame))}`);
}

/**
 * Until the app owns the page and its start is over: the main thread has gone idle after it (hydration, the parts
 * hydrated later and the effects they scheduled have run), and the frame after that has been painted and recorded.
 */
export async function throughTheAppsStart(page: Page) {
  await page.locator(`#root:not([${PRERENDERED_ATTR}])`).waitFor({ state: 'attached', timeout: 30_000 });
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestIdleCallback(() => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
      ),
  );
}

/**
 * Analytics events, as in tests/e2e/analytics.spec.ts: `npm test` builds with VITE_ANALYTICS_URL=/__mock/analytics;
 * a build without it sends nothing.
 */
const COLLECTOR = '/__mock/analytics';
const assets = path.resolve('dist', 'assets');
export const analyticsBuilt =
  existsSync(assets) &&
  readdirSync(assets).some((f) => f.endsWith('.js') && readFileSync(path.join(assets, f), 'utf8').includes(COLLECTOR));

/** The events the page sends to the collector: `{ event, props }`, in order. */
export async function collectEvents(page: Page) {
  const events: Array<{ event: string; props: Record<string, unknown> }> = [];
  await page.context().route(`**${COLLECTOR}`, async (route) => {
    const { event, props } = JSON.parse(route.request().postData() ?? '{}') as (typeof events)[number];
    events.push({ event, props });
    await route.fulfill({ status: 204 });
  });
  return events;
}
