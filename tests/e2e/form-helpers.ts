import type { Page } from '@playwright/test';

/** Chooses a file the way a user does: click the field, answer the file chooser. */
export async function chooseFile(page: Page, label: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: label, exact: true }).click();
  await (await chooser).setFiles(file);
}

/** Opens a select by its label and picks an option, as a user does. */
export async function pick(page: Page, label: RegExp, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}
