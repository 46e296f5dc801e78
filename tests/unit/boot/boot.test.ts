import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { carryOverSearchFormChanges } from '@/boot/search-form-changes';
import { bootState } from '@/boot/boot-state';
import { EMPTY_FILTER_VALUES, READ_TIMEOUT_MS } from '@/boot/boot-rules';
import { parseTextValue } from '@/lib/search-params';
import {
  BOOT_GLOBAL,
  BOOT_PENDING_ATTR,
  EARLY_ID,
  PRERENDERED_ATTR,
  QUERY_VARIANT_ATTR,
  SAVED_PARAMS_ATTR,
  TAP_PENDING_ATTR,
} from '@/boot/boot-names';
import { replayCaughtInputs } from '@/boot/prerendered-page';
import { bootHeadScript as HEAD, bootScript as BOOT } from '../../../scripts/prerender/inline-boot.mjs';

/**
 * The prerendered page's inline start-up scripts (src/boot/boot-head.ts, boot.ts), as the build inlines them,
 * run as the browser runs them: the first in the head, the second right after #root, before the app. The page below
 * is a small prerendered directory with a plans-like variant.
 */

const PAGE = `
  <div id="root" ${PRERENDERED_ATTR}="">
    <main id="contenido">
      <h1>Farmacias</h1>
      <form method="get" action="/farmacias" ${SAVED_PARAMS_ATTR}='{"province_id":"provinceId_save"}'>
        <select name="province_id">
          <option value="" selected>Todas las provincias</option>
          <option value="1">Buenos Aires</option>
          <option value="6">Córdoba</option>
        </select>
        <select name="area_id"><option value="" selected>Todas las ciudades</option></select>
        <input name="pharmacies_name" value="" />
        <button type="submit">Buscar</button>
        <button type="button">Compartir búsqueda</button>
      </form>
      <a href="/contacto">Asociarme</a>
      <a href="#contenido">Saltar al contenido</a>
      <a href="https://example.org/">Otro sitio</a>
    </main>
  </div>
  <template ${QUERY_VARIANT_ATTR}="c60"><main id="contenido"><h1>Planes</h1><p>C-60 PLUS elegido</p></main></template>
  <script type="application/json" id="${EARLY_ID}">${JSON.stringify({
    calls: ['/api/web/pharmacy?page=1&pagination=5'],
    scripts: ['/assets/farmacias-abc.js'],
  })}</script>`;

/** The entry script as the built page's head carries it, and with it the modules it imports. */
const ENTRY = '<script type="module" src="/assets/index-abc.js"></script>';
const ENTRY_AND_IMPORTS = `${ENTRY}
  <link rel="modulepreload" href="/assets/rolldown-runtime-abc.js">
  <link rel="modulepreload" href="/assets/react-abc.js">`;

/** A first visit: the head (its script, then `head`), the page up to the second script, then that script. */
function visit(address: string, head = '') {
  history.replaceState(null, '', address);
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  window.eval(HEAD);
  document.head.insertAdjacentHTML('beforeend', head);
  document.body.innerHTML = PAGE;
  window.eval(BOOT);
}

const root = () => document.getElementById('root')!;
const preloads = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));
const select = (name: string) => document.querySelector<HTMLSelectElement>(`select[name="${name}"]`)!;
/** As the app does once it owns the page (src/boot/app-owns-page.ts, then src/main.tsx's replay). */
const appTakesOver = async () => {
  root().removeAttribute(PRERENDERED_ATTR);
  replayCaughtInputs();
};

