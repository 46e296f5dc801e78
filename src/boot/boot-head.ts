// The prerendered page's first inline start-up script (./README.md, step 4). The build bundles it with the names,
// rules and types it imports (scripts/prerender/inline-boot.mjs) and writes it first in the head, so it listens
// before anything is on screen; the CSP allows it by its hash (scripts/security-headers.ts). No library: it runs
// before any of the app's code. It owns the queue of caught inputs and the hiding of an address with a query.
import {
  BOOT_GLOBAL,
  BOOT_LISTENING_GLOBAL,
  BOOT_PENDING_ATTR,
  PRERENDERED_ATTR,
  TAP_PENDING_ATTR,
} from './boot-names';
import { isBareAddress } from './boot-rules';
import type { BootState, CaughtInput } from './boot-state';

(() => {
  let queue: CaughtInput[] = [];
  const describe = (el: Element) => el.tagName + '|' + (el.getAttribute('aria-label') || el.textContent!.trim());
  const html = document.documentElement;
  const boot: BootState = {
    tappable: 'a[href],button,[role=tab],[role=button]',
    describe,
    caught: (input) => {
      if (input.type === 'change' || input.type === 'input') queue = queue.filter(({ el }) => el !== input.el);
      queue.push(input);
    },
    takeAll: () => {
      const taken = queue.splice(0);
      for (const { el } of taken) {
        el.removeAttribute(TAP_PENDING_ATTR);
        el.removeAttribute('aria-busy');
      }
      return taken;
    },
    show: () => html.removeAttribute(BOOT_PENDING_ATTR),
  };
  window[BOOT_GLOBAL] = boot;
  // An address with a query keeps #root hidden until ./boot.ts has applied it (global.css, which shows it after 3 s
  // should ./boot.ts never run): no frame contradicts it.
  if (!isBareAddress(location.search)) html.setAttribute(BOOT_PENDING_ATTR, '');
  // One set of listeners per document, whatever runs this again; they use the current window[BOOT_GLOBAL].
  if (window[BOOT_LISTENING_GLOBAL]) return;
  window[BOOT_LISTENING_GLOBAL] = true;
  const caught = (input: CaughtInput) => window[BOOT_GLOBAL]!.caught(input);
  /** #root while the app does not own it yet, else nothing. */
  const starting = () => {
    const root = document.getElementById('root');
    return root && root.hasAttribute(PRERENDERED_ATTR) ? root : null;
  };

  // A tap before the app owns the page is caught, shown as waiting, and replayed once it does. Links to other sites,
  // new tabs, downloads, jumps within the page and the GET form's own submit work without the app.
  document.addEventListener(
    'click',
    (event) => {
      const root = starting();
      // An <a> or a <button> (or a tab): each property read here is either's, or undefined.
      const el = (event.target as Element).closest?.<HTMLAnchorElement & HTMLButtonElement>(boot.tappable);
      if (!root || !el || !root.contains(el) || event.button || event.ctrlKey || event.metaKey) return;
      if (event.shiftKey || event.altKey || (el.type === 'submit' && el.form && el.form.method === 'get')) return;
      if (el.tagName === 'A' && el.hash && el.pathname === location.pathname) return;
      if (el.tagName === 'A' && (el.target || el.hasAttribute('download') || el.origin !== location.origin)) {
        // It works without the app; the app later hears the click, without a second navigation (its analytics).
        return caught({ type: 'follow', el, key: describe(el) });
      }
      event.preventDefault();
      event.stopImmediatePropagation();
      if (el.hasAttribute(TAP_PENDING_ATTR)) return;
      el.setAttribute(TAP_PENDING_ATTR, '');
      el.setAttribute('aria-busy', 'true');
      caught({ type: 'click', el, key: describe(el) });
      // An app that never starts (a failed download) must not swallow a link: it then works as a plain link.
      if (el.tagName === 'A') setTimeout(() => starting() && location.assign(el.href), 10000);
    },
    true,
  );
  // A changed field is replayed as the change it was; the search form's selects changed before the app started are
  // taken earlier, into the address the app starts from (./search-form-changes.ts). The event does not reach React
  // meanwhile: React would hydrate the field there and then, setting it back to the value it renders before the
  // change is read.
  for (const type of ['change', 'input'] as const) {
    document.addEventListener(
      type,
      (event) => {
        const root = starting();
        const el = event.target as HTMLInputElement;
        if (!root || !el.name || !root.contains(el) || /checkbox|radio|file/.test(el.type)) return;
        event.stopImmediatePropagation();
        // A select's change is its 'change' (its 'input' comes just before); a text field's is its 'input'.
        if ((el.tagName === 'SELECT') !== (type === 'change')) return;
        caught({ type, el, key: el.name, value: el.value });
      },
      true,
    );
  }
})();
