import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchSelect } from '@/components/search-select';
import { renderWithProviders } from '../utils/render';

// As in a browser: idle callbacks wait until the test lets them run (tests/setup.ts runs them at once).
let idle: IdleRequestCallback[] = [];
const runIdle = () =>
  act(() => {
    while (idle.length) idle.shift()!({ didTimeout: false, timeRemaining: () => 50 });
  });
const setupIdle = window.requestIdleCallback;
beforeEach(() => {
  idle = [];
  window.requestIdleCallback = (callback: IdleRequestCallback) => idle.push(callback);
});
afterEach(() => {
  window.requestIdleCallback = setupIdle;
});

const options = [
  { value: '1', label: 'Buenos Aires' },
  { value: '6', label: 'Córdoba' },
];
const field = () => screen.getByLabelText('Provincia', { selector: 'input:not([type="hidden"])' });

describe('SearchSelect: a look-alike input until idle or focus', () => {
  it('shows the chosen label first and becomes the real select in an idle moment', async () => {
    renderWithProviders(<SearchSelect label="Provincia" value="6" options={options} onChange={() => {}} />);
    expect(field()).toHaveValue('Córdoba');
    expect(field()).toHaveAttribute('readonly');
    expect(field()).toHaveAttribute('aria-expanded', 'false');

    await runIdle();
    expect(field()).toHaveValue('Córdoba');
    expect(field()).not.toHaveAttribute('readonly');
  });

  it('focus passes to the real select, which opens; the choice is reported', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<SearchSelect label="Provincia" value={undefined} options={options} withAll onChange={onChange} />);
    expect(field()).toHaveAttribute('readonly');

    await user.click(field());
    expect(field()).toHaveFocus();
    expect(field()).not.toHaveAttribute('readonly');
    const listbox = await screen.findByRole('listbox');
    expect(field()).toHaveAttribute('aria-expanded', 'true');
    expect(field()).toHaveAttribute('aria-controls', listbox.id);
    await user.click(within(listbox).getByRole('option', { name: 'Buenos Aires' }));
    expect(onChange).toHaveBeenLastCalledWith('1');
  });
});