beforeEach(() => {
  vi.stubGlobal('CSS', { escape: (value: string) => value.replace(/["\\]/g, '\\$&') });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}')),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete window[BOOT_GLOBAL];
});

describe('first paint: what the address asks for', () => {
  it('swaps in the prerendered variant of the query (?c60)', () => {
    visit('/nuestros-planes?c60');
    expect(root().textContent).toContain('C-60 PLUS elegido');
  });

  it('shows the page once it has applied the address (a query address is hidden until then), even if that fails', () => {
    history.replaceState(null, '', '/nuestros-planes?c60');
    window.eval(HEAD);
    expect(document.documentElement.hasAttribute(BOOT_PENDING_ATTR)).toBe(true);
    document.body.innerHTML = PAGE;
    window.eval(BOOT);
    expect(document.documentElement.hasAttribute(BOOT_PENDING_ATTR)).toBe(false);

    history.replaceState(null, '', '/farmacias?province_id=6');
    window.eval(HEAD);
    document.body.innerHTML = PAGE.replace('"calls"', '"broken JSON');
    vi.useFakeTimers(); // the script reports the error in a later task, which this test does not run
    window.eval(BOOT);
    vi.useRealTimers();
    expect(document.documentElement.hasAttribute(BOOT_PENDING_ATTR)).toBe(false);
  });

  it('keeps the bare markup for any other query', () => {
    visit('/nuestros-planes?a10');
    expect(root().textContent).toContain('Farmacias');
  });

  it('shows the address filters in the search form, a saved-filter parameter too; TODOS counts as empty', () => {
    visit('/farmacias?provinceId_save=6&pharmacies_name=Sol');
    expect(select('province_id').selectedOptions[0]?.textContent).toBe('Córdoba');
    expect(document.querySelector<HTMLInputElement>('input[name="pharmacies_name"]')!.value).toBe('Sol');

    // As the markup's own choice: the app does not take it for the visitor's change (nothing to carry over).
    carryOverSearchFormChanges();
    expect(location.search).toBe('?provinceId_save=6&pharmacies_name=Sol');

    visit('/farmacias?provinceId_save=TODOS');
    expect(select('province_id').selectedOptions[0]?.textContent).toBe('Todas las provincias');
  });

  it('leaves a field empty for every value the app reads as "no filter" (src/lib/search-params.ts)', () => {
    for (const empty of EMPTY_FILTER_VALUES) {
      visit(`/farmacias?pharmacies_name=${empty}&province_id=${empty}`);
      expect(document.querySelector<HTMLInputElement>('input[name="pharmacies_name"]')!.value).toBe('');
      expect(select('province_id').selectedOptions[0]?.textContent).toBe('Todas las provincias');
      expect(parseTextValue(empty)).toBeUndefined();
    }
  });

  it('a value the markup has no option for yet reads as loading, never as the default', () => {
    visit('/farmacias?province_id=6&area_id=77');
    expect(select('area_id').selectedOptions[0]?.textContent).toBe('Cargando…');
    expect(select('area_id').getAttribute('aria-busy')).toBe('true');
  });
});

describe('one round trip', () => {
  it("declares the first screen's modules and starts its API calls on the bare address", () => {
    visit('/farmacias');
    expect(preloads()).toEqual(['/assets/farmacias-abc.js']);
    expect(fetch).toHaveBeenCalledWith(`${location.origin}/api/web/pharmacy?page=1&pagination=5`, expect.anything());
    expect(Object.keys(bootState()!.early!)).toEqual([`${location.origin}/api/web/pharmacy?page=1&pagination=5`]);
  });

  /** Resource timing's observer, as the page's script sees it; returns what reports a file being in. */
  function observeResources() {
    let report:
      ((list: { getEntries: () => { name: string }[] }, observer: { disconnect: () => void }) => void) | null = null;
    const disconnect = vi.fn();
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        static supportedEntryTypes = ['resource'];
        constructor(callback: NonNullable<typeof report>) {
          report = callback;
        }
        observe() {}
      },
    );
    const fileIn = (path: string) =>
      report!({ getEntries: () => [{ name: `${location.origin}${path}` }] }, { disconnect });
    return { fileIn, disconnect };
  }

  it("declares the route's modules once all the entry's files but one are in: their round trip overlaps its last bytes", () => {
    const { fileIn, disconnect } = observeResources();
    visit('/farmacias', ENTRY_AND_IMPORTS);

    expect(preloads()).toEqual(['/assets/rolldown-runtime-abc.js', '/assets/react-abc.js']);
    expect(fetch).toHaveBeenCalledTimes(1); // the API call does not wait
    fileIn('/assets/index-abc.css');
    fileIn('/assets/rolldown-runtime-abc.js');
    expect(preloads()).not.toContain('/assets/farmacias-abc.js');
    fileIn('/assets/index-abc.js'); // the smaller of the two large files; React is still coming
    expect(preloads()).toContain('/assets/farmacias-abc.js');
    expect(disconnect).toHaveBeenCalled();
  });

  it('waits for an entry that is one file, so that the entry has the link to itself', () => {
    const { fileIn } = observeResources();
    visit('/farmacias', ENTRY);

    fileIn('/assets/index-abc.css');
    expect(preloads()).toEqual([]);
    fileIn('/assets/index-abc.js');
    expect(preloads()).toEqual(['/assets/farmacias-abc.js']);
  });

  it("declares them at once in a browser without resource timing's observer", () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    visit('/farmacias', ENTRY);
    expect(preloads()).toEqual(['/assets/farmacias-abc.js']);
  });

  it('gives each early call the 20 s of any read; one that times out is handed over as "timeout"', async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new DOMException('signal timed out', 'TimeoutError'))),
    );
    visit('/farmacias');
    expect(timeout).toHaveBeenCalledWith(READ_TIMEOUT_MS);
    expect(fetch).toHaveBeenCalledWith(
      expect.any(String),
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
    const [answer] = Object.values(bootState()!.early!);
    expect(await answer).toBe('timeout');
  });

  it('asks for no default search when the address carries another one', () => {
    visit('/farmacias?province_id=6');
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('taps before the app owns the page', () => {
  it('are caught, shown as waiting, and replayed once the app takes over', async () => {
    visit('/farmacias');
    const share = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Compartir búsqueda')!;
    const heard = vi.fn();
    root().addEventListener('click', heard);

    share.click();
    expect(heard).not.toHaveBeenCalled();
    expect(share.hasAttribute(TAP_PENDING_ATTR)).toBe(true);
    expect(share.getAttribute('aria-busy')).toBe('true');

    await appTakesOver();
    expect(heard).toHaveBeenCalledTimes(1);
    expect(share.hasAttribute(TAP_PENDING_ATTR)).toBe(false);
  });

  it('a replayed tap finds the same control when React replaced the element', async () => {
    visit('/farmacias');
    document.querySelector<HTMLAnchorElement>('a[href="/contacto"]')!.click();
    root().innerHTML = '<a href="/contacto">Asociarme</a>';
    const heard = vi.fn((event: Event) => event.preventDefault());
    root().addEventListener('click', heard);

    await appTakesOver();
    expect(heard).toHaveBeenCalledTimes(1);
    expect((heard.mock.calls[0]![0].target as HTMLElement).isConnected).toBe(true);
  });

  it('leave alone what works without the app: another site, a jump within the page, the GET form submit', () => {
    visit('/farmacias');
    const other = document.querySelector<HTMLAnchorElement>('a[href^="https://example.org"]')!;
    let preventedBeforeUs = true;
    const stopNavigation = (event: Event) => {
      preventedBeforeUs = event.defaultPrevented;
      event.preventDefault(); // jsdom cannot navigate
    };
    document.addEventListener('click', stopNavigation);
    other.click();
    document.removeEventListener('click', stopNavigation);
    expect(preventedBeforeUs).toBe(false);

    const skip = document.querySelector<HTMLAnchorElement>('a[href="#contenido"]')!;
    const skipClick = new MouseEvent('click', { bubbles: true, cancelable: true });
    skip.dispatchEvent(skipClick);
    expect(skipClick.defaultPrevented).toBe(false);
    expect(skip.hasAttribute(TAP_PENDING_ATTR)).toBe(false);

    const submit = document.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    const submitClick = new MouseEvent('click', { bubbles: true, cancelable: true });
    submit.addEventListener('click', (event) => event.preventDefault()); // jsdom cannot navigate
    submit.dispatchEvent(submitClick);
    expect(submit.hasAttribute(TAP_PENDING_ATTR)).toBe(false);
  });

  it('a link to another site opens at once; the app hears its click later, without opening it again', async () => {
    visit('/farmacias');
    const other = document.querySelector<HTMLAnchorElement>('a[href^="https://example.org"]')!;
    const navigations: boolean[] = [];
    const stopNavigation = (event: Event) => {
      navigations.push(!event.defaultPrevented);
      event.preventDefault(); // jsdom cannot navigate
    };
    document.addEventListener('click', stopNavigation);
    other.click();
    const heard = vi.fn();
    root().addEventListener('click', heard);

    await appTakesOver();
    document.removeEventListener('click', stopNavigation);
    expect(heard).toHaveBeenCalledTimes(1);
    expect(navigations).toEqual([true, false]);
  });

  it('a select changed after the app started is replayed as a change once it owns the page', async () => {
    visit('/farmacias');
    select('province_id').value = '6';
    select('province_id').dispatchEvent(new Event('change', { bubbles: true }));
    select('province_id').value = ''; // what a re-render from the address would do
    const changes: string[] = [];
    root().addEventListener('change', (event) => changes.push((event.target as HTMLSelectElement).value));

    await appTakesOver();
    expect(changes).toEqual(['6']);
    expect(select('province_id').value).toBe('6');
  });

  it("while the app starts, a field's events do not reach it (React would hydrate the field there and reset it); the change reaches it once, replayed", async () => {
    visit('/farmacias');
    const heard: string[] = [];
    for (const type of ['input', 'change'])
      root().addEventListener(type, (event) => heard.push(`${type} ${(event.target as HTMLSelectElement).value}`));
    select('province_id').value = '6';
    select('province_id').dispatchEvent(new Event('input', { bubbles: true }));
    select('province_id').dispatchEvent(new Event('change', { bubbles: true }));
    expect(heard).toEqual([]);

    await appTakesOver();
    expect(heard).toEqual(['change 6']);
  });

  it('a select changed before the app started becomes the address the app starts from', () => {
    visit('/farmacias');
    select('province_id').value = '1';
    select('province_id').dispatchEvent(new Event('change', { bubbles: true }));

    carryOverSearchFormChanges();
    expect(location.pathname + location.search).toBe('/farmacias?province_id=1&page=1');
  });

  it('a select change carried over into the address is not replayed as a change too', async () => {
    visit('/farmacias');
    select('province_id').value = '1';
    select('province_id').dispatchEvent(new Event('change', { bubbles: true }));
    carryOverSearchFormChanges();
    const changes: string[] = [];
    root().addEventListener('change', (event) => changes.push((event.target as HTMLSelectElement).value));

    await appTakesOver();
    expect(changes).toEqual([]);
  });

  it('a select changed before the start-up script ran is carried over too', () => {
    history.replaceState(null, '', '/farmacias');
    window.eval(HEAD);
    document.body.innerHTML = PAGE;
    select('province_id').value = '6'; // a change the script did not see (no event)
    window.eval(BOOT);

    carryOverSearchFormChanges();
    expect(location.pathname + location.search).toBe('/farmacias?province_id=6&page=1');
  });
});
