// The prerendered page's second inline start-up script (./README.md, steps 2, 3 and 6). The build bundles it with the
// names, rules and types it imports (scripts/prerender/inline-boot.mjs) and writes it right after #root, so it runs
// before the first paint; the CSP allows it by its hash (scripts/security-headers.ts). No library: it runs before any
// of the app's code.
import {
  BOOT_GLOBAL,
  EARLY_ID,
  PRERENDERED_ATTR,
  QUERY_VARIANT_ATTR,
  SAVED_PARAMS_ATTR,
} from './boot-names';
import { EMPTY_FILTER_VALUES, isBareAddress, LIST_LOADING_MESSAGE, READ_TIMEOUT_MS } from './boot-rules';
import type { CaughtInput } from './boot-state';

(() => {
  const root = document.getElementById('root');
  const boot = window[BOOT_GLOBAL]; // ./boot-head.ts, first in the head
  if (!boot) return;
  if (!root || !root.hasAttribute(PRERENDERED_ATTR)) return boot.show();
  const params = new URLSearchParams(location.search);
  const all = <E extends Element>(selector: string, within: ParentNode = document) => [
    ...within.querySelectorAll<E>(selector),
  ];

  // Whatever happens here, the page then shows (a query address hides it until then: global.css).
  try {
    // 1. The first screen's API calls start now, once the CSS is in (the browser runs this script only then); the
    // app takes their answers (src/lib/http.ts). Its modules are declared (`modulepreload`, one round trip) once all
    // the entry's files but one are in, not before: on a slow link every file in flight shares the bandwidth, and the
    // entry is what the app needs first. The route's modules are then asked for while the entry's last file finishes
    // (their round trip overlaps its last bytes), and they arrive while the entry is evaluated.
    const early: { scripts?: string[]; calls?: string[] } = JSON.parse(
      document.getElementById(EARLY_ID)?.textContent || '{}',
    );
    const declareScripts = () => {
      for (const href of early.scripts || []) {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        document.head.appendChild(link);
      }
    };
    const entry = document.querySelector<HTMLScriptElement>('script[type="module"][src]');
    const Observer = window.PerformanceObserver;
    if (entry && Observer && (Observer.supportedEntryTypes || []).includes('resource')) {
      // The entry's files: its script and the modules it imports, which the head already declares.
      const entryFiles = [entry.src, ...all<HTMLLinkElement>('link[rel="modulepreload"]').map((link) => link.href)];
      const loaded = new Set<string>();
      new Observer((list, self) => {
        for (const { name } of list.getEntries()) if (entryFiles.includes(name)) loaded.add(name);
        if (loaded.size > 0 && loaded.size >= entryFiles.length - 1) {
          self.disconnect();
          declareScripts();
        }
      }).observe({ type: 'resource', buffered: true });
    } else declareScripts(); // no entry script, or no resource timing's observer: at once
    // Each call gets the read's limit; one without an answer then is 'timeout'.
    if (isBareAddress(location.search)) {
      const answers: NonNullable<typeof boot.early> = (boot.early = {});
      for (const path of early.calls || []) {
        const url = new URL(path, location.href).href;
        const signal = AbortSignal.timeout ? AbortSignal.timeout(READ_TIMEOUT_MS) : undefined;
        answers[url] = fetch(url, { headers: { Accept: 'application/json' }, signal }).catch((e) =>
          e && e.name === 'TimeoutError' ? 'timeout' : undefined,
        );
      }
    }

    // 2. The first paint shows what the address asks for: a prerendered variant (`?c60`, `?ff=true`), and the
    // search form's fields as the address sets them. A value the markup has no option for yet waits, marked busy.
    for (const template of all<HTMLTemplateElement>(`template[${QUERY_VARIANT_ATTR}]`)) {
      const [name, value] = template.getAttribute(QUERY_VARIANT_ATTR)!.split('=') as [string, string?];
      if (params.has(name) && (value === undefined || params.get(name) === value)) {
        root.replaceChildren(template.content.cloneNode(true));
      }
    }
    for (const form of all('form[method="get"]', root)) {
      const saved: Record<string, string> = JSON.parse(form.getAttribute(SAVED_PARAMS_ATTR) || '{}');
      for (const field of all<HTMLInputElement | HTMLSelectElement>('[name]', form)) {
        const value = [params.get(field.name), params.get(saved[field.name]!)].find(
          (v) => v && !EMPTY_FILTER_VALUES.includes(v),
        );
        if (!value || field.type === 'hidden') continue;
        // As if the markup had it: the app tells the visitor's own changes from this (./search-form-changes.ts).
        if (!(field instanceof HTMLSelectElement)) field.value = field.defaultValue = value;
        else {
          const option = field.querySelector(`option[value="${CSS.escape(value)}"]`);
          if (option) for (const other of field.options) other.selected = other.defaultSelected = other === option;
          else {
            field.options[field.selectedIndex]!.text = LIST_LOADING_MESSAGE;
            field.setAttribute('aria-busy', 'true');
          }
        }
      }
    }
  } catch (error) {
    // Reported, without stopping the rest (the page shows, taps are still caught).
    setTimeout(() => {
      throw error;
    });
  }
  boot.show();

  // 4. The taps and changes that ./boot-head.ts caught, replayed on the app's page once it owns the page (the app
  // calls this: src/main.tsx). A change the address already holds (the app started from it: ./search-form-changes.ts)
  // is not made again.
  const find = (input: CaughtInput) => {
    if (input.el.isConnected) return input.el;
    const field = input.type === 'change' || input.type === 'input';
    return all<HTMLElement>(field ? `[name="${CSS.escape(input.key)}"]` : boot.tappable, root).find(
      (el) => field || boot.describe(el) === input.key,
    );
  };
  boot.replay = () => {
    for (const input of boot.takeAll()) {
      const el = find(input);
      if (!el) continue;
      if (input.type === 'follow') el.addEventListener('click', (event) => event.preventDefault(), { once: true });
      if (input.type === 'click' || input.type === 'follow') {
        el.click();
        continue;
      }
      if (new URLSearchParams(location.search).get(input.key) === input.value) continue;
      // As a visitor's change: through React's value tracker first (so the value reads as new), then the element's
      // own setter, then the event.
      (el as HTMLInputElement).value = '';
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), 'value')!.set!.call(el, input.value);
      el.dispatchEvent(new Event(input.type, { bubbles: true }));
    }
  };
})();
