import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import react from '@vitejs/plugin-react';
import { createServer, type ViteDevServer } from 'vite';
import { buttonLooks, versions, testId, type Version } from './button-look/cases';
import { expect, test } from './fixtures';

/*
 * The shell's buttons (src/components/plain-ui.ts, buttonClass) imitate Mantine's Button in plain CSS so the first
 * load needs no Mantine component (docs/decisions/plain-markup-and-buttons.md). This check keeps the imitation true: a
 * fixture page (tests/e2e/button-look/) renders, with the app's providers, theme and stylesheets, Mantine's Button next
 * to a <button> and an <a> with buttonClass() for every look buttonClass can give (button-look/cases.ts), and the
 * browser's computed styles of each pair must be equal at rest, under the pointer, pressed and focused from the
 * keyboard.
 *
 * The fixture is served by Vite's dev server, started here; the site the config's webServer serves is not used.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** What makes a button look the way it does. */
const PROPERTIES = [
  'background-color',
  'color',
  'border-top-width',
  'border-top-style',
  'border-top-color',
  'border-bottom-width',
  'border-bottom-style',
  'border-bottom-color',
  'border-left-width',
  'border-left-style',
  'border-left-color',
  'border-right-width',
  'border-right-style',
  'border-right-color',
  'border-top-left-radius',
  'border-top-right-radius',
  'border-bottom-left-radius',
  'border-bottom-right-radius',
  'height',
  'width',
  'padding-top',
  'padding-bottom',
  'padding-left',
  'padding-right',
  'font-family',
  'font-size',
  'font-weight',
  'line-height',
  'letter-spacing',
  'text-decoration-line',
  'text-transform',
  'vertical-align',
  'cursor',
  'opacity',
  'box-shadow',
  'transform',
  'outline-style',
  'outline-width',
  'outline-color',
  'outline-offset',
] as const;

type State = 'rest' | 'hover' | 'active' | 'focus-visible';

/** Differences that are meant to be: where (a state, or one case only), the properties and why. */
const DELIBERATE: { state?: State; caseId?: string; properties: readonly string[]; reason: string }[] = [
  {
    caseId: 'outline-icon',
    properties: ['font-size', 'font-weight', 'line-height', 'label white-space', 'vertical-align'],
    reason:
      'an icon has no text to set, and the carousel lays its buttons out in flex rows, where vertical-align is moot',
  },
];

type Look = Record<string, string>;

/**
 * The computed styles, plus the label's (its text, or the icon): where it sits in the box and how it wraps (Mantine's
 * Button holds it in inner spans, plain-ui's markup holds the text itself).
 */
async function lookOf(element: Locator): Promise<Look> {
  return element.evaluate((node, properties) => {
    const style = getComputedStyle(node);
    const look: Record<string, string> = {};
    for (const property of properties) look[property] = style.getPropertyValue(property);
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT, (text) =>
      text.textContent?.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP,
    );
    const text = walker.nextNode();
    const label = text ?? node.querySelector('svg')!;
    const range = document.createRange();
    range.selectNodeContents(label);
    const inside = text ? range.getBoundingClientRect() : (label as Element).getBoundingClientRect();
    const box = node.getBoundingClientRect();
    look['label position (left, top, width, height)'] = [
      inside.left - box.left,
      inside.top - box.top,
      inside.width,
      inside.height,
    ]
      .map((value) => `${value.toFixed(1)}px`)
      .join(', ');
    look['label white-space'] = getComputedStyle(label.parentElement!).whiteSpace;
    return look;
  }, PROPERTIES);
}

/** The element in a pointer state: the mouse away, over it, or pressed on it (and released after reading). */
async function lookIn(page: Page, element: Locator, state: Exclude<State, 'focus-visible'>): Promise<Look> {
  if (state === 'rest') {
    await page.mouse.move(0, 0);
    return lookOf(element);
  }
  const box = (await element.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  if (state === 'hover') return lookOf(element);
  await page.mouse.down();
  try {
    return await lookOf(element);
  } finally {
    await page.mouse.up();
  }
}

/** Each version of a case focused with Tab from a point just before them, as a keyboard user reaches them. */
async function focusedLooks(page: Page, caseId: string): Promise<Record<Version, Look>> {
  await page.mouse.move(0, 0);
  await page.getByTestId(`start-${caseId}`).focus();
  const looks = {} as Record<Version, Look>;
  for (const version of versions) {
    await page.keyboard.press('Tab');
    const target = page.getByTestId(testId(caseId, version));
    await expect(target).toBeFocused();
    expect(await target.evaluate((node) => node.matches(':focus-visible')), `${version} :focus-visible`).toBe(true);
    looks[version] = await lookOf(target);
  }
  return looks;
}

function differences(caseId: string, version: Version, state: State, mantine: Look, plain: Look): string[] {
  const deliberate = new Set(
    DELIBERATE.filter((d) => (d.state ?? state) === state && (d.caseId ?? caseId) === caseId).flatMap(
      (d) => d.properties,
    ),
  );
  return Object.keys(mantine)
    .filter((property) => mantine[property] !== plain[property] && !deliberate.has(property))
    .map(
      (property) =>
        `${caseId} ${version} ${state}: ${property} is ${JSON.stringify(plain[property])}, ` +
        `Mantine's is ${JSON.stringify(mantine[property])}`,
    );
}

let server: ViteDevServer;
let fixtureUrl: string;

test.beforeAll(async () => {
  test.skip(test.info().project.name !== 'desktop', 'one desktop browser is enough: the CSS is the same everywhere');
  server = await createServer({
    root: path.join(root, 'tests/e2e/button-look'),
    configFile: false,
    plugins: [react()],
    resolve: { alias: { '@': path.join(root, 'src') } },
    css: { postcss: root },
    // Its own cache: `npm run dev`'s pre-bundled dependencies stay as they are.
    cacheDir: path.join(root, 'node_modules/.vite-button-look'),
    server: { host: '127.0.0.1', port: 0, hmr: false, watch: null, fs: { allow: [root] } },
    logLevel: 'warn',
  });
  await server.listen();
  fixtureUrl = server.resolvedUrls!.local[0]!;
});

test.afterAll(async () => {
  await server?.close();
});

test("buttonClass() looks like Mantine's Button in every variant, size and state", async ({ page }) => {
  test.setTimeout(150_000); // the first run pre-bundles Mantine for the dev server: 34 s on CI, 51 s with a core busy
  await page.goto(fixtureUrl);
  await expect(page.getByTestId(testId(buttonLooks.at(-1)!.id, 'plain-a'))).toBeVisible({ timeout: 60_000 });
  // Every pair in view, so the pointer reaches each without scrolling.
  await page.setViewportSize({ width: 1280, height: await page.evaluate(() => document.body.scrollHeight) });

  const mismatches: string[] = [];
  for (const { id } of buttonLooks) {
    for (const state of ['rest', 'hover', 'active'] as const) {
      const reference = await lookIn(page, page.getByTestId(testId(id, 'mantine')), state);
      for (const version of versions.slice(1)) {
        const plain = await lookIn(page, page.getByTestId(testId(id, version)), state);
        mismatches.push(...differences(id, version, state, reference, plain));
      }
    }
    const focused = await focusedLooks(page, id);
    for (const version of versions.slice(1)) {
      mismatches.push(...differences(id, version, 'focus-visible', focused.mantine, focused[version]));
    }
  }
  expect(mismatches, "plain-ui.module.css differs from Mantine's Button").toEqual([]);
});
