import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isMissingCode, mayReloadIntoNewRelease, reloadIntoNewRelease } from '@/lib/stale-release';
import { onDemand } from '@/lib/on-demand';

const reload = vi.fn();
beforeEach(() => {
  sessionStorage.clear();
  reload.mockClear();
  vi.stubGlobal('location', { ...window.location, reload });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

const gone = new TypeError(
  'Failed to fetch dynamically imported module: https://saludplena.example/assets/directories-Ab12.js',
);

describe('a code file that a new release removed', () => {
  it('is told from other errors, in every engine, and not while offline', () => {
    expect(isMissingCode(gone)).toBe(true);
    expect(isMissingCode(new TypeError('error loading dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isMissingCode(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isMissingCode(new Error('Unable to preload CSS for /assets/directories-Ab12.css'))).toBe(true);
    expect(isMissingCode(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isMissingCode('Failed to fetch dynamically imported module')).toBe(false);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(isMissingCode(gone)).toBe(false);
  });

  it('reloads the page once per release, never in a loop', () => {
    expect(reloadIntoNewRelease()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    // The same release failing again (the new release is broken too): no second reload.
    expect(mayReloadIntoNewRelease()).toBe(false);
    expect(reloadIntoNewRelease()).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads over a form with text in it; a search form (its text is in the address) does not count', () => {
    document.body.innerHTML = `
      <form method="get"><input name="q" value="cardiología"></form>
      <form><label>Mensaje <textarea name="message"></textarea></label></form>`;
    expect(mayReloadIntoNewRelease()).toBe(true);
    document.querySelector('textarea')!.value = 'Quiero cambiar de plan';
    expect(reloadIntoNewRelease()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('without storage to remember it, never reloads (no guard against a loop)', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(reloadIntoNewRelease()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('code loaded on demand reloads the page when its file is gone and the code is needed, not on a hint', async () => {
    const importer = vi.fn(() => Promise.reject(gone));
    const code = onDemand(importer);
    code.ahead(); // a pointer passing by
    await new Promise((settled) => setTimeout(settled, 0));
    expect(reload).not.toHaveBeenCalled();
    await expect(code.load()).rejects.toBe(gone);
    expect(importer).toHaveBeenCalledTimes(2);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
