import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node';
import {
  isMissingCode,
  isMissingModule,
  judgeMissingCode,
  reloadIfCodeIsGone,
  loadNewRelease,
  mayReloadIntoNewRelease,
  missingCodeBehind,
  NEW_WORKER_INSTALL_MS,
  noteGoneModule,
  reloadIntoNewRelease,
  TAKE_OVER_MS,
} from '@/lib/stale-release';
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
  it('is told from other errors, in every engine', () => {
    expect(isMissingCode(gone)).toBe(true);
    expect(isMissingCode(new TypeError('error loading dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isMissingCode(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isMissingCode(new Error('Unable to preload CSS for /assets/directories-Ab12.css'))).toBe(true);
    expect(isMissingCode(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isMissingCode('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('a gone module is told from a gone stylesheet (only the first is what a route chunk fails with)', () => {
    expect(isMissingModule(gone)).toBe(true);
    expect(isMissingModule(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isMissingModule(new Error('Unable to preload CSS for /assets/directories-Ab12.css'))).toBe(false);
  });

  it('the module a navigation found gone is named behind what then failed, until the next navigation starts', () => {
    // The gone module's import gave nothing: the route fails on that.
    const failedOnIt = new TypeError("Cannot read properties of undefined (reading 'component')");
    expect(missingCodeBehind(failedOnIt)).toBeUndefined();
    noteGoneModule(gone);
    expect(missingCodeBehind(failedOnIt)).toBe(gone);
    const stylesheet = new Error('Unable to preload CSS for /assets/directories-Ab12.css');
    expect(missingCodeBehind(stylesheet)).toBe(stylesheet);
    noteGoneModule(undefined);
    expect(missingCodeBehind(failedOnIt)).toBeUndefined();
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
    const refused = vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(mayReloadIntoNewRelease()).toBe(false);
    expect(reloadIntoNewRelease()).toBe(false);
    refused.mockRestore();

    // Storage full: the mark cannot be written, so no reload either.
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(reloadIntoNewRelease()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('code loaded on demand reloads the page when its file is gone and the code is needed, not on a hint', async () => {
    serverAnswers(404);
    const importer = vi.fn(() => Promise.reject(gone));
    const code = onDemand(importer);
    code.ahead(); // a pointer passing by
    await new Promise((settled) => setTimeout(settled, 0));
    expect(reload).not.toHaveBeenCalled();
    await expect(code.load()).rejects.toBe(gone);
    expect(importer).toHaveBeenCalledTimes(2);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1), { timeout: 5_000 });
  });
});

/** The server's answer when the page asks again for the file that did not load (or no answer: offline). */
function serverAnswers(status: number | 'no connection') {
  const asked: string[] = [];
  server.use(
    http.head('*/assets/*', ({ request }) => {
      asked.push(new URL(request.url).pathname);
      return status === 'no connection' ? HttpResponse.error() : new HttpResponse(null, { status });
    }),
  );
  return asked;
}

describe('offline is not a new release', () => {
  it('only a 404 (or 410) for the file that failed means it is gone', async () => {
    const asked = serverAnswers(404);
    expect(await judgeMissingCode(gone)).toBe('gone');
    expect(asked).toEqual(['/assets/directories-Ab12.js']);
    serverAnswers(410);
    expect(await judgeMissingCode(new Error('Unable to preload CSS for /assets/directories-Ab12.css'))).toBe('gone');
    // Still there (a failure in passing), or the server failing: no new release.
    serverAnswers(200);
    expect(await judgeMissingCode(gone)).toBe('unreachable');
    serverAnswers(503);
    expect(await judgeMissingCode(gone)).toBe('unreachable');
    expect(await judgeMissingCode(new Error('Cannot read properties of undefined'))).toBe('other');
  });

  it('offline (the browser says so, or the file cannot be asked for) nothing reloads', async () => {
    serverAnswers('no connection');
    expect(await reloadIfCodeIsGone(gone)).toEqual({ verdict: 'unreachable', reloading: false });
    const asked = serverAnswers(404);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(await reloadIfCodeIsGone(gone)).toEqual({ verdict: 'unreachable', reloading: false });
    expect(asked).toEqual([]);
    expect(reload).not.toHaveBeenCalled();
  });

  it('a gone file reloads into the new release, once', async () => {
    serverAnswers(404);
    expect(await reloadIfCodeIsGone(gone)).toEqual({ verdict: 'gone', reloading: true });
    expect(await reloadIfCodeIsGone(gone)).toEqual({ verdict: 'gone', reloading: false });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a message that names no file (WebKit) asks for this release’s own file instead', async () => {
    const asked = serverAnswers(404);
    server.use(
      http.head(/.*/, ({ request }) => {
        asked.push(new URL(request.url).pathname);
        return new HttpResponse(null, { status: 404 });
      }),
    );
    expect(await judgeMissingCode(new TypeError('Importing a module script failed.'))).toBe('gone');
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatch(/stale-release/);
  });
});

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

/** A page controlled by the old release's worker; `update()` finds `next` (or nothing), installing. */
function underOldWorker(next: FakeWorker | null, update?: () => Promise<unknown>) {
  const registration = {
    installing: null as FakeWorker | null,
    waiting: null as FakeWorker | null,
    unregister: vi.fn(async () => true),
    update: vi.fn(
      update ??
        (async () => {
          registration.installing = next;
        }),
    ),
  };
  const container = Object.assign(new EventTarget(), {
    controller: {},
    getRegistration: vi.fn(async () => registration),
  });
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  return { registration, container };
}

describe('the new release under a service worker', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    vi.useRealTimers();
  });

  it('looks for the new worker, lets it take over (SKIP_WAITING) once installed, then reloads once', async () => {
    const next = new FakeWorker('installing');
    const { registration, container } = underOldWorker(next);
    expect(reloadIntoNewRelease()).toBe(true);
    await vi.waitFor(() => expect(registration.update).toHaveBeenCalledTimes(1));
    expect(next.postMessage).not.toHaveBeenCalled(); // not before it has the new release's files
    expect(reload).not.toHaveBeenCalled(); // a reload now would get the old release from the old worker

    registration.installing = null;
    registration.waiting = next;
    next.moveTo('installed');
    await vi.waitFor(() => expect(next.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' }));
    expect(reload).not.toHaveBeenCalled();
    next.moveTo('activating');
    container.dispatchEvent(new Event('controllerchange'));
    next.moveTo('activated');
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1), { timeout: 5_000 });
    await new Promise((settled) => setTimeout(settled, 0));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(registration.unregister).not.toHaveBeenCalled();
    // Still once per release.
    expect(reloadIntoNewRelease()).toBe(false);
  });

  it('a worker already waiting takes over without another look', async () => {
    const { registration, container } = underOldWorker(null);
    const waiting = new FakeWorker('installed');
    registration.waiting = waiting;
    const loading = loadNewRelease();
    await vi.waitFor(() => expect(waiting.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' }));
    container.dispatchEvent(new Event('controllerchange'));
    await loading;
    expect(registration.update).not.toHaveBeenCalled();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads as it is when there is no new worker or the look fails (offline)', async () => {
    const none = underOldWorker(null);
    await loadNewRelease();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(none.registration.unregister).not.toHaveBeenCalled();

    const failing = underOldWorker(null, () => Promise.reject(new TypeError('Failed to update a ServiceWorker')));
    await loadNewRelease();
    expect(reload).toHaveBeenCalledTimes(2);
    expect(failing.registration.unregister).not.toHaveBeenCalled();
  });

  it('a new worker that cannot install is unregistered with the old one, so the reload reaches the server', async () => {
    const broken = new FakeWorker('installing');
    const { registration } = underOldWorker(broken);
    const loading = loadNewRelease();
    await vi.waitFor(() => expect(registration.installing).toBe(broken));
    broken.moveTo('redundant');
    await loading;
    expect(broken.postMessage).not.toHaveBeenCalled();
    expect(registration.unregister).toHaveBeenCalledTimes(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not wait for ever: a worker that never installs, or an old one that holds on, is unregistered', async () => {
    vi.useFakeTimers();
    const slow = underOldWorker(new FakeWorker('installing')); // never installs
    const installing = loadNewRelease();
    await vi.advanceTimersByTimeAsync(NEW_WORKER_INSTALL_MS - 1);
    expect(reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await installing;
    expect(slow.registration.unregister).toHaveBeenCalledTimes(1);
    expect(reload).toHaveBeenCalledTimes(1);

    const held = underOldWorker(null);
    const waiting = new FakeWorker('installed');
    held.registration.waiting = waiting;
    const activating = loadNewRelease();
    await vi.advanceTimersByTimeAsync(TAKE_OVER_MS - 1);
    expect(waiting.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(reload).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await activating;
    expect(held.registration.unregister).toHaveBeenCalledTimes(1);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
