import { bootQueue } from './boot-queue';

/**
 * The directories' search form works on the prerendered page before the app runs (a plain GET form). A filter the
 * visitor changed there but did not send yet (./boot.js caught the change) would be lost when the app takes over the
 * page; instead the app starts from the address that change leads to, as if the app had been running (a changed
 * filter applies at once, back at page 1). The route then writes that address in its own form
 * (src/lib/canonical-search.ts). Changes after this moment are replayed by ./boot.js once the app owns the page.
 */
export function carryOverSearchFormChanges() {
  const queue = bootQueue();
  const changes = queue.filter(
    (input) =>
      input.type === 'change' && input.el.closest('form[method="get"]')?.getAttribute('action') === location.pathname,
  );
  if (changes.length === 0) return;
  const params = new URLSearchParams(location.search);
  for (const change of changes) {
    queue.splice(queue.indexOf(change), 1);
    if (change.value) params.set(change.key, change.value);
    else params.delete(change.key);
  }
  params.set('page', '1');
  history.replaceState(history.state, '', `${location.pathname}?${params}`);
}
