// The prerendered page's second inline start-up script (./README.md, steps 2, 3 and 6). The build bundles it with its
// names (scripts/prerender/inline-boot.mjs) and writes it right after #root, so it runs before the first paint; the
// CSP allows it by its hash (scripts/security-headers.ts). Plain ES2017, no library: it runs before any of the app's
// code, and imports only the names.
import {
  BOOT_GLOBAL,
  BOOT_PENDING_ATTR,
  EARLY_ID,
  PRERENDERED_ATTR,
  QUERY_VARIANT_ATTR,
  SAVED_PARAMS_ATTR,
  TAP_PENDING_ATTR,
} from './boot-names';

(function () {
  var root = document.getElementById('root');
  var shown = function () {
    document.documentElement.removeAttribute(BOOT_PENDING_ATTR);
  };
  if (!root || !root.hasAttribute(PRERENDERED_ATTR) || !window[BOOT_GLOBAL]) return shown();
  var boot = window[BOOT_GLOBAL]; // ./boot-head.js, first in the head
  var params = new URLSearchParams(location.search);
  var each = function (list, fn) {
    Array.prototype.forEach.call(list, fn);
  };

  // Whatever happens here, the page then shows (a query address hides it until then: global.css).
  try {
    // 1. The first screen's API calls start now, once the CSS is in (the browser runs this script only then); the
    // app takes their answers (src/lib/http.ts). Its modules are declared (`modulepreload`, one round trip) once all
    // the entry's files but one are in, not before: on a slow link every file in flight shares the bandwidth, and the
    // entry is what the app needs first. The route's modules are then asked for while the entry's last file finishes
    // (their round trip overlaps its last bytes), and they arrive while the entry is evaluated.
    var early = JSON.parse((document.getElementById(EARLY_ID) || {}).textContent || '{}');
    var declareScripts = function () {
      each(early.scripts || [], function (href) {
        var link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        document.head.appendChild(link);
      });
    };
    var entry = document.querySelector('script[type="module"][src]');
    var observer = window.PerformanceObserver;
    if (entry && observer && (observer.supportedEntryTypes || []).indexOf('resource') >= 0) {
      // The entry's files: its script and the modules it imports, which the head already declares.
      var entryFiles = [entry.src];
      each(document.querySelectorAll('link[rel="modulepreload"]'), function (link) {
        entryFiles.push(link.href);
      });
      var loaded = [];
      new observer(function (list, self) {
        each(list.getEntries(), function (resource) {
          if (entryFiles.indexOf(resource.name) >= 0 && loaded.indexOf(resource.name) < 0) loaded.push(resource.name);
        });
        if (loaded.length > 0 && loaded.length >= entryFiles.length - 1) {
          self.disconnect();
          declareScripts();
        }
      }).observe({ type: 'resource', buffered: true });
    } else declareScripts(); // no entry script, or no resource timing's observer: at once
    // Each call gets the read's limit (src/lib/http.ts, READ_TIMEOUT_MS); one without an answer then is 'timeout'.
    if (!location.search || location.search === '?page=1') {
      each(early.calls || [], function (path) {
        var url = new URL(path, location.href).href;
        var signal = AbortSignal.timeout ? AbortSignal.timeout(20000) : undefined;
        boot.early[url] = fetch(url, { headers: { Accept: 'application/json' }, signal: signal }).catch(function (e) {
          if (e && e.name === 'TimeoutError') return 'timeout';
        });
      });
    }

    // 2. The first paint shows what the address asks for: a prerendered variant (`?c60`, `?ff=true`), and the
    // search form's fields as the address sets them. A value the markup has no option for yet waits, marked busy.
    each(document.querySelectorAll('template[' + QUERY_VARIANT_ATTR + ']'), function (template) {
      var query = template.getAttribute(QUERY_VARIANT_ATTR).split('=');
      if (params.has(query[0]) && (query.length < 2 || params.get(query[0]) === query[1])) {
        root.replaceChildren(template.content.cloneNode(true));
      }
    });
    each(root.querySelectorAll('form[method="get"]'), function (form) {
      var saved = JSON.parse(form.getAttribute(SAVED_PARAMS_ATTR) || '{}');
      each(form.querySelectorAll('[name]'), function (field) {
        var value = [params.get(field.name), params.get(saved[field.name])].filter(function (v) {
          return v && v !== 'all' && v !== 'TODOS';
        })[0];
        if (!value || field.type === 'hidden') return;
        var option = field.tagName === 'SELECT' && field.querySelector('option[value="' + CSS.escape(value) + '"]');
        // As if the markup had it: the app tells the visitor's own changes from this (./search-form-changes.ts).
        if (field.tagName !== 'SELECT') field.value = field.defaultValue = value;
        else if (option) {
          each(field.options, function (other) {
            other.selected = other.defaultSelected = other === option;
          });
        } else {
          field.options[field.selectedIndex].text = 'Cargando…';
          field.setAttribute('aria-busy', 'true');
        }
      });
    });
  } catch (error) {
    // Reported, without stopping the rest (the page shows, taps are still caught).
    setTimeout(function () {
      throw error;
    });
  }
  shown();

  // 4. The taps and changes that ./boot-head.js caught are replayed once the app owns the page (step 6).
  var TAPPABLE = boot.tappable;
  var describe = boot.describe;
  var starting = function () {
    return root.hasAttribute(PRERENDERED_ATTR);
  };
  var find = function (tap) {
    if (tap.el.isConnected) return tap.el;
    var field = tap.type === 'change' || tap.type === 'input';
    var same = root.querySelectorAll(field ? '[name="' + CSS.escape(tap.key) + '"]' : TAPPABLE);
    return Array.prototype.find.call(same, function (el) {
      return field || describe(el) === tap.key;
    });
  };
  new MutationObserver(function (_, observer) {
    if (starting()) return;
    observer.disconnect();
    each(boot.queue.splice(0), function (tap) {
      tap.el.removeAttribute(TAP_PENDING_ATTR);
      tap.el.removeAttribute('aria-busy');
      var el = find(tap);
      if (!el) return;
      if (tap.type === 'follow') {
        el.addEventListener(
          'click',
          function (event) {
            event.preventDefault();
          },
          { once: true },
        );
      }
      if (tap.type === 'click' || tap.type === 'follow') return el.click();
      // As a visitor's change: through React's value tracker first (so the value reads as new), then the element's
      // own setter, then the event.
      el.value = '';
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), 'value').set.call(el, tap.value);
      el.dispatchEvent(new Event(tap.type, { bubbles: true }));
    });
  }).observe(root, { attributes: true, attributeFilter: [PRERENDERED_ATTR] });
})();
