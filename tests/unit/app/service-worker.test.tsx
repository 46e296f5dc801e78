import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { watchForNewRelease } from '@/app/service-worker';
import { ToastOutlet } from '@/app/toast-outlet';

class FakeWorker extends EventTarget {
  postMessage = vi.fn();
  constructor(public state: ServiceWorkerState) {
    super();
  }
  moveTo(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  update = vi.fn(async () => undefined);
  unregister = vi.fn(async () => true);
  find(worker: FakeWorker) {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
  }
  installed(worker: FakeWorker) {
    this.installing = null;
    this.waiting = worker;
    worker.moveTo('installed');
  }
}

let container: EventTarget & {
  controller: object | null;
  getRegistration: () => Promise<FakeRegistration | undefined>;
};
let current: FakeRegistration | undefined;
const reload = vi.fn();

beforeEach(() => {
  current = undefined;
  container = Object.assign(new EventTarget(), { controller: null, getRegistration: async () => current });
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  vi.stubGlobal('location', { ...window.location, reload });
  reload.mockClear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const watch = (registration: FakeRegistration) => {
  current = registration;
  watchForNewRelease(registration as unknown as ServiceWorkerRegistration);
};

describe('the service worker: a new release', () => {
  it('shows no notice on a first visit, even for a worker still installing when the page registers (Firefox)', async () => {
    render(<ToastOutlet />);
    const registration = new FakeRegistration();
    const first = new FakeWorker('installing');
    registration.installing = first; // installed by another page of the same first visit
    watch(registration);
    await act(async () => {
      registration.installed(first);
      await vi.dynamicImportSettled();
    });
    expect(screen.queryByText(/Hay una versión nueva/)).not.toBeInTheDocument();
  });

  it('shows "Hay una versión nueva" when a new worker waits to replace the controlling one; \'Actualizar\' activates it and reloads once', async () => {
    render(<ToastOutlet />);
    container.controller = {};
    const registration = new FakeRegistration();
    watch(registration);
    const next = new FakeWorker('installing');
    registration.find(next);
    expect(screen.queryByText(/Hay una versión nueva/)).not.toBeInTheDocument();
    act(() => registration.installed(next));

    await screen.findByText(/Hay una versión nueva del sitio/);
    expect(reload).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Actualizar' }));
    await vi.waitFor(() => expect(next.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' }));
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    next.moveTo('activated');
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    await new Promise((settled) => setTimeout(settled, 0));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(registration.unregister).not.toHaveBeenCalled();
  });

  it('a worker already waiting when the page registers is offered too', async () => {
    render(<ToastOutlet />);
    container.controller = {};
    const registration = new FakeRegistration();
    registration.waiting = new FakeWorker('installed');
    watch(registration);
    await screen.findByRole('button', { name: 'Actualizar' });
  });

  it('looks for a new release when the tab regains focus or becomes visible (at most once a minute) and every hour', () => {
    vi.useFakeTimers();
    const registration = new FakeRegistration();
    watch(registration);
    window.dispatchEvent(new Event('focus'));
    expect(registration.update).not.toHaveBeenCalled(); // it has just registered, which looked already

    vi.advanceTimersByTime(2 * 60 * 1000);
    window.dispatchEvent(new Event('focus'));
    expect(registration.update).toHaveBeenCalledTimes(1);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(registration.update).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(60 * 60 * 1000);
    expect(registration.update).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(60 * 1000);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(registration.update).toHaveBeenCalledTimes(3);
  });
});
