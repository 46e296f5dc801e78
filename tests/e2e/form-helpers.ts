import { expect, type Page } from '@playwright/test';

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

/** /contacto with every field filled (reason 'Consultas generales'); returns the form. */
export async function openFilledContactForm(page: Page, message = 'Quisiera información.') {
  await page.goto('/contacto');
  const form = page.getByRole('form', { name: 'Formulario de contacto' });
  await expect(form.getByRole('combobox', { name: /Motivo de contacto/ })).toBeEnabled();
  await form.getByLabel(/Nombre y apellido/).fill('Ana Pérez');
  await form.getByLabel(/Teléfono/).fill('11 5555-0000');
  await form.getByLabel(/Correo electrónico/).fill('ana@example.com');
  await pick(page, /Motivo de contacto/, '2 - Consultas generales');
  await form.getByLabel(/Mensaje/).fill(message);
  return form;
}
