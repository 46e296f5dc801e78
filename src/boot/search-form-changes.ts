import { PRERENDERED_ATTR } from './boot-names';

/** The option a select showed when the page was painted: the one marked `selected`, else the first. */
function initialIndex(select: HTMLSelectElement) {
  return Math.max(
    0,
    [...select.options].findIndex((option) => option.defaultSelected),
  );
}

/**
 * The directories' search form works on the prerendered page before the app runs (a plain GET form). A filter the
 * visitor changed there but did not send yet would be lost when the app takes over the page; instead the app starts
 * from the address that change leads to, as if the app had been running (a changed filter applies at once, back at
 * page 1). The route then writes that address in its own form (src/lib/canonical-search.ts). Read from the selects
 * themselves, so a change made before ./boot.ts ran counts too (the address's own values, which ./boot.ts set, only
 * write the same values again); ./boot.ts does not replay a change the page then shows. Changes after this moment are
 * replayed by ./boot.ts once the app owns the page.
 */
export function carryOverSearchFormChanges() {
  const form = document.querySelector<HTMLFormElement>(`#root[${PRERENDERED_ATTR}] form[method="get"]`);
  if (!form || new URL(form.action).pathname !== location.pathname) return;
  const changed = [...form.querySelectorAll('select')].filter(
    (select) => !select.disabled && select.selectedIndex !== initialIndex(select),
  );
  if (changed.length === 0) return;
  const params = new URLSearchParams(location.search);
  for (const select of changed) {
    if (select.value) params.set(select.name, select.value);
    else params.delete(select.name);
  }
  params.set('page', '1');
  history.replaceState(history.state, '', `${location.pathname}?${params}`);
}
