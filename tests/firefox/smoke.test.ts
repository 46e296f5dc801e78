import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * A short smoke in Debian's Firefox ESR (Playwright drives only its own Firefox build; puppeteer-core drives a stock
 * one over WebDriver BiDi), against the built site behind nginx (scripts/start-nginx.ts) on a port of its own.
 * `npm test` runs it after the build (scripts/test-all.mjs), with its own Vitest config (tests/firefox/vitest.config.ts):
 *
 *   npm run build && npx vitest run --config tests/firefox/vitest.config.ts
 *
 * It waits for what a visitor sees (texts on the page), never for a fixed time.
 */
const FIREFOX = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';
const port = Number(process.env.FIREFOX_PORT ?? Number(process.env.E2E_PORT ?? 4317) + 1);
const origin = `http://127.0.0.1:${port}`;

let server: ChildProcess;
let browser: Browser;
let page: Page;

async function serverAnswers(deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`start:nginx stopped (exit ${server.exitCode})`);
    try {
      if ((await fetch(`${origin}/`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`nothing answered on ${origin}`);
}

beforeAll(async () => {
  if (!existsSync('dist/index.html')) throw new Error('no build in dist/: run `npm run build` first');
  server = spawn('node_modules/.bin/tsx', ['scripts/start-nginx.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['pipe', 'ignore', 'inherit'],
    detached: true,
  });
  await serverAnswers(Date.now() + 60_000);
  browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    extraPrefsFirefox: { 'intl.accept_languages': 'es-AR, es', 'intl.locale.requested': 'es-AR' },
  });
  page = await browser.newPage();
});

afterAll(async () => {
  await browser?.close();
  // The server and the nginx it started: its own process group.
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
});

/** Waits until the page shows `text` (its rendered text, as a visitor reads it). */
async function shows(text: string, timeout = 15_000) {
  await page.waitForFunction((t) => document.body?.innerText.includes(t), { timeout, polling: 100 }, text);
}

const isShown = (text: string) => page.evaluate((t) => document.body.innerText.includes(t), text);

/** The control a label names (its `for`), once the label is on the page. */
async function fieldLabelled(label: string): Promise<string> {
  const handle = await page.waitForFunction(
    (l) => [...document.querySelectorAll('label')].find((el) => el.textContent?.includes(l) && el.htmlFor)?.htmlFor,
    { timeout: 15_000, polling: 100 },
    label,
  );
  return `#${CSS_ESCAPE(String(await handle.jsonValue()))}`;
}

const CSS_ESCAPE = (id: string) => id.replace(/([^\w-])/g, '\\$1');

/** Clicks the (enabled) button or link whose text is `name`. */
async function click(name: string, selector = 'button, a') {
  const handle = await page.waitForFunction(
    (n, s) =>
      [...document.querySelectorAll<HTMLButtonElement>(s)].find(
        (el) => el.textContent?.trim() === n && !el.disabled && el.offsetParent !== null,
      ),
    { timeout: 15_000, polling: 100 },
    name,
    selector,
  );
  await (handle as unknown as { click(): Promise<void> }).click();
}

describe('Firefox ESR smoke', () => {
  // First, in a fresh profile: the service worker installs during this visit.
  it('a first visit shows no update notice, also after a full page load while the worker installs', async () => {
    await page.goto(`${origin}/`);
    await shows('Cartilla médica');
    // The worker has started installing: a full page load now is the moment the notice used to show.
    await page.waitForFunction(async () => Boolean(await navigator.serviceWorker.getRegistration()), {
      timeout: 15_000,
      polling: 50,
    });
    await page.goto(`${origin}/cartilla-medica`);
    await shows('Mostrando 1–5 de');
    await page.waitForFunction(
      async () => (await navigator.serviceWorker.getRegistration())?.active?.state === 'activated',
      { timeout: 30_000, polling: 200 },
    );
    expect(await isShown('Hay una nueva versión disponible')).toBe(false);
    expect(await isShown('Hay una versión nueva')).toBe(false);
  });

  it('the home page', async () => {
    await page.goto(`${origin}/`);
    await shows('Cartilla médica');
    expect(await page.title()).toMatch(/Salud Plena/);
  });

  it('a directory search and its share link', async () => {
    await page.goto(`${origin}/cartilla-medica?province_id=1`);
    await shows('Mostrando 1–5 de');
    await click('Compartir búsqueda');
    await shows('Link copiado!');
    const link = await page.$eval(
      `${await fieldLabelled('Link de la búsqueda')}`,
      (el) => (el as HTMLInputElement).value,
    );
    expect(link).toMatch(/\/cartilla-medica\?provinceId_save=1$/);
    await page.goto(link.replace(/^https?:\/\/[^/]+/, origin));
    await shows('Mostrando 1–5 de');
  });

  it('?c60 opens the C-60 PLUS plan', async () => {
    await page.goto(`${origin}/nuestros-planes?c60`);
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('[role="tab"]')]
          .find((t) => t.textContent?.includes('C-60 PLUS'))
          ?.getAttribute('aria-selected') === 'true',
      { timeout: 15_000, polling: 100 },
    );
  });

  it("the contact form's error summary", async () => {
    await page.goto(`${origin}/contacto`);
    const name = await fieldLabelled('Nombre y apellido');
    await page.type(name, 'Ana Pérez');
    await click('Enviar');
    await shows('Revisá estos datos para poder enviar');
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('role'));
    expect(focused).toBe('alert');
  });

  it('sign-in with the demo member', async () => {
    await page.goto(`${origin}/login`);
    await page.click(await fieldLabelled('Tipo de documento'));
    await click('DNI', '[role="option"]');
    await page.type(await fieldLabelled('Número de documento'), '30111222');
    await page.type(await fieldLabelled('Contraseña'), '30111222');
    await click('Ingresar');
    await shows('Bienvenido María Laura González');
    expect(new URL(page.url()).pathname).toBe('/panel');
  });
});
