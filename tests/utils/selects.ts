import { expect } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

type User = ReturnType<typeof userEvent.setup>;

/** A labelled form control: a native select, or the input of a combobox. */
export const control = (label: string | RegExp) =>
  screen.getByLabelText(label, { selector: 'select, input:not([type="hidden"])' });

/** Picks an option of a native select (the directories' filters) once the list offers it. */
export async function selectNative(user: User, label: string | RegExp, option: string) {
  const select = control(label);
  await waitFor(() => expect(select).not.toBeDisabled());
  await within(select).findByRole('option', { name: option });
  await user.selectOptions(select, option);
}

/** The options of a native select, as the visitor reads them. */
export async function nativeOptions(label: string | RegExp) {
  const select = control(label);
  await waitFor(() => expect(select).not.toBeDisabled());
  await waitFor(() => expect(within(select).getAllByRole('option').length).toBeGreaterThan(1));
  return within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);
}

/** The combobox's code is fetched on first use: in a cold Vitest worker, transforming it can take a few seconds. */
export const COMBOBOX_FIRST_OPEN = { timeout: 10_000 };

/** Opens a searchable select (it becomes a combobox on first use) and returns its listbox. */
export async function openCombobox(user: User, label: string | RegExp) {
  await user.click(control(label));
  return screen.findByRole('listbox', {}, COMBOBOX_FIRST_OPEN);
}
