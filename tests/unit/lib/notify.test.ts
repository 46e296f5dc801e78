import { afterEach, describe, expect, it, vi } from 'vitest';
import toast from 'react-hot-toast';
import { fetchToastsAhead, loadToasts, notify, toastsWanted } from '@/lib/notify';

afterEach(() => {
  vi.restoreAllMocks();
});

// The module's "wanted" flag is one-way for the life of a page: the tests run in this order.
describe('toasts loaded on demand', () => {
  it('fetching the code ahead shows nothing and does not mount the Toaster', async () => {
    const listener = vi.fn();
    const unsubscribe = toastsWanted.subscribe(listener);
    fetchToastsAhead();
    await loadToastsSettled();
    expect(toastsWanted.get()).toBe(false);
    expect(listener).not.toHaveBeenCalled();
    unsubscribe();
  });

  it('the first toast asked for mounts the Toaster: subscribers hear it once; the module is react-hot-toast', async () => {
    const listener = vi.fn();
    const gone = vi.fn();
    toastsWanted.subscribe(listener);
    toastsWanted.subscribe(gone)();
    const module = await loadToasts();
    expect(module.default).toBe(toast);
    expect(typeof module.Toaster).toBe('function');
    expect(toastsWanted.get()).toBe(true);
    await loadToasts();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(gone).not.toHaveBeenCalled();
  });

  it('notify keys each toast by its text (the same message never stacks); errors stay 6 s', async () => {
    const success = vi.spyOn(toast, 'success');
    const error = vi.spyOn(toast, 'error');
    notify.success('Mensaje enviado.');
    notify.error('No se pudo enviar.');
    await vi.waitFor(() => expect(error).toHaveBeenCalled());
    expect(success).toHaveBeenCalledWith('Mensaje enviado.', { id: 'Mensaje enviado.' });
    expect(error).toHaveBeenCalledWith('No se pudo enviar.', { id: 'No se pudo enviar.', duration: 6000 });
  });
});

/** Lets the download started by fetchToastsAhead finish. */
async function loadToastsSettled() {
  await import('react-hot-toast');
  await new Promise((resolve) => setTimeout(resolve, 0));
}
