import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const base = 'http://127.0.0.1:4421';
for (const [w, name] of [[1280, 'd'], [390, 'm']]) {
  const page = await browser.newPage({ viewport: { width: w, height: 1000 } });
  await page.addInitScript(() => { window.print = () => {}; });
  await page.goto(base + '/cartilla-medica?province_id=2&area_id=25');
  await page.getByText('Mostrando 1–5 de 12').waitFor();
  await page.getByRole('list', { name: 'Prestadores' }).getByRole('button', { name: /^Guardar/ }).first().click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `tmp/dir-${name}.png` });
  await page.getByRole('list', { name: 'Prestadores' }).getByRole('button', { name: /^¿Algún/ }).first().click();
  await page.getByRole('dialog').waitFor();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `tmp/report-${name}.png` });
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /^Guardados/ }).click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `tmp/saved-${name}.png` });
  await page.goto(base + '/cartilla-medica/imprimir?province_id=2&area_id=25');
  await page.getByRole('list', { name: 'Resultados' }).waitFor();
  await page.screenshot({ path: `tmp/print-${name}.png` });
  if (w === 1280) await page.pdf({ path: 'tmp/print.pdf', preferCSSPageSize: true });
  await page.goto(base + '/centros-medicos');
  await page.waitForTimeout(800);
  await page.screenshot({ path: `tmp/centres-${name}.png` });
  await page.close();
}
await browser.close();
